// What the bot says privately after a player's own action (NOTE), what typed input should have
// been (WANTED), and refusals that are not rule errors (REFUSED). Words only.
import type { CardId } from '../../games/award/cards.js';
import type { Skill, Tokens } from '../../games/award/tokens.js';
import { cardName, SKILL_NAME, tokens } from './text.js';

const cardList = (ids: readonly CardId[]) => ids.map(cardName).join(', ');
const bribeText = (n: number) => (n ? ` + ${n} bribe${n > 1 ? 's' : ''}` : '');

/** What the bot tells a player, privately, after an action of theirs. */
export const NOTE = {
  drew: '🃏 You drew your Asset card.',
  revealed: '🂠 You revealed the Game card — see the board.',
  upkeepDone: '✅ Upkeep finished.',
  salariesPaid: '💸 Salaries paid.',
  firedAndPaid: (ids: readonly CardId[]) => (ids.length ? `💸 You fired ${cardList(ids)} and paid the rest.` : '💸 Salaries paid.'),
  turnOver: '⏹️ Your turn is over.',
  turnOverCut: (ids: readonly CardId[], sold: boolean) => `⏹️ Your turn is over; you ${sold ? 'sold' : 'discarded'} ${cardList(ids)}.`,
  hired: (id: CardId) => `🤝 You hired **${cardName(id)}** ($1k).`,
  sold: (id: CardId) => `💵 You sold **${cardName(id)}** (+$1k).`,
  learnt: (s: Skill) => `📚 You learnt ${SKILL_NAME[s]} ($4k).`,
  dropped: (id: CardId) => `🏚️ You dropped **${cardName(id)}**.`,
  refilled: (id: CardId) => `📌 You refilled **${cardName(id)}**.`,
  autoPass: (on: boolean) => (on ? '⏩ Auto-pass is on: when you have no legal bid, you pass at once (R73).' : '⏸️ Auto-pass is off: you get every bid prompt, so you can play a card first.'),
  autoRefill: (on: boolean) => (on ? '📝 Under-staffed Accounts will be refilled without asking (R10).' : '📝 You will be asked about under-staffed Accounts.'),
  ordersSaved: '📝 Standing orders saved (R10).',
  fireOrder: (id: CardId, fire: boolean) => (fire ? `📝 ${cardName(id)} will be fired at your next M2 (R10).` : `📝 ${cardName(id)} stays.`),
  played: (id: CardId, on: string) => `🎴 You played **${cardName(id)}**${on}.`,
  bid: (t: Tokens, bribes: number) => `🙋 You bid ${tokens(t)}${bribeText(bribes)}.`,
  bidValue: (t: Tokens, value: number) => `🙋 You bid ${tokens(t)} → value ${value}.`,
  passed: '🚫 You pass and are out of this auction.',
  withdrew: '🏳️ You withdraw from this auction (R72).',
  tradeSent: (to: string) => `🔁 Trade offer sent to ${to}. Only the two of you see what is in it; it lapses at the end of your turn (an AI agency answers at once).`,
  tradeAccepted: '🤝 Trade accepted.',
  tradeDeclined: '✖️ Trade declined.',
  tradeWithdrawn: '↩️ Trade offer withdrawn.',
  forcedSold: (ids: readonly CardId[]) => `💸 You sold ${cardList(ids)} toward the debt.`,
  liquidated: (ids: readonly CardId[]) => `💸 You liquidated ${cardList(ids)}.`,
  leaves: (id: CardId) => `🚪 ${cardName(id)} leaves.`,
  hireOffer: (accept: boolean) => (accept ? '🤝 You hired the creative ($1k).' : '✖️ You declined.'),
  laidOff: (id: CardId) => `🚪 You laid off ${cardName(id)}.`,
  bust: (id: CardId) => `🏚️ ${cardName(id)} goes bust.`,
  claimed: (accept: boolean) => (accept ? '🏢 You took the Account.' : '✖️ You gave it up.'),
  gameOver: '🏁 The game is over — see the channel.',
  needsBribe: 'The cheapest bid you can make needs a bribe (Bribe the Judges, $2k): confirm it below, or change it.',
  movedOn: '⚠️ The game moved on since this panel was drawn; nothing was changed. Here is the current state.',
  stale: '⚠️ The game moved on since these buttons were drawn; nothing was changed. Here is the current state.',
};

/** What a piece of typed input should have been, for refusals. */
export const WANTED = {
  inHand: 'a card in your hand',
  nameInHand: 'a Name Card in your hand',
  accountInPlay: 'an Account in play',
  nameInDiscard: 'a Name Card in the Asset discard',
  creativeInPlay: 'a creative in play',
  yourAccount: 'one of your Accounts',
  yourCreative: 'one of your creatives',
};

/** Refusals that are not rule errors: the answer says what happened and what to do. */
export const REFUSED = {
  notA: (typed: string, what: string) => `“${typed}” is not ${what}. Pick one from the list as you type.`,
  notTokens: (typed: string) => `“${typed}” is not a token list. Write it like "A2 D1" (2 Advertising, 1 Design).`,
  notAnAgency: (typed: string) => `“${typed}” is not an agency at this table. Pick a seat from the list as you type.`,
  noTradePartner: 'Name who the offer is for: `with:@player`, or `seat:` for any agency (AI agencies too).',
  nameTokens: (id: CardId) => `Name the expended tokens ${cardName(id)} renews, e.g. \`tokens:A1 D2\` (up to 3). Nothing was played.`,
  bribeCards: (n: number) => `You hold ${n} Bribe the Judges card${n === 1 ? '' : 's'}.`,
  notAsset: (typed: string) => `“${typed}” is not an Asset card. Pick one from the list as you type.`,
  malformedChoice: 'That choice is malformed or out of date. Nothing was changed; open a fresh panel with `/award hand`.',
  unknownChoice: 'That choice is not known. Open a fresh panel with `/award hand`.',
  promptOver: 'This bid prompt is over. Nothing was changed.',
  promptForOther: (who: string) => `This prompt is for ${who}; only they can answer it. You may still play any-time cards (\`/award play\`) or withdraw.`,
  questionOver: 'This question has already been answered (or its deadline passed). Nothing was changed.',
  questionForOther: (who: string) => `This question is for ${who}; only they can answer it.`,
  noLegalBid: 'You have no legal bid right now. Pass, or play a card first (for example All-Nighter) and bid again.',
  tradeHidden: 'Only the two players in a trade can see it — or it is no longer open.',
};
