// What the kit knows of a registered game: its Discord face, and the few things of its engine
// module the table verbs use (seat limits, how a player is taken out).
import type { PlayerId } from '../../engine/game.js';
import type { GameFace } from './face.js';
import type { DeadlineUnit } from './unit.js';

/** A game as the table kit runs it. */
export interface KitGame<V> {
  readonly face: GameFace<V>;
  /** The game's seat limits. */
  readonly seats: { readonly min: number; readonly max: number };
  /** The command that takes a player out of a running game (the host's `remove`), if the game has one. */
  readonly removeCommand: ((player: PlayerId) => unknown) | null;
  /** The unit of the table's deadline options (hours in Discord). */
  readonly unit: DeadlineUnit;
}
