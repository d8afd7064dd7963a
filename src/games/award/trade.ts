// Trading (R16, R54, A27): cash and hand cards between the active player and one other, outside
// auctions. A trade asks for a card by what it is (its code, "T4" for All-Nighter): the asker
// cannot see the other hand, so cannot know which printed copy (T4a or T4b) is in it. When the
// other player accepts, the copies they hand over are picked from their hand (handOver).
import type { RuleError } from '../../engine/game.js';
import { card, copiesOf, isCard, isCardCode, type CardId } from './cards.js';
import type { Emitter } from './emitter.js';
import { lockOf } from './flow.js';
import type { AwardCommand } from './messages.js';
import { agency, agencyOf } from './state.js';
import type { Agency, TradeSide } from './types.js';

type Cmd<T extends AwardCommand['type']> = Extract<AwardCommand, { type: T }>;

const fail = (code: string, params?: RuleError['params']): RuleError => ({ code, params });

const TRADABLE = new Set(['creative', 'scandal', 'trump']);

/**
 * The copies a hand gives for the cards asked, or null if it lacks one. Each asked card is a
 * code ("T4": any copy of All-Nighter) or, in commands stored before trades asked by code, a
 * printed copy's id ("T4a"). A copy named by its id is handed over if the hand holds it, so
 * those stored trades replay exactly as they were applied; otherwise any copy of the same card
 * is (the first in the hand).
 */
export function handOver(hand: readonly CardId[], asked: readonly string[]): CardId[] | null {
  const left = [...hand];
  const out: (CardId | null)[] = asked.map((x) => {
    const i = left.indexOf(x);
    if (i < 0) return null;
    left.splice(i, 1);
    return x;
  });
  for (const [k, x] of asked.entries()) {
    if (out[k] !== null) continue;
    const code = card(x).code;
    const i = left.findIndex((h) => card(h).code === code);
    if (i < 0) return null;
    out[k] = left[i] as CardId;
    left.splice(i, 1);
  }
  return out as CardId[];
}

/** The `give` side: exactly these copies from the offerer's own hand, and the cash. */
function checkGive(a: Agency, side: TradeSide): RuleError | null {
  if (new Set(side.cards).size !== side.cards.length) return fail('CARD_TWICE');
  for (const x of side.cards) if (!a.hand.includes(x)) return fail('TRADE_CARD_MISSING', { card: x, player: a.id });
  if (side.cash > a.cash) return fail('TRADE_CASH_MISSING', { cash: side.cash, player: a.id });
  return null;
}

/**
 * R16, R54, A27: an offer from the active player (`phase`: why it is not their Action phase, if
 * it is not). Our ruling: asked-for cards are checked when the other player answers; several
 * offers may be open; the table sees only who offered whom. A card may be asked for unless it is
 * no Asset card or every copy of it is in the asker's own hand.
 */
export function offerTrade(em: Emitter, me: Agency, c: Cmd<'offerTrade'>, phase: RuleError | null): RuleError | null {
  const s = em.state;
  if (!s.options.trade) return fail('TRADE_DISABLED');
  if (phase) return phase;
  // R16: not while an auction is open or a lock is pending. Deciding on a no-bid Account (R77) or
  // staffing a won one (R76) is no lock: free actions are allowed then (R11), trading included.
  if (s.auction || lockOf(s)) return fail('BUSY');
  const other = agencyOf(s, c.to);
  if (!other || other.status !== 'active') return fail('NO_SUCH_PLAYER', { player: c.to });
  if (other.id === me.id) return fail('TRADE_WITH_SELF');
  if (c.give.cards.length + c.get.cards.length + c.give.cash + c.get.cash === 0) return fail('EMPTY_TRADE');
  const mine = checkGive(me, c.give);
  if (mine) return mine;
  if (new Set(c.get.cards).size !== c.get.cards.length) return fail('CARD_TWICE');
  for (const x of c.get.cards) {
    if (!(isCard(x) || isCardCode(x)) || !TRADABLE.has(card(x).kind)) return fail('TRADE_ASK_INVALID', { card: x });
    const code = card(x).code;
    const asked = c.get.cards.filter((y) => card(y).code === code).length;
    const held = me.hand.filter((h) => card(h).code === code).length;
    if (asked + held > copiesOf(code).length) return fail('TRADE_ASK_INVALID', { card: x });
  }
  if (c.get.cash > other.cash) return fail('TRADE_CASH_MISSING', { cash: c.get.cash, player: other.id }); // cash is public (A38)
  em.emit({
    type: 'tradeOffered',
    offer: { id: s.nextTradeId, from: me.id, to: other.id, give: { cash: c.give.cash, cards: [...c.give.cards] }, get: { cash: c.get.cash, cards: [...c.get.cards] } },
  });
  return null;
}

/** R16: the trade happens all at once when the other player accepts; never during an auction (R78). */
export function answerTrade(em: Emitter, me: Agency, c: Cmd<'answerTrade'>): RuleError | null {
  const s = em.state;
  const t = s.trades.find((x) => x.id === c.trade);
  if (!t) return fail('NO_SUCH_TRADE');
  if (t.to !== me.id) return fail('NOT_YOUR_TRADE');
  if (!c.accept) {
    em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'declined' });
    return null;
  }
  if (s.auction) return fail('AUCTION_OPEN');
  const cards = handOver(me.hand, t.get.cards);
  if (!cards) {
    const missing = t.get.cards.find((x) => !handOver(me.hand, [x])) ?? t.get.cards[0] ?? '';
    return fail('TRADE_CARD_MISSING', { card: missing, player: me.id });
  }
  if (t.get.cash > me.cash) return fail('TRADE_CASH_MISSING', { cash: t.get.cash, player: me.id });
  if (checkGive(agency(s, t.from), t.give)) {
    em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'failed' });
    return null;
  }
  if (t.give.cash > 0) em.emit({ type: 'transfer', from: t.from, to: t.to, amount: t.give.cash, cause: 'trade' });
  if (t.get.cash > 0) em.emit({ type: 'transfer', from: t.to, to: t.from, amount: t.get.cash, cause: 'trade' });
  em.emit({ type: 'tradeExecuted', trade: t.id, cards });
  return null;
}
