// Seeded self-play for any game module: the table that each game's random player (its
// random-player.ts), the property tests, the simulator and the bench play whole games on. It
// applies commands as the players or the system would send them, logs the accepted ones with
// their time, counts the refused ones and reports every step. Who acts, when, and with what is
// each game's own; the PRNG for those choices is kept apart from the game's.
import type { GameModule, PlayerId } from './game.js';
import { Rng, seedRng } from './rng.js';
import { apply, type LoggedCommand } from './run.js';

/** When every self-played game starts (a fixed time, so a seed always plays the same game). */
export const START_TIME = Date.UTC(2026, 0, 1);

/** Seat ids for n players: "p1".."pn". */
export function seats(n: number): PlayerId[] {
  return Array.from({ length: n }, (_, i) => `p${i + 1}`);
}

/** Picks one command a player might send now, or null to stay quiet this time. */
export type SelfPlayPolicy<S, C> = (state: S, player: PlayerId, rng: Rng) => C | null;

/** One accepted command with the states around it. */
export interface SelfPlayStep<S, C, E> {
  readonly before: S;
  readonly after: S;
  readonly actor: PlayerId | null;
  readonly command: C;
  readonly events: readonly E[];
}

/** A self-played game: what replays it (seed, players, options, log) and where it got to. */
export interface SelfPlayed<S, C, O> {
  readonly seed: number;
  readonly players: readonly PlayerId[];
  readonly options: O;
  readonly createdAt: number;
  readonly log: LoggedCommand<C>[];
  readonly state: S;
  readonly rejected: number;
}

/** What every game's self-play takes; each game adds its own knobs. */
export interface SelfPlayOptions<S, C, E, O> {
  /** Called after every accepted command (property tests check invariants here). */
  readonly onStep?: (step: SelfPlayStep<S, C, E>) => void;
  /** Chooses commands per player; defaults to the game's random player. */
  readonly policies?: Readonly<Record<PlayerId, SelfPlayPolicy<S, C>>>;
  readonly options?: Partial<O>;
}

/** A game being self-played: its state, its clock, its log. */
export class SelfPlay<S, C extends { readonly type: string }, E, V, O> {
  /** The players' PRNG (who acts, what they send), seeded apart from the game's own. */
  readonly rng: Rng;
  /** The table's clock; the driver moves it on between commands. */
  now = START_TIME;
  state: S;
  readonly log: LoggedCommand<C>[] = [];
  rejected = 0;
  private readonly game: GameModule<S, C, E, V, O>;
  private readonly seed: number;
  private readonly players: readonly PlayerId[];
  private readonly options: O;
  private readonly onStep: ((step: SelfPlayStep<S, C, E>) => void) | undefined;

  constructor(game: GameModule<S, C, E, V, O>, seed: number, players: readonly PlayerId[], options: O, onStep?: (step: SelfPlayStep<S, C, E>) => void) {
    this.game = game;
    this.seed = seed;
    this.players = players;
    this.options = options;
    this.onStep = onStep;
    this.rng = new Rng(seedRng(seed ^ 0x5eed));
    this.state = game.setup(seed, players, options, this.now);
  }

  /** Applies a command now; true if the rules accepted it (a refusal is only counted). */
  submit(command: C, actor: PlayerId | null): boolean {
    const result = apply(this.game, this.state, command, actor, this.now);
    if (!result.ok) {
      this.rejected++;
      return false;
    }
    this.onStep?.({ before: this.state, after: result.state, actor, command, events: result.events });
    this.log.push({ actor, command, at: this.now });
    this.state = result.state;
    return true;
  }

  /** The game as played so far. */
  played(): SelfPlayed<S, C, O> {
    return { seed: this.seed, players: this.players, options: this.options, createdAt: START_TIME, log: this.log, state: this.state, rejected: this.rejected };
  }
}
