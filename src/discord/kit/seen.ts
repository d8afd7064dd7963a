// A game as one user sees it, typed: the one place where the service's view (unknown: the service
// runs every game) becomes the game's own view type.
import type { ServiceError, GameInfo, ViewResult } from '../../service/types.js';

/** A started game as one viewer sees it, with the version it was read at. */
export interface Seen<V> {
  readonly game: GameInfo;
  readonly version: number;
  readonly view: V;
}

/**
 * The view of a ViewResult as the game's view type. Sound because the service computes every
 * view with the game module of the stored game's type, and the kit reads only games of its face's
 * type (checked before this is called): a face for game X receives X's `view()` output.
 */
export function viewAs<V>(view: unknown): V {
  return view as V;
}

/** A ViewResult as Seen<V>; null for a lobby (no view yet). */
export function seenOf<V>(result: Extract<ViewResult, { ok: true }>): Seen<V> | null {
  return result.view === null ? null : { game: result.game, version: result.version, view: viewAs<V>(result.view) };
}

/** What went wrong reading a game, as the kit reports it. */
export type ReadFailure = { readonly error: ServiceError };
