// Test helpers: build a Spiel state with chosen hands, money, trends and deck (every one of the
// 121 cards still in exactly one place), and apply commands that must succeed.
import { expect } from 'vitest';
import type { PlayerId, RuleError } from '../../engine/game.js';
import { apply } from '../../engine/run.js';
import { seedRng } from '../../engine/rng.js';
import { CARDS, type CardId, type Element, type IdeaCard } from './cards.js';
import { spiel } from './index.js';
import { startingState } from './setup.js';
import { judge } from './resolve.js';
import { MONTHS, type Employment, type GameView, type PublishedGame, type SpielCommand, type SpielEvent, type SpielState, type SpielView } from './types.js';
import { cardView } from './view.js';

export const T0 = Date.UTC(2026, 0, 1);
export const DAY = 24 * 3_600_000;

/** The first idea card with these symbols (and title, if given) not in `exclude`. */
export function idea(upper: Element, lower: Element, opts: { title?: string; exclude?: readonly CardId[] } = {}): CardId {
  const found = CARDS.find(
    (c): c is IdeaCard =>
      c.kind === 'idea' &&
      c.upper === upper &&
      c.lower === lower &&
      (opts.title === undefined || c.title === opts.title) &&
      !(opts.exclude ?? []).includes(c.id),
  );
  if (!found) throw new Error(`no idea card ${upper}/${lower}${opts.title ? ` titled ${opts.title}` : ''}`);
  return found.id;
}

/** Every idea card with this title. */
export function titled(title: string): CardId[] {
  return CARDS.filter((c) => c.kind === 'idea' && c.title === title).map((c) => c.id);
}

/** The designer card with this name. */
export function designer(name: string): CardId {
  const found = CARDS.find((c) => c.kind === 'designer' && c.name === name);
  if (!found) throw new Error(`no designer ${name}`);
  return found.id;
}

/** Any card whose two symbols are these (for specialties and trends). */
export function anyCard(upper: Element, lower: Element, exclude: readonly CardId[] = []): CardId {
  const found = CARDS.find((c) => c.upper === upper && c.lower === lower && !exclude.includes(c.id));
  if (!found) throw new Error(`no card ${upper}/${lower}`);
  return found.id;
}

export interface CompanySpec {
  hand?: CardId[];
  money?: number;
  specialty?: CardId;
  designers?: Employment[];
}

export interface ScenarioSpec {
  companies: CompanySpec[];
  /** Trend cards by month (the rest are filled from unused cards). */
  trends?: CardId[];
  /** The draw pile, top card LAST. Defaults to every unused card. */
  deck?: CardId[];
  month?: number;
  monthMs?: number;
}

/** A state in the middle of a game, built directly; companies are p1, p2, … in seat order. */
export function scenario(spec: ScenarioSpec): SpielState {
  const used = new Set<CardId>();
  const take = (id: CardId) => {
    if (used.has(id)) throw new Error(`card ${id} placed twice in scenario`);
    used.add(id);
    return id;
  };
  const players = spec.companies.map((_, i) => `p${i + 1}`);
  for (const c of spec.companies) {
    c.hand?.forEach(take);
    c.designers?.forEach((d) => take(d.card));
    if (c.specialty !== undefined) take(c.specialty);
  }
  spec.trends?.forEach(take);
  spec.deck?.forEach(take);
  const free = () => {
    const id = CARDS.find((c) => !used.has(c.id) && !(spec.deck ?? []).includes(c.id))?.id;
    if (id === undefined) throw new Error('scenario ran out of cards');
    return take(id);
  };
  const companies = spec.companies.map((c, i) => ({
    id: players[i] as PlayerId,
    specialtyCard: c.specialty ?? free(),
    money: c.money ?? 3,
    hand: c.hand ?? [],
    designers: c.designers ?? [],
    status: 'active' as const,
    notes: { month: 0, drew: [], refused: [] },
  }));
  const trends = [...(spec.trends ?? [])];
  while (trends.length < MONTHS) trends.push(free());
  const deck = spec.deck ?? CARDS.map((c) => c.id).filter((id) => !used.has(id));
  deck.forEach((id) => used.add(id));
  const month = spec.month ?? 1;
  const monthMs = spec.monthMs ?? DAY;
  return startingState({ rng: seedRng(1), options: { monthMs }, players, companies, deck, trends, month, deadlineAt: T0 + monthMs });
}

/** Applies commands in order; each must be accepted. Returns the state and all events. */
export function run(state: SpielState, steps: [PlayerId | null, SpielCommand][], now = T0): { state: SpielState; events: SpielEvent[] } {
  let s = state;
  const events: SpielEvent[] = [];
  for (const [actor, command] of steps) {
    const result = apply(spiel, s, command, actor, now);
    if (!result.ok) throw new Error(`${command.type} by ${actor} refused: ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
    s = result.state;
    events.push(...result.events);
  }
  return { state: s, events };
}

/** Applies a command that must be refused, and returns the rule error. */
export function refused(state: SpielState, actor: PlayerId | null, command: SpielCommand, now = T0): RuleError {
  const result = spiel.decide(state, command, actor, now);
  if (result.ok) throw new Error(`${command.type} by ${actor} was accepted, expected a refusal`);
  return result.error;
}

/** Asserts the rule error code. */
export function expectRefusal(state: SpielState, actor: PlayerId | null, command: SpielCommand, code: string): RuleError {
  const error = refused(state, actor, command);
  expect(error.code).toBe(code);
  return error;
}

/** Lets the month's deadline pass (R6). */
export function timeout(state: SpielState): { state: SpielState; events: SpielEvent[] } {
  return run(state, [[null, { type: 'timeout', due: state.deadlineAt }]], state.deadlineAt);
}

/** The company of seat id. */
export function co(state: SpielState, id: PlayerId) {
  const c = state.companies[state.players.indexOf(id)];
  if (!c) throw new Error(`no company ${id}`);
  return c;
}

/** A published game named "Game <id>" showing `visible`, worth `value`: for the ceremony's tests. */
export function publishedGame(id: number, owner: PlayerId, visible: Element[], value: number): PublishedGame {
  return {
    id,
    name: `Game ${id}`,
    cards: [],
    owner,
    publishedBy: owner,
    month: 1,
    onTable: true,
    score: { value, visible, breakdown: { specialties: 0, trend: 0, designers: [], matches: 0, manufacturing: 0 } },
  };
}

/** The public view of a finished game whose ceremony turned `order` over `games`, with this money (what the ceremony's words and pictures read). */
export function ended(games: PublishedGame[], order: CardId[], money: Record<PlayerId, number>): SpielView {
  const v = judge(games, order, (p) => money[p] ?? 0);
  const gamesById: Record<number, GameView> = {};
  for (const g of games) gamesById[g.id] = { id: g.id, name: g.name, cards: [], owner: g.owner, month: 1, value: g.score.value, score: g.score };
  const players = Object.keys(money);
  const standings = [...v.winners, ...players.filter((p) => !v.winners.includes(p)).sort((a, b) => (money[b] ?? 0) - (money[a] ?? 0))];
  return {
    companies: players.map((id) => ({ id, status: 'active', money: money[id] ?? 0 })),
    gamesById,
    history: [],
    ceremony: { candidates: games.map((g) => g.id), steps: v.steps, outValued: v.outValued, turned: v.steps.map((s) => cardView(s.card)) },
    result: { winners: v.winners, standings, reason: v.reason, winningGame: v.winningGame, tiedGames: v.tiedGames, endedEarly: false },
  } as unknown as SpielView;
}
