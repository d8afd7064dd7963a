// Opening the bot's SQLite database: the file and its directory on first run, the pragmas the
// service relies on, and the migrations, so a Database handed to the service is always current.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { cannotCreate, checkUsable, DatabaseError, explain } from './integrity.js';
import { defaultMigrationsDir, loadMigrations, migrate, MigrationError, type MigrationHooks, type MigrationReport } from './migrate.js';
import { rebuildRatings } from './ratings.js';

export { backgroundIntegrityCheck, checkedInBackground, DatabaseError } from './integrity.js';

/** The migrations' work that is not SQL (see migrate.ts). */
export const MIGRATION_HOOKS: MigrationHooks = {
  // 012: the ratings of every game finished before ratings existed (the model is not SQL).
  ratings: (db) => rebuildRatings(db),
};

/** Where the bot keeps its games unless the configuration says otherwise. */
export const DEFAULT_DATABASE_PATH = 'data/spiel-bot.db';

export interface OpenOptions {
  /** Defaults to the project's `migrations/` directory. */
  readonly migrationsDir?: string;
  /** How long a write waits for another connection's lock before failing (ms). */
  readonly busyTimeoutMs?: number;
  /** Told which migrations were applied now (for the start-up log). */
  readonly onMigrated?: (report: MigrationReport) => void;
  /** Files larger than this get their full quick_check in the background (see integrity.ts). */
  readonly fullCheckMaxBytes?: number;
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
 * On first run, makes the database's directory (and any missing above it) and checks that the
 * file can be created there; throws DatabaseError naming the directory that is not writable.
 * The directories are made one at a time rather than with `mkdirSync(…, { recursive: true })`:
 * Node's recursive mkdir reports a read-only file system (EROFS) or a full disk (ENOSPC) as
 * ENOENT (nodejs/node#47098, #42808), which told the operator nothing true.
 */
function makeRoomFor(path: string): void {
  let dir = resolve(dirname(path));
  try {
    if (statSync(path, { throwIfNoEntry: false })) return; // the file is there: checkUsable judges it
    const missing: string[] = [];
    while (!statSync(dir, { throwIfNoEntry: false })) {
      missing.unshift(dir);
      if (dirname(dir) === dir) break;
      dir = dirname(dir);
    }
    // `dir` exists: the database, or the first of its missing directories, is made in it.
    if (missing.length === 0) accessSync(dir, constants.W_OK);
    for (const d of missing) {
      try {
        mkdirSync(d);
      } catch (error) {
        // Another process (a shard starting beside this one) made it first: fine.
        if ((error as { code?: string }).code !== 'EEXIST' || !statSync(d).isDirectory()) throw error;
      }
    }
  } catch (error) {
    throw cannotCreate(path, dir, error);
  }
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
    makeRoomFor(path);
  }
  let db: Database;
  try {
    db = new BetterSqlite3(path);
  } catch (error) {
    throw explain(path, error);
  }
  try {
    configure(db, options.busyTimeoutMs);
    if (path !== ':memory:') checkUsable(db, path, options.fullCheckMaxBytes);
    const report = migrate(db, migrations, MIGRATION_HOOKS);
    options.onMigrated?.(report);
    return db;
  } catch (error) {
    db.close();
    throw error instanceof MigrationError || error instanceof DatabaseError ? error : explain(path, error);
  }
}
