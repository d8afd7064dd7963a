// Builds the Outcome the Discord layer renders: data only, views computed on first use.
//
// Laziness lives in classes (a getter on the prototype), never in an object literal with its own
// `get x()`: V8 keeps a literal's accessor in the object's hidden class, so every such object got
// a hidden class of its own in old space, pointing at the getter's closure and through it at the
// game state it captured. Those pointers keep young garbage alive through every scavenge until
// the next full GC: the young generation grew to its maximum during start-up catch-up (+25 MB of
// resident memory for 1,000 overdue games) and on a busy bot.
import type { AnyGameModule, Awaiting, GameResult, PlayerId } from '../engine/game.js';
import { awaitedHumans } from './deadlines.js';
import type { SeatRow } from './store.js';
import type { Cause, GameInfo, Outcome, TableEvent } from './types.js';

export interface OutcomeFields {
  readonly version: number;
  readonly cause: Cause;
  readonly actor?: PlayerId | null;
  readonly userId?: string | null;
  readonly command?: unknown;
  readonly events?: readonly unknown[];
  readonly table?: TableEvent;
  readonly awaiting?: Awaiting<unknown>;
}

const UNSET: unique symbol = Symbol('unset');

class BuiltOutcome implements Outcome {
  readonly version: number;
  readonly cause: Cause;
  readonly actor: PlayerId | null;
  readonly userId: string | null;
  readonly command: unknown;
  readonly events: readonly unknown[];
  readonly table: TableEvent | null;
  readonly awaiting: Awaiting<unknown> | null;
  readonly awaitingUserIds: readonly string[];
  readonly result: GameResult | null;
  readonly #module: AnyGameModule;
  readonly #seats: readonly SeatRow[];
  readonly #state: unknown;
  readonly #started: boolean;
  #publicView: unknown = UNSET;

  constructor(module: AnyGameModule, readonly game: GameInfo, seats: readonly SeatRow[], state: unknown, fields: OutcomeFields) {
    const started = state !== null && game.status !== 'lobby';
    const awaiting = started && game.status !== 'cancelled' ? (fields.awaiting ?? (module.awaiting(state) as Awaiting<unknown>)) : null;
    this.version = fields.version;
    this.cause = fields.cause;
    this.actor = fields.actor ?? null;
    this.userId = fields.userId ?? null;
    this.command = fields.command ?? null;
    this.events = fields.events ?? [];
    this.table = fields.table ?? null;
    this.awaiting = awaiting;
    this.awaitingUserIds = awaiting ? awaitedHumans(awaiting, seats).userIds : [];
    this.result = started ? module.result(state) : null;
    this.#module = module;
    this.#seats = seats;
    this.#state = state;
    this.#started = started;
  }

  get publicView(): unknown {
    if (this.#publicView === UNSET) this.#publicView = this.#started ? this.#module.view(this.#state, null) : null;
    return this.#publicView;
  }

  viewFor = (seat: PlayerId): unknown => (this.#started ? this.#module.view(this.#state, seat) : null);

  viewForUser = (userId: string): unknown => {
    const seat = this.#seats.find((s) => s.user_id === userId)?.player_id;
    return seat ? this.viewFor(seat) : this.publicView;
  };
}

/** The outcome of a change to `game`, whose engine state is `state` (null before the start). */
export function buildOutcome(
  module: AnyGameModule,
  game: GameInfo,
  seats: readonly SeatRow[],
  state: unknown,
  fields: OutcomeFields,
): Outcome {
  return new BuiltOutcome(module, game, seats, state, fields);
}
