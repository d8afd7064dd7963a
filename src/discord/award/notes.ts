// What the bot says privately after a player's own action (NOTE), what typed input should have
// been (WANTED), and refusals that are not rule errors (REFUSED). Words only, from the catalogue
// in the current language (a getter reads the message when it is said).
import type { CardId } from '../../games/award/cards.js';
import type { Skill, Tokens } from '../../games/award/tokens.js';
import { t } from '../../i18n/index.js';
import { cardName, money, SKILL_NAME, tokens } from './text.js';

const cardList = (ids: readonly CardId[]) => ids.map(cardName).join(', ');
const bribeText = (n: number) => (n ? t('award:note.bribes', { count: n }) : '');

/** What the bot tells a player, privately, after an action of theirs. */
export const NOTE = {
  get drew() { return t('award:note.drew'); },
  get revealed() { return t('award:note.revealed'); },
  get upkeepDone() { return t('award:note.upkeepDone'); },
  get salariesPaid() { return t('award:note.salariesPaid'); },
  firedAndPaid: (ids: readonly CardId[]) => (ids.length ? t('award:note.firedAndPaid', { cards: cardList(ids) }) : t('award:note.salariesPaid')),
  get turnOver() { return t('award:note.turnOver'); },
  turnOverCut: (ids: readonly CardId[], sold: boolean) => (sold ? t('award:note.turnOverSold', { cards: cardList(ids) }) : t('award:note.turnOverDiscarded', { cards: cardList(ids) })),
  hired: (id: CardId) => t('award:note.hired', { card: cardName(id), fee: money(1) }),
  sold: (id: CardId) => t('award:note.sold', { card: cardName(id), money: money(1) }),
  learnt: (s: Skill) => t('award:note.learnt', { skill: SKILL_NAME[s], cost: money(4) }),
  dropped: (id: CardId) => t('award:note.dropped', { card: cardName(id) }),
  refilled: (id: CardId) => t('award:note.refilled', { card: cardName(id) }),
  autoPass: (on: boolean) => (on ? t('award:note.autoPassOn') : t('award:note.autoPassOff')),
  autoRefill: (on: boolean) => (on ? t('award:note.autoRefillOn') : t('award:note.autoRefillOff')),
  get ordersSaved() { return t('award:note.ordersSaved'); },
  fireOrder: (id: CardId, fire: boolean) => (fire ? t('award:note.fireOrder', { card: cardName(id) }) : t('award:note.keepOrder', { card: cardName(id) })),
  /** A card played; `target`: the agency it was played on (null: none), `self` when that is the player. */
  played: (id: CardId, target: string | null, self = false) =>
    target === null ? t('award:note.played', { card: cardName(id) }) : self ? t('award:note.playedOnSelf', { card: cardName(id) }) : t('award:note.playedOn', { card: cardName(id), target }),
  bid: (x: Tokens, bribes: number) => t('award:note.bid', { tokens: tokens(x), bribes: bribeText(bribes) }),
  bidValue: (x: Tokens, value: number) => t('award:note.bidValue', { tokens: tokens(x), value }),
  get passed() { return t('award:note.passed'); },
  get withdrew() { return t('award:note.withdrew'); },
  tradeSent: (to: string) => t('award:note.tradeSent', { to }),
  get tradeAccepted() { return t('award:note.tradeAccepted'); },
  get tradeDeclined() { return t('award:note.tradeDeclined'); },
  get tradeWithdrawn() { return t('award:note.tradeWithdrawn'); },
  forcedSold: (ids: readonly CardId[]) => t('award:note.forcedSold', { cards: cardList(ids) }),
  liquidated: (ids: readonly CardId[]) => t('award:note.liquidated', { cards: cardList(ids) }),
  leaves: (id: CardId) => t('award:note.leaves', { card: cardName(id) }),
  hireOffer: (accept: boolean) => (accept ? t('award:note.hireAccepted', { fee: money(1) }) : t('award:note.declined')),
  laidOff: (id: CardId) => t('award:note.laidOff', { card: cardName(id) }),
  bust: (id: CardId) => t('award:note.bust', { card: cardName(id) }),
  claimed: (accept: boolean) => (accept ? t('award:note.claimed') : t('award:note.gaveUp')),
  get gameOver() { return t('award:note.gameOver'); },
  get needsBribe() { return t('award:note.needsBribe', { card: cardName('T2a'), cost: money(2) }); },
  get stale() { return t('award:note.stale'); },
};

/** What a piece of typed input should have been, for refusals. */
export const WANTED = {
  get inHand() { return t('award:wanted.inHand'); },
  get nameInHand() { return t('award:wanted.nameInHand'); },
  get accountInPlay() { return t('award:wanted.accountInPlay'); },
  get nameInDiscard() { return t('award:wanted.nameInDiscard'); },
  get creativeInPlay() { return t('award:wanted.creativeInPlay'); },
  get yourAccount() { return t('award:wanted.yourAccount'); },
  get yourCreative() { return t('award:wanted.yourCreative'); },
};

/** Refusals that are not rule errors: the answer says what happened and what to do. */
export const REFUSED = {
  notA: (typed: string, what: string) => t('award:refused.notA', { typed, what }),
  notTokens: (typed: string) => t('award:refused.notTokens', { typed }),
  notAnAgency: (typed: string) => t('award:refused.notAnAgency', { typed }),
  get noTradePartner() { return t('award:refused.noTradePartner'); },
  nameTokens: (id: CardId) => t('award:refused.nameTokens', { card: cardName(id) }),
  bribeCards: (n: number) => t('award:refused.bribeCards', { count: n, card: cardName('T2a') }),
  notAsset: (typed: string) => t('award:refused.notAsset', { typed }),
  get malformedChoice() { return t('award:refused.malformedChoice'); },
  get unknownChoice() { return t('award:refused.unknownChoice'); },
  get promptOver() { return t('award:refused.promptOver'); },
  promptForOther: (who: string) => t('award:refused.promptForOther', { who }),
  get questionOver() { return t('award:refused.questionOver'); },
  questionForOther: (who: string) => t('award:refused.questionForOther', { who }),
  get noLegalBid() { return t('award:refused.noLegalBid', { card: cardName('T4a') }); },
  get tradeHidden() { return t('award:refused.tradeHidden'); },
};
