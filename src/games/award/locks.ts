// Forced payments (R21) and the Events' choices that lock the table (R58): the payer's sales and
// liquidation and their defaults, Off to Greener Pastures (E1, A25), Industry Layoffs (E4) and
// Client Goes Bust (E10).
import type { PlayerId } from '../../engine/game.js';
import { creative, type CardId } from './cards.js';
import { pop, type Emitter } from './emitter.js';
import { agency, clockwise, topFrame } from './state.js';
import { size } from './tokens.js';
import { HIRE_FEE, type Agency, type AwardState, type ForcedCause, type FrameOf } from './types.js';

/** R21: a forced payment to the bank; what cash cannot cover continues under a lock. */
export function charge(em: Emitter, p: PlayerId, amount: number, cause: ForcedCause): void {
  const cash = agency(em.state, p).cash;
  if (cash >= amount) {
    em.emit({ type: 'cash', player: p, amount: -amount, cause, cards: [] });
    return;
  }
  if (cash > 0) em.emit({ type: 'cash', player: p, amount: -cash, cause, cards: [] }); // R21(1)
  em.emit({ type: 'framePushed', frame: { kind: 'forced', payer: p, owed: amount - cash, cause, due: null } });
}

/** R21(2): hand cards sold one at a time; each $1k goes to the bank toward the debt. */
export function forcedSales(em: Emitter, f: FrameOf<'forced'>, cards: readonly CardId[]): void {
  for (const card of cards) em.emit({ type: 'sold', player: f.payer, card, forced: true });
  em.emit({ type: 'frameSet', frame: { ...f, owed: f.owed - cards.length, due: null } });
}

/** R21(3), A22: creatives fired one at a time; the bank pays $1k each toward the debt. */
export function liquidate(em: Emitter, f: FrameOf<'forced'>, creatives: readonly CardId[]): void {
  for (const card of creatives) em.emit({ type: 'creativeLeft', player: f.payer, card, reason: 'liquidated' });
  em.emit({ type: 'frameSet', frame: { ...f, owed: f.owed - creatives.length, due: null } });
}

/** R21 defaults: random hand cards; then the creative with the fewest tokens, most recent first.
 * Our ruling: the default settles the whole remaining step at once (as repeated defaults would). */
export function defaultForced(em: Emitter, f: FrameOf<'forced'>): void {
  const a = agency(em.state, f.payer);
  if (a.hand.length > 0) {
    const k = Math.min(f.owed, a.hand.length);
    forcedSales(em, f, em.random((r) => r.shuffle(a.hand).slice(0, k)));
    return;
  }
  liquidate(em, f, [leastValuable(a)]);
}

/** The creative with the fewest tokens, then the most recently hired (R21(3), E4 defaults). */
export function leastValuable(a: Agency): CardId {
  let best = a.creatives[0]?.card as CardId;
  let bestSize = Infinity;
  for (const c of a.creatives) {
    const n = size(creative(c.card).tokens);
    if (n <= bestSize) {
      best = c.card;
      bestSize = n;
    }
  }
  return best;
}

/** Every employed creative with its employer (E1). */
export function employedCreatives(state: AwardState): { player: PlayerId; card: CardId }[] {
  return state.agencies
    .filter((a) => a.status === 'active')
    .flatMap((a) => a.creatives.map((c) => ({ player: a.id, card: c.card })));
}

/** E1, A25: the creative leaves; it is offered clockwise from the drawer's left, drawer last. */
export function chooseGreener(em: Emitter, card: CardId): void {
  const s = em.state;
  const from = employedCreatives(s).find((o) => o.card === card)?.player as PlayerId;
  em.emit({ type: 'creativeLeft', player: from, card, reason: 'greener' });
  const queue = [...clockwise(s, s.active, false), s.active].filter((p) => p !== from);
  em.emit({ type: 'frameSet', frame: { kind: 'greenerOffer', creative: card, from, queue, due: null } });
}

/** E1: the offered player hires the creative for $1k, or the offer moves on. */
export function answerHire(em: Emitter, f: FrameOf<'greenerOffer'>, accept: boolean): void {
  const p = f.queue[0] as PlayerId;
  if (accept) {
    pop(em);
    em.emit({ type: 'cash', player: p, amount: -HIRE_FEE, cause: 'hire', cards: [f.creative] });
    em.emit({ type: 'hired', player: p, card: f.creative, source: 'table' });
    return;
  }
  em.emit({ type: 'frameSet', frame: { ...f, queue: f.queue.slice(1), due: null } });
}

/** E4: the player at the head of the queue fires `card`. */
export function layoff(em: Emitter, f: FrameOf<'layoffs'>, card: CardId): void {
  const p = f.queue[0] as PlayerId;
  em.emit({ type: 'creativeLeft', player: p, card, reason: 'layoffs' });
  em.emit({ type: 'frameSet', frame: { ...f, queue: f.queue.slice(1), due: null } });
}

/** E10: the Account goes to the Game discard; its allocated tokens become available. */
export function bust(em: Emitter, card: CardId): void {
  const holder = em.state.agencies.find((a) => a.accounts.some((h) => h.card === card));
  if (topFrame(em.state)?.kind === 'bustChoose') pop(em);
  if (holder) em.emit({ type: 'accountLost', player: holder.id, card, reason: 'bust' });
}
