// Is the database file fit to run the bot on? What start-up checks before trusting it: it can be
// written (a read-only file or directory fails now, not at the first player's command) and
// SQLite finds no damage in it (`PRAGMA quick_check`). quick_check reads every page — about 3.5 s
// per GB on the CI machine — so a database larger than FULL_CHECK_MAX_BYTES gets a cheap
// truncation check at start-up and its full check in a worker thread right after (the bot stops
// with the same message if that finds damage a few seconds later).
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** Databases up to this size are fully checked before start-up goes on (well under a second). */
export const FULL_CHECK_MAX_BYTES = 128 * 2 ** 20;

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
  "If DATABASE_PATH points at the wrong file, fix it in .env. If this is the bot's database, restore it from a backup " +
  '(check a copy first with `npm run verify-db -- <copy>`), or move it aside to start with an empty one (its games are then gone).';

/** Words for why SQLite (or the file system) refused the file at `path`. */
export function explain(path: string, error: unknown): DatabaseError {
  const code = (error as { code?: string }).code ?? '';
  const say = (cause: string, todo: string) => new DatabaseError(path, `The database ${resolve(path)} ${cause}.\n${todo}`, { cause: error });
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
 * Words for a database that does not exist yet and cannot be created: `dir` (the directory it,
 * or the first of its missing directories, is to be made in) refused. Nothing is damaged, so
 * there is nothing to restore.
 */
export function cannotCreate(path: string, dir: string, error: unknown): DatabaseError {
  const code = (error as { code?: string }).code ?? '';
  const say = (why: string, todo: string) => new DatabaseError(path, `The database ${resolve(path)} does not exist yet and cannot be created: ${why}.\n${todo}`, { cause: error });
  const writable = `Give the user that runs the bot write permission to ${dir} (SQLite also creates ${resolve(path)}-wal and -shm beside the database), or set DATABASE_PATH to a writable place.`;
  if (code === 'EROFS') return say(`the directory ${dir} is not writable (it is on a read-only file system)`, 'Mount that file system read-write (a container volume without `:ro`, say), or set DATABASE_PATH to a writable place.');
  if (code === 'EACCES' || code === 'EPERM') return say(`the directory ${dir} is not writable (permission denied)`, writable);
  if (code === 'ENOTDIR' || code === 'EEXIST') return say(`a part of its path is a file, not a directory`, 'Set DATABASE_PATH to a file in a directory.');
  if (code === 'ENOSPC') return say(`the disk holding ${dir} is full`, 'Free some space there, or set DATABASE_PATH to another disk.');
  return say(`${(error as Error).message ?? String(error)}${code ? ` (${code})` : ''}`, writable);
}

/** What SQLite's quick_check finds wrong with a database: nothing (an empty list) when it is sound. */
export function quickCheck(db: Database): string[] {
  return (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).filter((r) => r !== 'ok');
}

/** The error for what quick_check found (null: nothing). */
function damage(path: string, found: readonly string[]): DatabaseError | null {
  const problems = found.filter((r) => r !== 'ok');
  if (problems.length === 0) return null;
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return new DatabaseError(path, `The database ${resolve(path)} is damaged: ${problems.slice(0, 3).join('; ')}${more}.\n${RESTORE}`);
}

/** True if the full check of this file runs in the background (see the module comment). */
export function checkedInBackground(path: string, fullCheckMaxBytes = FULL_CHECK_MAX_BYTES): boolean {
  return (statSync(path, { throwIfNoEntry: false })?.size ?? 0) > fullCheckMaxBytes;
}

/** Start-up's checks of an open connection; throws DatabaseError. */
export function checkUsable(db: Database, path: string, fullCheckMaxBytes = FULL_CHECK_MAX_BYTES): void {
  if (!checkedInBackground(path, fullCheckMaxBytes)) {
    const error = damage(path, quickCheck(db));
    if (error) throw error;
  } else {
    // The cheap part of quick_check: a file shorter than the pages its header counts was cut
    // short (only meaningful with nothing in the WAL, where newer pages may live).
    const wal = statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    const expected = Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }));
    if (wal === 0 && statSync(path).size < expected) throw explain(path, Object.assign(new Error('truncated'), { code: 'SQLITE_CORRUPT' }));
  }
  probeWrite(db);
}

/**
 * Proves the database takes writes: the write lock is taken and a write that changes nothing is
 * made, then rolled back. Throws SQLite's error (read-only, busy past `busyTimeoutMs`, …).
 * Start-up runs it, and so does /healthz (with a short wait, since it runs on the event loop).
 */
export function probeWrite(db: Database, busyTimeoutMs?: number): void {
  const previous = busyTimeoutMs === undefined ? null : Number(db.pragma('busy_timeout', { simple: true }));
  if (busyTimeoutMs !== undefined) db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
    } finally {
      db.exec('ROLLBACK');
    }
  } finally {
    if (previous !== null) db.pragma(`busy_timeout = ${previous}`);
  }
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
try {
  const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const found = db.pragma('quick_check').map((r) => r.quick_check);
  db.close();
  parentPort.postMessage({ found });
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message || error), code: error && error.code });
}
`;

/** Where better-sqlite3 lives, for a worker: next to this module, or else next to the cwd. */
export function resolveDriver(): string {
  for (const base of [import.meta.url, join(process.cwd(), 'noop.js')]) {
    try {
      return createRequire(base).resolve('better-sqlite3');
    } catch {
      // try the next place
    }
  }
  throw new Error('cannot find better-sqlite3 for a worker thread');
}

/** The full quick_check of a large database, in a worker thread; resolves with the damage found, or null. */
export function backgroundIntegrityCheck(path: string): Promise<DatabaseError | null> {
  return new Promise((done) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver: resolveDriver() } });
    worker.unref();
    worker.once('message', (m: { found?: string[]; error?: string; code?: string }) => {
      done(m.found ? damage(path, m.found) : explain(path, Object.assign(new Error(m.error ?? 'unknown'), { code: m.code })));
    });
    worker.once('error', (error) => done(explain(path, error)));
  });
}
