// Opening the bot's SQLite database: the file and its directory on first run, the pragmas the
// service relies on, and the migrations, so a Database handed to the service is always current.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { defaultMigrationsDir, loadMigrations, migrate, MigrationError, type MigrationReport } from './migrate.js';

/** The database file cannot be used; the message names the file, the cause and what to do. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  constructor(
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const RESTORE =
  'If DATABASE_PATH points at the wrong file, fix it in .env. If this is the bot\'s database, restore it from a backup ' +
  '(check a copy first with `npm run verify-db -- <copy>`), or move it aside to start with an empty one (its games are then gone).';

/** Words for why SQLite refused the file at `path`. */
function explain(path: string, error: unknown): DatabaseError {
  const code = (error as { code?: string }).code ?? '';
  const where = `The database ${resolve(path)}`;
  const say = (cause: string, todo: string) => new DatabaseError(path, `${where} ${cause}.\n${todo}`, { cause: error });
  if (code === 'SQLITE_NOTADB') return say('is not an SQLite database (or it is damaged beyond reading)', RESTORE);
  if (code.startsWith('SQLITE_CORRUPT')) return say('is damaged (truncated or corrupt)', RESTORE);
  if (code === 'SQLITE_READONLY_DIRECTORY' || code === 'SQLITE_CANTOPEN')
    return say(
      'cannot be opened for writing: its directory does not exist or is not writable',
      `Give the user that runs the bot write permission to ${resolve(dirname(path))} (SQLite also creates ${path}-wal and ${path}-shm there), or set DATABASE_PATH to a writable place.`,
    );
  if (code.startsWith('SQLITE_READONLY') || code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return say('can be read but not written (a read-only file, directory or disk)', `Give the user that runs the bot write permission to ${resolve(path)} and its directory, or set DATABASE_PATH to a writable place.`);
  return say(`cannot be used: ${(error as Error).message ?? String(error)}${code ? ` (${code})` : ''}`, RESTORE);
}

/**
 * What start-up checks before trusting the file: it is a file (not a directory), SQLite reads it
 * without finding damage (`PRAGMA quick_check`), and the bot can write to it. A 0-byte file is an
 * empty database, which is fine.
 */
function checkUsable(db: Database, path: string): void {
  const problems = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
  const found = problems.map((r) => r.quick_check).filter((r) => r !== 'ok');
  if (found.length > 0) {
    throw new DatabaseError(path, `The database ${resolve(path)} is damaged: ${found.slice(0, 3).join('; ')}${found.length > 3 ? ` (and ${found.length - 3} more)` : ''}.\n${RESTORE}`);
  }
  // A write that changes nothing, rolled back: a read-only file or directory fails it now, not at
  // the first player's command.
  db.exec('BEGIN IMMEDIATE');
  try {
    db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
  } finally {
    db.exec('ROLLBACK');
  }
}

/** Where the bot keeps its games unless the configuration says otherwise. */
export const DEFAULT_DATABASE_PATH = 'data/spiel-bot.db';

export interface OpenOptions {
  /** Defaults to the project's `migrations/` directory. */
  readonly migrationsDir?: string;
  /** How long a write waits for another connection's lock before failing (ms). */
  readonly busyTimeoutMs?: number;
  /** Told which migrations were applied now (for the start-up log). */
  readonly onMigrated?: (report: MigrationReport) => void;
}

/** Applies the connection settings every service connection needs. */
export function configure(db: Database, busyTimeoutMs = 5_000): void {
  // WAL: readers never block the writer and a commit is one append to the -wal file.
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit is written to the WAL (write(2)) before it returns but not
  // fsync'ed; the WAL is fsync'ed at checkpoints. A crash of the *process* (SIGKILL, OOM, a bug)
  // loses nothing that was committed, because the data is already in the OS page cache; only
  // an OS crash or power cut can roll back the last few commits, and never corrupts the file.
  // FULL would add an fsync to every command (milliseconds on ordinary disks) for protection
  // against power loss that a hobby bot's players can absorb (they re-click a button).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A bounded page cache (better-sqlite3 would give each connection 16 MiB): the hot pages are
  // B-tree interiors and the rows of games in play; the OS page cache serves the rest (a miss
  // is one pread from memory). 2 MiB: 4 MiB measured no faster with 100,000 stored games, and a
  // start-up catch-up fills whatever it is given.
  db.pragma('cache_size = -2000');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
}

/**
 * Opens (creating on first run) the database at `path` and migrates it. Throws MigrationError
 * when the schema and the code disagree; the error's message says what the operator should do.
 */
export function openDatabase(path: string = DEFAULT_DATABASE_PATH, options: OpenOptions = {}): Database {
  const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir());
  if (path !== ':memory:') {
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
      throw new DatabaseError(path, `DATABASE_PATH (${resolve(path)}) is a directory.\nSet DATABASE_PATH to a file inside it, such as ${resolve(path, 'spiel-bot.db')}.`);
    }
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (error) {
      throw explain(path, error);
    }
  }
  let db: Database;
  try {
    db = new BetterSqlite3(path);
  } catch (error) {
    throw explain(path, error);
  }
  try {
    configure(db, options.busyTimeoutMs);
    if (path !== ':memory:') checkUsable(db, path);
    const report = migrate(db, migrations);
    options.onMigrated?.(report);
    return db;
  } catch (error) {
    db.close();
    throw error instanceof MigrationError || error instanceof DatabaseError ? error : explain(path, error);
  }
}
