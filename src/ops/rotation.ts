// The bot's own rotating backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): every so many
// hours it runs `npm run backup`'s script on its database into the directory, as a child process —
// the copy, its check and the replay of every game run there, so none of it is on the bot's event
// loop and the replay's memory goes back to the system when it ends — then keeps the newest
// BACKUP_KEEP verified backups and deletes older ones. A damaged copy (kept as *.damaged) or a
// failed run is logged as an error and counted in the metrics; the next run is tried within an hour.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../log.js';
import type { Clock, TimerHandle } from '../service/clock.js';
import { MAX_TIMER_DELAY_MS } from '../service/service.js';
import { backupFileName, backupReportSchema, backupTime, type BackupReport } from './backup.js';

/** How a backup the bot took itself went: copied and verified, copied but damaged, or not made. */
export type BackupOutcome = 'ok' | 'damaged' | 'failed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The first backup after a start waits this long (start-up's catch-up and posts go first). */
const FIRST_DELAY_MS = MINUTE;
/** After a failed or damaged backup, the next try comes this soon (or at the usual time, if sooner). */
const RETRY_MS = HOUR;

export interface RotationOptions {
  readonly databasePath: string;
  readonly dir: string;
  readonly everyMs: number;
  readonly keep: number;
  readonly clock: Clock;
  readonly log: Logger;
  /** Told how each backup went (the metrics). */
  readonly onBackup?: (outcome: BackupOutcome, seconds: number, at: number) => void;
}

/** How to run the backup script: the built one, or (from TypeScript sources: tests, tsx) through tsx. */
function backupScript(): readonly string[] {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(`../../scripts/backup.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  return fromSource ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, script] : [script];
}

/** The report on the script's last line of output (null if there is none). */
function reportIn(stdout: string): BackupReport | null {
  try {
    const parsed = backupReportSchema.safeParse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Takes a backup every `everyMs` and keeps the newest `keep`; see the module comment. */
export class BackupRotation {
  private timer: TimerHandle | null = null;
  private nextAt = Number.POSITIVE_INFINITY;
  private child: ChildProcess | null = null;
  private running: Promise<BackupReport | null> | null = null;
  private stopped = false;

  constructor(private readonly options: RotationOptions) {}

  /** When the next backup is due (null: none armed). */
  get nextBackupAt(): number | null {
    return this.timer === null ? null : this.nextAt;
  }

  /** Whether a backup is being taken now. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** This database's verified backups in the directory, newest first. */
  backups(): { readonly name: string; readonly at: number }[] {
    const names = readdirSync(this.options.dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    return names
      .map((name) => ({ name, at: backupTime(this.options.databasePath, name) }))
      .filter((b): b is { name: string; at: number } => b.at !== null)
      .sort((a, b) => b.at - a.at);
  }

  /** Arms the timer: the next backup is due `everyMs` after the newest one found (at least a minute from now). */
  start(): void {
    const newest = this.backups()[0]?.at ?? Number.NEGATIVE_INFINITY;
    this.arm(Math.max(this.options.clock.now() + FIRST_DELAY_MS, newest + this.options.everyMs));
  }

  /** Disarms the timer and ends a backup in progress (its partial file is removed at the next run). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.options.clock.clearTimer(this.timer);
    this.timer = null;
    this.child?.kill('SIGTERM');
    await this.running;
  }

  /** Takes one backup now, then deletes the oldest beyond `keep`; resolves with the report (null: no copy made). */
  runOnce(): Promise<BackupReport | null> {
    this.running ??= this.backup().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private arm(at: number): void {
    if (this.stopped) return;
    this.nextAt = at;
    const delay = Math.min(Math.max(0, at - this.options.clock.now()), MAX_TIMER_DELAY_MS);
    this.timer = this.options.clock.setTimer(() => this.wake(), delay);
  }

  private wake(): void {
    this.timer = null;
    if (this.options.clock.now() < this.nextAt) return this.arm(this.nextAt); // a long wait is armed in parts
    void this.runOnce().then((report) => this.arm(this.options.clock.now() + (report?.ok ? this.options.everyMs : Math.min(RETRY_MS, this.options.everyMs))));
  }

  private async backup(): Promise<BackupReport | null> {
    const { dir, databasePath, log, clock } = this.options;
    const at = clock.now();
    for (const name of readdirSync(dir)) if (name.endsWith('.db.partial') && backupTime(databasePath, name.slice(0, -'.partial'.length)) !== null) rmSync(join(dir, name), { force: true });
    const target = join(dir, backupFileName(databasePath, at));
    const started = performance.now();
    const { code, stdout, stderr } = await this.spawn([...backupScript(), target, '--db', resolve(databasePath), '--json']);
    const seconds = (performance.now() - started) / 1000;
    const report = code === 0 || code === 1 ? reportIn(stdout) : null;
    if (!report) {
      log.error(`backup failed (exit ${code ?? 'signal'}): ${stderr.trim() || stdout.trim() || 'no output'}`);
      this.options.onBackup?.('failed', seconds, at);
      return null;
    }
    if (!report.ok) {
      log.error(`backup ${report.path} is DAMAGED (${report.problems.length} problem(s): ${report.problems.slice(0, 3).join('; ')}); older backups are kept`);
      this.options.onBackup?.('damaged', seconds, at);
      return report;
    }
    const removed = this.backups().slice(this.options.keep);
    for (const old of removed) rmSync(join(dir, old.name), { force: true });
    log.info(
      `backup ${report.path}: ${(report.bytes / 2 ** 20).toFixed(1)} MB, copied in ${report.copySeconds.toFixed(1)} s, ${report.games} games verified in ${report.verifySeconds.toFixed(1)} s` +
        (removed.length > 0 ? `; removed ${removed.length} older (keeping ${this.options.keep})` : ''),
    );
    this.options.onBackup?.('ok', seconds, at);
    return report;
  }

  private spawn(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((done) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      this.child = child;
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', (error) => {
        this.child = null;
        done({ code: null, stdout, stderr: `${stderr}${error.message}` });
      });
      child.once('close', (code) => {
        this.child = null;
        done({ code, stdout, stderr });
      });
    });
  }
}
