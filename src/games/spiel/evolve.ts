// evolve(state, event): applies one fact to the state. No judging happens here — decide() has
// already checked the rules. Nothing is mutated: each case copies what it changes (state.ts
// helpers) and shares the rest.
import type { PlayerId } from '../../engine/game.js';
import { editAtSeat, seatOf, without, type Draft } from '../../engine/seats.js';
import type { CardId } from './cards.js';
import { emptyReport } from './setup.js';
import { copyCompany, copyReport, copyState } from './state.js';
import {
  DESIGNER_WAGE,
  type Bundle,
  type Company,
  type MonthReport,
  type PlanGames,
  type PublicTrade,
  type SpielEvent,
  type SpielState,
  type TradeOutcome,
} from './types.js';

/** Replaces one company in a draft with a changed copy. */
function editCompany(s: Draft<SpielState>, id: PlayerId, change: (c: Draft<Company>) => void): void {
  s.companies = editAtSeat(s, s.companies, id, copyCompany, change);
}

/** Replaces this month's report in a draft with a changed copy. */
function editReport(s: Draft<SpielState>, change: (r: Draft<MonthReport>) => void): void {
  const r = copyReport(s.report);
  change(r);
  s.report = r;
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  const out = list.slice();
  out[index] = value;
  return out;
}

/** Sets one seat's draft plan (null: none) in a draft state. */
function setDraft(s: Draft<SpielState>, seat: number, games: PlanGames | null): void {
  const drafts = s.drafts ? s.drafts.slice() : s.players.map(() => null);
  drafts[seat] = games;
  s.drafts = drafts;
}

/** Keeps a company's draft true to its hand: games whose cards left the hand drop out of it. */
function pruneDraft(s: Draft<SpielState>, id: PlayerId): void {
  const seat = seatOf(s, id);
  const draft = s.drafts?.[seat];
  if (!draft) return;
  const hand = new Set((s.companies[seat] as Company).hand);
  const kept = draft.filter((g) => g.every((c) => hand.has(c)));
  if (kept.length !== draft.length) setDraft(s, seat, kept);
}

/** Records how a trade offer was settled (the offer itself must still be open in `s`). */
function logTrade(s: Draft<SpielState>, id: number, outcome: TradeOutcome): void {
  const trade = s.trades.find((t) => t.id === id);
  if (!trade) return;
  s.tradeLog = [...(s.tradeLog ?? []), { ...trade, outcome, month: s.month }];
}

function publicTrade(from: PlayerId, to: PlayerId, give: Bundle, get: Bundle): PublicTrade {
  return {
    from,
    to,
    giveCards: give.cards.length,
    giveMoney: give.money,
    giveGames: give.games,
    getCards: get.cards.length,
    getMoney: get.money,
    getGames: get.games,
  };
}

/** Moves one side of a trade from `giver` to `taker`. */
function transfer(s: Draft<SpielState>, giver: PlayerId, taker: PlayerId, bundle: Bundle): void {
  editCompany(s, giver, (c) => {
    c.hand = without(c.hand, bundle.cards);
    c.money -= bundle.money;
  });
  editCompany(s, taker, (c) => {
    c.hand = [...c.hand, ...bundle.cards];
    c.money += bundle.money;
  });
  if (bundle.games.length > 0) {
    const moving = new Set(bundle.games);
    s.games = s.games.map((g) => (moving.has(g.id) ? { ...g, owner: taker } : g));
  }
}

/** Applies one event to the state. */
export function evolve(state: SpielState, event: SpielEvent): SpielState {
  const s = copyState(state);
  switch (event.type) {
    case 'choiceMade':
      // R5: a (changed) choice goes behind every choice made before it.
      s.choices = replaceAt(s.choices, seatOf(s, event.player), { choice: event.choice, seq: s.seq });
      s.seq += 1;
      // Committing ends the draft: what was drafted is now the choice (or was set aside for it).
      if (s.drafts?.[seatOf(s, event.player)]) setDraft(s, seatOf(s, event.player), null);
      return s;

    case 'choiceWithdrawn':
      s.choices = replaceAt(s.choices, seatOf(s, event.player), null);
      return s;

    case 'draftSet':
      setDraft(s, seatOf(s, event.player), event.games);
      return s;

    case 'designerPlayed':
      editCompany(s, event.player, (c) => {
        c.hand = without(c.hand, [event.card]);
        c.designers = [...c.designers, { card: event.card, wage: DESIGNER_WAGE }];
      });
      editReport(s, (r) => {
        r.designersPlayed = [...r.designersPlayed, { player: event.player, card: event.card }];
      });
      return s;

    case 'firingSet': {
      const seat = seatOf(s, event.player);
      const current = without(s.firings[seat] ?? [], [event.designer]);
      s.firings = replaceAt(s.firings, seat, event.fire ? [...current, event.designer] : current);
      return s;
    }

    case 'offerSet':
    {
      const offers = s.offers.filter((o) => !(o.from === event.player && o.designer === event.designer));
      if (event.wage !== null) {
        offers.push({ from: event.player, designer: event.designer, wage: event.wage, seq: s.seq });
        s.seq += 1;
      }
      s.offers = offers;
      return s;
    }

    case 'tradeOffered':
      s.trades = [...s.trades, { id: s.nextTradeId, from: event.from, to: event.to, give: event.give, get: event.get }];
      s.nextTradeId += 1;
      return s;

    case 'tradeClosed':
      logTrade(s, event.trade, event.outcome);
      s.trades = s.trades.filter((t) => t.id !== event.trade);
      return s;

    case 'tradeExecuted': {
      const trade = s.trades.find((t) => t.id === event.trade);
      if (!trade) throw new Error(`evolve: unknown trade ${event.trade}`);
      logTrade(s, event.trade, 'accepted');
      s.trades = s.trades.filter((t) => t.id !== event.trade);
      transfer(s, trade.from, trade.to, trade.give);
      transfer(s, trade.to, trade.from, trade.get);
      pruneDraft(s, trade.from);
      pruneDraft(s, trade.to);
      editReport(s, (r) => {
        r.trades = [...r.trades, publicTrade(trade.from, trade.to, trade.give, trade.get)];
      });
      return s;
    }

    case 'deadlineSet':
      s.deadlineAt = event.at;
      return s;

    case 'monthLengthSet':
      s.options = { ...s.options, monthMs: event.ms };
      return s;

    case 'monthResolving':
      s.companies = s.companies.map((c, seat) => {
        const d = copyCompany(c);
        // R5/R6: a draft never committed does not count; its owner is told so afterwards.
        const uncommitted = s.drafts?.[seat];
        d.notes = uncommitted && uncommitted.length > 0 ? { month: s.month, drew: [], refused: [], uncommitted } : { month: s.month, drew: [], refused: [] };
        return d;
      });
      if (s.drafts) s.drafts = s.players.map(() => null);
      editReport(s, (r) => {
        r.defaulted = event.defaulted;
        r.resolved = true;
        r.resolvedBy = event.by;
      });
      return s;

    case 'gamePublished': {
      const id = s.games.length;
      editCompany(s, event.player, (c) => {
        c.hand = without(c.hand, event.cards);
      });
      s.games = [
        ...s.games,
        {
          id,
          name: event.name,
          cards: event.cards,
          owner: event.player,
          publishedBy: event.player,
          month: s.month,
          score: event.score,
          onTable: true,
        },
      ];
      editReport(s, (r) => {
        r.published = [...r.published, id];
      });
      return s;
    }

    case 'publicationRefused':
      editCompany(s, event.player, (c) => {
        c.notes = { ...c.notes, refused: [...c.notes.refused, { cards: event.cards, reason: event.reason }] };
      });
      editReport(s, (r) => {
        r.refused = [...r.refused, { player: event.player, reason: event.reason, name: event.reason === 'copyright' ? event.name : null }];
      });
      return s;

    case 'cardsDrawn':
      s.deck = s.deck.slice(0, s.deck.length - event.cards.length);
      editCompany(s, event.player, (c) => {
        c.hand = [...c.hand, ...event.cards];
        c.notes = { ...c.notes, drew: [...c.notes.drew, ...event.cards] };
      });
      editReport(s, (r) => {
        r.draws = [...r.draws, { player: event.player, count: event.cards.length, wanted: event.wanted }];
      });
      return s;

    case 'settled':
      editCompany(s, event.settlement.player, (c) => {
        c.money = event.settlement.after;
      });
      editReport(s, (r) => {
        r.settlement = [...r.settlement, event.settlement];
      });
      return s;

    case 'bankrupt':
    case 'retired': {
      // Rule 6 (and a retiring company alike): hand, games and designers leave the game; coins go back to the bank.
      const leaving = s.games.filter((g) => g.onTable && g.owner === event.player);
      editCompany(s, event.player, (c) => {
        s.out = [...s.out, ...c.hand, ...c.designers.map((d) => d.card), ...leaving.flatMap((g) => g.cards)];
        c.status = event.type;
        c.money = 0;
        c.hand = [];
        c.designers = [];
      });
      if (s.drafts?.[seatOf(s, event.player)]) setDraft(s, seatOf(s, event.player), null);
      if (leaving.length > 0) {
        s.games = s.games.map((g) => (g.onTable && g.owner === event.player ? { ...g, onTable: false } : g));
      }
      editReport(s, (r) => {
        if (event.type === 'bankrupt') r.bankrupt = [...r.bankrupt, event.player];
        else r.retired = [...r.retired, event.player];
      });
      return s;
    }

    case 'designerMarket': {
      const move = event.move;
      if (move.kind === 'raised') {
        editCompany(s, move.employer, (c) => {
          c.designers = c.designers.map((d) => (d.card === move.designer ? { card: d.card, wage: move.wage } : d));
        });
      } else {
        editCompany(s, move.from, (c) => {
          c.designers = c.designers.filter((d) => d.card !== move.designer);
        });
        if (move.kind === 'moved') {
          editCompany(s, move.to, (c) => {
            c.designers = [...c.designers, { card: move.designer, wage: move.wage }];
          });
        } else {
          s.out = [...s.out, move.designer];
        }
      }
      editReport(s, (r) => {
        r.market = [...r.market, move];
      });
      return s;
    }

    case 'monthBegan':
      s.history = [...s.history, s.report];
      s.report = emptyReport(event.month, s.trends[event.month - 1] as CardId);
      s.month = event.month;
      s.deadlineAt = event.deadlineAt;
      s.choices = s.players.map(() => null);
      s.firings = s.players.map(() => []);
      s.offers = [];
      return s;

    case 'ceremonyBegan':
      s.rng = event.rng;
      s.ceremony = { order: event.order, candidates: event.candidates, steps: [], outValued: [] };
      return s;

    case 'ceremonyCard':
      if (!s.ceremony) throw new Error('evolve: ceremony card before the ceremony');
      s.ceremony = { ...s.ceremony, steps: [...s.ceremony.steps, event.step] };
      return s;

    case 'ceremonyValued':
      if (!s.ceremony) throw new Error('evolve: ceremony valuation before the ceremony');
      s.ceremony = { ...s.ceremony, outValued: event.out };
      return s;

    case 'gameEnded':
      s.phase = 'ended';
      s.result = event.result;
      s.choices = s.players.map(() => null);
      if (s.drafts) s.drafts = s.players.map(() => null);
      s.firings = s.players.map(() => []);
      s.offers = [];
      return s;
  }
}
