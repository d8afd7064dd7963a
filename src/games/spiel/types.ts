// The shapes of Spiel des Jahres: options, state, commands, events and views. Data only.
import { extensionWhySchema } from '../../engine/extension.js';
import { z } from 'zod';
import type { GameResult, PlayerId } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';
import type { CardId, Element } from './cards.js';
import type { Score } from './value.js';

export const MONTHS = 12; // R13
export const START_MONEY = 3; // €30,000
export const START_HAND = 3;
export const DESIGNER_WAGE = 3; // €30,000 a month when played from hand
export const MAX_WAGE = 99; // a sanity cap on offers (€990,000 a month)
/**
 * The rules allow "one or more games" a month: the only real bound is the hand. The deck has 110
 * idea cards and a game takes at least 2, so no plan can hold more than 55 games.
 */
export const MAX_PLAN_GAMES = 55;
export const HOUR = 3_600_000;

export const spielOptionsSchema = z.object({
  /** How long a month lasts before undecided companies brainstorm (R6). */
  monthMs: z
    .number()
    .int()
    .min(60_000)
    .max(30 * 24 * HOUR)
    .default(24 * HOUR),
});
export type SpielOptions = z.infer<typeof spielOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// State

/** A designer on the table, employed by a company at a monthly wage (€10k units). */
export interface Employment {
  readonly card: CardId;
  readonly wage: number;
}

/** A game on the table. Its value is fixed when published (rule 4b). */
export interface PublishedGame {
  readonly id: number;
  readonly name: string;
  /** In stacking order. */
  readonly cards: readonly CardId[];
  readonly owner: PlayerId;
  readonly publishedBy: PlayerId;
  readonly month: number;
  readonly score: Score;
  /** False once the game left with a bankrupt company. */
  readonly onTable: boolean;
}

/** Games to publish: each 2 or 3 distinct idea cards from the hand, in stacking order. */
export type PlanGames = readonly (readonly CardId[])[];

export type Choice =
  | { readonly kind: 'brainstorm' }
  | { readonly kind: 'publish'; readonly games: PlanGames };

/** A choice and its place in the month's order (R5). */
export interface TimedChoice {
  readonly choice: Choice;
  readonly seq: number;
}

/** A sealed designer-market offer (R10, R11). */
export interface Offer {
  readonly from: PlayerId;
  readonly designer: CardId;
  readonly wage: number;
  readonly seq: number;
}

/** What one side of a trade hands over. Money in €10k units; games by id. */
export interface Bundle {
  readonly cards: readonly CardId[];
  readonly money: number;
  readonly games: readonly number[];
}

export interface TradeOffer {
  readonly id: number;
  readonly from: PlayerId;
  readonly to: PlayerId;
  /** What `from` hands to `to`. */
  readonly give: Bundle;
  /** What `to` hands to `from`. */
  readonly get: Bundle;
}

/** How a trade offer was settled. */
export type TradeOutcome = 'accepted' | 'declined' | 'withdrawn' | 'lapsed' | 'failed';

/** A settled trade offer, kept so both companies (and the public notice) can learn what became of it. */
export interface ClosedTrade extends TradeOffer {
  readonly outcome: TradeOutcome;
  /** The month it was settled in. */
  readonly month: number;
}

/** A trade offer as everyone may know it: who offered whom, and whether it is settled — never what is in it. */
export interface PublicOffer {
  readonly id: number;
  readonly from: PlayerId;
  readonly to: PlayerId;
  readonly status: 'open' | TradeOutcome;
}

/** 'retired': its player left the game and the host chose that companies retire (not the AI). */
export type CompanyStatus = 'active' | 'bankrupt' | 'retired';

export interface Company {
  readonly id: PlayerId;
  /** The card dealt face up at setup: its symbols are the specialties; it is out of play. */
  readonly specialtyCard: CardId;
  readonly money: number;
  readonly hand: readonly CardId[];
  readonly designers: readonly Employment[];
  readonly status: CompanyStatus;
  /** Private news from the last resolution: what was drawn, what was refused and why. */
  readonly notes: PrivateNotes;
}

export interface PrivateNotes {
  readonly month: number;
  readonly drew: readonly CardId[];
  readonly refused: readonly { readonly cards: readonly CardId[]; readonly reason: RefusalReason }[];
  /** A draft plan that was never committed when the month resolved, so it did not count (R5, R6). */
  readonly uncommitted?: PlanGames;
}

export type RefusalReason = 'copyright' | 'notInHand';

/** The public record of one month, built as it happens (shown by /spiel log and month posts). */
export interface MonthReport {
  readonly month: number;
  readonly trend: CardId;
  readonly designersPlayed: readonly { readonly player: PlayerId; readonly card: CardId }[];
  readonly trades: readonly PublicTrade[];
  /** R6: companies that had not chosen when the deadline passed. */
  readonly defaulted: readonly PlayerId[];
  readonly resolved: boolean;
  /**
   * How the month was resolved: every company had chosen, its deadline passed (R6), or the host
   * resolved it early. Absent in months resolved before this was recorded.
   */
  readonly resolvedBy?: ResolvedBy;
  readonly published: readonly number[];
  /** Refused publications: the owner and, for copyright, the name that was already taken. */
  readonly refused: readonly { readonly player: PlayerId; readonly reason: RefusalReason; readonly name: string | null }[];
  readonly draws: readonly { readonly player: PlayerId; readonly count: number; readonly wanted: number }[];
  readonly settlement: readonly Settlement[];
  readonly bankrupt: readonly PlayerId[];
  /** Companies whose player left and that retired from the game this month. */
  readonly retired: readonly PlayerId[];
  readonly market: readonly DesignerMove[];
}

export type ResolvedBy = 'everyone' | 'deadline' | 'host';

/** A trade as everyone sees it: no card identities, only how many. */
export interface PublicTrade {
  readonly from: PlayerId;
  readonly to: PlayerId;
  readonly giveCards: number;
  readonly giveMoney: number;
  readonly giveGames: readonly number[];
  readonly getCards: number;
  readonly getMoney: number;
  readonly getGames: readonly number[];
}

export interface Settlement {
  readonly player: PlayerId;
  readonly before: number;
  readonly income: number;
  readonly wages: number;
  /** Money after settlement; below 0 means bankrupt (R9). */
  readonly after: number;
}

/** What the designer market did with one designer (R10, R11). */
export type DesignerMove =
  | { readonly kind: 'raised'; readonly designer: CardId; readonly employer: PlayerId; readonly wage: number }
  | { readonly kind: 'moved'; readonly designer: CardId; readonly from: PlayerId; readonly to: PlayerId; readonly wage: number; readonly fired: boolean }
  | { readonly kind: 'left'; readonly designer: CardId; readonly from: PlayerId };

export interface CeremonyStep {
  readonly card: CardId;
  /** 'first': looking for any surviving game (R15); 'tiebreak': between tied games (R14). */
  readonly stage: 'first' | 'tiebreak';
  /** What the card did: knocked games out, knocked all out (set aside), or changed nothing. */
  readonly effect: 'eliminated' | 'setAside' | 'nothing';
  readonly eliminated: readonly number[];
}

export type EndReason =
  | 'ceremony' // one game won the ceremony
  | 'sameOwner' // tied games all belonged to one company
  | 'richest' // stalemate broken by money
  | 'stalemate' // tied owners equally rich: no game wins
  | 'noGame' // no game on the table survived (R15)
  | 'lastStanding' // R9: at most one company left
  | 'allBankrupt'; // R9 with nobody left

export interface SpielResult extends GameResult {
  readonly reason: EndReason;
  /** The Spiel des Jahres, if a single game won it. */
  readonly winningGame: number | null;
  /** Games still tied at a stalemate. */
  readonly tiedGames: readonly number[];
  /** True if the host ended the game before month 12 (R13). */
  readonly endedEarly: boolean;
}

export interface CeremonyReport {
  readonly order: readonly CardId[];
  readonly candidates: readonly number[];
  readonly steps: readonly CeremonyStep[];
  /** Games knocked out because a tied rival was worth more. */
  readonly outValued: readonly number[];
}

export interface SpielState {
  readonly rng: RngState;
  readonly options: SpielOptions;
  /** Seat order. Per-company arrays below are indexed by seat. */
  readonly players: readonly PlayerId[];
  readonly companies: readonly Company[];
  /** The draw pile; the top card is the last element. Hidden. */
  readonly deck: readonly CardId[];
  /** R4: the twelve trend cards; month m's is trends[m-1]; unrevealed ones are hidden. */
  readonly trends: readonly CardId[];
  readonly month: number;
  readonly phase: 'playing' | 'ended';
  readonly deadlineAt: number;
  /** Orders choices and offers within a month (R5, R11). */
  readonly seq: number;
  /** This month's choice per seat (hidden from the other companies). */
  readonly choices: readonly (TimedChoice | null)[];
  /**
   * This month's draft plan per seat: games a company is putting together before it commits
   * them as its choice. Hidden like choices; never a choice itself (R5, R6): it takes no place in
   * the order and does not count at the deadline. Null: no draft. Absent in states stored before
   * drafts existed (read it through draftOf).
   */
  readonly drafts?: readonly (PlanGames | null)[];
  /** This month's sealed firings per seat (R10). */
  readonly firings: readonly (readonly CardId[])[];
  readonly offers: readonly Offer[];
  readonly trades: readonly TradeOffer[];
  /** Every settled trade offer, oldest first. Absent in states stored before it was kept. */
  readonly tradeLog?: readonly ClosedTrade[];
  readonly nextTradeId: number;
  /** Every game ever published; a game's id is its index. */
  readonly games: readonly PublishedGame[];
  /** Cards that left the game (bankrupt companies' cards, designers nobody hired). */
  readonly out: readonly CardId[];
  /** Public reports of the months before this one. */
  readonly history: readonly MonthReport[];
  /** The public report of this month, filled in as it happens. */
  readonly report: MonthReport;
  readonly ceremony: CeremonyReport | null;
  readonly result: SpielResult | null;
}

// ---------------------------------------------------------------------------------------------
// Commands (parsed with zod: they come from Discord and from the stored log)

const cardId = z.number().int().min(0).max(120);
const money = z.number().int().min(0).max(100_000);
const bundle = z.object({
  cards: z.array(cardId).max(121).default([]),
  money: money.default(0),
  games: z.array(z.number().int().min(0)).max(200).default([]),
});

export const spielCommandSchema = z.discriminatedUnion('type', [
  // System commands (actor = null), see engine/game.ts.
  z.object({ type: z.literal('timeout'), due: z.number() }),
  z.object({ type: z.literal('forceTimeout') }),
  // `why`: set when the table itself extends (an away player's day, an excused miss; issue 32).
  z.object({ type: z.literal('extendDeadline'), ms: z.number().int().min(1).max(30 * 24 * HOUR), why: extensionWhySchema.optional() }),
  z.object({ type: z.literal('setMonthLength'), ms: spielOptionsSchema.shape.monthMs.unwrap() }),
  // The table kit's name for the same host control (setMonthLength stays for stored logs).
  z.object({ type: z.literal('setDeadlineLength'), ms: spielOptionsSchema.shape.monthMs.unwrap() }),
  z.object({ type: z.literal('endGame') }),
  // A company whose player left retires: its cards, games and designers leave the game.
  z.object({ type: z.literal('retire'), player: z.string().min(1) }),
  // A company's choice for the month (R5).
  z.object({ type: z.literal('brainstorm') }),
  z.object({ type: z.literal('publish'), games: z.array(z.array(cardId).min(1).max(3)).min(1).max(MAX_PLAN_GAMES) }),
  // Takes game `game` (its index) out of the committed plan: what is left is the changed choice
  // (R5); with no game left the company has no choice (R6 if it makes none by the deadline).
  z.object({ type: z.literal('removeGame'), game: z.number().int().min(0).max(MAX_PLAN_GAMES) }),
  // A company's draft plan: not a choice (R5, R6) until it is committed with 'publish'. Null discards it.
  z.object({ type: z.literal('draft'), games: z.array(z.array(cardId).min(1).max(3)).max(MAX_PLAN_GAMES).nullable() }),
  // Designers from hand, any time (rule 3).
  z.object({ type: z.literal('playDesigner'), card: cardId }),
  // The sealed designer market (R10, R11). `wage: null` withdraws an offer.
  z.object({ type: z.literal('fire'), designer: cardId, fire: z.boolean() }),
  z.object({ type: z.literal('offer'), designer: cardId, wage: z.number().int().min(1).max(MAX_WAGE).nullable() }),
  // Trading.
  z.object({ type: z.literal('offerTrade'), to: z.string().min(1), give: bundle, get: bundle }),
  z.object({ type: z.literal('answerTrade'), trade: z.number().int().min(0), accept: z.boolean() }),
  z.object({ type: z.literal('withdrawTrade'), trade: z.number().int().min(0) }),
]);
export type SpielCommand = z.infer<typeof spielCommandSchema>;

// ---------------------------------------------------------------------------------------------
// Events (facts; evolve applies them without judging)

export type SpielEvent =
  | { readonly type: 'choiceMade'; readonly player: PlayerId; readonly choice: Choice }
  | { readonly type: 'choiceWithdrawn'; readonly player: PlayerId }
  | { readonly type: 'draftSet'; readonly player: PlayerId; readonly games: PlanGames | null }
  | { readonly type: 'designerPlayed'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'firingSet'; readonly player: PlayerId; readonly designer: CardId; readonly fire: boolean }
  | { readonly type: 'offerSet'; readonly player: PlayerId; readonly designer: CardId; readonly wage: number | null }
  | { readonly type: 'tradeOffered'; readonly from: PlayerId; readonly to: PlayerId; readonly give: Bundle; readonly get: Bundle }
  | { readonly type: 'tradeClosed'; readonly trade: number; readonly outcome: 'declined' | 'withdrawn' | 'lapsed' | 'failed' }
  | { readonly type: 'tradeExecuted'; readonly trade: number }
  | { readonly type: 'deadlineSet'; readonly at: number }
  | { readonly type: 'monthLengthSet'; readonly ms: number }
  | { readonly type: 'monthResolving'; readonly defaulted: readonly PlayerId[]; readonly by: ResolvedBy }
  | { readonly type: 'gamePublished'; readonly player: PlayerId; readonly cards: readonly CardId[]; readonly name: string; readonly score: Score }
  | { readonly type: 'publicationRefused'; readonly player: PlayerId; readonly cards: readonly CardId[]; readonly name: string; readonly reason: RefusalReason }
  | { readonly type: 'cardsDrawn'; readonly player: PlayerId; readonly cards: readonly CardId[]; readonly wanted: number }
  | { readonly type: 'settled'; readonly settlement: Settlement }
  | { readonly type: 'bankrupt'; readonly player: PlayerId }
  | { readonly type: 'retired'; readonly player: PlayerId }
  | { readonly type: 'designerMarket'; readonly move: DesignerMove }
  | { readonly type: 'monthBegan'; readonly month: number; readonly deadlineAt: number }
  | { readonly type: 'ceremonyBegan'; readonly order: readonly CardId[]; readonly candidates: readonly number[]; readonly rng: RngState }
  | { readonly type: 'ceremonyCard'; readonly step: CeremonyStep }
  | { readonly type: 'ceremonyValued'; readonly out: readonly number[] }
  | { readonly type: 'gameEnded'; readonly result: SpielResult };

// ---------------------------------------------------------------------------------------------
// Views (what a viewer may see; cards appear only as CardView objects)

export interface CardView {
  readonly id: CardId;
  readonly kind: 'idea' | 'designer';
  /** The idea's title or the designer's name. */
  readonly label: string;
  readonly upper: Element;
  readonly lower: Element;
}

export interface GameView {
  readonly id: number;
  readonly name: string;
  readonly cards: readonly CardView[];
  readonly owner: PlayerId;
  readonly month: number;
  readonly value: number;
  readonly score: Score;
}

export interface CompanyView {
  readonly id: PlayerId;
  readonly status: CompanyStatus;
  readonly money: number;
  readonly specialtyCard: CardView;
  readonly specialties: readonly [Element, Element];
  readonly designers: readonly (Employment & { readonly view: CardView })[];
  readonly games: readonly GameView[];
  readonly handSize: number;
  /** Monthly income from games (sum of their values). */
  readonly income: number;
  readonly wages: number;
  /** Whether this company has made its choice this month (never what it chose). */
  readonly chosen: boolean;
}

export interface PrivateView {
  readonly hand: readonly CardView[];
  readonly choice: Choice | null;
  /** The company's draft plan (not committed), or null. */
  readonly draft: PlanGames | null;
  readonly firings: readonly CardId[];
  readonly offers: readonly { readonly designer: CardId; readonly wage: number }[];
  readonly notes: {
    readonly month: number;
    readonly drew: readonly CardView[];
    readonly refused: readonly { readonly cards: readonly CardView[]; readonly reason: RefusalReason }[];
    /** A draft that was not committed when the month resolved (it did not count). */
    readonly uncommitted: readonly (readonly CardView[])[];
  };
  /** Open trade offers this company made or received, with their cards. */
  readonly trades: readonly (TradeOffer & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] })[];
  /** Offers this company made or received that were settled this month or last, newest first. */
  readonly recentTrades: readonly (ClosedTrade & { readonly giveCards: readonly CardView[]; readonly getCards: readonly CardView[] })[];
}

export interface SpielView {
  readonly viewer: PlayerId | null;
  readonly month: number;
  readonly months: number;
  readonly phase: SpielState['phase'];
  readonly deadlineAt: number;
  readonly trend: CardView | null;
  readonly favoured: readonly [Element, Element] | null;
  readonly trendsRevealed: readonly CardView[];
  readonly deckSize: number;
  readonly companies: readonly CompanyView[];
  /** Names already taken (copyright). */
  readonly takenNames: readonly string[];
  readonly history: readonly MonthReportView[];
  readonly ceremony: (Omit<CeremonyReport, 'order'> & { readonly turned: readonly CardView[] }) | null;
  readonly result: SpielResult | null;
  /** Every trade offer made in this game: who to whom and whether settled, never its contents. */
  readonly tradeOffers: readonly PublicOffer[];
  /** Only in a company's own view. */
  readonly you: PrivateView | null;
  /** Every game ever published, by id (including those that left with a bankrupt company). */
  readonly gamesById: Readonly<Record<number, GameView>>;
}

export type MonthReportView = Omit<MonthReport, 'trend' | 'designersPlayed' | 'market'> & {
  readonly trend: CardView;
  readonly designersPlayed: readonly { readonly player: PlayerId; readonly card: CardView }[];
  readonly market: readonly (DesignerMove & { readonly view: CardView })[];
};
