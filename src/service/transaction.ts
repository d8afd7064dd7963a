// The service's unit of work: BEGIN IMMEDIATE … COMMIT, savepoints inside it, and the work to run
// once it committed (caching what was written, telling listeners, arming the timer). Below the
// repository and the commit pipeline, so both can queue work for after the commit.
import type { Database } from 'better-sqlite3';

/** One connection's transactions and their after-commit queue. */
export class Transactions {
  private readonly immediate: <T>(fn: () => T) => T;
  private readonly nested: <T>(fn: () => T) => T;
  /** Work to run once the transaction in progress commits (null: no transaction). */
  private afterCommit: (() => void)[] | null = null;

  constructor(
    db: Database,
    /** Called after every commit, before the queued work (the checkpoint worker counts commits). */
    private readonly onCommit: () => void,
  ) {
    const transaction = db.transaction((fn: () => unknown) => fn());
    this.immediate = <T>(fn: () => T): T => transaction.immediate(fn) as T;
    this.nested = <T>(fn: () => T): T => transaction(fn) as T;
  }

  /** Whether a transaction is open (work queued now waits for its commit). */
  get open(): boolean {
    return this.afterCommit !== null;
  }

  /** BEGIN IMMEDIATE … COMMIT; the work queued meanwhile runs only once it committed. */
  transact<T>(fn: () => T): T {
    if (this.afterCommit !== null) return this.savepoint(fn);
    const queued: (() => void)[] = [];
    this.afterCommit = queued;
    let result: T;
    try {
      result = this.immediate(fn);
    } finally {
      this.afterCommit = null;
    }
    this.onCommit();
    for (const task of queued) task();
    return result;
  }

  /** A savepoint inside the open transaction: on a throw, its writes and queued work are undone. */
  savepoint<T>(fn: () => T): T {
    const outer = this.afterCommit as (() => void)[];
    const queued: (() => void)[] = [];
    this.afterCommit = queued;
    let result: T;
    try {
      result = this.nested(fn);
    } finally {
      this.afterCommit = outer;
    }
    outer.push(...queued);
    return result;
  }

  /** Work for after the commit of the transaction in progress. */
  queue(task: () => void): void {
    if (this.afterCommit === null) throw new Error('queue() outside a transaction');
    this.afterCommit.push(task);
  }
}
