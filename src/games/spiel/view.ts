// view(state, viewer): the only way information leaves the Spiel engine. The public view
// (viewer = null) never contains a card in a hand, in the deck or in an unturned trend card;
// a company's view adds its own hand, plan, sealed market moves and the trades it is part of.
import type { Awaiting, PlayerId, PlayerSummary } from '../../engine/game.js';
import { card, type CardId } from './cards.js';
import type {
  CardView,
  Company,
  CompanyView,
  GameView,
  MonthReportView,
  PrivateView,
  PublicOffer,
  PublishedGame,
  SpielCommand,
  SpielState,
  SpielView,
  TradeOffer,
} from './types.js';
import { MONTHS } from './types.js';
import { activeCompanies, choiceOf, companyOf, draftOf, firingsOf, tradeLogOf } from './state.js';

const cardViews: CardView[] = [];

/** A card as views show it (shared, immutable objects). */
export function cardView(id: CardId): CardView {
  let v = cardViews[id];
  if (!v) {
    const c = card(id);
    v = Object.freeze({ id, kind: c.kind, label: c.kind === 'idea' ? c.title : c.name, upper: c.upper, lower: c.lower });
    cardViews[id] = v;
  }
  return v;
}

function gameView(g: PublishedGame): GameView {
  return { id: g.id, name: g.name, cards: g.cards.map(cardView), owner: g.owner, month: g.month, value: g.score.value, score: g.score };
}

function companyView(state: SpielState, c: Company, games: readonly GameView[]): CompanyView {
  const specialty = cardView(c.specialtyCard);
  const owned = games.filter((g) => g.owner === c.id && state.games[g.id]?.onTable === true);
  return {
    id: c.id,
    status: c.status,
    money: c.money,
    specialtyCard: specialty,
    specialties: [specialty.upper, specialty.lower],
    designers: c.designers.map((d) => ({ ...d, view: cardView(d.card) })),
    games: owned,
    handSize: c.hand.length,
    income: owned.reduce((sum, g) => sum + g.value, 0),
    wages: c.designers.reduce((sum, d) => sum + d.wage, 0),
    chosen: state.phase === 'playing' && choiceOf(state, c.id) !== null,
  };
}

function withCards<T extends TradeOffer>(t: T): T & { giveCards: CardView[]; getCards: CardView[] } {
  return { ...t, giveCards: t.give.cards.map(cardView), getCards: t.get.cards.map(cardView) };
}

function privateView(state: SpielState, c: Company): PrivateView {
  return {
    hand: c.hand.map(cardView),
    choice: choiceOf(state, c.id)?.choice ?? null,
    draft: draftOf(state, c.id),
    firings: firingsOf(state, c.id),
    offers: state.offers.filter((o) => o.from === c.id).map((o) => ({ designer: o.designer, wage: o.wage })),
    notes: {
      month: c.notes.month,
      drew: c.notes.drew.map(cardView),
      refused: c.notes.refused.map((r) => ({ cards: r.cards.map(cardView), reason: r.reason })),
      uncommitted: (c.notes.uncommitted ?? []).map((g) => g.map(cardView)),
    },
    trades: state.trades.filter((t) => t.from === c.id || t.to === c.id).map(withCards),
    recentTrades: tradeLogOf(state)
      .filter((t) => (t.from === c.id || t.to === c.id) && t.month >= state.month - 1)
      .map(withCards)
      .reverse(),
  };
}

/** What `viewer` may see (null: the public table). */
export function view(state: SpielState, viewer: PlayerId | null): SpielView {
  const games = state.games.map(gameView);
  const gamesById: Record<number, GameView> = {};
  for (const g of games) gamesById[g.id] = g;
  const trendCard = state.trends[state.month - 1];
  const history: MonthReportView[] = [...state.history, state.report].map((r) => ({
    ...r,
    trend: cardView(r.trend),
    designersPlayed: r.designersPlayed.map((d) => ({ player: d.player, card: cardView(d.card) })),
    market: r.market.map((m) => ({ ...m, view: cardView(m.designer) })),
  }));
  const own = viewer === null ? undefined : companyOf(state, viewer);
  const trend = trendCard === undefined ? null : cardView(trendCard);
  return {
    viewer,
    month: state.month,
    months: MONTHS,
    phase: state.phase,
    deadlineAt: state.deadlineAt,
    trend,
    favoured: trend ? [trend.upper, trend.lower] : null,
    trendsRevealed: state.trends.slice(0, state.month).map(cardView),
    deckSize: state.deck.length,
    companies: state.companies.map((c) => companyView(state, c, games)),
    takenNames: state.games.filter((g) => g.onTable).map((g) => g.name),
    history,
    ceremony: state.ceremony
      ? {
          candidates: state.ceremony.candidates,
          steps: state.ceremony.steps,
          outValued: state.ceremony.outValued,
          turned: state.ceremony.steps.map((s) => cardView(s.card)),
        }
      : null,
    result: state.result,
    tradeOffers: [
      ...tradeLogOf(state).map((t): PublicOffer => ({ id: t.id, from: t.from, to: t.to, status: t.outcome })),
      ...state.trades.map((t): PublicOffer => ({ id: t.id, from: t.from, to: t.to, status: 'open' })),
    ],
    you: own ? privateView(state, own) : null,
    gamesById,
  };
}

/**
 * R6: every undecided company, and the month's deadline after which they brainstorm. Companies
 * with a trade offer to answer are invited (the month does not wait for them).
 */
export function awaiting(state: SpielState): Awaiting<SpielCommand> {
  if (state.phase !== 'playing') return { players: [], deadline: null };
  const players = activeCompanies(state)
    .filter((c) => !choiceOf(state, c.id))
    .map((c) => c.id);
  const invited = [...new Set(state.trades.map((t) => t.to))].filter((p) => !players.includes(p));
  return {
    players,
    ...(invited.length > 0 ? { invited } : {}),
    deadline: { due: state.deadlineAt, command: { type: 'timeout', due: state.deadlineAt }, length: state.options.monthMs },
  };
}

/** Per-company figures for server statistics: final money and the best game it published. */
export function summary(state: SpielState): PlayerSummary[] {
  return state.companies.map((c) => {
    const best = state.games.filter((g) => g.publishedBy === c.id).sort((a, b) => b.score.value - a.score.value)[0];
    return { player: c.id, score: c.money, best: best ? { name: best.name, value: best.score.value } : null };
  });
}
