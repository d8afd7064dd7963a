// Helpers that drive any game module: apply a command, replay a log. Used by the service,
// the simulator and the tests, so every caller folds events the same way.
import type { GameModule, PlayerId, RuleError } from './game.js';

/** The outcome of one command: the new state and what happened, or the rule it broke. */
export type Applied<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: RuleError };

/** Decides a command and folds its events into the state. */
export function apply<S, C extends { readonly type: string }, E, V, O>(
  game: GameModule<S, C, E, V, O>,
  state: S,
  command: C,
  actor: PlayerId | null,
  now: number,
): Applied<S, E> {
  const decision = game.decide(state, command, actor, now);
  if (!decision.ok) return decision;
  let next = state;
  for (const event of decision.events) next = game.evolve(next, event);
  return { ok: true, state: next, events: decision.events };
}

/** One accepted command as the service's log stores it. */
export interface LoggedCommand<C> {
  readonly actor: PlayerId | null;
  readonly command: C;
  readonly at: number;
}

/** Everything needed to rebuild a game from scratch. */
export interface GameRecord<O, C> {
  readonly seed: number;
  readonly players: readonly PlayerId[];
  readonly options: O;
  readonly createdAt: number;
  readonly log: readonly LoggedCommand<C>[];
}

/**
 * Rebuilds a game's state from its seed and command log. A logged command that the rules now
 * refuse means the stored game and the code disagree, so it throws with the sequence number.
 */
export function replay<S, C extends { readonly type: string }, E, V, O>(
  game: GameModule<S, C, E, V, O>,
  record: GameRecord<O, C>,
): S {
  let state = game.setup(record.seed, record.players, record.options, record.createdAt);
  record.log.forEach((entry, index) => {
    const applied = apply(game, state, entry.command, entry.actor, entry.at);
    if (!applied.ok) {
      throw new Error(
        `replay diverged at command #${index + 1} (${entry.command.type} by ${entry.actor ?? 'system'}): ${applied.error.code}`,
      );
    }
    state = applied.state;
  });
  return state;
}
