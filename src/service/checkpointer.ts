// WAL checkpoints off the event loop. SQLite normally checkpoints inside the commit that fills
// the WAL past 1,000 pages: that commit then copies megabytes into the database file and
// fsyncs twice, a latency spike for whichever player's command it was. A worker thread with
// its own connection runs PASSIVE checkpoints instead (they never block writers); the main
// connection keeps a high automatic threshold as a safety net should the worker stall.
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { resolveDriver } from './integrity.js';

/** Pages in the WAL before the main connection checkpoints by itself (the safety net). */
const SAFETY_AUTOCHECKPOINT_PAGES = 20_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -256'); // checkpoints copy frames without the page cache
parentPort.postMessage({ ready: true });
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
`;

/** Runs a checkpoint in the background every `every` commits. */
export class Checkpointer {
  private readonly worker: Worker;
  private commits = 0;
  private busy = false;
  private readonly previousAutocheckpoint: number;
  /** Checkpoints completed (for tests and the bench). */
  completed = 0;
  /** Resolves once the worker has opened its connection (or failed to start). */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly every = 200,
    onError: (error: unknown) => void = () => {},
  ) {
    this.previousAutocheckpoint = db.pragma('wal_autocheckpoint', { simple: true }) as number;
    const driver = resolveDriver();
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path: db.name, driver } });
    this.worker.unref();
    let started = () => {};
    this.ready = new Promise<void>((resolve) => (started = resolve));
    this.worker.on('message', (message: { ok?: boolean; error?: string; ready?: true }) => {
      if (message.ready) return started();
      this.busy = false;
      if (message.ok) this.completed++;
      else onError(new Error(`background checkpoint failed: ${message.error}`));
    });
    this.worker.once('exit', () => started());
    this.worker.on('error', (error) => {
      started();
      this.busy = true; // stop asking; the safety net takes over
      // The worker can fail after the database was closed (a slow close on a busy machine).
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${this.previousAutocheckpoint}`);
      onError(error);
    });
    db.pragma(`wal_autocheckpoint = ${SAFETY_AUTOCHECKPOINT_PAGES}`);
  }

  /** Counts a commit; asks for a checkpoint every `every` commits unless one is running. */
  committed(): void {
    if (++this.commits < this.every || this.busy) return;
    this.commits = 0;
    this.busy = true;
    this.worker.postMessage('checkpoint');
  }

  /** Stops the worker and gives the connection back its own checkpoints. */
  async close(): Promise<void> {
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${this.previousAutocheckpoint}`);
    this.worker.postMessage('close');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void this.worker.terminate().then(() => resolve()), 2_000);
      this.worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
