// Shared set-up for the service tests: a migrated in-memory (or file) database, a service on a
// ManualClock with seeded game seeds, and a recorder of everything it announced.
import type { Database } from 'better-sqlite3';
import { START_TIME } from '../../src/engine/self-play.js';
import { spiel } from '../../src/games/spiel/index.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService, type GameServiceOptions } from '../../src/service/service.js';
import type { AiPolicy, Notice, Outcome, TableResult } from '../../src/service/types.js';

export const T0 = START_TIME;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const games = { spiel };

/** The test AI: always brainstorm (the real Spiel AI comes later). */
export const brainstorm: AiPolicy = () => ({ type: 'brainstorm' });

/** Seeds 1, 2, 3, … so games are reproducible. */
export function countingSeeds(first = 1): () => number {
  let next = first;
  return () => next++;
}

export interface Harness {
  readonly db: Database;
  readonly clock: ManualClock;
  readonly service: GameService;
  readonly changes: Outcome[];
  readonly notices: Notice[];
  readonly errors: unknown[];
}

export function harness(
  options: Partial<GameServiceOptions> & { db?: Database; clock?: ManualClock } = {},
): Harness {
  const db = options.db ?? openDatabase(':memory:');
  const clock = options.clock ?? new ManualClock(T0);
  const errors: unknown[] = [];
  const service = new GameService(db, {
    games,
    policies: { spiel: brainstorm },
    seed: countingSeeds(),
    onError: (error) => errors.push(error),
    ...options,
    clock,
  });
  const changes: Outcome[] = [];
  const notices: Notice[] = [];
  service.onChange((o) => changes.push(o));
  service.onNotice((n) => notices.push(n));
  return { db, clock, service, changes, notices, errors };
}

/** Unwraps an ok result or fails the test with the error code. */
export function ok<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify((result as { error?: unknown }).error)}`);
  return result as Extract<R, { ok: true }>;
}

/** The error code of a failed result (fails the test if it succeeded). */
export function code(result: { ok: boolean; error?: { code: string } }): string {
  if (result.ok) throw new Error('expected an error, got ok');
  return (result.error as { code: string }).code;
}

/**
 * A started game in `channel` with human users u1..uN (u1 hosts) and `ai` AI seats. Its missed
 * deadlines apply at once (`excuses: 0`) unless `settings` says otherwise: most tests are about
 * what a miss does; the excused ones (issue 32) ask for excuses.
 */
export function startedGame(
  h: Harness,
  { humans = 3, ai = 0, channel = 'c1', guild = 'g1', options = {}, settings = {} }: { humans?: number; ai?: number; channel?: string; guild?: string; options?: object; settings?: object } = {},
): number {
  const lobby: TableResult = h.service.createLobby({ type: 'spiel', guildId: guild, channelId: channel, hostUserId: 'u1', options, settings: { excuses: 0, ...settings } });
  const gameId = ok(lobby).outcome.game.id;
  for (let i = 2; i <= humans; i++) ok(h.service.join(gameId, `u${i}`));
  for (let i = 0; i < ai; i++) ok(h.service.addAi(gameId, 'u1'));
  ok(h.service.start(gameId, 'u1'));
  return gameId;
}

export function deadlineRows(db: Database, gameId: number): { kind: string; due: number; payload: string }[] {
  return db.prepare('SELECT kind, due, payload FROM deadlines WHERE game_id = ? ORDER BY kind').all(gameId) as {
    kind: string;
    due: number;
    payload: string;
  }[];
}

export function logRows(db: Database, gameId: number): { seq: number; actor: string | null; command: string; cause: string; interaction_id: string | null }[] {
  return db.prepare('SELECT seq, actor, command, cause, interaction_id FROM command_log WHERE game_id = ? ORDER BY seq').all(gameId) as {
    seq: number;
    actor: string | null;
    command: string;
    cause: string;
    interaction_id: string | null;
  }[];
}

/** The stored engine state of a game (tests may read it; the Discord layer never does). */
export function storedState<S = Record<string, unknown>>(db: Database, gameId: number): S {
  const row = db.prepare('SELECT state FROM games WHERE id = ?').get(gameId) as { state: string };
  return JSON.parse(row.state) as S;
}
