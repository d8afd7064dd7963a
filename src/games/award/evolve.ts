// evolve(state, event): applies one fact to the state. No judging happens here — decide() has
// already checked the rules. Nothing is mutated: each case copies what it changes (state.ts
// helpers) and shares the rest.
import type { PlayerId } from '../../engine/game.js';
import { editAtSeat, without, withoutOne, type Draft } from '../../engine/seats.js';
import { computeHigh } from './auction.js';
import { creative, kindOf, type CardId } from './cards.js';
import { describe, type Line } from './log.js';
import type { AwardEvent } from './messages.js';
import { copyAgency, copyAuction, copyState, loseTokens } from './state.js';
import { add, NO_TOKENS, one, sub } from './tokens.js';
import type { Agency, Auction, AwardState, Bidder, Frame, LogEntry } from './types.js';

/** Replaces one agency in a draft with a changed copy. */
function editAgency(s: Draft<AwardState>, id: PlayerId, change: (a: Draft<Agency>) => void): void {
  s.agencies = editAtSeat(s, s.agencies, id, copyAgency, change);
}

function editAuction(s: Draft<AwardState>, change: (a: Draft<Auction>) => void): void {
  if (!s.auction) throw new Error('evolve: no open auction');
  const a = copyAuction(s.auction);
  change(a);
  s.auction = a;
}

function editBidder(a: Draft<Auction>, id: PlayerId, change: (b: Draft<Bidder>) => void): void {
  a.bidders = a.bidders.map((b) => {
    if (b.player !== id) return b;
    const d: Draft<Bidder> = { player: b.player, status: b.status, bid: b.bid, bribes: b.bribes };
    change(d);
    return d;
  });
}

function toDiscard(s: Draft<AwardState>, card: CardId): void {
  const k = kindOf(card);
  if (k === 'creative' || k === 'scandal' || k === 'trump') s.assetDiscard = [...s.assetDiscard, card];
  else s.gameDiscard = [...s.gameDiscard, card];
}

function entry(s: AwardState, line: Line, n: number): LogEntry {
  return { n, turn: s.turn, type: line.type, player: line.player, cards: line.cards, params: line.params };
}

/** Appends the event's public and private log lines (R36). */
function record(before: AwardState, s: Draft<AwardState>, event: AwardEvent): void {
  const d = describe(before, event);
  if (d.pub) {
    s.log = [...s.log, entry(s, d.pub, s.logCount)];
    s.logCount += 1;
  }
  for (const p of d.priv) {
    editAgency(s, p.player, (a) => {
      a.privateLog = [...a.privateLog, entry(s, p.line, s.logCount)];
    });
  }
}

/** Applies one event to the state. */
export function evolve(state: AwardState, event: AwardEvent): AwardState {
  const s = copyState(state);
  if (event.type === 'turnBegan' && s.log.length > 0) {
    s.history = [...s.history, s.log];
    s.log = [];
  }
  apply(s, event);
  record(state, s, event);
  return s;
}

function apply(s: Draft<AwardState>, e: AwardEvent): void {
  switch (e.type) {
    case 'rngAdvanced':
      s.rng = e.rng;
      return;

    case 'turnBegan':
      s.active = e.player;
      s.turn = e.turn;
      s.round = e.round;
      s.phase = e.management ? 'management' : 'action';
      s.step = e.management ? 'M1' : null;
      s.drew = false;
      s.revealed = false;
      s.autoTurn = false;
      s.turnDue = e.due;
      s.turnPausedAt = null;
      return;

    case 'turnClock':
      s.turnDue = e.due;
      s.turnPausedAt = e.pausedAt;
      return;

    case 'stepBegan':
      if (e.step === 'M2') {
        s.step = 'M2';
      } else {
        s.phase = 'action';
        s.step = null;
      }
      return;

    case 'actionStep':
      if (e.step === 'draw') s.drew = true;
      else s.revealed = true;
      return;

    case 'turnTimedOut':
      s.autoTurn = true;
      // R38: a host's "Resolve now" is no missed deadline (games from before count it: types.ts).
      if (e.host && s.options.onlyDeadlinesMiss === true) return;
      editAgency(s, e.player, (a) => {
        a.missedTurns += 1;
      });
      return;

    case 'turnEnded':
      if (!e.timedOut) {
        editAgency(s, e.player, (a) => {
          a.missedTurns = 0;
        });
      }
      return;

    case 'turnLengthSet':
      s.options = { ...s.options, turnMs: e.ms };
      return;

    case 'deadlineSet':
      if (e.target === 'turn') s.turnDue = e.due;
      else if (e.target === 'prompt') {
        editAuction(s, (a) => {
          a.due = e.due;
        });
      } else {
        const top = s.stack[s.stack.length - 1];
        if (top && 'due' in top) s.stack = [...s.stack.slice(0, -1), { ...top, due: e.due }];
      }
      return;

    case 'cash':
      editAgency(s, e.player, (a) => {
        a.cash += e.amount;
      });
      return;

    case 'transfer':
      editAgency(s, e.from, (a) => {
        a.cash -= e.amount;
      });
      editAgency(s, e.to, (a) => {
        a.cash += e.amount;
      });
      return;

    case 'assetDrawn':
      // The cards came off the top (the end) of the deck.
      s.assetDeck = s.assetDeck.slice(0, s.assetDeck.length - e.cards.length);
      editAgency(s, e.player, (a) => {
        a.hand = [...a.hand, ...e.cards];
      });
      return;

    case 'deckReshuffled':
      // R39: the discard pile becomes the new deck.
      if (e.deck === 'game') {
        s.gameDeck = e.order;
        s.gameDiscard = [];
      } else {
        s.assetDeck = e.order;
        s.assetDiscard = [];
      }
      return;

    case 'gameCardRevealed':
      s.gameDeck = s.gameDeck.slice(0, -1);
      s.table = [...s.table, e.card];
      return;

    case 'tableDiscarded':
      s.table = withoutOne(s.table, e.card);
      toDiscard(s, e.card);
      return;

    case 'awardRetrieved':
      s.gameDiscard = withoutOne(s.gameDiscard, e.card);
      s.table = [...s.table, e.card];
      return;

    case 'sold':
      editAgency(s, e.player, (a) => {
        a.hand = withoutOne(a.hand, e.card);
      });
      s.assetDiscard = [...s.assetDiscard, e.card];
      return;

    case 'handDiscarded':
      editAgency(s, e.player, (a) => {
        a.hand = without(a.hand, e.cards);
      });
      s.assetDiscard = [...s.assetDiscard, ...e.cards];
      return;

    case 'cardPlayed': {
      // Our ruling: the card leaves the hand for the discard as it is played (R32 says after it
      // resolves; no §4 card can tell the difference, and Leaked Emails on oneself must not pick it).
      const retainer = kindOf(e.card) === 'trump' && e.card === 'T6';
      editAgency(s, e.player, (a) => {
        a.hand = withoutOne(a.hand, e.card);
        if (retainer) a.prRetainer = e.card; // T6 stays in play (R32)
      });
      if (!retainer) s.assetDiscard = [...s.assetDiscard, e.card];
      return;
    }

    case 'retainerUsed': {
      let used: CardId | null = null;
      editAgency(s, e.player, (a) => {
        used = a.prRetainer;
        a.prRetainer = null;
      });
      if (used) s.assetDiscard = [...s.assetDiscard, used];
      return;
    }

    case 'cardsPassed':
      editAgency(s, e.from, (a) => {
        a.hand = without(a.hand, e.cards);
      });
      editAgency(s, e.to, (a) => {
        a.hand = [...a.hand, ...e.cards];
      });
      return;

    case 'headhunted':
      s.assetDiscard = withoutOne(s.assetDiscard, e.card);
      editAgency(s, e.player, (a) => {
        a.hand = [...a.hand, e.card];
      });
      return;

    case 'hired': {
      const inManagement = s.phase === 'management' && s.active === e.player;
      if (e.source === 'table') s.table = withoutOne(s.table, e.card);
      editAgency(s, e.player, (a) => {
        if (e.source === 'hand') a.hand = withoutOne(a.hand, e.card);
        a.creatives = [...a.creatives, { card: e.card, hiredTurn: s.turn, inManagement }];
      });
      return;
    }

    case 'creativeLeft': // R9, R28
      editAgency(s, e.player, (a) => {
        const lost = loseTokens(a, creative(e.card).tokens); // R24
        a.expended = lost.expended;
        a.committed = lost.committed;
        a.accounts = lost.accounts;
        a.creatives = a.creatives.filter((c) => c.card !== e.card);
      });
      if (e.reason === 'greener') s.table = [...s.table, e.card];
      else s.assetDiscard = [...s.assetDiscard, e.card];
      return;

    case 'debtWaived':
      return;

    case 'poached':
      editAgency(s, e.from, (a) => {
        const lost = loseTokens(a, creative(e.card).tokens); // R24
        a.expended = lost.expended;
        a.committed = lost.committed;
        a.accounts = lost.accounts;
        a.creatives = a.creatives.filter((c) => c.card !== e.card);
      });
      editAgency(s, e.player, (a) => {
        a.creatives = [...a.creatives, { card: e.card, hiredTurn: s.turn, inManagement: false }];
      });
      return;

    case 'skillGained':
      editAgency(s, e.player, (a) => {
        a.permanent = add(a.permanent, one(e.skill));
      });
      return;

    case 'allocated':
      editAgency(s, e.player, (a) => {
        a.accounts = a.accounts.map((h) => (h.card === e.account ? { card: h.card, allocated: add(h.allocated, e.tokens) } : h));
      });
      return;

    case 'expended':
      editAgency(s, e.player, (a) => {
        a.expended = add(a.expended, e.tokens);
      });
      return;

    case 'renewed':
      editAgency(s, e.player, (a) => {
        a.expended = sub(a.expended, e.tokens);
      });
      return;

    case 'accountWon':
      s.table = withoutOne(s.table, e.card);
      editAgency(s, e.player, (a) => {
        a.accounts = [...a.accounts, { card: e.card, allocated: e.allocated }];
      });
      return;

    case 'accountLost':
      editAgency(s, e.player, (a) => {
        a.accounts = a.accounts.filter((h) => h.card !== e.card);
      });
      s.gameDiscard = [...s.gameDiscard, e.card];
      return;

    case 'awardWon':
      s.table = withoutOne(s.table, e.card);
      editAgency(s, e.player, (a) => {
        a.awards = [...a.awards, e.card];
      });
      return;

    case 'auctionOpened': {
      const out = new Set(e.ineligible);
      s.auction = {
        card: e.card,
        drawer: e.drawer,
        bidders: s.agencies.map((a) => ({
          player: a.id,
          status: a.status === 'active' && !out.has(a.id) ? 'in' : 'out',
          bid: NO_TOKENS,
          bribes: 0,
        })),
        high: null,
        prompted: null,
        lastPrompted: null,
        due: null,
        anyBid: false,
        host: null,
      };
      return;
    }

    case 'prompted':
      editAuction(s, (a) => {
        a.prompted = e.player;
        a.due = e.due;
      });
      return;

    case 'bid':
      editAgency(s, e.player, (a) => {
        a.expended = add(a.expended, e.tokens);
        a.committed = add(a.committed, e.tokens);
        if (e.bribes.length > 0) a.hand = without(a.hand, e.bribes);
      });
      if (e.bribes.length > 0) s.assetDiscard = [...s.assetDiscard, ...e.bribes];
      editAuction(s, (a) => {
        editBidder(a, e.player, (b) => {
          b.bid = add(b.bid, e.tokens);
          b.bribes += e.bribes.length;
        });
        a.high = e.player;
        a.prompted = null;
        a.lastPrompted = e.player;
        a.due = null;
        a.anyBid = true;
      });
      return;

    case 'auctionOut':
      editAuction(s, (a) => {
        editBidder(a, e.player, (b) => {
          b.status = 'out';
        });
        if (a.prompted === e.player) {
          a.prompted = null;
          a.lastPrompted = e.player;
          a.due = null;
        }
        if (a.high === e.player) a.high = computeHigh(a); // R80(a)
      });
      return;

    case 'hostSet':
      editAuction(s, (a) => {
        a.host = e.player;
      });
      return;

    case 'auctionClosed':
      // R79: committed tokens stop being committed and stay expended.
      s.agencies = s.agencies.map((a) => {
        if (a.committed.A + a.committed.D + a.committed.T === 0) return a;
        const d = copyAgency(a);
        d.committed = NO_TOKENS;
        return d;
      });
      s.auction = null;
      return;

    case 'framePushed':
      s.stack = [...s.stack, e.frame];
      return;

    case 'frameSet':
      s.stack = [...s.stack.slice(0, -1), e.frame];
      return;

    case 'framePopped':
      s.stack = s.stack.slice(0, -1);
      return;

    case 'autoPassSet':
      editAgency(s, e.player, (a) => {
        a.autoPass = e.on;
      });
      return;

    case 'ordersSet':
      editAgency(s, e.player, (a) => {
        a.orders = e.orders;
      });
      return;

    case 'tradeOffered':
      s.trades = [...s.trades, e.offer];
      s.nextTradeId = e.offer.id + 1;
      return;

    case 'tradeClosed':
      s.trades = s.trades.filter((t) => t.id !== e.trade);
      return;

    case 'tradeExecuted': {
      const t = s.trades.find((x) => x.id === e.trade);
      if (!t) throw new Error(`evolve: unknown trade ${e.trade}`);
      s.trades = s.trades.filter((x) => x.id !== e.trade);
      editAgency(s, t.from, (a) => {
        a.hand = [...without(a.hand, t.give.cards), ...e.cards];
      });
      editAgency(s, t.to, (a) => {
        a.hand = [...without(a.hand, e.cards), ...t.give.cards];
      });
      return;
    }

    case 'playerRemoved':
      // R38: hand and creatives to the Asset discard, Accounts and Awards to the Game discard,
      // cash and tokens back to the bank.
      editAgency(s, e.player, (a) => {
        const assets = [...a.hand, ...a.creatives.map((c) => c.card), ...(a.prRetainer ? [a.prRetainer] : [])];
        s.assetDiscard = [...s.assetDiscard, ...assets];
        s.gameDiscard = [...s.gameDiscard, ...a.accounts.map((h) => h.card), ...a.awards];
        a.status = 'removed';
        a.cash = 0;
        a.hand = [];
        a.creatives = [];
        a.accounts = [];
        a.awards = [];
        a.prRetainer = null;
        a.permanent = NO_TOKENS;
        a.expended = NO_TOKENS;
        a.committed = NO_TOKENS;
      });
      return;

    case 'gameEnded':
      s.phase = 'ended';
      s.result = e.result;
      return;
  }
}

export type { Frame };
