// One player's tables across every server (`/games` and the daily digest): each table they sit
// at, whether it waits for them (their seat is awaited and they play it themselves) or for others,
// until when, their own view of it (from which a game's face says what it waits for), and how an
// ended game came out for them. Data only, in the order a player reads them.
import type { PlayerId } from '../engine/game.js';
import { awaitedHumans } from './deadlines.js';
import { isError } from './errors.js';
import type { Repository } from './repository.js';
import type { GameInfo } from './types.js';

/** How an ended game came out for the player. */
export interface PlayerResult {
  /** 1 = first in the standings; of `of` seats. */
  readonly place: number;
  readonly of: number;
  readonly won: boolean;
  /** Nobody won (e.g. a ceremony stalemate). */
  readonly nobodyWon: boolean;
}

/** One table a player sits at. */
export interface PlayerTable {
  readonly game: GameInfo;
  /** The player's seat (null in a lobby: seats get their ids at the start). */
  readonly seat: PlayerId | null;
  /** The game waits for this player's own answer now. */
  readonly waitsForYou: boolean;
  /** The AI plays the player's seat now (autopilot, or deadlines missed). */
  readonly aiPlays: boolean;
  /** The AI plays it because the player is away (an `away: ai` table), until then; else null. */
  readonly awayUntil: number | null;
  /** The other people the game waits for (human seats the AI does not play). */
  readonly awaitedUserIds: readonly string[];
  /** AI-played seats the game waits for. */
  readonly awaitedAi: number;
  /** When the current deadline falls (null: none, a lobby, an ended game). */
  readonly deadline: number | null;
  /** The player's view of the game (null in a lobby). */
  readonly view: unknown;
  readonly result: PlayerResult | null;
}

/**
 * The tables `userId` sits at, open, running, or ended since `endedSince`: those that wait for
 * them first, then those that wait for others (each soonest deadline first), then lobbies, then
 * ended games (latest first). Read without a transaction, like every other read.
 */
export function tablesOf(repo: Repository, userId: string, endedSince: number): PlayerTable[] {
  const tables: PlayerTable[] = [];
  for (const row of repo.store.tablesOfUser.all(userId, endedSince)) {
    const loaded = repo.loadRow(row);
    if (isError(loaded)) continue; // a game type this version does not run
    const seat = loaded.seats.find((s) => s.user_id === userId);
    if (!seat) continue;
    const game = repo.infoOf(loaded);
    const empty = { game, seat: seat.player_id, waitsForYou: false, aiPlays: seat.ai === 1, awayUntil: seat.ai === 1 && seat.away_ai === 1 ? seat.away_until : null, awaitedUserIds: [], awaitedAi: 0, deadline: null, view: null, result: null };
    if (row.started_at === null || seat.player_id === null) {
      tables.push(empty);
      continue;
    }
    const { module } = loaded;
    // Not kept in the state cache: a listing must not push out the states of games being played.
    const state = repo.stateOf(row, false);
    const view = module.view(state, seat.player_id);
    if (row.status === 'ended') {
      const result = module.result(state);
      const place = result ? result.standings.indexOf(seat.player_id) + 1 : 0;
      tables.push({
        ...empty,
        view,
        result: result ? { place: place > 0 ? place : result.standings.length, of: result.standings.length, won: result.winners.includes(seat.player_id), nobodyWon: result.winners.length === 0 } : null,
      });
      continue;
    }
    const awaiting = module.awaiting(state);
    const humans = awaitedHumans(awaiting, loaded.seats);
    const awaitedAi = awaiting.players.filter((p) => loaded.seats.some((s) => s.player_id === p && s.ai === 1)).length;
    tables.push({
      ...empty,
      view,
      waitsForYou: humans.userIds.includes(userId),
      awaitedUserIds: humans.userIds.filter((u) => u !== userId),
      awaitedAi,
      deadline: awaiting.deadline?.due ?? null,
    });
  }
  return tables.sort(readingOrder);
}

/** Which part of the list a table is in: waits for you, for others, a lobby, ended. */
function part(t: PlayerTable): number {
  if (t.game.status === 'running') return t.waitsForYou ? 0 : 1;
  return t.game.status === 'lobby' ? 2 : 3;
}

/** The order a player reads their tables in (see tablesOf). */
export function readingOrder(a: PlayerTable, b: PlayerTable): number {
  const byPart = part(a) - part(b);
  if (byPart !== 0) return byPart;
  if (part(a) === 3) return (b.game.endedAt ?? 0) - (a.game.endedAt ?? 0) || b.game.id - a.game.id;
  const due = (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
  return Number.isNaN(due) || due === 0 ? a.game.id - b.game.id : due;
}
