// A random legal-move player for Spiel des Jahres, used by property tests, `npm run simulate`
// and `npm run bench`. It proposes commands at random and lets decide() judge them, so it
// exercises every rule, including the refusals. It reads the full state: it is a test tool,
// not an opponent (the AI in ai.ts plays from a company's view only).
import type { PlayerId } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import { SelfPlay, type SelfPlayed, type SelfPlayOptions, type SelfPlayPolicy, type SelfPlayStep } from '../../engine/self-play.js';
import { isDesigner, isIdea, type CardId } from './cards.js';
import { spiel } from './index.js';
import { activeCompanies, choiceOf, company, companyOf } from './state.js';
import type { SpielCommand, SpielEvent, SpielOptions, SpielState } from './types.js';
import { spielOptionsSchema } from './types.js';

/** Picks one command a company might send now, or null to stay quiet this time. */
export type Policy = SelfPlayPolicy<SpielState, SpielCommand>;

function randomGame(rng: Rng, ideas: CardId[]): CardId[] | null {
  if (ideas.length < 2) return null;
  const size = ideas.length >= 3 && rng.int(2) === 0 ? 3 : 2;
  return rng.shuffle(ideas).slice(0, size);
}

/** A company's random choice for the month: brainstorm, or publish one or two random games. */
export function randomChoice(state: SpielState, player: PlayerId, rng: Rng): SpielCommand {
  const own = company(state, player);
  const ideas = own.hand.filter(isIdea);
  if (ideas.length >= 2 && rng.float() < 0.5) {
    const first = randomGame(rng, ideas) as CardId[];
    const games = [first];
    const rest = ideas.filter((c) => !first.includes(c));
    if (rest.length >= 2 && rng.float() < 0.3) games.push(randomGame(rng, rest) as CardId[]);
    return { type: 'publish', games };
  }
  return { type: 'brainstorm' };
}

/** Random side actions: designers, the sealed market, trades. */
export function randomSideAction(state: SpielState, player: PlayerId, rng: Rng): SpielCommand | null {
  const own = company(state, player);
  const roll = rng.float();
  if (roll < 0.25) {
    const designers = own.hand.filter(isDesigner);
    if (designers.length > 0) return { type: 'playDesigner', card: rng.pick(designers) };
  }
  if (roll < 0.35 && own.designers.length > 0) {
    return { type: 'fire', designer: rng.pick(own.designers).card, fire: true };
  }
  if (roll < 0.5) {
    const onTable = activeCompanies(state).flatMap((c) => c.designers);
    if (onTable.length > 0) {
      const d = rng.pick(onTable);
      return { type: 'offer', designer: d.card, wage: d.wage + rng.int(3) };
    }
  }
  if (roll < 0.6) {
    const incoming = state.trades.filter((t) => t.to === player);
    if (incoming.length > 0) return { type: 'answerTrade', trade: rng.pick(incoming).id, accept: rng.float() < 0.6 };
  }
  if (roll < 0.7) {
    const others = activeCompanies(state).filter((c) => c.id !== player).map((c) => c.id);
    if (others.length > 0 && own.hand.length > 0) {
      const to = rng.pick(others);
      const theirGames = state.games.filter((g) => g.onTable && g.owner === to);
      const myGames = state.games.filter((g) => g.onTable && g.owner === player);
      return {
        type: 'offerTrade',
        to,
        give: {
          cards: [rng.pick(own.hand)],
          money: rng.int(Math.max(1, Math.min(own.money, 3) + 1)),
          games: myGames.length > 0 && rng.float() < 0.2 ? [rng.pick(myGames).id] : [],
        },
        get: {
          cards: [],
          money: rng.int(2),
          games: theirGames.length > 0 && rng.float() < 0.3 ? [rng.pick(theirGames).id] : [],
        },
      };
    }
  }
  return null;
}

/** A random draft plan (sometimes none, to discard it): drafts are not choices (R5, R6). */
export function randomDraft(state: SpielState, player: PlayerId, rng: Rng): SpielCommand {
  if (rng.float() < 0.2) return { type: 'draft', games: null };
  const ideas = company(state, player).hand.filter(isIdea);
  const games: CardId[][] = [];
  let rest = ideas;
  while (rest.length >= 2 && games.length < 3 && rng.float() < 0.7) {
    const game = randomGame(rng, rest) as CardId[];
    games.push(game);
    rest = rest.filter((c) => !game.includes(c));
  }
  return { type: 'draft', games };
}

/**
 * The random player that also keeps draft plans and takes games out of committed ones (property tests use it to check that drafts stay
 * hidden and replay exactly). Kept apart from randomPolicy so simulate's figures do not move.
 */
export const draftingPolicy: Policy = (state, player, rng) => {
  const r = rng.float();
  const committed = choiceOf(state, player)?.choice;
  // Sometimes takes a game out of the committed plan instead (the panel's "Remove game").
  if (r < 0.05 && committed?.kind === 'publish') return { type: 'removeGame', game: rng.int(committed.games.length) };
  return r < 0.2 ? randomDraft(state, player, rng) : randomPolicy(state, player, rng);
};

/** The random player: mostly chooses, sometimes acts on the side, sometimes stays silent. */
export const randomPolicy: Policy = (state, player, rng) => {
  const chosen = choiceOf(state, player) !== null;
  const r = rng.float();
  if (r < 0.35) return randomSideAction(state, player, rng);
  if (chosen) return r < 0.45 ? randomChoice(state, player, rng) : null; // R5: a change of mind
  return r < 0.93 ? randomChoice(state, player, rng) : null; // sometimes lets the deadline pass
};

export type Step = SelfPlayStep<SpielState, SpielCommand, SpielEvent>;

export type PlayedGame = SelfPlayed<SpielState, SpielCommand, SpielOptions>;

export interface PlayOptions extends SelfPlayOptions<SpielState, SpielCommand, SpielEvent, SpielOptions> {
  /** Actions attempted per company per month before the deadline is allowed to pass. */
  readonly actionsPerMonth?: number;
}

/** Plays one whole game with seeded random (or given) policies; deterministic in `seed`. */
export function playGame(seed: number, players: readonly PlayerId[], opts: PlayOptions = {}): PlayedGame {
  const options = spielOptionsSchema.parse(opts.options ?? {});
  const table = new SelfPlay(spiel, seed, players, options, opts.onStep);
  const rng = table.rng;
  const perMonth = opts.actionsPerMonth ?? 4;

  while (table.state.phase === 'playing') {
    const month = table.state.month;
    for (let round = 0; round < perMonth && table.state.phase === 'playing' && table.state.month === month; round++) {
      for (const player of rng.shuffle(players)) {
        if (table.state.phase !== 'playing' || table.state.month !== month) break;
        if (companyOf(table.state, player)?.status !== 'active') continue;
        const policy = opts.policies?.[player] ?? randomPolicy;
        const command = policy(table.state, player, rng);
        table.now += 60_000;
        if (command) table.submit(command, player);
      }
    }
    if (table.state.phase === 'playing' && table.state.month === month) {
      table.now = Math.max(table.now, table.state.deadlineAt);
      table.submit({ type: 'timeout', due: table.state.deadlineAt }, null); // R6
    }
  }
  return table.played();
}
