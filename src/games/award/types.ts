// The shapes of The Award Winning Game: options, state, commands, events and views. Data only.
// Money is counted in $1k notes throughout (cash 4 = $4k). The bank is unlimited (A8): nothing
// here counts the bank's cash or tokens.
import { z } from 'zod';
import type { GameResult, PlayerId } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';
import type { CardId, CardKind } from './cards.js';
import type { Skill, Tokens } from './tokens.js';

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

// ---------------------------------------------------------------------------------------------
// Commands (parsed with zod: they come from Discord and from the stored log)

const cardId = z.string().min(1).max(8);
const skill = z.enum(['A', 'D', 'T']);
const count = z.number().int().min(0).max(99);
export const tokensSchema = z.object({ A: count.default(0), D: count.default(0), T: count.default(0) });
const tradeSide = z.object({ cash: z.number().int().min(0).max(999).default(0), cards: z.array(cardId).max(40).default([]) });
const player = z.string().min(1).max(64);

export const awardCommandSchema = z.discriminatedUnion('type', [
  // System commands (actor = null), see engine/game.ts.
  z.object({ type: z.literal('timeout'), due: z.number() }),
  z.object({ type: z.literal('forceTimeout') }),
  z.object({ type: z.literal('extendDeadline'), ms: z.number().int().min(1).max(30 * 24 * HOUR) }),
  /** Host control: every later turn lasts `ms` (R37's turn deadline). */
  z.object({ type: z.literal('setDeadlineLength'), ms: awardOptionsSchema.shape.turnMs.unwrap() }),
  z.object({ type: z.literal('endGame') }),
  /** R38: the host removes a player who missed 3 turns in a row. */
  z.object({ type: z.literal('removePlayer'), player }),

  // Management phase (R6, R7) and standing orders (R10).
  z.object({ type: z.literal('refill'), account: cardId }),
  z.object({ type: z.literal('finishUpkeep') }),
  z.object({ type: z.literal('paySalaries'), fire: z.array(cardId).max(12).default([]) }),
  z.object({
    type: z.literal('standingOrders'),
    autoRefill: z.boolean().default(false),
    fire: z.array(cardId).max(12).default([]),
    payOrder: z.array(cardId).max(12).nullable().default(null),
  }),

  // Action phase (R11) and free actions (R12–R16).
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('reveal') }),
  z.object({ type: z.literal('hire'), card: cardId }),
  z.object({ type: z.literal('learn'), skill }),
  z.object({ type: z.literal('drop'), account: cardId }),
  z.object({ type: z.literal('sell'), card: cardId }),
  z.object({ type: z.literal('offerTrade'), to: player, give: tradeSide, get: tradeSide }),
  z.object({ type: z.literal('answerTrade'), trade: z.number().int().min(0), accept: z.boolean() }),
  z.object({ type: z.literal('withdrawTrade'), trade: z.number().int().min(0) }),
  /** R17: the cut, when the hand is above 5, is part of the command (R62). */
  z.object({
    type: z.literal('endTurn'),
    cut: z.array(z.object({ card: cardId, sell: z.boolean().default(true) })).max(40).default([]),
  }),

  // Scandals and Trumps (§4.6, §4.7): every choice of the player is in the command (R62).
  z.object({
    type: z.literal('play'),
    card: cardId,
    target: player.optional(),
    /** S3: the creative to poach; T8: the Name Card to take. */
    pick: cardId.optional(),
    /** S5: the Account to discard. */
    account: cardId.optional(),
    /** T4: the token types to renew. */
    tokens: tokensSchema.optional(),
    /** T5: the token type to gain. */
    skill: skill.optional(),
  }),

  // Auctions (§2).
  z.object({ type: z.literal('bid'), tokens: tokensSchema, bribes: z.array(cardId).max(2).default([]) }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('withdraw') }),
  z.object({ type: z.literal('setAutoPass'), on: z.boolean() }),

  // Answers to locks (R58) and offers (R76, R77).
  z.object({ type: z.literal('forcedSell'), cards: z.array(cardId).min(1).max(40) }),
  z.object({ type: z.literal('liquidate'), creatives: z.array(cardId).min(1).max(12) }),
  z.object({ type: z.literal('chooseCreative'), creative: cardId }),
  z.object({ type: z.literal('answerHire'), accept: z.boolean() }),
  z.object({ type: z.literal('layoff'), creative: cardId }),
  z.object({ type: z.literal('chooseBust'), account: cardId }),
  z.object({ type: z.literal('claim'), accept: z.boolean() }),
]);
export type AwardCommand = z.infer<typeof awardCommandSchema>;
export type CommandType = AwardCommand['type'];

// ---------------------------------------------------------------------------------------------
// Events (facts; evolve applies them without judging)

/** Why cash moved between a player and the bank (R22). Positive amounts come from the bank. */
export type CashCause =
  | 'income'
  | 'salary'
  | 'hire'
  | 'learn'
  | 'sale'
  | 'liquidation'
  | 'prize'
  | 'ministry'
  | 'crypto'
  | 'rebate'
  | 'viral'
  | 'recession'
  | 'bribe'
  | 'host'
  | 'poached'
  | 'taxAudit'
  | 'moonLighting'
  | 'clientDinner';

/** Why cash moved from one player to another. */
export type TransferCause = 'blackmail' | 'bribe' | 'trade';

export type ExpendCause = 'walkout' | 'burnout' | 'moonLighting';
export type RenewCause = 'renew' | 'teamRetreat' | 'freshStart' | 'allNighter';
export type LeaveReason = 'fired' | 'unpaid' | 'layoffs' | 'liquidated' | 'greener';
export type AccountLossReason = 'dropped' | 'understaffed' | 'badPress' | 'freshStart' | 'bust';
export type OutReason = 'ineligible' | 'pass' | 'autoPass' | 'timeout' | 'withdraw' | 'leaked' | 'host' | 'removed';
export type DiscardReason = 'resolved' | 'unclaimed' | 'declined' | 'unstaffed' | 'nobodyHired';

export type AwardEvent =
  | { readonly type: 'rngAdvanced'; readonly rng: RngState }
  | { readonly type: 'turnBegan'; readonly player: PlayerId; readonly turn: number; readonly round: number; readonly management: boolean; readonly due: number }
  | { readonly type: 'stepBegan'; readonly step: 'M2' | 'action' }
  | { readonly type: 'turnTimedOut'; readonly player: PlayerId }
  | { readonly type: 'turnEnded'; readonly player: PlayerId; readonly timedOut: boolean }
  | { readonly type: 'deadlineSet'; readonly target: 'turn' | 'prompt' | 'frame'; readonly due: number }
  /** A44: the turn clock paused (pausedAt set) or resumed (pausedAt null, due moved on). */
  | { readonly type: 'turnClock'; readonly due: number; readonly pausedAt: number | null }
  | { readonly type: 'turnLengthSet'; readonly ms: number }
  | { readonly type: 'actionStep'; readonly step: 'draw' | 'reveal' }
  | { readonly type: 'cash'; readonly player: PlayerId; readonly amount: number; readonly cause: CashCause; readonly cards: readonly CardId[] }
  | { readonly type: 'transfer'; readonly from: PlayerId; readonly to: PlayerId; readonly amount: number; readonly cause: TransferCause }
  | { readonly type: 'assetDrawn'; readonly player: PlayerId; readonly cards: readonly CardId[]; readonly cause: 'draw' | 'prize' | 'equity' }
  | { readonly type: 'deckReshuffled'; readonly deck: 'game' | 'asset'; readonly order: readonly CardId[] }
  | { readonly type: 'gameCardRevealed'; readonly card: CardId }
  /** A card on the table goes to its deck's discard. */
  | { readonly type: 'tableDiscarded'; readonly card: CardId; readonly reason: DiscardReason }
  | { readonly type: 'awardRetrieved'; readonly card: CardId }
  | { readonly type: 'sold'; readonly player: PlayerId; readonly card: CardId; readonly forced: boolean }
  | { readonly type: 'handDiscarded'; readonly player: PlayerId; readonly cards: readonly CardId[]; readonly cause: 'handLimit' | 'leakedEmails' }
  | {
      readonly type: 'cardPlayed';
      readonly player: PlayerId;
      readonly card: CardId;
      readonly target: PlayerId | null;
      readonly pick: CardId | null;
      readonly account: CardId | null;
      readonly tokens: Tokens | null;
      readonly skill: Skill | null;
    }
  | { readonly type: 'retainerUsed'; readonly player: PlayerId; readonly by: PlayerId; readonly card: CardId }
  | { readonly type: 'cardsPassed'; readonly from: PlayerId; readonly to: PlayerId; readonly cards: readonly CardId[] }
  | { readonly type: 'headhunted'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'hired'; readonly player: PlayerId; readonly card: CardId; readonly source: 'hand' | 'table' }
  | { readonly type: 'creativeLeft'; readonly player: PlayerId; readonly card: CardId; readonly reason: LeaveReason }
  | { readonly type: 'debtWaived'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'poached'; readonly player: PlayerId; readonly from: PlayerId; readonly card: CardId }
  | { readonly type: 'skillGained'; readonly player: PlayerId; readonly skill: Skill; readonly cause: 'learn' | 'course' }
  | { readonly type: 'allocated'; readonly player: PlayerId; readonly account: CardId; readonly tokens: Tokens }
  | { readonly type: 'expended'; readonly player: PlayerId; readonly tokens: Tokens; readonly cause: ExpendCause }
  | { readonly type: 'renewed'; readonly player: PlayerId; readonly tokens: Tokens; readonly cause: RenewCause }
  | { readonly type: 'accountWon'; readonly player: PlayerId; readonly card: CardId; readonly allocated: Tokens; readonly free: boolean }
  | { readonly type: 'accountLost'; readonly player: PlayerId; readonly card: CardId; readonly reason: AccountLossReason }
  | { readonly type: 'awardWon'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'auctionOpened'; readonly card: CardId; readonly drawer: PlayerId; readonly ineligible: readonly PlayerId[] }
  | { readonly type: 'prompted'; readonly player: PlayerId; readonly due: number }
  | { readonly type: 'bid'; readonly player: PlayerId; readonly tokens: Tokens; readonly bribes: readonly CardId[]; readonly value: number }
  | { readonly type: 'auctionOut'; readonly player: PlayerId; readonly reason: OutReason }
  | { readonly type: 'hostSet'; readonly player: PlayerId }
  | { readonly type: 'auctionClosed'; readonly card: CardId; readonly winner: PlayerId | null; readonly value: number | null }
  | { readonly type: 'framePushed'; readonly frame: Frame }
  | { readonly type: 'frameSet'; readonly frame: Frame }
  | { readonly type: 'framePopped' }
  | { readonly type: 'autoPassSet'; readonly player: PlayerId; readonly on: boolean }
  | { readonly type: 'ordersSet'; readonly player: PlayerId; readonly orders: StandingOrders }
  | { readonly type: 'tradeOffered'; readonly offer: TradeOffer }
  | { readonly type: 'tradeClosed'; readonly trade: number; readonly outcome: 'declined' | 'withdrawn' | 'lapsed' | 'failed' }
  | { readonly type: 'tradeExecuted'; readonly trade: number }
  | { readonly type: 'playerRemoved'; readonly player: PlayerId }
  | { readonly type: 'gameEnded'; readonly result: AwardResult };

export type EventType = AwardEvent['type'];

// ---------------------------------------------------------------------------------------------
// Views (what a viewer may see; every card appears as a CardView object)

export interface CardView {
  readonly id: CardId;
  readonly kind: CardKind;
  /** The spec's number without the copy letter ("S1"); look it up in cards.ts for its details. */
  readonly code: string;
  readonly name: string;
}

export interface TokenStates {
  readonly owned: Tokens;
  readonly available: Tokens;
  readonly allocated: Tokens;
  readonly expended: Tokens;
  readonly committed: Tokens;
}

export interface AgencyView {
  readonly id: PlayerId;
  readonly seat: number;
  readonly status: Agency['status'];
  readonly playerCard: CardView;
  readonly cash: number;
  readonly tokens: TokenStates;
  readonly employees: number;
  readonly creatives: readonly { readonly card: CardView; readonly tokens: Tokens; readonly hiredTurn: number; readonly salaryDue: boolean }[];
  readonly accounts: readonly { readonly card: CardView; readonly allocated: Tokens; readonly upkeep: Tokens; readonly income: number; readonly understaffed: boolean }[];
  readonly awards: readonly CardView[];
  readonly handSize: number;
  readonly prRetainer: CardView | null;
  readonly missedTurns: number;
}

export interface AuctionView {
  readonly card: CardView;
  readonly drawer: PlayerId;
  readonly host: PlayerId | null;
  readonly high: PlayerId | null;
  /** H, or null when nobody who is in has bid. */
  readonly highValue: number | null;
  readonly prompted: PlayerId | null;
  readonly due: number | null;
  readonly anyBid: boolean;
  /** Each bidder's V (null before a first bid) and whether they meet the card's condition now (R66). */
  readonly bidders: readonly (Bidder & { readonly value: number | null; readonly eligible: boolean })[];
}

/** What the game is waiting for (R58 locks, R76/R77 offers, prompts, the turn). */
export interface PendingView {
  readonly kind: 'turn' | 'upkeep' | 'salaries' | 'prompt' | FrameKind;
  readonly player: PlayerId;
  /** R58: only this player's answer is accepted until it comes. */
  readonly lock: boolean;
  readonly due: number;
  /** Public details: the creative on offer, the Accounts tied, the amount still owed… */
  readonly cards: readonly CardView[];
  readonly owed: number | null;
}

export interface LogEntryView extends Omit<LogEntry, 'cards'> {
  readonly cards: readonly CardView[];
}

export interface PublicTradeView {
  readonly id: number;
  readonly from: PlayerId;
  readonly to: PlayerId;
}

export interface PrivateView {
  readonly hand: readonly CardView[];
  readonly orders: StandingOrders;
  readonly autoPass: boolean;
  readonly log: readonly LogEntryView[];
  /** Open trade offers this player made or received, with their cards. */
  readonly trades: readonly (TradeOffer & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] })[];
}

export interface AwardView {
  readonly viewer: PlayerId | null;
  readonly phase: Phase;
  readonly step: AwardState['step'];
  readonly turn: number;
  readonly round: number;
  readonly active: PlayerId;
  readonly firstPlayer: PlayerId;
  readonly drew: boolean;
  readonly revealed: boolean;
  readonly turnDue: number;
  /** A44: while the game waits on someone else the turn clock is paused with this much time left. */
  readonly turnPausedLeft: number | null;
  readonly options: AwardOptions;
  readonly agencies: readonly AgencyView[];
  readonly gameDeckSize: number;
  readonly assetDeckSize: number;
  readonly gameDiscard: readonly CardView[];
  readonly assetDiscard: readonly CardView[];
  readonly table: readonly CardView[];
  readonly auction: AuctionView | null;
  readonly pending: PendingView | null;
  readonly trades: readonly PublicTradeView[];
  readonly awardsLeft: number;
  readonly log: readonly LogEntryView[];
  readonly result: AwardResult | null;
  /** Only in a player's own view. */
  readonly you: PrivateView | null;
}
