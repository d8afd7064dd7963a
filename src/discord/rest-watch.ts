// What the bot tells its telemetry about each request it makes to Discord's REST API: the route
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

/** REST options whose requests are reported to `telemetry` (a `makeRequest` around discord.js's own). */
export function watchedRest(telemetry: BotTelemetry, inner: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest): Pick<RESTOptions, 'makeRequest'> {
  return {
    makeRequest: async (url, init) => {
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
