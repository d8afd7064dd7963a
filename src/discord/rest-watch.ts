// Two things around every request discord.js's REST client sends (its `makeRequest`):
//
// Pacing under Discord's global limit. discord.js keeps its own count of 50 requests a second, in
// windows that open with the first request after the last one closed; Discord counts its own
// seconds. A window whose requests came late and the next one's, early, can put up to twice the
// limit into one of Discord's seconds: the catch-up bench (200 overdue tables) got 5 global 429s
// at a peak of 50 a second that way. So the bot itself keeps at most GLOBAL_PER_SECOND requests
// in any 1-second span (a sliding window over the answers' times, see GlobalPace; some headroom
// left for the network's jitter), interaction routes aside (Discord does not count them). The limit is the bot's, shared
// by its shard processes: each keeps 45 ÷ their number (the shards each run in a process).
//
// Watching: what the bot tells its telemetry about each request it makes to Discord's REST API: the route
// (method and discord.js's bucket route, e.g. `POST /channels/:id/messages`: the route bucket
// without its top-level resource, so the metric's labels stay few), the status, and for a 429 the
// limit's scope (user, global, shared). discord.js's REST client is watched by wrapping its
// `makeRequest` (the `response` event would clone every response); the interaction routes the
// bot sends itself (callback.ts) report the same way.
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { BotTelemetry, RateLimitScope } from './telemetry.js';

/** The scope of a 429 as Discord's headers say it (`user` when they say nothing). */
export function scopeOf(status: number, header: (name: string) => string | null | undefined): RateLimitScope | null {
  if (status !== 429) return null;
  if (header('x-ratelimit-global')) return 'global';
  const scope = header('x-ratelimit-scope');
  return scope === 'global' || scope === 'shared' ? scope : 'user';
}

/**
 * `METHOD /route` of a path under the API, its ids and tokens left out
 * (`/api/v10/channels/1/messages` → `POST /channels/:id/messages`).
 */
export function routeLabel(method: string, path: string): string {
  const parts = (path.replace(/^\/api(\/v\d+)?/, '').split('?')[0] ?? '').split('/');
  const route = parts.map((part, i) => (/^\d{5,}$/.test(part) ? ':id' : (parts[i - 2] === 'interactions' || parts[i - 2] === 'webhooks') && i === 3 ? ':token' : part));
  return `${method.toUpperCase()} ${route.join('/')}`;
}

/** Requests the bot sends in any 1-second span, at most (Discord allows 50; the rest is headroom). */
export const GLOBAL_PER_SECOND = 45;

/**
 * At most `perSecond` requests reach Discord in any span of a second. Each send, in turn, takes the
 * slot of the send `perSecond` before it, and may go once that one was ANSWERED a second ago: a
 * request reaches Discord after the bot lets it go and before its answer comes back, and where in
 * between is not known — a held event loop (thousands of overdue tables applied and drawn at
 * once) lets a send go on the bot's clock and write it to the socket hundreds of milliseconds
 * later, where it lands beside the next second's sends. Counting from the answer bounds that: the
 * catch-up bench's 10,000 tables got 119 global 429s while the slot was free a second after the
 * send went (2026-11-29). It costs throughput only by the round trip: 45 ÷ (1 s + round trip) a
 * second when the bot is saturated (about 39 at 150 ms; 45 against the local Discord).
 */
export class GlobalPace {
  /** Per slot: when its last request was answered (or let go, while it is still out). */
  private times: number[];
  /** Per slot: its request is still out (no answer yet). */
  private out: boolean[];
  private at = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** Wakes the one waiter (turns are taken one at a time) when an answer frees a slot. */
  private wake: (() => void) | null = null;
  /** Bumped by share(): answers to requests let go before it free nothing. */
  private generation = 0;

  constructor(private perSecond = GLOBAL_PER_SECOND) {
    this.times = new Array<number>(perSecond).fill(Number.NEGATIVE_INFINITY);
    this.out = new Array<boolean>(perSecond).fill(false);
  }

  /** The bot's limit is shared by `processes` processes (its shards'): this one keeps its part of it. */
  share(processes: number): void {
    this.perSecond = Math.max(1, Math.floor(GLOBAL_PER_SECOND / Math.max(1, processes)));
    this.times = new Array<number>(this.perSecond).fill(Number.NEGATIVE_INFINITY);
    this.out = new Array<boolean>(this.perSecond).fill(false);
    this.at = 0;
    this.generation++;
    this.release();
  }

  /**
   * Resolves when the next send may go (at once while under the limit), in the order asked, with
   * the function to call when its answer (or failure) comes back.
   */
  turn(): Promise<() => void> {
    const mine = this.queue.then(() => this.slot());
    this.queue = mine;
    return mine;
  }

  private release(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async slot(): Promise<() => void> {
    for (;;) {
      const i = this.at;
      if (this.out[i]) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        continue;
      }
      const now = Date.now();
      const free = (this.times[i] as number) + 1_000;
      if (free <= now) {
        this.times[i] = now;
        this.out[i] = true;
        this.at = (i + 1) % this.perSecond;
        const generation = this.generation;
        return () => {
          if (generation !== this.generation || !this.out[i]) return;
          this.out[i] = false;
          this.times[i] = Math.max(this.times[i] as number, Date.now());
          this.release();
        };
      }
      await new Promise((resolve) => setTimeout(resolve, free - now));
    }
  }
}

/** Interaction callbacks and webhooks: Discord does not count them against the global limit. */
const uncounted = (path: string) => /\/(interactions|webhooks)\//.test(path);

/**
 * REST options whose requests are paced under the global limit and reported to `telemetry` (a
 * `makeRequest` around discord.js's own).
 */
export function watchedRest(telemetry: BotTelemetry, pace: GlobalPace = new GlobalPace(), inner: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest): Pick<RESTOptions, 'makeRequest'> {
  return {
    makeRequest: async (url, init) => {
      const answered = uncounted(url) ? null : await pace.turn();
      let res;
      try {
        res = await inner(url, init);
      } finally {
        answered?.();
      }
      try {
        telemetry.rest(routeLabel(init.method ?? 'GET', new URL(url).pathname), res.status, scopeOf(res.status, (n) => res.headers.get(n)));
      } catch {
        // telemetry never breaks a request
      }
      return res;
    },
  };
}
