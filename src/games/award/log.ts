// The action log (R36, A38): what each event says to the table, and what it says only to the
// players involved (own draws, cards passed by Blackmail, trades). Cards are kept in `cards`,
// never in `params`, so views can turn every card into a CardView and tests can scan for them.
import type { PlayerId } from '../../engine/game.js';
import type { CardId } from './cards.js';
import type { AwardEvent } from './messages.js';
import type { AwardState, LogValue } from './types.js';

export interface Line {
  readonly type: string;
  readonly player: PlayerId | null;
  readonly cards: readonly CardId[];
  readonly params: Readonly<Record<string, LogValue>>;
}

export interface Described {
  readonly pub: Line | null;
  readonly priv: readonly { readonly player: PlayerId; readonly line: Line }[];
}

const NONE: Described = { pub: null, priv: [] };
const EMPTY: readonly CardId[] = [];

function pub(type: string, player: PlayerId | null, cards: readonly CardId[], params: Record<string, LogValue> = {}): Described {
  return { pub: { type, player, cards, params }, priv: [] };
}

/** What `event` adds to the public log and to private logs, given the state before it. */
export function describe(state: AwardState, e: AwardEvent): Described {
  switch (e.type) {
    // Bookkeeping the table does not need to read.
    case 'rngAdvanced':
    case 'framePushed':
    case 'frameSet':
    case 'framePopped':
    case 'autoPassSet':
    case 'ordersSet':
    case 'turnClock':
      return NONE;
    case 'deadlineSet':
      return pub(e.type, null, EMPTY, { target: e.target, due: e.due });
    case 'turnLengthSet':
      return pub(e.type, null, EMPTY, { ms: e.ms });
    case 'turnBegan':
      return pub(e.type, e.player, EMPTY, { turn: e.turn, round: e.round, management: e.management });
    case 'stepBegan':
      return pub(e.type, state.active, EMPTY, { step: e.step });
    case 'actionStep':
      return pub(e.type, state.active, EMPTY, { step: e.step });
    case 'turnTimedOut':
      return pub(e.type, e.player, EMPTY, e.host ? { host: true } : {});
    case 'turnEnded': {
      // The host's "Resolve now" (its turnTimedOut line this turn) is said as such, not as a deadline.
      const host = e.timedOut && state.log.some((x) => x.type === 'turnTimedOut' && x.params.host === true);
      return pub(e.type, e.player, EMPTY, { timedOut: e.timedOut, ...(host ? { host: true } : {}) });
    }
    case 'cash':
      return pub(e.type, e.player, e.cards, { amount: e.amount, cause: e.cause });
    case 'transfer':
      return pub(e.type, e.from, EMPTY, { to: e.to, amount: e.amount, cause: e.cause });
    case 'assetDrawn':
      // R36: only the drawer sees what was drawn; the table sees how many.
      return {
        pub: { type: e.type, player: e.player, cards: EMPTY, params: { count: e.cards.length, cause: e.cause } },
        priv: [{ player: e.player, line: { type: e.type, player: e.player, cards: e.cards, params: { count: e.cards.length, cause: e.cause } } }],
      };
    case 'deckReshuffled':
      return pub(e.type, null, EMPTY, { deck: e.deck, size: e.order.length });
    case 'gameCardRevealed':
    case 'awardRetrieved':
      return pub(e.type, state.active, [e.card]);
    case 'tableDiscarded':
      // `idle` and `unable` are set only when true (log lines stored before them lack them).
      return pub(e.type, null, [e.card], { reason: e.reason, ...(e.idle ? { idle: true } : {}), ...(e.unable ? { unable: true } : {}) });
    case 'sold':
      return pub(e.type, e.player, [e.card], { forced: e.forced });
    case 'handDiscarded':
      return pub(e.type, e.player, e.cards, { cause: e.cause });
    case 'cardPlayed': {
      const cards = [e.card];
      if (e.pick) cards.push(e.pick);
      if (e.account) cards.push(e.account);
      return pub(e.type, e.player, cards, { target: e.target, tokens: e.tokens, skill: e.skill, ...(e.idle ? { idle: e.idle } : {}) });
    }
    case 'retainerUsed':
      return pub(e.type, e.player, [e.card], { by: e.by });
    case 'cardsPassed': {
      // R36, A21: which cards Blackmail passed is seen by the two players only.
      const line: Line = { type: e.type, player: e.from, cards: e.cards, params: { to: e.to, count: e.cards.length } };
      return {
        pub: { type: e.type, player: e.from, cards: EMPTY, params: { to: e.to, count: e.cards.length } },
        priv: [
          { player: e.from, line },
          { player: e.to, line },
        ],
      };
    }
    case 'headhunted':
      return pub(e.type, e.player, [e.card]); // T8: announced publicly
    case 'hired':
      return pub(e.type, e.player, [e.card], { source: e.source });
    case 'creativeLeft':
      return pub(e.type, e.player, [e.card], { reason: e.reason });
    case 'debtWaived':
      return pub(e.type, e.player, EMPTY, { amount: e.amount });
    case 'poached':
      return pub(e.type, e.player, [e.card], { from: e.from });
    case 'skillGained':
      return pub(e.type, e.player, EMPTY, { skill: e.skill, cause: e.cause });
    case 'allocated':
      return pub(e.type, e.player, [e.account], { tokens: e.tokens });
    case 'expended':
      return pub(e.type, e.player, EMPTY, { tokens: e.tokens, cause: e.cause });
    case 'renewed':
      return pub(e.type, e.player, EMPTY, { tokens: e.tokens, cause: e.cause });
    case 'accountWon':
      return pub(e.type, e.player, [e.card], { allocated: e.allocated, free: e.free });
    case 'accountLost':
      return pub(e.type, e.player, [e.card], { reason: e.reason });
    case 'awardWon':
      return pub(e.type, e.player, [e.card]);
    case 'auctionOpened':
      return pub(e.type, e.drawer, [e.card], { ineligible: e.ineligible });
    case 'prompted':
      return pub(e.type, e.player, EMPTY, { due: e.due });
    case 'bid':
      return pub(e.type, e.player, e.bribes, { tokens: e.tokens, bribes: e.bribes.length, value: e.value });
    case 'auctionOut':
      return pub(e.type, e.player, EMPTY, { reason: e.reason, ...(e.host ? { host: true } : {}) });
    case 'hostSet':
      return pub(e.type, e.player, EMPTY);
    case 'auctionClosed':
      return pub(e.type, e.winner, [e.card], { value: e.value });
    case 'tradeOffered': {
      const o = e.offer;
      const line: Line = {
        type: e.type,
        player: o.from,
        cards: [...o.give.cards, ...o.get.cards],
        params: { trade: o.id, to: o.to, giveCash: o.give.cash, getCash: o.get.cash, giveCount: o.give.cards.length, getCount: o.get.cards.length },
      };
      return {
        pub: { type: e.type, player: o.from, cards: EMPTY, params: { trade: o.id, to: o.to } },
        priv: [
          { player: o.from, line },
          { player: o.to, line },
        ],
      };
    }
    case 'tradeClosed':
      return pub(e.type, null, EMPTY, { trade: e.trade, outcome: e.outcome });
    case 'tradeExecuted': {
      const o = state.trades.find((t) => t.id === e.trade);
      if (!o) return NONE;
      const params = { trade: o.id, to: o.to, giveCash: o.give.cash, getCash: o.get.cash, giveCount: o.give.cards.length, getCount: o.get.cards.length };
      const line: Line = { type: e.type, player: o.from, cards: [...o.give.cards, ...e.cards], params };
      // R16, R36: only the two traders see which cards changed hands.
      return {
        pub: { type: e.type, player: o.from, cards: EMPTY, params },
        priv: [
          { player: o.from, line },
          { player: o.to, line },
        ],
      };
    }
    case 'playerRemoved':
      return pub(e.type, e.player, EMPTY);
    case 'gameEnded':
      return pub(e.type, null, EMPTY, { reason: e.result.reason, winners: e.result.winners });
  }
}
