// Two things around every request discord.js's REST client sends (its `makeRequest`):
//
// Pacing under Discord's global limit. discord.js keeps its own count of 50 requests a second, in
// windows that open with the first request after the last one closed; Discord counts its own
// seconds. A window whose requests came late and the next one's, early, can put up to twice the
// limit into one of Discord's seconds: the catch-up bench (200 overdue tables) got 5 global 429s
// at a peak of 50 a second that way. So the bot itself keeps at most GLOBAL_PER_SECOND requests
// in any 1-second span (a sliding window over send times, some headroom left for the network's
// jitter), interaction routes aside (Discord does not count them). The limit is the bot's, shared
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
 * At most `perSecond` sends in any span of a second: each send, in turn, waits until the one
 * `perSecond` sends before it is a second old. The moment recorded is when the send really goes
 * (after the wait), so timers that fire late under load cannot bunch sends together.
 */
export class GlobalPace {
  private times: number[];
  private at = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(private perSecond = GLOBAL_PER_SECOND) {
    this.times = new Array<number>(perSecond).fill(Number.NEGATIVE_INFINITY);
  }

  /** The bot's limit is shared by `processes` processes (its shards'): this one keeps its part of it. */
  share(processes: number): void {
    this.perSecond = Math.max(1, Math.floor(GLOBAL_PER_SECOND / Math.max(1, processes)));
    this.times = new Array<number>(this.perSecond).fill(Number.NEGATIVE_INFINITY);
    this.at = 0;
  }

  /** Resolves when the next send may go (at once while under the limit), in the order asked. */
  turn(): Promise<void> {
    const mine = this.queue.then(() => this.slot());
    this.queue = mine;
    return mine;
  }

  private async slot(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const free = (this.times[this.at] as number) + 1_000;
      if (free <= now) {
        this.times[this.at] = now;
        this.at = (this.at + 1) % this.perSecond;
        return;
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
      if (!uncounted(url)) await pace.turn();
      const res = await inner(url, init);
      try {
        telemetry.rest(routeLabel(init.method ?? 'GET', new URL(url).pathname), res.status, scopeOf(res.status, (n) => res.headers.get(n)));
      } catch {
        // telemetry never breaks a request
      }
      return res;
    },
  };
}
