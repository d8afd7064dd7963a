// The messages of The Award Winning Game: commands (what players and the system ask; parsed with
// zod, as they come from Discord and from the stored log) and events (the facts decide() emits
// and evolve() applies without judging). Data only.
import { extensionWhySchema } from '../../engine/extension.js';
import { z } from 'zod';
import type { PlayerId } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';
import type { CardId } from './cards.js';
import type { Skill, Tokens } from './tokens.js';
import { awardOptionsSchema, HOUR, type AwardResult, type Frame, type StandingOrders, type TradeOffer } from './types.js';

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
  // `why`: set when the table itself extends (an away player's day, an excused miss; issue 32).
  z.object({ type: z.literal('extendDeadline'), ms: z.number().int().min(1).max(30 * 24 * HOUR), why: extensionWhySchema.optional() }),
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
  /**
   * R16: `give` names the offerer's own printed copies ("T4a"); `get` asks for cards by what they
   * are, by code ("T4": either copy of All-Nighter; trade.ts). Offers stored before asked by a
   * copy's id, which is still read as that card (that copy if the other hand holds it).
   */
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
/** Why a played card does nothing (R60): what it would act on is not there. */
export type IdleReason = 'noAccounts' | 'self' | 'noTokens' | 'noCash' | 'noCards' | 'nothing';
export type DiscardReason = 'resolved' | 'unclaimed' | 'declined' | 'unstaffed' | 'nobodyHired';

export type AwardEvent =
  | { readonly type: 'rngAdvanced'; readonly rng: RngState }
  | { readonly type: 'turnBegan'; readonly player: PlayerId; readonly turn: number; readonly round: number; readonly management: boolean; readonly due: number }
  | { readonly type: 'stepBegan'; readonly step: 'M2' | 'action' }
  /** The turn finishes with its defaults: its deadline passed, or (`host`) the host resolved it now. */
  | { readonly type: 'turnTimedOut'; readonly player: PlayerId; readonly host?: true }
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
  /**
   * A card on the table goes to its deck's discard. `idle`: an Event that found nothing to act on
   * (R60); `unable`: a no-bid Account the drawer could not have taken (R77), not one they chose to leave.
   */
  | { readonly type: 'tableDiscarded'; readonly card: CardId; readonly reason: DiscardReason; readonly idle?: true; readonly unable?: true }
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
      /** R60: the card finds nothing to act on, and why (play.ts); absent when it acts. */
      readonly idle?: IdleReason;
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
  /** `host`: a prompt's default applied by the host's "Resolve now", not by its deadline. */
  | { readonly type: 'auctionOut'; readonly player: PlayerId; readonly reason: OutReason; readonly host?: true }
  | { readonly type: 'hostSet'; readonly player: PlayerId }
  | { readonly type: 'auctionClosed'; readonly card: CardId; readonly winner: PlayerId | null; readonly value: number | null }
  | { readonly type: 'framePushed'; readonly frame: Frame }
  | { readonly type: 'frameSet'; readonly frame: Frame }
  | { readonly type: 'framePopped' }
  | { readonly type: 'autoPassSet'; readonly player: PlayerId; readonly on: boolean }
  | { readonly type: 'ordersSet'; readonly player: PlayerId; readonly orders: StandingOrders }
  | { readonly type: 'tradeOffered'; readonly offer: TradeOffer }
  | { readonly type: 'tradeClosed'; readonly trade: number; readonly outcome: 'declined' | 'withdrawn' | 'lapsed' | 'failed' }
  /** `cards`: the printed copies `to` hands over for the cards the offer asked for. */
  | { readonly type: 'tradeExecuted'; readonly trade: number; readonly cards: readonly CardId[] }
  | { readonly type: 'playerRemoved'; readonly player: PlayerId }
  | { readonly type: 'gameEnded'; readonly result: AwardResult };
