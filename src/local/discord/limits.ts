// Discord's rate limits, as the local Discord enforces them (docs: "Rate Limits" in Discord's
// developer documentation; what discord.js's REST client reads is in @discordjs/rest's
// SequentialHandler):
// - a global limit per bot: `globalPerSecond` requests a second (50 at Discord). Interaction
//   callbacks and the interaction's webhook (its @original and follow-ups) are not counted, as at
//   Discord; neither is a request without the bot's token.
// - per-route buckets: each route of `routes` has its own limit per window and per top-level
//   resource (the channel, the guild, the webhook with its token), answered with Discord's
//   `X-RateLimit-Limit/Remaining/Reset/Reset-After/Bucket` headers on every response of the route.
// - per-resource ("shared") limits: a channel a test marks busy (`busy()`): 429 with scope
//   `shared` for every write there until then; these do not count as invalid requests.
// - the invalid-request limit: 401, 403 and 429 answers (but shared-scope 429s) in the last 10
//   minutes; at 10,000 the address is banned for an hour (every request answered 429), as
//   Discord's edge does.
// A 429 carries `Retry-After` (whole seconds, rounded up, as Discord's header) and the body
// `{ message, retry_after, global }` (retry_after in seconds with decimals), plus
// `X-RateLimit-Scope` (`user`, `global` or `shared`) and, for the global one, `X-RateLimit-Global`.
//
// Windows are fixed: a route bucket's window opens with its first request and refills when it
// ends (what its Reset-After counts down); the global one is each wall-clock second. Decided
// here, where Discord says only "per second": a fixed window is the strictest reading a client
// pacing itself at the limit can meet, and it is what discord.js's own global limiter assumes.
//
// What is limited beyond the global limit is only what the bot's own scheduling drives: the
// channel message routes. Discord's limits are not published and change; the figures below are
// the ones Discord's headers commonly show (5 per 5 s per channel for posts and edits, 5 per
// second for deletes) and can be set per server (`rateLimits`).

/** One route's limit: `limit` requests per `windowMs`, per top-level resource. */
export interface RouteLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitOptions {
  /** Requests a second per bot, interaction routes aside. Default 50. */
  readonly globalPerSecond?: number;
  /** Limits by `METHOD /route/template` (e.g. `POST /channels/:channel/messages`). Default ROUTE_LIMITS. */
  readonly routes?: Readonly<Record<string, RouteLimit>>;
  /** Invalid requests (401, 403, non-shared 429) in `invalidWindowMs` that get the address banned. Default 10,000. */
  readonly invalidLimit?: number;
  /** Default 10 minutes. */
  readonly invalidWindowMs?: number;
  /** How long a ban lasts. Default an hour. */
  readonly banMs?: number;
}

/** The per-route limits a local Discord enforces unless told otherwise. */
export const ROUTE_LIMITS: Readonly<Record<string, RouteLimit>> = {
  'POST /channels/:channel/messages': { limit: 5, windowMs: 5_000 },
  'PATCH /channels/:channel/messages/:message': { limit: 5, windowMs: 5_000 },
  'DELETE /channels/:channel/messages/:message': { limit: 5, windowMs: 1_000 },
  'GET /channels/:channel/messages': { limit: 5, windowMs: 5_000 },
  'POST /users/@me/channels': { limit: 5, windowMs: 5_000 },
  'POST /webhooks/:app/:token': { limit: 5, windowMs: 2_000 },
  'PATCH /webhooks/:app/:token/messages/:message': { limit: 5, windowMs: 2_000 },
};

export type LimitScope = 'global' | 'user' | 'shared';

/** What the limiter says about a request before it is handled. */
export type Verdict =
  | { readonly limited: false; readonly headers: Record<string, string>; readonly bucket: string | null }
  | { readonly limited: true; readonly scope: LimitScope | 'banned'; readonly headers: Record<string, string>; readonly body: unknown; readonly bucket: string | null };

/** The figures a test or the local table reads. */
export interface LimitStats {
  /** 429s answered, by scope (`banned`: while the address was banned). */
  readonly rateLimited: Record<LimitScope | 'banned', number>;
  /** Requests sent again before the time their 429 said (the same method, path and body): a client that does not wait. */
  readonly earlyRepeats: number;
  /** Requests counted against the global limit, and the most in one second. */
  readonly globalRequests: number;
  readonly peakPerSecond: number;
  /** Requests by bucket (`METHOD /route` of a limited route; others are not counted here). */
  readonly byBucket: Readonly<Record<string, number>>;
}

interface Window {
  remaining: number;
  resetAt: number;
}

/** Top-level resource of a path: the channel, the guild, or the webhook and its token. */
function majorOf(path: string): string {
  const m = /^\/(channels|guilds)\/(\d+)/.exec(path) ?? /^\/(webhooks)\/([^/]+\/[^/]+)/.exec(path);
  return m ? `${m[1]}:${m[2]}` : '';
}

/** Discord's bucket hashes are opaque strings: a short one per route here. */
function hashOf(route: string): string {
  let h = 2166136261;
  for (let i = 0; i < route.length; i++) h = Math.imul(h ^ route.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** Interaction callbacks and interaction webhooks: not under the global limit, as at Discord. */
function exemptFromGlobal(path: string): boolean {
  return path.startsWith('/interactions/') || path.startsWith('/webhooks/');
}

export class RateLimiter {
  private readonly globalPerSecond: number;
  private readonly routes: Readonly<Record<string, RouteLimit>>;
  private readonly invalidLimit: number;
  private readonly invalidWindowMs: number;
  private readonly banMs: number;
  private readonly windows = new Map<string, Window>();
  private globalSecond = -1;
  private globalCount = 0;
  /** Times of the invalid requests in the window, oldest first. */
  private readonly invalid: number[] = [];
  private bannedUntil = 0;
  private readonly busyUntil = new Map<string, number>();
  /** A refused request (method, path, body) → when it may be sent again. */
  private readonly refused = new Map<string, number>();
  private readonly counts = { rateLimited: { global: 0, user: 0, shared: 0, banned: 0 }, earlyRepeats: 0, globalRequests: 0, peakPerSecond: 0 };
  private readonly buckets: Record<string, number> = {};

  constructor(opts: RateLimitOptions = {}, private readonly now: () => number = Date.now) {
    this.globalPerSecond = opts.globalPerSecond ?? 50;
    this.routes = opts.routes ?? ROUTE_LIMITS;
    this.invalidLimit = opts.invalidLimit ?? 10_000;
    this.invalidWindowMs = opts.invalidWindowMs ?? 10 * 60_000;
    this.banMs = opts.banMs ?? 60 * 60_000;
  }

  /** Writes to `channelId` are answered 429 (scope shared) for `ms` from now, as for a busy channel. */
  busy(channelId: string, ms: number): void {
    this.busyUntil.set(channelId, this.now() + ms);
  }

  /**
   * Whether the request may be handled (and the route headers its answer carries), or the 429
   * that refuses it. `route` is the route template (null: no such route), `authed` whether it
   * carries the bot's token, `body` what identifies a repeat of it, `arrivedAt` when it reached
   * the server (Discord counts at its edge, before reading the body).
   */
  check(method: string, path: string, route: string | null, authed: boolean, body: string, arrivedAt = this.now()): Verdict {
    const now = arrivedAt;
    const key = `${method} ${path} ${body}`;
    const allowedAt = this.refused.get(key);
    if (allowedAt !== undefined) {
      if (now < allowedAt) this.counts.earlyRepeats++;
      this.refused.delete(key);
    }
    const bucketName = route ? `${method} ${route}` : null;
    if (now < this.bannedUntil) return this.refuse(key, 'banned', this.bannedUntil - now, {}, null, now);
    if (authed && !exemptFromGlobal(path)) {
      const second = Math.floor(now / 1000);
      if (second !== this.globalSecond) {
        this.globalSecond = second;
        this.globalCount = 0;
      }
      if (this.globalCount >= this.globalPerSecond) return this.refuse(key, 'global', (second + 1) * 1000 - now, {}, bucketName, now);
      this.globalCount++;
      this.counts.globalRequests++;
      if (this.globalCount > this.counts.peakPerSecond) this.counts.peakPerSecond = this.globalCount;
    }
    const channel = /^\/channels\/(\d+)\/messages/.exec(path)?.[1];
    const busy = channel && method !== 'GET' ? (this.busyUntil.get(channel) ?? 0) : 0;
    if (busy > now) return this.refuse(key, 'shared', busy - now, {}, bucketName, now);
    const limit = bucketName ? this.routes[bucketName] : undefined;
    if (!bucketName || !limit) return { limited: false, headers: {}, bucket: bucketName };
    this.buckets[bucketName] = (this.buckets[bucketName] ?? 0) + 1;
    const id = `${bucketName}|${majorOf(path)}`;
    let w = this.windows.get(id);
    if (!w || now >= w.resetAt) {
      w = { remaining: limit.limit, resetAt: now + limit.windowMs };
      this.windows.set(id, w);
    }
    const headers = {
      'x-ratelimit-limit': String(limit.limit),
      'x-ratelimit-reset': seconds(w.resetAt),
      'x-ratelimit-reset-after': seconds(w.resetAt - now),
      'x-ratelimit-bucket': hashOf(bucketName),
    };
    if (w.remaining === 0) return this.refuse(key, 'user', w.resetAt - now, { ...headers, 'x-ratelimit-remaining': '0' }, bucketName, now);
    w.remaining--;
    return { limited: false, headers: { ...headers, 'x-ratelimit-remaining': String(w.remaining) }, bucket: bucketName };
  }

  /** An answer was sent: 401 and 403 count as invalid (429s were counted when refused). */
  answered(status: number): void {
    if (status === 401 || status === 403) this.countInvalid();
  }

  /** Invalid requests in the last 10 minutes (or the window set). */
  invalidRequests(): number {
    this.expireInvalid(this.now());
    return this.invalid.length;
  }

  get banned(): boolean {
    return this.now() < this.bannedUntil;
  }

  stats(): LimitStats {
    return { ...this.counts, rateLimited: { ...this.counts.rateLimited }, byBucket: { ...this.buckets } };
  }

  private refuse(key: string, scope: LimitScope | 'banned', waitMs: number, headers: Record<string, string>, bucket: string | null, now: number): Verdict {
    this.counts.rateLimited[scope]++;
    this.refused.set(key, now + waitMs);
    if (this.refused.size > 10_000) this.refused.delete(this.refused.keys().next().value as string);
    if (scope !== 'shared') this.countInvalid();
    const retryAfter = waitMs / 1000;
    const all: Record<string, string> = {
      ...headers,
      'retry-after': String(Math.max(1, Math.ceil(retryAfter))),
      'x-ratelimit-scope': scope === 'banned' ? 'global' : scope,
      ...(scope === 'global' || scope === 'banned' ? { 'x-ratelimit-global': 'true' } : {}),
    };
    const message =
      scope === 'banned' ? 'You are being blocked from accessing our API temporarily due to exceeding our rate limits frequently.' : 'You are being rate limited.';
    return { limited: true, scope, headers: all, body: { message, retry_after: Math.round(retryAfter * 1000) / 1000, global: scope === 'global' || scope === 'banned', code: 0 }, bucket };
  }

  private countInvalid(): void {
    const now = this.now();
    this.expireInvalid(now);
    this.invalid.push(now);
    if (this.invalid.length >= this.invalidLimit && now >= this.bannedUntil) this.bannedUntil = now + this.banMs;
  }

  private expireInvalid(now: number): void {
    let drop = 0;
    while (drop < this.invalid.length && (this.invalid[drop] as number) <= now - this.invalidWindowMs) drop++;
    if (drop > 0) this.invalid.splice(0, drop);
  }
}
