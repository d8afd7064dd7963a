// The decks and the Game cards (R39, R11(2), §2, §4.5): Asset cards drawn, the top Game card
// revealed and resolved — an Event, or an auction opened (R64, R66), prompted (R69, R73) and
// closed (R74–R77); an Award or an Account won (R75, R76, R57), the no-bid offer (R77); and the
// end of the game (R18, R19). The Events' choices that lock the table are in locks.ts.
import type { PlayerId } from '../../engine/game.js';
import { placesOf } from '../../engine/places.js';
import { seatOf } from '../../engine/seats.js';
import { biddable, eligible, hasLegalBid, highValue, nextPrompt, shouldClose } from './auction.js';
import { account, AWARD_COUNT, kindOf, type CardId } from './cards.js';
import { pop, type Emitter } from './emitter.js';
import { bust, charge, employedCreatives } from './locks.js';
import { activePlayers, agency, available, clockwise, isActive, owned } from './state.js';
import { contains, isEmpty, size, SKILLS, sub, type Skill, type Tokens } from './tokens.js';
import {
  PRIZE_CARDS,
  PRIZE_CASH,
  WIN_AWARDS,
  type Agency,
  type AwardResult,
  type AwardState,
  type EndReason,
  type FrameOf,
} from './types.js';

/** R39: draws one at a time from the top, reshuffling the discard when the deck is empty. */
export function drawAssets(em: Emitter, p: PlayerId, n: number, cause: 'draw' | 'prize' | 'equity'): void {
  let need = n;
  while (need > 0) {
    if (em.state.assetDeck.length === 0) {
      const discard = em.state.assetDiscard;
      if (discard.length === 0) return; // R39: the draw is skipped
      const order = em.random((r) => r.shuffle(discard));
      em.emit({ type: 'deckReshuffled', deck: 'asset', order });
    }
    const deck = em.state.assetDeck;
    const k = Math.min(need, deck.length);
    em.emit({ type: 'assetDrawn', player: p, cards: deck.slice(deck.length - k).reverse(), cause });
    need -= k;
  }
}

/** Reveals the top Game card and resolves it (R11(2), R39: a reshuffle, or nothing if none is left). */
export function revealNext(em: Emitter): void {
  if (em.state.gameDeck.length === 0) {
    const discard = em.state.gameDiscard;
    if (discard.length === 0) return; // R39, A31: R11(2) is complete
    const order = em.random((r) => r.shuffle(discard));
    em.emit({ type: 'deckReshuffled', deck: 'game', order });
  }
  const card = em.state.gameDeck[em.state.gameDeck.length - 1] as CardId;
  em.emit({ type: 'gameCardRevealed', card });
  resolveGameCard(em, card);
}

function resolveGameCard(em: Emitter, card: CardId): void {
  const kind = kindOf(card);
  if (kind === 'account' || kind === 'award') {
    openAuction(em, card);
    return;
  }
  const s = em.state;
  const drawer = s.active;
  const discard = () => em.emit({ type: 'tableDiscarded', card, reason: 'resolved' });
  // R60: an Event that finds nothing to act on does nothing; the log says so.
  const idle = () => em.emit({ type: 'tableDiscarded', card, reason: 'resolved', idle: true });
  switch (card) {
    case 'E1': // Off to Greener Pastures
      if (employedCreatives(s).length === 0) {
        idle();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'greenerChoose', due: null } });
      return;
    case 'E2': // Recession
      if (!s.agencies.some((a) => a.status === 'active' && a.accounts.length > 0)) {
        idle(); // nobody holds an Account: nobody pays
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'recession', queue: clockwise(s, drawer, true) } });
      return;
    case 'E3': // Tax Rebate
      for (const p of clockwise(s, drawer, true)) em.emit({ type: 'cash', player: p, amount: 2, cause: 'rebate', cards: [] });
      discard();
      return;
    case 'E4': {
      // Industry Layoffs: one at a time, clockwise from the drawer, each under a lock (R59).
      const queue = clockwise(s, drawer, true).filter((p) => agency(s, p).creatives.length >= 3);
      if (queue.length === 0) {
        idle();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'layoffs', queue, due: null } });
      return;
    }
    case 'E5': // Pitch Season: discard this, then the next card is this turn's Game card.
      discard();
      revealNext(em);
      return;
    case 'E6': // Viral Hit
      em.emit({ type: 'cash', player: drawer, amount: 3, cause: 'viral', cards: [] });
      discard();
      return;
    case 'E7': {
      // Burnout
      let any = false;
      for (const p of clockwise(s, drawer, true)) {
        const tokens = burnout(available(agency(em.state, p)));
        if (!isEmpty(tokens)) em.emit({ type: 'expended', player: p, tokens, cause: 'burnout' });
        any ||= !isEmpty(tokens);
      }
      if (any) discard();
      else idle();
      return;
    }
    case 'E8': {
      // Team Retreat
      let any = false;
      for (const p of clockwise(s, drawer, true)) {
        const a = agency(em.state, p);
        const tokens = sub(a.expended, a.committed); // R26, A36
        if (!isEmpty(tokens)) em.emit({ type: 'renewed', player: p, tokens, cause: 'teamRetreat' });
        any ||= !isEmpty(tokens);
      }
      if (any) discard();
      else idle();
      return;
    }
    case 'E9': {
      // Award Season: the most recently discarded Award is auctioned as if just revealed (R64).
      const award = [...s.gameDiscard].reverse().find((c) => kindOf(c) === 'award');
      if (!award) {
        idle();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'awardRetrieved', card: award });
      openAuction(em, award);
      return;
    }
    case 'E10': {
      // Client Goes Bust: the held Account with the highest income; the drawer breaks ties.
      const held = s.agencies.filter((a) => a.status === 'active').flatMap((a) => a.accounts.map((h) => h.card));
      if (held.length === 0) {
        idle();
        return;
      }
      const top = Math.max(...held.map((c) => account(c).income));
      const tied = held.filter((c) => account(c).income === top);
      if (tied.length === 1) {
        bust(em, tied[0] as CardId);
        discard();
        return;
      }
      em.emit({ type: 'framePushed', frame: { kind: 'finishEvent', card } });
      em.emit({ type: 'framePushed', frame: { kind: 'bustChoose', options: tied, due: null } });
      return;
    }
    default:
      throw new Error(`resolveGameCard: ${card}`);
  }
}

/** E7: 2 tokens, each from the type with the most available (ties: A, then D, then T). */
export function burnout(avail: Tokens): Tokens {
  const left = { A: avail.A, D: avail.D, T: avail.T };
  const out = { A: 0, D: 0, T: 0 };
  for (let i = 0; i < 2; i++) {
    let best: Skill | null = null;
    for (const s of SKILLS) if (left[s] > 0 && (best === null || left[s] > left[best])) best = s;
    if (best === null) break;
    left[best] -= 1;
    out[best] += 1;
  }
  return out;
}

/** R64, R66: the auction opens; ineligible players are out from the start. */
function openAuction(em: Emitter, card: CardId): void {
  const s = em.state;
  const ineligible = activePlayers(s).filter((p) => !eligible(s, p, card));
  em.emit({ type: 'auctionOpened', card, drawer: s.active, ineligible });
  em.emit({ type: 'framePushed', frame: { kind: 'auction' } });
}

export function stepAuction(em: Emitter): boolean {
  const s = em.state;
  const a = s.auction;
  if (!a) {
    pop(em);
    return true;
  }
  if (shouldClose(a)) {
    closeAuction(em);
    return true;
  }
  if (a.prompted === null) {
    const p = nextPrompt(s, a) as PlayerId; // R69
    em.emit({ type: 'prompted', player: p, due: em.now + s.options.promptMs });
    return true;
  }
  const p = a.prompted;
  // R73, A34. Our ruling: re-checked at every step while the player is prompted (a Walkout played
  // on a prompted player can take their last legal bid away).
  if (agency(s, p).autoPass && !hasLegalBid(s, p)) {
    em.emit({ type: 'auctionOut', player: p, reason: 'autoPass' });
    return true;
  }
  if (s.autoTurn && p === s.active) {
    em.emit({ type: 'auctionOut', player: p, reason: 'timeout' }); // R37
    return true;
  }
  return false;
}

/** R74–R77: the auction closes; the card goes to its winner, to the drawer, or to the discard. */
function closeAuction(em: Emitter): void {
  const s = em.state;
  const a = s.auction;
  if (!a) return;
  const def = biddable(a.card);
  const winner = a.high;
  em.emit({ type: 'auctionClosed', card: a.card, winner, value: highValue(a) });
  pop(em);
  if (winner !== null) {
    if (def.kind === 'award') {
      winAward(em, winner, a.card);
    } else if (contains(available(agency(em.state, winner)), def.upkeep)) {
      acquireAccount(em, winner, a.card, false); // R76
    } else if (winner === em.state.active) {
      em.emit({ type: 'framePushed', frame: { kind: 'claimWon', card: a.card, player: winner, due: null } }); // R76
    } else {
      em.emit({ type: 'tableDiscarded', card: a.card, reason: 'unstaffed' }); // R76
    }
    return;
  }
  if (def.kind === 'account' && !a.anyBid && isActive(em.state, a.drawer)) {
    // R44, R77, A4, A5, A41: offered to the drawer at once, within this auction's resolution.
    em.emit({ type: 'framePushed', frame: { kind: 'noBidOffer', card: a.card, player: a.drawer, due: null } });
    return;
  }
  em.emit({ type: 'tableDiscarded', card: a.card, reason: 'unclaimed' }); // R77
}

/** R75, R57, A39: the Award, $2k and the top 2 Asset cards (usable at once, R63); then R18 and R19. */
function winAward(em: Emitter, p: PlayerId, card: CardId): void {
  em.emit({ type: 'awardWon', player: p, card });
  em.emit({ type: 'cash', player: p, amount: PRIZE_CASH, cause: 'prize', cards: [card] });
  drawAssets(em, p, PRIZE_CARDS, 'prize');
  checkWin(em);
}

/** R76: upkeep allocated from available tokens (A6), then the on-acquisition effect, once (R29, A17).
 * Conditions are not looked at again once the card is held (R55). */
export function acquireAccount(em: Emitter, p: PlayerId, card: CardId, free: boolean): void {
  em.emit({ type: 'accountWon', player: p, card, allocated: account(card).upkeep, free });
  switch (card) {
    case 'AC3':
      drawAssets(em, p, 1, 'equity');
      return;
    case 'AC8':
      em.emit({ type: 'cash', player: p, amount: 3, cause: 'ministry', cards: [card] });
      return;
    case 'AC12':
      charge(em, p, 2, 'crypto'); // a forced payment (R21)
      return;
    default:
      return;
  }
}

/** R77: whether the drawer could take a no-bid Account now (eligible, upkeep available). */
export function canTakeFree(state: AwardState, p: PlayerId, card: CardId): boolean {
  return eligible(state, p, card) && contains(available(agency(state, p)), account(card).upkeep);
}

/** The drawer's answer to a no-bid Account (R77). */
export function claimOffer(em: Emitter, f: FrameOf<'noBidOffer'>, take: boolean): void {
  const unable = !canTakeFree(em.state, f.player, f.card);
  pop(em);
  if (take) acquireAccount(em, f.player, f.card, true);
  else em.emit({ type: 'tableDiscarded', card: f.card, reason: 'declined', ...(unable ? { unable: true as const } : {}) });
}

/** R18, A32: three Awards win at once, mid-turn; R19: all Awards held with nobody on three ends it. */
function checkWin(em: Emitter): void {
  const s = em.state;
  const three = s.agencies.find((a) => a.status === 'active' && a.awards.length >= WIN_AWARDS);
  if (three) {
    endGame(em, 'threeAwards', [three.id]);
    return;
  }
  const held = s.agencies.reduce((n, a) => n + a.awards.length, 0);
  if (held === AWARD_COUNT) endGame(em, 'awardLock', null); // R19, A31
}

/** What R19 ranks by: still in, Awards, cash, owned tokens. */
const rankScore = (a: Agency) => [a.status === 'active' ? 1 : 0, a.awards.length, a.cash, size(owned(a))];

/** Best first: Awards, then cash, then owned tokens (R19); removed players last. */
export function standings(state: AwardState): PlayerId[] {
  return state.agencies
    .slice()
    .sort((x, y) => {
      const a = rankScore(x);
      const b = rankScore(y);
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
      return seatOf(state, x.id) - seatOf(state, y.id);
    })
    .map((a) => a.id);
}

/**
 * Places in a finished game's standings (for ratings): the winners share first (R19, A31); two
 * other agencies equal in everything R19 ranks by tie, as only their seat order told them apart.
 */
export function places(state: AwardState): number[] {
  if (!state.result) return [];
  return placesOf(state.result, (id) => rankScore(agency(state, id)).join('/'));
}

/** Ends the game; `winners` null means the R19 ranking decides (ties share the win). Our ruling: a
 * host's endGame is ranked the same way. */
export function endGame(em: Emitter, reason: EndReason, winners: readonly PlayerId[] | null): void {
  const s = em.state;
  const order = standings(s);
  let won = winners;
  if (won === null) {
    const key = (id: PlayerId) => {
      const a = agency(s, id);
      return `${a.awards.length}/${a.cash}/${size(owned(a))}`;
    };
    const first = order[0] as PlayerId;
    won = order.filter((id) => isActive(s, id) && key(id) === key(first));
  }
  const result: AwardResult = { winners: [...won], standings: order, reason };
  em.emit({ type: 'gameEnded', result });
}
