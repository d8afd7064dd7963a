// Which channel a table's posts go to (issue 33): the one place that chooses between a table's
// thread and its channel (table-thread.ts opens the thread).
import type { GameInfo } from '../service/types.js';

/** The channel every post of `game` goes to: its thread if it has one, else its channel. */
export function postChannel(game: Pick<GameInfo, 'channelId' | 'threadId'>): string {
  return game.threadId ?? game.channelId;
}

/** True if an interaction in `channelId` is at `game`'s table (its channel or its thread). */
export function atTable(game: Pick<GameInfo, 'channelId' | 'threadId'>, channelId: string | null): boolean {
  return channelId !== null && (channelId === game.channelId || channelId === game.threadId);
}
