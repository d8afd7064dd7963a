// Bids as a prompted player can see them in their own view: the cheapest legal bid ("Bid the
// minimum"), the token types and counts a bid builder offers, and a bid's value (R67, R70).
// The engine still checks whatever is sent; these only decide what to offer.
import type { PlayerId } from '../../engine/game.js';
import { biddable, type Biddable, type CardId } from '../../games/award/cards.js';
import { add, contains, isEmpty, size, SKILLS, sub, type Skill, type Tokens } from '../../games/award/tokens.js';
import { BRIBE_COST, type AwardView } from '../../games/award/types.js';

export interface BidPlan {
  readonly tokens: Tokens;
  readonly bribes: readonly CardId[];
  /** V after the bid. */
  readonly value: number;
}

/** What a prompted player may put into one bid now. */
export interface BidRoom {
  readonly def: Biddable;
  /** S and b so far. */
  readonly standing: Tokens;
  readonly bribesSoFar: number;
  /** H, or null when nobody who is in has bid. */
  readonly high: number | null;
  /** Tokens that can go into the bid (available minus an Account's upkeep, R70e). */
  readonly room: Tokens;
  /** Token types a bid may contain now: Req and Bonus types for an opening bid, Bonus only after. */
  readonly types: readonly Skill[];
  /** Bribe the Judges cards in hand that the cash can pay for (Awards only). */
  readonly bribeCards: readonly CardId[];
}

/** R67: V = (|S| − |Req|) + 2·b. */
export function valueOf(def: Biddable, standing: Tokens, bribes: number): number {
  return size(standing) - size(def.req) + 2 * bribes;
}

/** What the viewer of `v` could bid now, or null if they are not in the open auction. */
export function bidRoom(v: AwardView, me: PlayerId): BidRoom | null {
  const a = v.auction;
  const agency = v.agencies.find((x) => x.id === me);
  const mine = a?.bidders.find((b) => b.player === me);
  if (!a || !agency || !mine || mine.status !== 'in') return null;
  const def = biddable(a.card.id);
  const avail = agency.tokens.available;
  const room = def.kind === 'account' ? sub(avail, def.upkeep) : avail;
  const first = isEmpty(mine.bid);
  const types = SKILLS.filter((s) => def.bonus.includes(s) || (first && def.req[s] > 0));
  const bribes = def.kind === 'award' ? (v.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id) : [];
  const affordable = bribes.slice(0, Math.floor(agency.cash / BRIBE_COST));
  return {
    def,
    standing: mine.bid,
    bribesSoFar: mine.bribes,
    high: a.highValue,
    room: { A: Math.max(0, room.A), D: Math.max(0, room.D), T: Math.max(0, room.T) },
    types,
    bribeCards: SKILLS.some((s) => room[s] < 0) ? [] : affordable,
  };
}

/**
 * The cheapest legal bid: the requirements if this is an opening bid, then Bonus tokens from the
 * most plentiful types, then bribes only if tokens cannot reach. Null when no bid is possible.
 */
export function minimumBid(v: AwardView, me: PlayerId): BidPlan | null {
  const r = bidRoom(v, me);
  const agency = v.agencies.find((x) => x.id === me);
  if (!r || !agency) return null;
  if (r.def.kind === 'account' && !contains(agency.tokens.available, r.def.upkeep)) return null; // R70(e)
  const first = isEmpty(r.standing);
  const want = r.high === null ? 0 : r.high + 1;
  let x: Tokens = { A: 0, D: 0, T: 0 };
  let spare = r.room;
  if (first) {
    if (!contains(r.room, r.def.req)) return null;
    x = r.def.req;
    spare = sub(r.room, r.def.req);
  }
  let v2 = valueOf(r.def, add(r.standing, x), r.bribesSoFar);
  const counts: Record<Skill, number> = { A: 0, D: 0, T: 0 };
  while (v2 < want) {
    let best: Skill | null = null;
    for (const s of r.def.bonus) if (spare[s] - counts[s] > 0 && (best === null || spare[s] - counts[s] > spare[best] - counts[best])) best = s;
    if (best === null) break;
    counts[best] += 1;
    v2 += 1;
  }
  x = add(x, counts);
  const bribes: CardId[] = [];
  while (v2 < want && bribes.length < r.bribeCards.length) {
    bribes.push(r.bribeCards[bribes.length] as CardId);
    v2 += 2;
  }
  if (v2 < want) return null;
  if (!first && isEmpty(x) && bribes.length === 0) return null;
  return { tokens: x, bribes, value: v2 };
}

/** The value a bid of `x` plus `bribes` would reach for the viewer (null if they are not in). */
export function valueAfter(v: AwardView, me: PlayerId, x: Tokens, bribes: number): number | null {
  const r = bidRoom(v, me);
  if (!r) return null;
  return valueOf(r.def, add(r.standing, x), r.bribesSoFar + bribes);
}
