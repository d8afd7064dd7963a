// Time for the service: the one place that reads the wall clock or arms a timer, so tests can
// drive days of play with a ManualClock and never sleep.

/** An armed timer, as returned by `Clock.setTimer`. */
export type TimerHandle = unknown;

/** Where the service gets the time and arms its one scheduler timer. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `fn` once after `ms` milliseconds. */
  setTimer(fn: () => void, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

/** The real clock: Date.now and unref'd Node timers (they never keep a process alive alone). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimer(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

interface ManualTimer {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
}

/**
 * A clock for tests: time moves only when told to, and moving it fires the timers that fall due
 * on the way, each at its own due time (like fake timers), in due order.
 */
export class ManualClock implements Clock {
  private time: number;
  private timers = new Set<ManualTimer>();
  private order = 0;

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimer(fn: () => void, ms: number): TimerHandle {
    const timer: ManualTimer = { at: this.time + Math.max(0, ms), order: this.order++, fn };
    this.timers.add(timer);
    return timer;
  }

  clearTimer(handle: TimerHandle): void {
    this.timers.delete(handle as ManualTimer);
  }

  /** Moves time forward by `ms`, firing every timer due on the way (0 fires the due-now ones). */
  advance(ms: number): void {
    this.set(this.time + ms);
  }

  /** Moves time to `t` (never backwards), firing every timer due on the way. */
  set(t: number): void {
    if (t < this.time) throw new RangeError(`ManualClock cannot go back from ${this.time} to ${t}`);
    for (;;) {
      let next: ManualTimer | null = null;
      for (const timer of this.timers) {
        if (timer.at <= t && (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order))) next = timer;
      }
      if (!next) break;
      this.timers.delete(next);
      this.time = Math.max(this.time, next.at);
      next.fn();
    }
    this.time = t;
  }

  /** How many timers are armed (tests check the scheduler keeps exactly one). */
  pendingTimers(): number {
    return this.timers.size;
  }
}
