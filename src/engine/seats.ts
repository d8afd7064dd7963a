// What both games keep per seat: the players in seat order (clockwise) and, beside them, arrays
// indexed the same way (Spiel's companies, the Award's agencies). Lookups by player id, and the
// copy-on-write helpers evolve() uses on such arrays and on the card lists inside them.
import type { PlayerId } from './game.js';

/** A writable copy type, used only inside evolve on objects it has just copied. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/** A state that seats players; its per-seat arrays are indexed like `players`. */
export interface Seated {
  readonly players: readonly PlayerId[];
}

/** A player's seat index, or -1. */
export function seatOf(state: Seated, id: PlayerId): number {
  return state.players.indexOf(id);
}

/** The item at a player's seat in a per-seat array, if that player is at the table. */
export function atSeat<T>(state: Seated, items: readonly T[], id: PlayerId): T | undefined {
  const seat = state.players.indexOf(id);
  return seat < 0 ? undefined : items[seat];
}

/** The item at the seat of an id known to be at the table (ids inside a state always are); `what` names it in the error. */
export function atSeatOrThrow<T>(state: Seated, items: readonly T[], id: PlayerId, what: string): T {
  const item = atSeat(state, items, id);
  if (!item) throw new Error(`no ${what} ${id}`);
  return item;
}

/** A copy of a per-seat array in which the item at `id`'s seat is replaced by a changed copy of it. */
export function editAtSeat<T>(state: Seated, items: readonly T[], id: PlayerId, copy: (item: T) => Draft<T>, change: (draft: Draft<T>) => void): T[] {
  const seat = seatOf(state, id);
  const item = items[seat];
  if (item === undefined) throw new Error(`no seat ${id}`);
  const draft = copy(item);
  change(draft);
  const out = items.slice();
  out[seat] = draft;
  return out;
}

/** A copy of `list` without the first occurrence of `item`. */
export function withoutOne<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  const out = list.slice();
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** A copy of `list` without `remove`: one item goes once (its first occurrence), several go wherever they stand. */
export function without<T>(list: readonly T[], remove: readonly T[]): T[] {
  const first = remove[0];
  if (remove.length === 1 && first !== undefined) return withoutOne(list, first);
  const drop = new Set(remove);
  return list.filter((c) => !drop.has(c));
}
