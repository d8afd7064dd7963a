// The end of a month: resolution (rule 4), settlement (5), bankruptcy (6, R9), the designer
// market (7, R10, R11), the next month or the ceremony (R13–R15). Each step emits events and
// folds them at once, so later steps see the state the earlier ones left.
import type { PlayerId } from '../../engine/game.js';
import { placesOf } from '../../engine/places.js';
import { Rng } from '../../engine/rng.js';
import { card, type CardId, type Element } from './cards.js';
import { evolve } from './evolve.js';
import { activeCompanies, choiceOf, company, firingsOf } from './state.js';
import {
  MONTHS,
  type CeremonyStep,
  type Choice,
  type DesignerMove,
  type EndReason,
  type Offer,
  type PublishedGame,
  type ResolvedBy,
  type SpielEvent,
  type SpielResult,
  type SpielState,
} from './types.js';
import { scoreGame } from './value.js';

/** Collects events while keeping the state they produce up to date. */
class Emitter {
  readonly events: SpielEvent[] = [];
  constructor(public state: SpielState) {}
  emit(event: SpielEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}

/**
 * A game's name: its cards' English titles in stacking order, joined with spaces. This canonical
 * name is the one the copyright rule compares (4b) and the log and stored state keep, whatever
 * language a table speaks; players read it composed from the same titles in their language
 * (`gameTitle` in titles.ts, which also checks no two names read alike).
 */
export function gameName(cards: readonly CardId[]): string {
  return cards.map((id) => {
    const c = card(id);
    return c.kind === 'idea' ? c.title : c.name;
  }).join(' ');
}

/** The two symbols of a card, as a pair. */
export function symbolsOf(id: CardId): [Element, Element] {
  const c = card(id);
  return [c.upper, c.lower];
}

/** Prices a game as the company would publish it this month (used by resolution and previews). */
export function priceFor(state: SpielState, player: PlayerId, cards: readonly CardId[]) {
  const owner = company(state, player);
  return scoreGame({
    cards: cards.map((id) => card(id)),
    specialties: symbolsOf(owner.specialtyCard),
    favoured: symbolsOf(state.trends[state.month - 1] as CardId),
    designers: owner.designers.map((d) => symbolsOf(d.card)),
  });
}

/** Names of the games on the table (copyright). */
export function takenNames(state: SpielState): Set<string> {
  return new Set(state.games.filter((g) => g.onTable).map((g) => g.name));
}

/** Resolves the current month: everyone has chosen, the deadline passed (R6), or the host says so. */
export function resolveMonth(state: SpielState, now: number, by: ResolvedBy): SpielEvent[] {
  const em = new Emitter(state);
  const active = activeCompanies(state);

  // Trade offers lapse when the month resolves (our ruling: hands change too much to keep them).
  for (const t of state.trades) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });

  // R5: in the order the choices were (last) made; R6: the undecided brainstorm, after them.
  const chosen = active
    .flatMap((c) => {
      const timed = choiceOf(state, c.id);
      return timed ? [{ player: c.id, choice: timed.choice, seq: timed.seq }] : [];
    })
    .sort((a, b) => a.seq - b.seq);
  const defaulted = active.filter((c) => !choiceOf(state, c.id)).map((c) => c.id);
  em.emit({ type: 'monthResolving', defaulted, by });
  const order: { player: PlayerId; choice: Choice }[] = [
    ...chosen.map(({ player, choice }) => ({ player, choice })),
    ...defaulted.map((player) => ({ player, choice: { kind: 'brainstorm' } as const })),
  ];

  // 4a/4b: publications in choice order, with copyright; values fixed now.
  const taken = takenNames(em.state);
  for (const { player, choice } of order) {
    if (choice.kind !== 'publish') continue;
    for (const cards of choice.games) {
      const name = gameName(cards);
      const hand = new Set(company(em.state, player).hand);
      if (!cards.every((c) => hand.has(c))) {
        // The cards left the hand (traded away) after the plan was made.
        em.emit({ type: 'publicationRefused', player, cards, name, reason: 'notInHand' });
      } else if (taken.has(name)) {
        em.emit({ type: 'publicationRefused', player, cards, name, reason: 'copyright' });
      } else {
        taken.add(name);
        em.emit({ type: 'gamePublished', player, cards, name, score: priceFor(em.state, player, cards) });
      }
    }
  }

  // 4c: brainstorming companies draw 1 + 1 per designer; R7: an empty deck gives what is left.
  for (const { player, choice } of order) {
    if (choice.kind !== 'brainstorm') continue;
    const wanted = 1 + company(em.state, player).designers.length;
    const deck = em.state.deck;
    const n = Math.min(wanted, deck.length);
    const cards = deck.slice(deck.length - n).reverse(); // from the top
    em.emit({ type: 'cardsDrawn', player, cards, wanted });
  }

  // 5, R8: income from every game owned (negative values cost), then wages.
  for (const c of activeCompanies(em.state)) {
    const income = em.state.games.filter((g) => g.onTable && g.owner === c.id).reduce((sum, g) => sum + g.score.value, 0);
    const wages = c.designers.reduce((sum, d) => sum + d.wage, 0);
    const after = c.money + income - wages;
    em.emit({ type: 'settled', settlement: { player: c.id, before: c.money, income, wages, after } });
  }
  // 6: whoever cannot pay is out.
  for (const c of activeCompanies(em.state)) {
    if (c.money < 0) em.emit({ type: 'bankrupt', player: c.id });
  }

  // R9: at most one company left ends the game at once.
  const left = activeCompanies(em.state);
  if (left.length <= 1) {
    em.emit({ type: 'gameEnded', result: lastStanding(em.state) });
    return em.events;
  }

  if (em.state.month >= MONTHS) {
    holdCeremony(em, false);
    return em.events;
  }

  // 7: the designer market (not after month 12).
  for (const move of designerMarket(em.state)) em.emit({ type: 'designerMarket', move });
  em.emit({ type: 'monthBegan', month: em.state.month + 1, deadlineAt: now + em.state.options.monthMs });
  return em.events;
}

/**
 * A company whose player left retires (our ruling, for the table setting "retire"): its open
 * trades close, its cards, games and designers leave the game as in a bankruptcy; R9 applies;
 * and if everyone still in has chosen, the month resolves at once.
 */
export function retire(state: SpielState, player: PlayerId, now: number): SpielEvent[] {
  const em = new Emitter(state);
  for (const t of state.trades) if (t.from === player || t.to === player) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'failed' });
  em.emit({ type: 'retired', player });
  if (activeCompanies(em.state).length <= 1) {
    em.emit({ type: 'gameEnded', result: lastStanding(em.state) });
    return em.events;
  }
  if (activeCompanies(em.state).every((c) => choiceOf(em.state, c.id))) {
    for (const e of resolveMonth(em.state, now, 'everyone')) em.emit(e);
  }
  return em.events;
}

/** R13: the host ends the game early; the ceremony is held over the games on the table now. */
export function endEarly(state: SpielState): SpielEvent[] {
  const em = new Emitter(state);
  for (const t of state.trades) em.emit({ type: 'tradeClosed', trade: t.id, outcome: 'lapsed' });
  holdCeremony(em, true);
  return em.events;
}

function rival(a: Offer, b: Offer): number {
  // Highest wage first; between equal wages the earlier offer (R11).
  return b.wage - a.wage || a.seq - b.seq;
}

/**
 * R10/R11: the sealed market window closes. For each designer on the table:
 * - fired: the best rival offer at or above the wage it was fired at hires it; else it leaves.
 * - kept: a rival takes it only by offering strictly more than the employer's wage — or than the
 *   employer's own sealed raise, if it made one (the employer wins ties). Every winner pays what
 *   it offered (our ruling: a raise is binding even if no rival turned up).
 */
export function designerMarket(state: SpielState): DesignerMove[] {
  const moves: DesignerMove[] = [];
  for (const employer of activeCompanies(state)) {
    for (const d of employer.designers) {
      const fired = firingsOf(state, employer.id).includes(d.card);
      const offers = state.offers.filter((o) => o.designer === d.card && company(state, o.from).status === 'active');
      const rivals = offers.filter((o) => o.from !== employer.id).sort(rival);
      if (fired) {
        // A company cannot win back a designer it fired (its own offers were cleared on firing).
        const best = rivals.find((o) => o.wage >= d.wage);
        if (best) moves.push({ kind: 'moved', designer: d.card, from: employer.id, to: best.from, wage: best.wage, fired: true });
        else moves.push({ kind: 'left', designer: d.card, from: employer.id });
        continue;
      }
      const raise = offers.find((o) => o.from === employer.id)?.wage ?? d.wage;
      const best = rivals[0];
      if (best && best.wage > raise) {
        moves.push({ kind: 'moved', designer: d.card, from: employer.id, to: best.from, wage: best.wage, fired: false });
      } else if (raise > d.wage) {
        moves.push({ kind: 'raised', designer: d.card, employer: employer.id, wage: raise });
      }
    }
  }
  return moves;
}

/** The month (index) each bankrupt or retired company left the game. */
function outMonths(state: SpielState): Map<PlayerId, number> {
  const out = new Map<PlayerId, number>();
  [...state.history, state.report].forEach((r, i) => [...r.bankrupt, ...r.retired].forEach((p) => out.set(p, i)));
  return out;
}

/** Standings: winners, then the other companies by money, then the bankrupt or retired (latest first). */
function standings(state: SpielState, winners: readonly PlayerId[]): PlayerId[] {
  const bankruptMonth = outMonths(state);
  const rest = state.players
    .filter((p) => !winners.includes(p))
    .sort((a, b) => {
      const ca = company(state, a);
      const cb = company(state, b);
      const ba = bankruptMonth.get(a) ?? Infinity;
      const bb = bankruptMonth.get(b) ?? Infinity;
      if (ba !== bb) return bb - ba;
      return cb.money - ca.money || state.players.indexOf(a) - state.players.indexOf(b);
    });
  return [...winners, ...rest];
}

/**
 * Places in a finished game's standings (for ratings): the winners share first; two other
 * companies that left in the same month (or are both still in) with the same money tie, since
 * only their seat order told them apart. A stalemate's equally rich owners tie for first this way.
 */
export function places(state: SpielState): number[] {
  if (!state.result) return [];
  const out = outMonths(state);
  return placesOf(state.result, (p) => `${out.get(p) ?? 'in'}/${company(state, p).money}`);
}

function endResult(
  state: SpielState,
  reason: EndReason,
  winners: readonly PlayerId[],
  extra: { winningGame?: number | null; tiedGames?: readonly number[]; endedEarly?: boolean } = {},
): SpielResult {
  return {
    winners,
    standings: standings(state, winners),
    reason,
    winningGame: extra.winningGame ?? null,
    tiedGames: extra.tiedGames ?? [],
    endedEarly: extra.endedEarly ?? false,
  };
}

function lastStanding(state: SpielState): SpielResult {
  const left = activeCompanies(state).map((c) => c.id);
  return endResult(state, left.length === 1 ? 'lastStanding' : 'allBankrupt', left);
}

function shows(game: PublishedGame, trend: CardId): boolean {
  const [a, b] = symbolsOf(trend);
  return game.score.visible.includes(a) || game.score.visible.includes(b);
}

/** What the ceremony decided, given the games, the order the trend cards turn up, and money. */
export interface Verdict {
  readonly steps: readonly CeremonyStep[];
  /** Survivors of the first card knocked out because another was worth more. */
  readonly outValued: readonly number[];
  readonly reason: EndReason;
  readonly winners: readonly PlayerId[];
  readonly winningGame: number | null;
  readonly tiedGames: readonly number[];
}

/** The Spiel des Jahres ceremony (steps 1–4, R14, R15) for a given card order. Pure. */
export function judge(games: readonly PublishedGame[], order: readonly CardId[], moneyOf: (p: PlayerId) => number): Verdict {
  const ids = (list: readonly PublishedGame[]) => list.map((g) => g.id);
  const steps: CeremonyStep[] = [];
  const verdict = (reason: EndReason, winners: PlayerId[], extra: Partial<Verdict> = {}): Verdict => ({
    steps,
    outValued: [],
    reason,
    winners,
    winningGame: null,
    tiedGames: [],
    ...extra,
  });
  if (games.length === 0) return verdict('noGame', []);

  // Step 1 and R15: turn cards until one leaves at least one game standing.
  let next = 0;
  let survivors: PublishedGame[] | null = null;
  while (next < order.length && survivors === null) {
    const trend = order[next++] as CardId;
    const left = games.filter((g) => shows(g, trend));
    if (left.length === 0) {
      steps.push({ card: trend, stage: 'first', effect: 'setAside', eliminated: [] });
      continue;
    }
    const out = ids(games.filter((g) => !left.includes(g)));
    steps.push({ card: trend, stage: 'first', effect: out.length === 0 ? 'nothing' : 'eliminated', eliminated: out });
    survivors = left;
  }
  if (!survivors) return verdict('noGame', []); // R15: no card leaves any game

  // Step 2: the most valuable survivor wins; equal values go to the tie-break.
  const top = Math.max(...survivors.map((g) => g.score.value));
  let tied = survivors.filter((g) => g.score.value === top);
  const outValued = ids(survivors.filter((g) => g.score.value !== top));

  // Step 3, R14: another card for the tied games only.
  while (tied.length > 1 && next < order.length) {
    const trend = order[next++] as CardId;
    const left = tied.filter((g) => shows(g, trend));
    if (left.length === 0) steps.push({ card: trend, stage: 'tiebreak', effect: 'setAside', eliminated: [] });
    else if (left.length === tied.length) steps.push({ card: trend, stage: 'tiebreak', effect: 'nothing', eliminated: [] });
    else {
      steps.push({ card: trend, stage: 'tiebreak', effect: 'eliminated', eliminated: ids(tied.filter((g) => !left.includes(g))) });
      tied = left;
    }
  }

  if (tied.length === 1) {
    const winner = tied[0] as PublishedGame;
    return verdict('ceremony', [winner.owner], { outValued, winningGame: winner.id });
  }
  // Step 4, stalemate: one owner wins outright; else the richest owner; equal money: no winner.
  const tiedGames = ids(tied);
  const owners = [...new Set(tied.map((g) => g.owner))];
  if (owners.length === 1) return verdict('sameOwner', owners, { outValued, tiedGames });
  const richest = Math.max(...owners.map(moneyOf));
  const top2 = owners.filter((p) => moneyOf(p) === richest);
  if (top2.length === 1) return verdict('richest', top2, { outValued, tiedGames });
  return verdict('stalemate', [], { outValued, tiedGames });
}

/** Holds the ceremony: shuffles the twelve trend cards and emits every card and elimination. */
function holdCeremony(em: Emitter, endedEarly: boolean): void {
  const rng = new Rng(em.state.rng);
  const order = rng.shuffle(em.state.trends); // step 1: shuffle the 12 trend cards
  const games = em.state.games.filter((g) => g.onTable);
  em.emit({ type: 'ceremonyBegan', order, candidates: games.map((g) => g.id), rng: rng.state() });
  const v = judge(games, order, (p) => company(em.state, p).money);
  for (const step of v.steps) em.emit({ type: 'ceremonyCard', step });
  em.emit({ type: 'ceremonyValued', out: v.outValued });
  em.emit({
    type: 'gameEnded',
    result: endResult(em.state, v.reason, v.winners, { winningGame: v.winningGame, tiedGames: v.tiedGames, endedEarly }),
  });
}
