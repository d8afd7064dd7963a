// §2 Bidding: eligibility (R66, the card terms of R65 in cards.ts), the high bid (R68), prompt
// order (R69), bid legality (R70 a–f; the arithmetic of one bid is bid.ts), auto-pass (R73) and
// closing (R74, R80). Pure functions over the state; decide.ts, flow.ts and game-cards.ts turn
// their answers into events.
import type { PlayerId, RuleError } from '../../engine/game.js';
import { seatOf } from '../../engine/seats.js';
import {
  bidError,
  bidValue,
  cheapestBid as seatCheapestBid,
  hasLegalBid as seatHasLegalBid,
  maxReachable as seatMaxReachable,
  type BidSeat,
} from './bid.js';
import { biddable, codeOf, type Biddable, type CardId } from './cards.js';
import { agency, available, bidderOf, employees } from './state.js';
import { isEmpty, type Tokens } from './tokens.js';
import type { Agency, Auction, AwardState, Bidder } from './types.js';

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

/** A bidder's side of the open auction, for the bid arithmetic of bid.ts (R67, R70). */
export function bidSeatOf(state: AwardState, player: PlayerId): BidSeat | null {
  const auction = state.auction;
  const me = auction ? bidderOf(auction, player) : undefined;
  if (!auction || !me) return null;
  const a = agency(state, player);
  return { def: biddable(auction.card), standing: me.bid, bribes: me.bribes, high: highValue(auction), available: available(a), cash: a.cash, bribeCards: bribeCards(a) };
}

/** R70: the reason a bid is illegal, or null when it is legal. */
export function checkBid(state: AwardState, player: PlayerId, x: Tokens, bribes: readonly CardId[]): RuleError | null {
  const auction = state.auction;
  if (!auction) return { code: 'NO_AUCTION' };
  const me = bidderOf(auction, player);
  if (!me || me.status !== 'in') return { code: 'OUT_OF_AUCTION' }; // R71, R49: out for good
  if (auction.prompted !== player) return { code: 'NOT_PROMPTED', params: { prompted: auction.prompted ?? '' } };
  // R70(a), A35: checked at each bid; a bid already standing still counts.
  if (!eligible(state, player, auction.card)) return { code: 'NOT_ELIGIBLE', params: { card: auction.card } };
  return bidError(bidSeatOf(state, player) as BidSeat, x, bribes); // R70(b)–(f)
}

/** The bidding seat of a player who is in and eligible now, or null. */
function biddingSeat(state: AwardState, player: PlayerId): BidSeat | null {
  const auction = state.auction;
  if (!auction || bidderOf(auction, player)?.status !== 'in' || !eligible(state, player, auction.card)) return null;
  return bidSeatOf(state, player);
}

/** R73: whether the player has any legal bid now (tokens, cash and Bribe cards checked). */
export function hasLegalBid(state: AwardState, player: PlayerId): boolean {
  const seat = biddingSeat(state, player);
  return seat !== null && seatHasLegalBid(seat);
}

/** The largest V a player could reach with one more bid now, or null if no bid is possible. */
export function maxReachable(state: AwardState, player: PlayerId): number | null {
  const seat = biddingSeat(state, player);
  return seat ? seatMaxReachable(seat) : null;
}

/**
 * The cheapest legal bid reaching at least `target` (default: just beating H), or null. Used by
 * the random player; decide() still checks whatever it sends.
 */
export function cheapestBid(state: AwardState, player: PlayerId, target?: number): { tokens: Tokens; bribes: CardId[] } | null {
  const seat = state.auction && bidderOf(state.auction, player)?.status === 'in' ? bidSeatOf(state, player) : null;
  const plan = seat ? seatCheapestBid(seat, target) : null;
  return plan && checkBid(state, player, plan.tokens, plan.bribes) === null ? { tokens: plan.tokens, bribes: [...plan.bribes] } : null;
}

export { biddable, bidValue };
