// One home for the arithmetic of a single bid (R67, R70 b–f, T2): its value, whether it is legal,
// the cheapest legal bid, and what a bid may contain. It works on a BidSeat — one bidder's side of
// the open auction — which the engine builds from the state (auction.ts) and the AI and the
// Discord bid builder build from the bidder's own view (seatFromView). So the rules decide, the
// AI plans and the builder offers with the very same code.
import type { PlayerId, RuleError } from '../../engine/game.js';
import { biddable, type Biddable, type CardId } from './cards.js';
import { add, contains, isEmpty, isValid, NO_TOKENS, only, size, SKILLS, sub, type Skill, type Tokens } from './tokens.js';
import { BRIBE_COST } from './types.js';
import type { AwardView } from './view-types.js';

/** One bidder's side of the open auction: what R67 and R70 look at. */
export interface BidSeat {
  readonly def: Biddable;
  /** S: the standing bid so far. */
  readonly standing: Tokens;
  /** b: bribes added so far. */
  readonly bribes: number;
  /** H, or null when nobody who is in has bid. */
  readonly high: number | null;
  readonly available: Tokens;
  readonly cash: number;
  /** The Bribe the Judges cards in the bidder's hand (T2). */
  readonly bribeCards: readonly CardId[];
}

/** A bid: the tokens X added to S and the bribe cards played with it. */
export interface BidPlan {
  readonly tokens: Tokens;
  readonly bribes: readonly CardId[];
  /** V after the bid. */
  readonly value: number;
}

const fail = (code: string, params?: RuleError['params']): RuleError => ({ code, params });

/** R67: V = (|S| − |Req|) + 2·b, for a player who has bid. */
export function bidValue(def: Biddable, bid: Tokens, bribes: number): number {
  return size(bid) - size(def.req) + 2 * bribes;
}

/** The V a bid of `x` plus `bribes` bribes would reach. */
export function valueAfter(seat: BidSeat, x: Tokens, bribes: number): number {
  return bidValue(seat.def, add(seat.standing, x), seat.bribes + bribes);
}

/** R70(d): the value a bid must reach (beat H; with no high bid, 0 — just meeting Req — is enough). */
export function valueToBeat(seat: BidSeat): number {
  return seat.high === null ? 0 : seat.high + 1;
}

function onlyBonus(def: Biddable, x: Tokens): boolean {
  return SKILLS.every((s) => x[s] === 0 || def.bonus.includes(s));
}

/** Tokens that can go into a bid without touching an Account's upkeep (R70e, A6); null if none can. */
export function bidRoom(seat: BidSeat): Tokens | null {
  if (seat.def.kind !== 'account') return seat.available;
  const r = sub(seat.available, seat.def.upkeep);
  return SKILLS.every((s) => r[s] >= 0) ? r : null;
}

/** Bribes the bidder could add now: Bribe cards held and $2k each (T2, R70f); none on Accounts. */
export function affordableBribes(seat: BidSeat): number {
  return seat.def.kind === 'award' ? Math.min(seat.bribeCards.length, Math.floor(seat.cash / BRIBE_COST)) : 0;
}

/**
 * R70 (b)–(f) and T2: why a bid of `x` with these bribe cards is illegal for this seat, or null.
 * The auction-level checks (open, in, prompted, eligible: R66, R70a, R71) are the engine's.
 */
export function bidError(seat: BidSeat, x: Tokens, bribes: readonly CardId[]): RuleError | null {
  const def = seat.def;
  if (!isValid(x)) return fail('BAD_TOKENS');
  if (!contains(seat.available, x)) return fail('TOKENS_NOT_AVAILABLE');
  if (bribes.length > 0) {
    if (def.kind !== 'award') return fail('BRIBE_AWARDS_ONLY'); // T2
    if (new Set(bribes).size !== bribes.length) return fail('CARD_TWICE');
    for (const c of bribes) if (!seat.bribeCards.includes(c)) return fail('NOT_A_BRIBE_IN_HAND', { card: c });
    if (seat.cash < BRIBE_COST * bribes.length) return fail('CANNOT_AFFORD', { cost: BRIBE_COST * bribes.length }); // R70(f), R20
  }
  if (isEmpty(seat.standing)) {
    // R70(b): the opening bid contains all of Req; anything beyond it is of a Bonus type.
    if (!contains(x, def.req)) return fail('REQ_NOT_MET', { card: def.id });
    if (!onlyBonus(def, sub(x, def.req))) return fail('NOT_BONUS_TYPE', { bonus: def.bonus.join('') }); // R70(c)
  } else {
    if (!onlyBonus(def, x)) return fail('NOT_BONUS_TYPE', { bonus: def.bonus.join('') }); // R70(b, c)
    if (isEmpty(x) && bribes.length === 0) return fail('EMPTY_BID');
  }
  const v = valueAfter(seat, x, bribes.length);
  if (seat.high !== null && v <= seat.high) return fail('NOT_HIGHER', { value: v, high: seat.high }); // R70(d), A3
  if (def.kind === 'account' && !contains(sub(seat.available, x), def.upkeep)) return fail('UPKEEP_NOT_FREE', { card: def.id }); // R70(e), A6
  return null;
}

/** The largest V one more bid could reach now, or null if no bid is possible at all. */
export function maxReachable(seat: BidSeat): number | null {
  const def = seat.def;
  const r = bidRoom(seat);
  if (!r) return null;
  const bribes = affordableBribes(seat);
  if (isEmpty(seat.standing)) {
    if (!contains(r, def.req)) return null;
    return size(only(sub(r, def.req), def.bonus)) + 2 * bribes;
  }
  const extra = size(only(r, def.bonus)) + 2 * bribes;
  if (extra === 0) return null;
  return bidValue(def, seat.standing, seat.bribes) + extra;
}

/** R73: whether any legal bid exists (tokens, cash and Bribe cards checked). */
export function hasLegalBid(seat: BidSeat): boolean {
  const v = maxReachable(seat);
  return v !== null && v >= valueToBeat(seat);
}

/**
 * The cheapest legal bid reaching at least `target` (default: just beating H): Req first if this
 * is an opening bid, then Bonus tokens from the most plentiful types, then bribes — only while
 * the cash left stays at or above `cashReserve`. Null if out of reach.
 */
export function cheapestBid(seat: BidSeat, target?: number, cashReserve = 0): BidPlan | null {
  const def = seat.def;
  const r = bidRoom(seat);
  if (!r) return null;
  const want = Math.max(target ?? -Infinity, valueToBeat(seat));
  const first = isEmpty(seat.standing);
  if (first && !contains(r, def.req)) return null;
  let x: Tokens = first ? def.req : NO_TOKENS;
  const spare = first ? sub(r, def.req) : r;
  let v = valueAfter(seat, x, 0);
  const counts: Record<Skill, number> = { A: 0, D: 0, T: 0 };
  while (v < want) {
    let best: Skill | null = null;
    for (const s of def.bonus) if (spare[s] - counts[s] > 0 && (best === null || spare[s] - counts[s] > spare[best] - counts[best])) best = s;
    if (best === null) break;
    counts[best] += 1;
    v += 1;
  }
  x = add(x, counts);
  const bribes: CardId[] = [];
  if (def.kind === 'award') {
    while (v < want && bribes.length < seat.bribeCards.length && seat.cash - BRIBE_COST * (bribes.length + 1) >= cashReserve) {
      bribes.push(seat.bribeCards[bribes.length] as CardId);
      v += 2;
    }
  }
  if (v < want) return null;
  return bidError(seat, x, bribes) === null ? { tokens: x, bribes, value: v } : null;
}

/** What one token type may contribute to the next bid (R70 b, c, e): at least `min`, at most `max`. */
export interface TypeRange {
  readonly skill: Skill;
  readonly min: number;
  readonly max: number;
  /** A Bonus type of the card (each token beyond Req adds 1); else only its Req may be bid. */
  readonly bonus: boolean;
}

/**
 * The token types a bid may contain now and how many of each: an opening bid holds exactly Req of
 * a type that is not a Bonus type and at least Req of one that is; a raise holds Bonus types only;
 * never more than the room left beside an Account's upkeep. Empty when no bid fits at all.
 */
export function typeRanges(seat: BidSeat): TypeRange[] {
  const def = seat.def;
  const r = bidRoom(seat);
  if (!r) return [];
  const first = isEmpty(seat.standing);
  const out: TypeRange[] = [];
  for (const s of SKILLS) {
    const bonus = def.bonus.includes(s);
    const req = first ? def.req[s] : 0;
    if (!bonus && req === 0) continue;
    const max = bonus ? r[s] : Math.min(req, r[s]);
    if (max < req) return []; // R70(b): Req cannot be met
    out.push({ skill: s, min: req, max, bonus });
  }
  return out;
}

/** The bidding seat of `me` as their own view shows it, or null if they are not in the open auction. */
export function seatFromView(v: AwardView, me: PlayerId): BidSeat | null {
  const a = v.auction;
  const agency = v.agencies.find((x) => x.id === me);
  const mine = a?.bidders.find((b) => b.player === me);
  if (!a || !agency || !mine || mine.status !== 'in') return null;
  return {
    def: biddable(a.card.id),
    standing: mine.bid,
    bribes: mine.bribes,
    high: a.highValue,
    available: agency.tokens.available,
    cash: agency.cash,
    bribeCards: v.viewer === me ? (v.you?.hand ?? []).filter((c) => c.code === 'T2').map((c) => c.id) : [],
  };
}

/** The cheapest legal bid of `me` from their own view ("Bid the minimum"), or null if none exists. */
export function minimumBid(v: AwardView, me: PlayerId): BidPlan | null {
  const seat = seatFromView(v, me);
  const eligible = v.auction?.bidders.find((b) => b.player === me)?.eligible ?? false;
  return seat && eligible ? cheapestBid(seat) : null;
}
