// The shapes of The Award Winning Game: its constants, options and state (agencies, the open
// auction, the resolution stack's frames, trades, the log). Data only. Commands and events are in
// messages.ts, views in view-types.ts. Money is counted in $1k notes throughout (cash 4 = $4k).
// The bank is unlimited (A8): nothing here counts the bank's cash or tokens.
import { z } from 'zod';
import type { GameResult, PlayerId } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';
import type { CardId } from './cards.js';
import type { Tokens } from './tokens.js';

export const HOUR = 3_600_000;
export const START_HAND = 3; // R3(d)
export const HAND_LIMIT = 5; // R17
export const HIRE_FEE = 1; // R12
export const SALARY = 1; // R7
export const LEARN_COST = 4; // R13
export const SALE_PRICE = 1; // R15
export const WIN_AWARDS = 3; // R18
export const PRIZE_CASH = 2; // R57
export const PRIZE_CARDS = 2; // R57
export const BRIBE_COST = 2; // T2
export const MISSED_TURNS_FOR_REMOVAL = 3; // R38
export const MIN_PLAYERS = 3; // R2, A42
export const MAX_PLAYERS = 5; // R2, A42

const duration = z.number().int().min(60_000).max(30 * 24 * HOUR);

export const awardOptionsSchema = z.object({
  /** R37: the active player's turn. */
  turnMs: duration.default(24 * HOUR),
  /** R37: one auction prompt. */
  promptMs: duration.default(8 * HOUR),
  /** R37: any other choice (locks, the R76/R77 offers). */
  choiceMs: duration.default(8 * HOUR),
  /** R16, A27: trading is a table option, on by default. */
  trade: z.boolean().default(true),
  /** R3(a), A30: the host may name the first player; null = random. */
  firstPlayer: z.string().min(1).nullable().default(null),
  /** R3(a): a random seat order; false keeps the order the players were given in. */
  randomSeats: z.boolean().default(true),
  /**
   * A44: the turn clock pauses while the game waits on others. Games started before A44 carry
   * false (migration 006) and keep the clock they were played with, so their logs replay as stored.
   */
  turnClockPauses: z.boolean().default(true),
  /**
   * R38: only a turn whose deadline passed counts as missed; a host's "Resolve now" applies the
   * same defaults but is no missed turn. Games started before carry false (migration 009) and
   * keep counting it, so their logs replay as stored; a state without it reads as false.
   */
  onlyDeadlinesMiss: z.boolean().default(true),
});
export type AwardOptions = z.infer<typeof awardOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// State

/** A creative in an agency, in hiring order. */
export interface Creative {
  readonly card: CardId;
  readonly hiredTurn: number;
  /** Hired during its employer's own Management phase (no salary that phase, R7, A24). */
  readonly inManagement: boolean;
}

/** An Account in an agency with the tokens allocated to its upkeep (R23), in acquisition order. */
export interface HeldAccount {
  readonly card: CardId;
  readonly allocated: Tokens;
}

/** R10: choices registered for the player's next Management phase. */
export interface StandingOrders {
  /** M1: refill under-staffed Accounts from available tokens, highest income first, without asking. */
  readonly autoRefill: boolean;
  /** M2: creatives to fire without pay. Our ruling: cleared after that M2; the other orders persist. */
  readonly fire: readonly CardId[];
  /** M2: when cash is short, pay these first, then the rest oldest first, fire the unpaid; null = ask. */
  readonly payOrder: readonly CardId[] | null;
}

export interface Agency {
  readonly id: PlayerId;
  readonly playerCard: CardId;
  /** R38: a removed player's seat is skipped. */
  readonly status: 'active' | 'removed';
  readonly cash: number;
  /** Hidden from everyone else (R36). */
  readonly hand: readonly CardId[];
  /** Tokens from the Player card, learning and Online Course. */
  readonly permanent: Tokens;
  readonly creatives: readonly Creative[];
  readonly accounts: readonly HeldAccount[];
  readonly awards: readonly CardId[];
  /** Expended tokens, committed ones included. */
  readonly expended: Tokens;
  /** The expended tokens bid in the auction open now (R67). */
  readonly committed: Tokens;
  /** T6 in play. */
  readonly prRetainer: CardId | null;
  /** R73: the per-player auto-pass switch. */
  readonly autoPass: boolean;
  readonly orders: StandingOrders;
  /** R38: turns in a row whose deadline passed. */
  readonly missedTurns: number;
  /** What only this player may see: own draws, cards passed by Blackmail, trades (R36). */
  readonly privateLog: readonly LogEntry[];
}

export interface Bidder {
  readonly player: PlayerId;
  readonly status: 'in' | 'out';
  /** S: the standing bid (R67). */
  readonly bid: Tokens;
  /** b: bribes added (T2). */
  readonly bribes: number;
}

/** The one open auction (R64). */
export interface Auction {
  readonly card: CardId;
  readonly drawer: PlayerId;
  /** In seat order. */
  readonly bidders: readonly Bidder[];
  readonly high: PlayerId | null;
  readonly prompted: PlayerId | null;
  readonly lastPrompted: PlayerId | null;
  /** The prompt's deadline. */
  readonly due: number | null;
  /** R77: whether anyone placed a bid during this auction. */
  readonly anyBid: boolean;
  /** T3. */
  readonly host: PlayerId | null;
}

/**
 * Work in progress inside a resolution, innermost last. A frame with `due` set is waiting for a
 * named player; locks (R58) are the frames other players must answer.
 */
export type Frame =
  | { readonly kind: 'auction' }
  /** E9: goes to the Game discard once its auction has closed (R80c). */
  | { readonly kind: 'finishEvent'; readonly card: CardId }
  /** E2: players still to pay, in order. */
  | { readonly kind: 'recession'; readonly queue: readonly PlayerId[] }
  /** R21 steps 2–3: `owed` still unpaid to the bank after all cash went. */
  | { readonly kind: 'forced'; readonly payer: PlayerId; readonly owed: number; readonly cause: ForcedCause; readonly due: number | null }
  /** E1: the drawer picks the leaving creative. */
  | { readonly kind: 'greenerChoose'; readonly due: number | null }
  /** E1: the leaving creative is offered to queue[0], then the rest. */
  | { readonly kind: 'greenerOffer'; readonly creative: CardId; readonly from: PlayerId; readonly queue: readonly PlayerId[]; readonly due: number | null }
  /** E4: players with 3+ creatives still to pick, in order (R59). */
  | { readonly kind: 'layoffs'; readonly queue: readonly PlayerId[]; readonly due: number | null }
  /** E10: the drawer picks among tied Accounts. */
  | { readonly kind: 'bustChoose'; readonly options: readonly CardId[]; readonly due: number | null }
  /** R76: the active player won an Account whose upkeep they cannot allocate yet. */
  | { readonly kind: 'claimWon'; readonly card: CardId; readonly player: PlayerId; readonly due: number | null }
  /** R77: nobody bid on this Account; the drawer may take it. */
  | { readonly kind: 'noBidOffer'; readonly card: CardId; readonly player: PlayerId; readonly due: number | null };

export type FrameKind = Frame['kind'];

/** The frame of one kind. */
export type FrameOf<K extends FrameKind> = Extract<Frame, { kind: K }>;

/** The forced payments of §4 (R21); all are owed to the bank. */
export type ForcedCause = 'recession' | 'crypto';

export interface TradeSide {
  readonly cash: number;
  readonly cards: readonly CardId[];
}

export interface TradeOffer {
  readonly id: number;
  readonly from: PlayerId;
  readonly to: PlayerId;
  /** What `from` hands over. */
  readonly give: TradeSide;
  /** What `to` hands over. */
  readonly get: TradeSide;
}

export type LogValue = string | number | boolean | null | readonly string[] | Tokens;

/** One line of the action log: a fact with a code and parameters, cards kept apart (R36). */
export interface LogEntry {
  readonly n: number;
  readonly turn: number;
  readonly type: string;
  readonly player: PlayerId | null;
  readonly cards: readonly CardId[];
  readonly params: Readonly<Record<string, LogValue>>;
}

export type EndReason = 'threeAwards' | 'awardLock' | 'host' | 'lastStanding';

export interface AwardResult extends GameResult {
  readonly reason: EndReason;
}

export type Phase = 'management' | 'action' | 'ended';

export interface AwardState {
  readonly rng: RngState;
  readonly options: AwardOptions;
  /** Seat order (clockwise). Per-agency arrays are indexed by seat. */
  readonly players: readonly PlayerId[];
  readonly agencies: readonly Agency[];
  readonly firstPlayer: PlayerId;
  /** Decks: the top card is the last element. Hidden. */
  readonly gameDeck: readonly CardId[];
  readonly assetDeck: readonly CardId[];
  /** Discards: the most recent card is the last element. Public. */
  readonly gameDiscard: readonly CardId[];
  readonly assetDiscard: readonly CardId[];
  /** Face-up cards being resolved: revealed Events, the auctioned card, an E1 creative on offer. */
  readonly table: readonly CardId[];
  /** R3(b): Player cards not dealt. */
  readonly unusedPlayerCards: readonly CardId[];
  readonly phase: Phase;
  /** The Management step waiting or running (R6, R7). */
  readonly step: 'M1' | 'M2' | null;
  readonly turn: number;
  readonly round: number;
  readonly active: PlayerId;
  /** R11(1) and R11(2) done. */
  readonly drew: boolean;
  readonly revealed: boolean;
  /** R37: the turn's deadline passed; the bot finishes it with defaults. */
  readonly autoTurn: boolean;
  /**
   * R37: the turn's deadline, set when the turn begins. A44: the clock runs only while the game
   * waits on the active player; while it waits on anyone else it is paused (turnPausedAt) and the
   * time spent is added to turnDue when it resumes. Prompts and locks have their own deadlines.
   */
  readonly turnDue: number;
  /** A44: when the turn clock paused; null while it runs. (Absent in games stored before A44.) */
  readonly turnPausedAt: number | null;
  readonly stack: readonly Frame[];
  readonly auction: Auction | null;
  readonly trades: readonly TradeOffer[];
  readonly nextTradeId: number;
  /** The public log of the current turn, and of the turns before it. */
  readonly log: readonly LogEntry[];
  readonly history: readonly (readonly LogEntry[])[];
  readonly logCount: number;
  readonly result: AwardResult | null;
}
