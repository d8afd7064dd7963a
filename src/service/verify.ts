// Checks stored games against their logs: replaying a game's commands from its seed must
// rebuild its snapshot exactly. Used by `npm run verify-db`, the replay tests and the crash test.
import type { Database } from 'better-sqlite3';
import type { AnyGameModule } from '../engine/game.js';
import { replay, type LoggedCommand } from '../engine/run.js';
import { defaultMigrationsDir, loadMigrations } from './migrate.js';
import { ratingProblems } from './ratings.js';

/** One game whose stored state and log disagree, and how. */
export interface GameDisagreement {
  readonly gameId: number;
  readonly type: string;
  readonly problem: string;
}

export interface VerifyReport {
  /** Games with a state (started) that were replayed. */
  readonly checked: number;
  readonly disagreements: readonly GameDisagreement[];
  /**
   * Games whose snapshot an earlier version wrote: it lacks fields this version adds (which the
   * code reads as absent), and agrees with the replay everywhere else.
   */
  readonly olderFormat: number;
  /** Where the stored ratings differ from a replay of game_results (ratings.ts); empty when none. */
  readonly ratings: readonly string[];
}

/** One game's verdict: null when it agrees; 'older' when it agrees except for fields added since. */
type Verdict = string | 'older' | null;

interface StoredGame {
  id: number;
  type: string;
  status: string;
  seed: number | null;
  options: string;
  version: number;
  state: string | null;
  started_at: number | null;
}

/** JSON with object keys sorted, so equal states compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The first path where two JSON values differ, for the report. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return `${path}: stored ${JSON.stringify(a)?.slice(0, 80)}, replayed ${JSON.stringify(b)?.slice(0, 80)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  for (const key of keys) {
    const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

/**
 * `replayed` without the object keys `stored` does not have (at any depth): what an earlier
 * version of the code, which did not write those fields, would have stored.
 */
function withoutAddedFields(replayed: unknown, stored: unknown): unknown {
  if (replayed === null || stored === null || typeof replayed !== 'object' || typeof stored !== 'object') return replayed;
  if (Array.isArray(replayed)) return Array.isArray(stored) ? replayed.map((v, i) => withoutAddedFields(v, stored[i])) : replayed;
  const kept = Object.entries(replayed as Record<string, unknown>).filter(([key]) => key in (stored as object));
  return Object.fromEntries(kept.map(([key, v]) => [key, withoutAddedFields(v, (stored as Record<string, unknown>)[key])]));
}

/** Replays one stored game; null when it agrees, else what disagrees. */
export function verifyGame(db: Database, games: Readonly<Record<string, AnyGameModule>>, gameId: number): string | null {
  const verdict = db.transaction(() => check(db, games, gameId))();
  return verdict === 'older' ? null : verdict;
}

function check(db: Database, games: Readonly<Record<string, AnyGameModule>>, gameId: number): Verdict {
  const game = db
    .prepare('SELECT id, type, status, seed, options, version, state, started_at FROM games WHERE id = ?')
    .get(gameId) as StoredGame | undefined;
  if (!game) return 'no such game';
  const module = games[game.type];
  if (!module) return `unknown game type ${game.type}`;
  if (game.state === null || game.seed === null || game.started_at === null) {
    return game.status === 'lobby' || game.status === 'cancelled' ? null : `status ${game.status} without a stored state`;
  }
  const players = (
    db.prepare('SELECT player_id FROM seats WHERE game_id = ? ORDER BY seat').all(gameId) as { player_id: string | null }[]
  ).map((s) => s.player_id);
  if (players.some((p) => p === null)) return 'a seat without an engine player id';
  const rows = db.prepare('SELECT seq, actor, command, at FROM command_log WHERE game_id = ? ORDER BY seq').all(gameId) as {
    seq: number;
    actor: string | null;
    command: string;
    at: number;
  }[];
  const gap = rows.findIndex((r, i) => r.seq !== i + 1);
  if (gap >= 0) return `log sequence jumps to ${rows[gap]?.seq} at position ${gap + 1}`;
  if (rows.length !== game.version) return `version ${game.version} but ${rows.length} logged commands`;
  let replayed: unknown;
  try {
    const log: LoggedCommand<{ type: string }>[] = rows.map((r) => ({
      actor: r.actor,
      command: module.commandSchema.parse(JSON.parse(r.command)) as { type: string },
      at: r.at,
    }));
    replayed = replay(module, {
      seed: game.seed,
      players: players as string[],
      options: module.optionsSchema.parse(JSON.parse(game.options)),
      createdAt: game.started_at,
      log,
    });
  } catch (error) {
    return `replay failed: ${(error as Error).message}`;
  }
  const replayedJson = JSON.stringify(replayed);
  let verdict: Verdict = null;
  if (replayedJson !== game.state) {
    const stored: unknown = JSON.parse(game.state);
    const storedCanonical = canonical(stored);
    const fresh: unknown = JSON.parse(replayedJson);
    // Same content, other key order: not a disagreement. Nor are fields this version added.
    if (storedCanonical !== canonical(fresh)) {
      if (storedCanonical !== canonical(withoutAddedFields(fresh, stored))) return `snapshot differs from replay at ${firstDifference(stored, fresh) ?? '?'}`;
      verdict = 'older';
    }
  }
  const ended = module.result(replayed) !== null;
  if (ended && game.status !== 'ended') return `the game has a result but its status is ${game.status}`;
  if (!ended && game.status === 'ended') return 'status ended but the game has no result';
  return budgetsProblem(db, gameId, rows) ?? verdict;
}

/**
 * Issue 32: the away days and excuses each seat spent are the table's own extensions in the log
 * (`extendDeadline` with a `why`), one per player named; the seats' counts must say the same.
 */
function budgetsProblem(db: Database, gameId: number, rows: readonly { command: string }[]): string | null {
  const spent = new Map<string, { away: number; excuse: number }>();
  for (const r of rows) {
    const command = JSON.parse(r.command) as { type: string; why?: { kind: 'away' | 'excuse'; players: string[] } };
    if (command.type !== 'extendDeadline' || !command.why) continue;
    for (const player of command.why.players) {
      const counts = spent.get(player) ?? { away: 0, excuse: 0 };
      counts[command.why.kind]++;
      spent.set(player, counts);
    }
  }
  const seats = db.prepare('SELECT player_id, away_days_used, excuses_used FROM seats WHERE game_id = ? ORDER BY seat').all(gameId) as {
    player_id: string;
    away_days_used: number;
    excuses_used: number;
  }[];
  for (const seat of seats) {
    const logged = spent.get(seat.player_id) ?? { away: 0, excuse: 0 };
    if (logged.away !== seat.away_days_used) return `seat ${seat.player_id} spent ${seat.away_days_used} away days but the log extended ${logged.away} for it`;
    if (logged.excuse !== seat.excuses_used) return `seat ${seat.player_id} spent ${seat.excuses_used} excuses but the log excused ${logged.excuse} for it`;
  }
  return null;
}

/**
 * Why this version of the code cannot verify the database (null: it can): replaying needs the
 * schema this code knows, neither older nor newer.
 */
export function schemaProblem(db: Database, known = loadMigrations(defaultMigrationsDir()).length): string | null {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get() !== undefined;
  const applied = hasTable ? ((db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null }).v ?? 0) : 0;
  if (applied === known) return null;
  return `the database is at schema version ${applied} and this code at ${known}; verify it with the matching version of the bot.`;
}

/**
 * Replays every started game (one read transaction each); reports each that disagrees. Then
 * replays the ratings from game_results (one read transaction) and reports where they differ.
 */
export function verifyDatabase(
  db: Database,
  games: Readonly<Record<string, AnyGameModule>>,
  onProgress?: (checked: number) => void,
): VerifyReport {
  const ids = (db.prepare('SELECT id FROM games WHERE state IS NOT NULL ORDER BY id').all() as { id: number }[]).map((r) => r.id);
  const disagreements: GameDisagreement[] = [];
  let checked = 0;
  let olderFormat = 0;
  for (const id of ids) {
    const verdict = db.transaction(() => check(db, games, id))();
    checked++;
    if (verdict === 'older') olderFormat++;
    else if (verdict) {
      const problem = verdict;
      const type = (db.prepare('SELECT type FROM games WHERE id = ?').get(id) as { type: string }).type;
      disagreements.push({ gameId: id, type, problem });
    }
    if (onProgress && checked % 1000 === 0) onProgress(checked);
  }
  const ratings = db.transaction(() => ratingProblems(db))();
  return { checked, disagreements, olderFormat, ratings };
}
