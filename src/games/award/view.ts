// view(state, viewer): the only way information leaves the Award engine (R36). The public view
// (viewer = null) never contains a card in a hand or a deck, nor a card passed by Blackmail or a
// trade; a player's view adds their own hand, standing orders, private log and trades.
import type { Awaiting, PlayerId } from '../../engine/game.js';
import { seatOf } from '../../engine/seats.js';
import { eligible, highValue, valueOf } from './auction.js';
import { account, biddable, card, creative, type CardId } from './cards.js';
import { AWARD_COUNT } from './cards.js';
import { waitingFor, waitLength } from './flow.js';
import type { AwardCommand } from './messages.js';
import { agency, agencyOf, allocated, available, employees, owned, salariesDue, understaffed } from './state.js';
import { contains } from './tokens.js';
import type { Agency, AwardState, LogEntry } from './types.js';
import type {
  AgencyView,
  AuctionView,
  AwardView,
  CardView,
  LogEntryView,
  PendingView,
  PrivateView,
} from './view-types.js';

const cardViews = new Map<CardId, CardView>();

/** A card as views show it (shared, immutable objects). */
export function cardView(id: CardId): CardView {
  let v = cardViews.get(id);
  if (!v) {
    const c = card(id);
    v = Object.freeze({ id, kind: c.kind, code: c.code, name: c.name });
    cardViews.set(id, v);
  }
  return v;
}

// Log entries are immutable and shared between states, so their views are computed once.
const entryViews = new WeakMap<LogEntry, LogEntryView>();

function entryView(e: LogEntry): LogEntryView {
  let v = entryViews.get(e);
  if (!v) {
    v = Object.freeze({ n: e.n, turn: e.turn, type: e.type, player: e.player, cards: e.cards.map(cardView), params: e.params });
    entryViews.set(e, v);
  }
  return v;
}

function agencyView(state: AwardState, a: Agency): AgencyView {
  const due = state.phase === 'management' && state.active === a.id ? new Set(salariesDue(state, a)) : new Set<CardId>();
  return {
    id: a.id,
    seat: seatOf(state, a.id),
    status: a.status,
    playerCard: cardView(a.playerCard),
    cash: a.cash,
    tokens: { owned: owned(a), available: available(a), allocated: allocated(a), expended: a.expended, committed: a.committed },
    employees: employees(a),
    creatives: a.creatives.map((c) => ({ card: cardView(c.card), tokens: creative(c.card).tokens, hiredTurn: c.hiredTurn, salaryDue: due.has(c.card) })),
    accounts: a.accounts.map((h) => ({
      card: cardView(h.card),
      allocated: h.allocated,
      upkeep: account(h.card).upkeep,
      income: account(h.card).income,
      understaffed: understaffed(h),
    })),
    awards: a.awards.map(cardView),
    handSize: a.hand.length,
    prRetainer: a.prRetainer ? cardView(a.prRetainer) : null,
    missedTurns: a.missedTurns,
  };
}

function auctionView(state: AwardState): AuctionView | null {
  const a = state.auction;
  if (!a) return null;
  const def = biddable(a.card);
  return {
    card: cardView(a.card),
    drawer: a.drawer,
    host: a.host,
    high: a.high,
    highValue: highValue(a),
    prompted: a.prompted,
    due: a.due,
    anyBid: a.anyBid,
    bidders: a.bidders.map((b) => ({ player: b.player, status: b.status, bid: b.bid, bribes: b.bribes, value: valueOf(def, b), eligible: eligible(state, b.player, a.card) })),
  };
}

function pendingView(state: AwardState): PendingView | null {
  const w = waitingFor(state);
  if (!w) return null;
  const f = w.frame;
  let cards: CardId[] = [];
  let owed: number | null = null;
  let take: PendingView['take'] = null;
  if (f) {
    if (f.kind === 'greenerOffer') cards = [f.creative];
    else if (f.kind === 'bustChoose') cards = [...f.options];
    else if (f.kind === 'claimWon' || f.kind === 'noBidOffer') cards = [f.card];
    else if (f.kind === 'forced') owed = f.owed;
    if (f.kind === 'noBidOffer') take = { eligible: eligible(state, f.player, f.card), staffable: contains(available(agency(state, f.player)), account(f.card).upkeep) };
  }
  return { kind: w.kind, player: w.player, lock: w.lock, due: w.due, cards: cards.map(cardView), owed, take };
}

function privateView(state: AwardState, a: Agency): PrivateView {
  return {
    hand: a.hand.map(cardView),
    orders: a.orders,
    autoPass: a.autoPass,
    log: a.privateLog.map(entryView),
    trades: state.trades
      .filter((t) => t.from === a.id || t.to === a.id)
      .map((t) => ({ ...t, giveCards: t.give.cards.map(cardView), getCards: t.get.cards.map(cardView) })),
  };
}

/** What `viewer` may see (null: the public table). */
export function view(state: AwardState, viewer: PlayerId | null): AwardView {
  const own = viewer === null ? undefined : agencyOf(state, viewer);
  const log: LogEntryView[] = [];
  for (const turn of state.history) for (const e of turn) log.push(entryView(e));
  for (const e of state.log) log.push(entryView(e));
  const held = state.agencies.reduce((n, a) => n + a.awards.length, 0);
  return {
    viewer,
    phase: state.phase,
    step: state.step,
    turn: state.turn,
    round: state.round,
    active: state.active,
    firstPlayer: state.firstPlayer,
    drew: state.drew,
    revealed: state.revealed,
    turnDue: state.turnDue,
    turnPausedLeft: state.turnPausedAt == null ? null : Math.max(0, state.turnDue - state.turnPausedAt),
    options: state.options,
    agencies: state.agencies.map((a) => agencyView(state, a)),
    gameDeckSize: state.gameDeck.length,
    assetDeckSize: state.assetDeck.length,
    gameDiscard: state.gameDiscard.map(cardView),
    assetDiscard: state.assetDiscard.map(cardView),
    table: state.table.map(cardView),
    auction: auctionView(state),
    pending: pendingView(state),
    trades: state.trades.map((t) => ({ id: t.id, from: t.from, to: t.to })),
    awardsLeft: AWARD_COUNT - held,
    log,
    result: state.result,
    you: own ? privateView(state, own) : null,
  };
}

/**
 * Who must act, by when, and the default if they don't (R37). Players with a trade offer to
 * answer are invited: the game does not wait for them (an unanswered offer lapses, R36), but an
 * AI seat gets to answer.
 */
export function awaiting(state: AwardState): Awaiting<AwardCommand> {
  const w = waitingFor(state);
  const players = w ? [w.player] : [];
  const invited = state.result ? [] : [...new Set(state.trades.map((t) => t.to))].filter((p) => !players.includes(p));
  return {
    players,
    deadline: w ? { due: w.due, command: { type: 'timeout', due: w.due }, length: waitLength(state, w) } : null,
    ...(invited.length > 0 ? { invited } : {}),
  };
}
