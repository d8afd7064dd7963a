// §2 Bidding: eligibility (R66, the card terms of R65 in cards.ts), the bid record and its value (R67), the high bid
// (R68), prompt order (R69), bid legality (R70 a–f), auto-pass (R73) and closing (R74, R80).
// Pure functions over the state; decide.ts and flow.ts turn their answers into events.
import type { PlayerId, RuleError } from '../../engine/game.js';
import { biddable, codeOf, type Biddable, type CardId } from './cards.js';
import { agency, available, bidderOf, employees, seatOf } from './state.js';
import { add, contains, isEmpty, isValid, NO_TOKENS, only, size, SKILLS, sub, type Skill, type Tokens } from './tokens.js';
import { BRIBE_COST, type Agency, type Auction, type AwardState, type Bidder } from './types.js';

/** R66, R70(a), R29: whether a player meets a card's eligibility condition right now. */
export function eligible(state: AwardState, player: PlayerId, card: CardId): boolean {
  const a = agency(state, player);
  if (a.status !== 'active') return false;
  switch (codeOf(card)) {
    case 'AC2': // 2 or fewer employees (R27, R43, A16, A28: the Player character counts)
    case 'AW8':
      return employees(a) <= 2;
    case 'AC12': // at least $2k cash
      return a.cash >= 2;
    case 'AC14': // 3 or more employees
      return employees(a) >= 3;
    case 'AW1': // not the holder of Pipes' account
      return !a.accounts.some((h) => h.card === 'AC1');
    case 'AW5': // 2 or more Accounts, under-staffed ones included (R25)
      return a.accounts.length >= 2;
    case 'AW6': // 3 or fewer employees
      return employees(a) <= 3;
    case 'AW7': {
      // Not the leader(s) in Awards, unless every agency has the same count (§5: relative to the leader).
      const counts = state.agencies.filter((x) => x.status === 'active').map((x) => x.awards.length);
      const top = Math.max(...counts);
      if (counts.every((c) => c === top)) return true;
      return a.awards.length < top;
    }
    default:
      return true;
  }
}

/** R67: V = (|S| − |Req|) + 2·b, for a player who has bid. */
export function bidValue(def: Biddable, bid: Tokens, bribes: number): number {
  return size(bid) - size(def.req) + 2 * bribes;
}

/** A bidder's V, or null before their first bid. */
export function valueOf(def: Biddable, b: Bidder): number | null {
  return isEmpty(b.bid) ? null : bidValue(def, b.bid, b.bribes);
}

/** R68: the high bidder among players who are in and have bid, or null. */
export function computeHigh(auction: Auction): PlayerId | null {
  const def = biddable(auction.card);
  let best: PlayerId | null = null;
  let bestV = -Infinity;
  for (const b of auction.bidders) {
    if (b.status !== 'in') continue;
    const v = valueOf(def, b);
    if (v !== null && v > bestV) {
      bestV = v;
      best = b.player;
    }
  }
  return best;
}

/** H: the high bidder's V, or null when there is no high bid. */
export function highValue(auction: Auction): number | null {
  if (auction.high === null) return null;
  const b = bidderOf(auction, auction.high);
  return b ? valueOf(biddable(auction.card), b) : null;
}

/** R74: the auction closes when no player other than the high bidder is in. */
export function shouldClose(auction: Auction, def: Pick<Biddable, 'bonus'> = biddable(auction.card)): boolean {
  if (!auction.bidders.some((b) => b.status === 'in' && b.player !== auction.high)) return true;
  // R80(b): with an empty Bonus, V can never rise above 0, so the first legal bid wins.
  return auction.high !== null && def.bonus.length === 0;
}

/**
 * R69: the next player to prompt: the drawer first (or the next clockwise who is in), then the
 * next clockwise from the one last prompted who is in and is not the high bidder (A33).
 */
export function nextPrompt(state: AwardState, auction: Auction): PlayerId | null {
  const n = state.players.length;
  const fromDrawer = auction.lastPrompted === null;
  const start = seatOf(state, fromDrawer ? auction.drawer : (auction.lastPrompted as PlayerId));
  for (let i = fromDrawer ? 0 : 1; i <= n; i++) {
    const b = auction.bidders[(start + i) % n] as Bidder;
    if (b.status === 'in' && b.player !== auction.high) return b.player;
  }
  return null;
}

/** The Bribe the Judges cards in a hand. */
export function bribeCards(a: Agency): CardId[] {
  return a.hand.filter((c) => codeOf(c) === 'T2');
}

/** Bribes a player could add now: Bribe cards held and $2k each (T2, R70f). */
export function affordableBribes(a: Agency): number {
  return Math.min(bribeCards(a).length, Math.floor(a.cash / BRIBE_COST));
}

/** Tokens that can go into a bid without touching an Account's upkeep (R70e, A6); null if none can. */
function room(def: Biddable, avail: Tokens): Tokens | null {
  if (def.kind !== 'account') return avail;
  const r = sub(avail, def.upkeep);
  return SKILLS.every((s) => r[s] >= 0) ? r : null;
}

/** R70: the reason a bid is illegal, or null when it is legal. */
export function checkBid(state: AwardState, player: PlayerId, x: Tokens, bribes: readonly CardId[]): RuleError | null {
  const auction = state.auction;
  if (!auction) return { code: 'NO_AUCTION' };
  const me = bidderOf(auction, player);
  if (!me || me.status !== 'in') return { code: 'OUT_OF_AUCTION' }; // R71, R49: out for good
  if (auction.prompted !== player) return { code: 'NOT_PROMPTED', params: { prompted: auction.prompted ?? '' } };
  const def = biddable(auction.card);
  // R70(a), A35: checked at each bid; a bid already standing still counts.
  if (!eligible(state, player, auction.card)) return { code: 'NOT_ELIGIBLE', params: { card: auction.card } };
  const a = agency(state, player);
  if (!isValid(x)) return { code: 'BAD_TOKENS' };
  const avail = available(a);
  if (!contains(avail, x)) return { code: 'TOKENS_NOT_AVAILABLE' };
  if (bribes.length > 0) {
    if (def.kind !== 'award') return { code: 'BRIBE_AWARDS_ONLY' }; // T2
    if (new Set(bribes).size !== bribes.length) return { code: 'CARD_TWICE' };
    for (const c of bribes) {
      if (!a.hand.includes(c) || codeOf(c) !== 'T2') return { code: 'NOT_A_BRIBE_IN_HAND', params: { card: c } };
    }
    if (a.cash < BRIBE_COST * bribes.length) return { code: 'CANNOT_AFFORD', params: { cost: BRIBE_COST * bribes.length } }; // R70(f), R20
  }
  const first = isEmpty(me.bid);
  if (first) {
    // R70(b): the opening bid contains all of Req; anything beyond it is of a Bonus type.
    if (!contains(x, def.req)) return { code: 'REQ_NOT_MET', params: { card: auction.card } };
    if (!onlyBonus(def, sub(x, def.req))) return { code: 'NOT_BONUS_TYPE', params: { bonus: def.bonus.join('') } }; // R70(c)
  } else {
    if (!onlyBonus(def, x)) return { code: 'NOT_BONUS_TYPE', params: { bonus: def.bonus.join('') } }; // R70(b, c)
    if (isEmpty(x) && bribes.length === 0) return { code: 'EMPTY_BID' };
  }
  const v = bidValue(def, add(me.bid, x), me.bribes + bribes.length);
  const h = highValue(auction);
  if (h !== null && v <= h) return { code: 'NOT_HIGHER', params: { value: v, high: h } }; // R70(d), A3
  if (def.kind === 'account' && !contains(sub(avail, x), def.upkeep)) return { code: 'UPKEEP_NOT_FREE', params: { card: auction.card } }; // R70(e), A6
  return null;
}

function onlyBonus(def: Biddable, x: Tokens): boolean {
  return SKILLS.every((s) => x[s] === 0 || def.bonus.includes(s));
}

/** The largest V a player could reach with one more bid now, or null if no bid is possible. */
export function maxReachable(state: AwardState, player: PlayerId): number | null {
  const auction = state.auction;
  if (!auction) return null;
  const me = bidderOf(auction, player);
  if (!me || me.status !== 'in' || !eligible(state, player, auction.card)) return null;
  const def = biddable(auction.card);
  const a = agency(state, player);
  const r = room(def, available(a));
  if (!r) return null;
  const bribes = def.kind === 'award' ? affordableBribes(a) : 0;
  if (isEmpty(me.bid)) {
    if (!contains(r, def.req)) return null;
    return size(only(sub(r, def.req), def.bonus)) + 2 * bribes;
  }
  const extra = size(only(r, def.bonus)) + 2 * bribes;
  if (extra === 0) return null;
  return bidValue(def, me.bid, me.bribes) + extra;
}

/** R73: whether the player has any legal bid now (tokens, cash and Bribe cards checked). */
export function hasLegalBid(state: AwardState, player: PlayerId): boolean {
  const v = maxReachable(state, player);
  if (v === null || !state.auction) return false;
  const h = highValue(state.auction);
  return h === null ? v >= 0 : v > h;
}

/**
 * The cheapest legal bid reaching at least `target` (default: just beating H): Req first if
 * needed, then Bonus tokens from the most plentiful types, then bribes. Null if out of reach.
 * Used by the random player and the AI; decide() still checks whatever they send.
 */
export function cheapestBid(state: AwardState, player: PlayerId, target?: number): { tokens: Tokens; bribes: CardId[] } | null {
  const auction = state.auction;
  if (!auction) return null;
  const me = bidderOf(auction, player);
  if (!me || me.status !== 'in') return null;
  const def = biddable(auction.card);
  const a = agency(state, player);
  const r = room(def, available(a));
  if (!r) return null;
  const h = highValue(auction);
  const want = Math.max(target ?? -Infinity, h === null ? 0 : h + 1);
  let x: Tokens = NO_TOKENS;
  let spare = r;
  let v: number;
  if (isEmpty(me.bid)) {
    if (!contains(r, def.req)) return null;
    x = def.req;
    spare = sub(r, def.req);
    v = 0;
  } else {
    v = bidValue(def, me.bid, me.bribes);
  }
  const counts: Record<Skill, number> = { A: 0, D: 0, T: 0 };
  while (v < want) {
    let best: Skill | null = null;
    for (const s of def.bonus) if (spare[s] - counts[s] > 0 && (best === null || spare[s] - counts[s] > spare[best] - counts[best])) best = s;
    if (best === null) break;
    counts[best] += 1;
    v += 1;
  }
  x = add(x, { A: counts.A, D: counts.D, T: counts.T });
  const bribes: CardId[] = [];
  if (v < want && def.kind === 'award') {
    const cards = bribeCards(a);
    while (v < want && bribes.length < cards.length && a.cash >= BRIBE_COST * (bribes.length + 1)) {
      bribes.push(cards[bribes.length] as CardId);
      v += 2;
    }
  }
  if (v < want) return null;
  if (!isEmpty(me.bid) && isEmpty(x) && bribes.length === 0) return null;
  return checkBid(state, player, x, bribes) === null ? { tokens: x, bribes } : null;
}

export { biddable };
