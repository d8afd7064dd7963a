// Builds the Outcome the Discord layer renders: data only, views computed on first use.
import type { AnyGameModule, Awaiting, PlayerId } from '../engine/game.js';
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

/** The outcome of a change to `game`, whose engine state is `state` (null before the start). */
export function buildOutcome(
  module: AnyGameModule,
  game: GameInfo,
  seats: readonly SeatRow[],
  state: unknown,
  fields: OutcomeFields,
): Outcome {
  const started = state !== null && game.status !== 'lobby';
  const awaiting = started && game.status !== 'cancelled' ? (fields.awaiting ?? (module.awaiting(state) as Awaiting<unknown>)) : null;
  const viewFor = (seat: PlayerId): unknown => (started ? module.view(state, seat) : null);
  let publicView: unknown;
  let viewed = false;
  const outcome: Outcome = {
    game,
    version: fields.version,
    cause: fields.cause,
    actor: fields.actor ?? null,
    userId: fields.userId ?? null,
    command: fields.command ?? null,
    events: fields.events ?? [],
    table: fields.table ?? null,
    awaiting,
    awaitingUserIds: awaiting ? awaitedHumans(awaiting, seats).userIds : [],
    result: started ? module.result(state) : null,
    get publicView() {
      if (!viewed) {
        publicView = started ? module.view(state, null) : null;
        viewed = true;
      }
      return publicView;
    },
    viewFor,
    viewForUser(userId: string) {
      const seat = seats.find((s) => s.user_id === userId)?.player_id;
      return seat ? viewFor(seat) : outcome.publicView;
    },
  };
  return outcome;
}
