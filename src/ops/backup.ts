// A backup of the bot's database, taken while the bot runs: an online copy made by SQLite's
// backup API from a connection of its own, all pages in one step — one read transaction, so the
// copy is the database as of one moment, whatever the bot commits meanwhile (WAL: the bot's
// writes never wait for it). The copy is then checked as start-up checks a database (quick_check)
// and every game in it is replayed from its seed and log as verify-db does. A copy that passes is
// stored under its name as one self-contained file (rollback journal, no -wal beside it); one
// that does not is kept as <name>.damaged, so nobody restores it by mistake.
// Used by `npm run backup` (scripts/backup.ts), which the bot's own rotation runs (rotation.ts).
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { z } from 'zod';
import type { AnyGameModule } from '../engine/game.js';
import { quickCheck } from '../service/integrity.js';
import { schemaProblem, verifyDatabase } from '../service/verify.js';

/** What a backup made and found (also what `npm run backup -- … --json` prints, and the rotation reads). */
export const backupReportSchema = z.object({
  /** The copy's absolute path: the file asked for, or that name + `.damaged`. */
  path: z.string(),
  /** The copy passed both checks. */
  ok: z.boolean(),
  bytes: z.number(),
  copySeconds: z.number(),
  verifySeconds: z.number(),
  /** Started games replayed. */
  games: z.number(),
  /** Of those, games stored by an earlier version (without the fields added since). */
  olderFormat: z.number(),
  /** What is wrong with the copy: quick_check's findings, or each game that disagrees with its log. */
  problems: z.array(z.string()).readonly(),
});
export type BackupReport = z.infer<typeof backupReportSchema>;

/** The backup could not be made (no copy exists); the message says why and what to do. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** sqlite3_backup_step's page count for "everything in this step". */
const ALL_PAGES = 0x7fffffff;

/** A backup file's name for a database at a time: spiel-bot.db at 12:00 UTC → spiel-bot-2026-11-21T120000Z.db. */
export function backupFileName(databasePath: string, at: number): string {
  const stamp = new Date(at).toISOString().replace(/[:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  return `${basename(databasePath, extname(databasePath))}-${stamp}.db`;
}

/** The time in a backup file's name (see backupFileName), or null if it is not one of this database's backups. */
export function backupTime(databasePath: string, fileName: string): number | null {
  const stem = basename(databasePath, extname(databasePath)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${stem}-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\.db$`).exec(fileName);
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** Checks a copy: quick_check, then (if sound) a replay of every game. */
export function verifyCopy(path: string, games: Readonly<Record<string, AnyGameModule>>): Pick<BackupReport, 'games' | 'olderFormat' | 'problems'> {
  const db = new BetterSqlite3(path, { fileMustExist: true });
  try {
    const damage = quickCheck(db);
    if (damage.length > 0) return { games: 0, olderFormat: 0, problems: damage.map((d) => `damaged: ${d}`) };
    const report = verifyDatabase(db, games);
    const problems = [...report.disagreements.map((d) => `game ${d.gameId} (${d.type}) disagrees with its log: ${d.problem}`), ...report.ratings];
    return { games: report.checked, olderFormat: report.olderFormat, problems };
  } catch (error) {
    return { games: 0, olderFormat: 0, problems: [`damaged: ${(error as Error).message}`] };
  } finally {
    db.close();
  }
}

/**
 * Copies the database at `source` to `target` (a file that must not exist yet, or a directory to
 * put a file named by backupFileName into) and verifies the copy. Throws BackupError when no copy
 * could be made; a copy that fails verification is reported (ok: false), not thrown.
 */
export async function takeBackup(source: string, target: string, games: Readonly<Record<string, AnyGameModule>>, now = Date.now()): Promise<BackupReport> {
  if (!existsSync(source)) throw new BackupError(`There is no database at ${resolve(source)}.`);
  const dest = resolve(statSync(target, { throwIfNoEntry: false })?.isDirectory() ? join(target, backupFileName(source, now)) : target);
  if (existsSync(dest)) throw new BackupError(`${dest} exists already; name a new file (or a directory) for the backup.`);
  if (!existsSync(dirname(dest))) throw new BackupError(`The directory ${dirname(dest)} does not exist; create it first.`);
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const started = performance.now();
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const problem = schemaProblem(db);
    if (problem) throw new BackupError(`Cannot verify a backup of this database: ${problem}`);
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error instanceof BackupError ? error : new BackupError(`Could not copy ${resolve(source)}: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  // One file, no -wal or -shm beside it: a copy to keep, move and restore as it is.
  try {
    const copy = new BetterSqlite3(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
  } catch {
    // A copy SQLite cannot even open: verifyCopy says so below.
  }
  const copied = performance.now();
  const verified = verifyCopy(partial, games);
  const ok = verified.problems.length === 0;
  const path = ok ? dest : `${dest}.damaged`;
  renameSync(partial, path);
  return {
    path,
    ok,
    bytes: statSync(path).size,
    copySeconds: (copied - started) / 1000,
    verifySeconds: (performance.now() - copied) / 1000,
    ...verified,
  };
}
