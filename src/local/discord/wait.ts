import type { EventEmitter } from 'node:events';

export interface WaitOptions {
  timeoutMs: number;
  /** also re-check every `pollMs` ms (for conditions on state outside the local Discord) */
  pollMs?: number;
  /** text for the timeout error */
  describe: () => string;
}

/**
 * Resolve with the first truthy value of `check()`, re-evaluated on every `change` event of
 * `events` (the local Discord emits one per REST request and gateway event) — no polling unless asked.
 * A `check` that throws counts as "not yet"; its last error is reported on timeout.
 */
export function waitFor<T>(events: EventEmitter, check: () => T | null | undefined | false, opts: WaitOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let lastError: unknown;
    let done = false;
    const attempt = (): boolean => {
      if (done) return true;
      try {
        const value = check();
        if (value) {
          finish();
          resolve(value);
          return true;
        }
      } catch (error) {
        lastError = error;
      }
      return false;
    };
    const onChange = (): void => void attempt();
    const timer = setTimeout(() => {
      finish();
      const detail = lastError instanceof Error ? `\nLast error from the condition: ${lastError.message}` : '';
      reject(new Error(`${opts.describe()}${detail}`));
    }, opts.timeoutMs);
    const poll = opts.pollMs ? setInterval(onChange, opts.pollMs) : null;
    function finish(): void {
      done = true;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      events.off('change', onChange);
    }
    events.on('change', onChange);
    attempt();
  });
}
