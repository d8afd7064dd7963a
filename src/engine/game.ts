// The game-agnostic contract every game module implements (boardgame.io-style game config,
// Decider pattern). Everything here is pure: no I/O, no clock, no Math.random. Time arrives as
// the `now` argument (epoch milliseconds) and randomness comes from the PRNG kept in the state.
import type { z } from 'zod';
import type { ExtensionWhy } from './extension.js';

/** A seat at the table as the engine knows it; the service maps seats to Discord users or AIs. */
export type PlayerId = string;

/**
 * An illegal command is a value, never a throw. `code` is stable (tests and the Discord layer
 * switch on it); `params` carries the context a message builder needs to explain it.
 */
export interface RuleError {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;
}

/** What `decide` returns: the events that happened, or why nothing did. */
export type Decision<E> =
  | { readonly ok: true; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Commands every game understands besides its own. They are issued by the service with
 * `actor = null` (the table itself), after it has checked who may ask for them.
 */
export type SystemCommand =
  /**
   * The deadline due at `due` has passed: apply the defaults `awaiting()` promised. A game must
   * refuse it if `due` is not its current deadline (a row left over from an earlier one) or if
   * `now < due`.
   */
  | { readonly type: 'timeout'; readonly due: number }
  /** The host applies the current deadline's defaults now. */
  | { readonly type: 'forceTimeout' }
  /**
   * Move the current deadline by `ms` (host control; or the table itself, which says `why`: an
   * away player's day or an excused miss, see extension.ts).
   */
  | { readonly type: 'extendDeadline'; readonly ms: number; readonly why?: ExtensionWhy }
  /** Every later round's main deadline (a month, a turn) lasts `ms` (host control). */
  | { readonly type: 'setDeadlineLength'; readonly ms: number }
  /** The host ends the game now. */
  | { readonly type: 'endGame' };

/** A pending deadline: when it falls due the service submits `command` as the system. */
export interface Deadline<C> {
  readonly due: number;
  readonly command: C;
  /**
   * How long the wait this deadline ends lasts when it is given in full (a month, a turn, a bid
   * prompt), so that its reminder can be fitted into it; absent when the game cannot say.
   */
  readonly length?: number;
}

/** Who the game is waiting for, and what happens if they never answer. */
export interface Awaiting<C> {
  /** Players whose answer the game is waiting for now (they get reminders). */
  readonly players: readonly PlayerId[];
  /**
   * Players who have something they may answer that the game does not wait for (e.g. a trade
   * offer). AI seats among them are asked too; a policy may answer null to do nothing.
   */
  readonly invited?: readonly PlayerId[];
  /** The default applied when time runs out, or null when nothing is timed. */
  readonly deadline: Deadline<C> | null;
}

/** How a finished game ended. */
export interface GameResult {
  /** Empty when nobody won (e.g. a ceremony stalemate between equally rich companies). */
  readonly winners: readonly PlayerId[];
  /** Every seat, best first. */
  readonly standings: readonly PlayerId[];
}

/** A game module: data plus pure functions, shared by every game the bot runs. */
export interface GameModule<S, C extends { readonly type: string }, E, V, O> {
  /** Stable identifier stored with each game ("spiel", "award"). */
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Parses options as stored or as given at creation; fills defaults. */
  readonly optionsSchema: z.ZodType<O>;
  /** Parses a command arriving from outside (Discord, the stored log). */
  readonly commandSchema: z.ZodType<C>;
  /** A fresh game: deals from `seed`; `now` starts the first deadline. */
  setup(seed: number, players: readonly PlayerId[], options: O, now: number): S;
  /** Checks a command against the rules; `actor = null` is the system (deadlines, host). */
  decide(state: S, command: C, actor: PlayerId | null, now: number): Decision<E>;
  /** Applies one event. Total: events were already validated by `decide`. */
  evolve(state: S, event: E): S;
  /** The only way information leaves the engine: `viewer = null` is the public table. */
  view(state: S, viewer: PlayerId | null): V;
  /** Who must act, by when, and the default if they don't. */
  awaiting(state: S): Awaiting<C>;
  /** Null while the game is running. */
  result(state: S): GameResult | null;
  /** The system command that takes a player out of a running game (a player who left), if the game allows it. */
  leaveCommand?(player: PlayerId): C;
  /** Per-player figures of a finished game for server statistics. */
  summary?(state: S): readonly PlayerSummary[];
  /**
   * Each seat's place in a finished game's standings, in the order of `result().standings`
   * (1 = first; equal numbers tie, as the game's own ranking does not tell them apart). Ratings
   * read them. Without it, the winners share first place and the rest follow one by one.
   */
  places?(state: S): readonly number[];
}

/** One player's figures at the end of a game (for leaderboards). */
export interface PlayerSummary {
  readonly player: PlayerId;
  /** The game's headline number for a player (Spiel: final money, in €10,000 units). */
  readonly score: number;
  /** The player's best achievement, if the game has one (Spiel: their most valuable game). */
  readonly best: { readonly name: string; readonly value: number } | null;
}

/**
 * Any game module, for code (service, scripts) that works with every game: states, events, views
 * and options are opaque to it, commands are known only by their type. Every real module is
 * assignable to it (method parameters are checked bivariantly).
 */
export type AnyGameModule = GameModule<unknown, { readonly type: string }, unknown, unknown, unknown>;
