// The Action phase (R11) and the end of a turn: the draw and reveal steps, sales (R15), the hand
// limit's cut and lapsed trades (R17, R16), the next seat clockwise (R4), and a player removed by
// the host (R38). What a revealed Game card does is in game-cards.ts.
import type { PlayerId } from '../../engine/game.js';
import { seatOf } from '../../engine/seats.js';
import type { CardId } from './cards.js';
import type { Emitter } from './emitter.js';
import { drawAssets, endGame, revealNext } from './game-cards.js';
import { activePlayers, agency, nextPlayer } from './state.js';
import { HAND_LIMIT, SALE_PRICE } from './types.js';

export function stepAction(em: Emitter): boolean {
  const s = em.state;
  if (!s.autoTurn) return false;
  // R37: the bot performs the mandatory steps not yet done, then ends the turn.
  if (!s.drew) drawStep(em);
  else if (!s.revealed) revealStep(em);
  else endTurn(em, defaultCut(em), true);
  return true;
}

/** R11(1). */
export function drawStep(em: Emitter): void {
  em.emit({ type: 'actionStep', step: 'draw' });
  drawAssets(em, em.state.active, 1, 'draw');
}

/** R11(2). */
export function revealStep(em: Emitter): void {
  em.emit({ type: 'actionStep', step: 'reveal' });
  revealNext(em);
}

/** R17 default: sell the excess cards, chosen at random. */
function defaultCut(em: Emitter): { card: CardId; sell: boolean }[] {
  const hand = agency(em.state, em.state.active).hand;
  const excess = hand.length - HAND_LIMIT;
  if (excess <= 0) return [];
  return em.random((r) => r.shuffle(hand).slice(0, excess)).map((card) => ({ card, sell: true }));
}

/** R17, R46, A13: the cut (sold or discarded), lapsed trade offers (R16), then the next seat clockwise (R4). */
export function endTurn(em: Emitter, cut: readonly { card: CardId; sell: boolean }[], timedOut: boolean): void {
  const p = em.state.active;
  for (const c of cut) {
    if (c.sell) sell(em, p, c.card);
  }
  const discards = cut.filter((c) => !c.sell).map((c) => c.card);
  if (discards.length > 0) em.emit({ type: 'handDiscarded', player: p, cards: discards, cause: 'handLimit' });
  for (const t of em.state.trades) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });
  em.emit({ type: 'turnEnded', player: p, timedOut });
  beginNextTurn(em, p);
}

function beginNextTurn(em: Emitter, from: PlayerId): void {
  const s = em.state;
  const next = nextPlayer(s, from);
  if (next === null) return;
  const n = s.players.length;
  const rel = (id: PlayerId) => (seatOf(s, id) - seatOf(s, s.firstPlayer) + n) % n;
  const round = rel(next) <= rel(from) ? s.round + 1 : s.round; // our ruling: a round starts at the first player's seat
  em.emit({ type: 'turnBegan', player: next, turn: s.turn + 1, round, management: true, due: em.now + s.options.turnMs }); // R5, A10
}

/** R15: a sale for $1k. */
export function sell(em: Emitter, p: PlayerId, card: CardId): void {
  em.emit({ type: 'sold', player: p, card, forced: false });
  em.emit({ type: 'cash', player: p, amount: SALE_PRICE, cause: 'sale', cards: [card] });
}

/**
 * R38: the host removes an inactive player; their seat is skipped from then on. Our rulings: a
 * removed active player's turn ends at once; if one player is left, they win (lastStanding).
 */
export function removePlayer(em: Emitter, p: PlayerId): void {
  const wasActive = em.state.active === p;
  for (const t of em.state.trades) {
    if (t.from === p || t.to === p) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });
  }
  em.emit({ type: 'playerRemoved', player: p });
  const left = activePlayers(em.state);
  if (left.length <= 1) {
    endGame(em, 'lastStanding', left);
    return;
  }
  if (wasActive) {
    em.emit({ type: 'turnEnded', player: p, timedOut: true });
    beginNextTurn(em, p);
  }
}
