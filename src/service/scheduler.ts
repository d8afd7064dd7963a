// The one timer: armed for the earliest due deadline row, re-armed when an earlier row appears,
// never a polling loop. What "running due rows" means is the service's business.
import type { Clock, TimerHandle } from './clock.js';

/** setTimeout fires at once for delays of 2^31 ms or more; stay well below and re-arm. */
export const MAX_TIMER_DELAY_MS = 2_000_000_000;

export interface SchedulerWork {
  /** The due time of the earliest stored row, or null. */
  nextDue(): number | null;
  /** Runs rows due by now (at most `limit`), earliest first; returns how many ran. */
  runDue(limit: number): number;
  /** A wake-up failed unexpectedly (the timer is re-armed anyway). */
  onError(error: unknown): void;
}

/** Sleeps until the earliest due row, runs what is due, and sleeps again. */
export class Scheduler {
  private on = false;
  private timer: TimerHandle | null = null;
  private armedFor = Number.POSITIVE_INFINITY;
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly work: SchedulerWork,
    /** Rows per wake-up before yielding to the event loop (a full batch re-arms with delay 0). */
    private readonly batch = 100,
    /** Wake at least this often even with no row due (rows written by another process). */
    private readonly maxSleepMs: number = MAX_TIMER_DELAY_MS,
  ) {}

  /** Runs everything already due (all of it, before returning), then arms the timer. */
  start(): number {
    this.on = true;
    return this.run(Number.POSITIVE_INFINITY);
  }

  stop(): void {
    this.on = false;
    this.disarm();
  }

  get started(): boolean {
    return this.on;
  }

  get armed(): boolean {
    return this.timer !== null;
  }

  /** Runs due rows now (tests, start-up), then re-arms if started. */
  run(limit: number): number {
    if (this.running) return 0; // a listener called back in: the outer run continues
    this.running = true;
    try {
      return this.work.runDue(limit);
    } finally {
      this.running = false;
      this.arm();
    }
  }

  /** A row due at `due` was written: wake earlier if needed. */
  note(due: number): void {
    if (this.on && !this.running && due < this.armedFor) this.arm();
  }

  private disarm(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.armedFor = Number.POSITIVE_INFINITY;
  }

  private arm(): void {
    this.disarm();
    if (!this.on) return;
    const due = this.work.nextDue();
    const cap = Math.min(this.maxSleepMs, MAX_TIMER_DELAY_MS);
    if (due === null && cap === MAX_TIMER_DELAY_MS) return;
    const now = this.clock.now();
    const delay = due === null ? cap : Math.min(Math.max(0, due - now), cap);
    this.armedFor = due === null ? now + delay : Math.min(due, now + delay);
    this.timer = this.clock.setTimer(() => this.wake(), delay);
  }

  private wake(): void {
    this.timer = null;
    this.armedFor = Number.POSITIVE_INFINITY;
    try {
      this.run(this.batch);
    } catch (error) {
      this.work.onError(error);
      this.arm();
    }
  }
}
