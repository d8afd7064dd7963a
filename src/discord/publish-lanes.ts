// The publisher's lanes: a queue per game (and per player's digest) whose jobs keep their order,
// run one at a time and are retried with back-off while Discord stumbles (5xx, a lost answer, a
// timeout), while every other lane goes on; changes that come close together are coalesced into
// one publishing (COALESCE_MS), posting waits for interactions being answered, and a gate decides
// how many lanes work at once and which goes next (lane-gate.ts). What a job does is the
// publisher's (publisher.ts): this file knows nothing of games, posts or threads.
import type { DueDigest } from '../service/service.js';
import type { Outcome } from '../service/types.js';
import type { Logger } from '../log.js';
import { isTransient } from './posts.js';
import { ACTIVE_MS, LaneGate } from './lane-gate.js';

/**
 * A change that comes within this long of its table's last publishing waits out the rest of it,
 * so that several changes in a second (a player clicking through a turn, AI seats moving, choices
 * made together) make one edit of each post instead of one each: Discord takes only a few edits
 * every few seconds in a channel. The first change after a quiet spell goes at once.
 */
export const COALESCE_MS = 1_000;

/** The longest a queued post waits for interactions in flight to be answered. */
const QUIET_WAIT_MS = 250;

/** Back-off between attempts when Discord stumbles: base × 2ⁿ, at most `maxMs`. */
export interface RetryPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * What a lane has to do: publish a change, catch up with the stored state, or post pending notices
 * (a game's lane, keyed by its id); or send a player's daily digest (their own lane, `digest:<user>`).
 */
export type Job = { readonly kind: 'change'; readonly outcome: Outcome } | { readonly kind: 'catchUp' } | { readonly kind: 'notices' } | { readonly kind: 'digest'; readonly digest: DueDigest };

/** A lane: a game's id, or a player's digest. */
export type LaneKey = number | `digest:${string}`;

/** An ordinary change or notices: a later job of the lane covers it (table changes and catch-ups never are). */
const skippable = (j: Job) => j.kind === 'notices' || (j.kind === 'change' && j.outcome.cause !== 'table');

interface Lane {
  readonly jobs: Job[];
  running: boolean;
  /** When the lane got its first job (it is dropped once empty): how long its table has waited. */
  readonly since: number;
}

/** The publisher's queue: jobs queued or under way, and how long the oldest has waited. */
export interface PublisherBacklog {
  readonly depth: number;
  readonly oldestMs: number;
}

/** What a lane runs: one attempt at `job` (throws what Discord stumbled on), and a game lane's channel (for the gate). */
export interface LaneWork {
  run(key: LaneKey, job: Job): Promise<void>;
  channelOf(gameId: number): string;
}

export class Lanes {
  private readonly lanes = new Map<LaneKey, Lane>();
  /** Jobs wait for Discord: changes made at start-up (overdue deadlines) are posted once ready. */
  private readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;
  private closed = false;
  private wakeSleepers: (() => void)[] = [];
  /** Lanes waiting out COALESCE_MS (hurry() wakes them). */
  private coalescing: (() => void)[] = [];
  /** Set by hurry() until every lane is empty: nothing waits to be coalesced meanwhile. */
  private hurried = false;
  private idleWaiters: (() => void)[] = [];
  /**
   * Interactions being answered now; posting waits for them (an answer is due in 3 s), but never
   * longer than QUIET_WAIT_MS, so a busy server cannot starve a channel of its posts.
   */
  private answering = 0;
  private whenQuiet: (() => void)[] = [];
  /** How many lanes work at once, and which goes next (lane-gate.ts). */
  private readonly gate = new LaneGate();
  /** When each table's posts were last brought up to date (COALESCE_MS). */
  private readonly published = new Map<number, number>();
  /** When someone last acted in a channel (its table's posts go first for ACTIVE_MS). */
  private readonly activity = new Map<string, number>();

  constructor(
    private readonly work: LaneWork,
    private readonly log: Logger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    private readonly coalesceMs = COALESCE_MS,
  ) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  /** Discord is ready: the queued jobs run. */
  open(): void {
    this.markReady();
  }

  /** Holds queued posts back while `answer` (an interaction being handled) is under way. */
  async whileAnswering(answer: Promise<void>): Promise<void> {
    this.answering++;
    try {
      await answer;
    } finally {
      this.answering--;
      if (this.answering === 0) for (const wake of this.whenQuiet.splice(0)) wake();
    }
  }

  private quiet(): Promise<void> {
    if (this.answering === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, QUIET_WAIT_MS);
      timer.unref();
      this.whenQuiet.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Someone acted in `channelId` (an interaction): that table's posts go before idle tables' for a while. */
  noteActivity(channelId: string | null): void {
    if (!channelId) return;
    const now = Date.now();
    if (this.activity.size >= 10_000) for (const [c, at] of this.activity) if (at <= now - ACTIVE_MS) this.activity.delete(c);
    this.activity.set(channelId, now);
    this.gate.promote(channelId);
  }

  private isActive(channelId: string): boolean {
    return (this.activity.get(channelId) ?? Number.NEGATIVE_INFINITY) > Date.now() - ACTIVE_MS;
  }

  /** Stops posting: jobs not started are dropped and retries end (the next start catches up). */
  close(): void {
    this.closed = true;
    this.gate.openAll();
    this.markReady();
    for (const wake of this.wakeSleepers.splice(0)) wake();
  }

  /** Pictures still to be added to private answers already sent (they never hold posts back). */
  private readonly followUps = new Set<Promise<void>>();

  /** Runs `work` (a private answer's pictures) after the answer, outside the answering window; idle() waits for it. */
  later(work: () => Promise<void>): void {
    const p = work().finally(() => this.followUps.delete(p));
    this.followUps.add(p);
  }

  /** The queue now (the metrics, /healthz). */
  backlog(): PublisherBacklog {
    let depth = 0;
    let oldest = Number.POSITIVE_INFINITY;
    for (const lane of this.lanes.values()) {
      depth += lane.jobs.length + (lane.running ? 1 : 0);
      if (lane.since < oldest) oldest = lane.since;
    }
    return { depth, oldestMs: depth === 0 ? 0 : Date.now() - oldest };
  }

  /** Resolves when every lane is empty and every private answer has its pictures (tests, shutdown). */
  async idle(): Promise<void> {
    // Interactions under way first: one may still hand its pictures over to follow.
    while (!this.closed && this.answering > 0) await new Promise<void>((resolve) => this.whenQuiet.push(resolve));
    while (this.followUps.size > 0) await Promise.allSettled([...this.followUps]);
    if (this.lanes.size === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits for the queued posts, at most `ms` (Discord may be down), then stops posting. */
  async drain(ms: number): Promise<void> {
    this.hurry();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    this.close();
    await this.idle();
  }

  /** Queues `job` in lane `key`, starting the lane if it is idle. */
  enqueue(key: LaneKey, job: Job): void {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { jobs: [], running: false, since: Date.now() };
      this.lanes.set(key, lane);
    }
    lane.jobs.push(job);
    if (!lane.running) void this.run(key, lane);
  }

  /** Works through a lane's jobs in order; each is retried until Discord takes it. */
  private async run(key: LaneKey, lane: Lane): Promise<void> {
    lane.running = true;
    try {
      await this.ready;
      // A digest lane goes to the player's DMs: the gate keeps it apart from every table's channel.
      const channelId = typeof key === 'number' ? this.work.channelOf(key) : key;
      while (lane.jobs.length > 0 && !this.closed) {
        let job = this.next(lane);
        const last = typeof key === 'number' ? this.published.get(key) : undefined;
        const wait = this.coalesceMs - (Date.now() - (last ?? Number.NEGATIVE_INFINITY));
        if (wait > 0 && skippable(job) && !this.hurried) {
          await this.sleep(wait, true);
          lane.jobs.unshift(job); // what came meanwhile covers it
          job = this.next(lane);
        }
        // The interaction that caused this change answers first: posting is never in its way.
        await this.quiet();
        await this.attempt(key, job, channelId);
        if (typeof key === 'number') this.markPublished(key);
      }
    } finally {
      lane.running = false;
      lane.jobs.length = 0;
      this.lanes.delete(key);
      if (this.lanes.size === 0) {
        this.hurried = false;
        for (const wake of this.idleWaiters.splice(0)) wake();
      }
    }
  }

  /**
   * The next job, skipping ordinary changes that a later queued job covers (its state includes
   * them, and posts are reconciled from state): after an outage a lane does not replay every
   * intermediate state. Table changes (lobby, start, autopilot) and catch-ups (which also settle
   * posts begun before a restart) are never skipped.
   */
  private next(lane: Lane): Job {
    let job = lane.jobs.shift() as Job;
    while (lane.jobs.length > 0 && skippable(job)) job = lane.jobs.shift() as Job;
    return job;
  }

  private markPublished(gameId: number): void {
    const now = Date.now();
    if (this.published.size >= 10_000) for (const [id, at] of this.published) if (at <= now - this.coalesceMs) this.published.delete(id);
    this.published.set(gameId, now);
  }

  private async attempt(key: LaneKey, job: Job, channelId: string): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      // A turn at the gate for each attempt: a lane waiting out a back-off leaves its turn to others.
      const leave = await this.gate.enter(channelId, this.isActive(channelId));
      try {
        if (this.closed) return;
        await this.work.run(key, job);
        return;
      } catch (error) {
        const log = this.log.child(typeof key === 'number' ? { gameId: key } : { lane: key });
        if (!isTransient(error)) {
          log.error('publishing failed', error);
          return;
        }
        const delay = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.min(attempt, 20));
        log.warn(`Discord did not take a post (attempt ${attempt + 1}: ${String((error as Error).message ?? error)}); retrying in ${delay} ms`);
        leave();
        await this.sleep(delay);
      } finally {
        leave();
      }
    }
  }

  private sleep(ms: number, coalescing = false): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.wakeSleepers = this.wakeSleepers.filter((w) => w !== wake);
        this.coalescing = this.coalescing.filter((w) => w !== wake);
        resolve();
      }, ms);
      this.wakeSleepers.push(wake);
      if (coalescing) this.coalescing.push(wake);
    });
  }

  /**
   * Posts now what waits to be coalesced (COALESCE_MS) with changes that may still come: the tests'
   * settle() (a test that acts and then looks wants the channel now, as before) and stopping.
   */
  hurry(): void {
    this.hurried = this.lanes.size > 0;
    for (const wake of this.coalescing.splice(0)) wake();
  }
}
