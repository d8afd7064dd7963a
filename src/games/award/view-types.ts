// The views of The Award Winning Game: what one viewer may see of the state (R36), the only shape
// in which the game leaves the engine. Every card appears as a CardView object. Data only.
import type { PlayerId } from '../../engine/game.js';
import type { CardId, CardKind } from './cards.js';
import type { Tokens } from './tokens.js';
import type { Agency, AwardOptions, AwardResult, AwardState, Bidder, FrameKind, LogEntry, Phase, StandingOrders, TradeOffer } from './types.js';

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
  /**
   * R77, a no-bid Account offered to the drawer (null for every other wait): whether they meet its
   * condition now (R66) and have its upkeep available (R76); they may take it only if both hold.
   */
  readonly take: { readonly eligible: boolean; readonly staffable: boolean } | null;
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
