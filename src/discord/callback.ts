// An interaction's callback (its first answer) sent with undici, the HTTP client discord.js's REST
// client runs on, instead of through that REST client. Measured on 2026-11-28: 10,000 callbacks
// at 1,000/s to a local HTTP server leave 5.4–5.6 KB each that outlive the young generation when
// sent through @discordjs/rest (`node --trace-gc-nvp`; about the same with 4, 16 and 64 MB
// semi-spaces, and with REST's own undici strategy swapped for a bare one), against 1.4 KB for
// the same request sent as below (undici, an AbortController and the same timeout). Where REST
// keeps them was not found. What is promoted fills the old generation, and its full collections
// were what broke the capacity bench's ramp: there the bot's process promoted 1.8 MB/s instead of
// 4.4 (8 full collections in a run instead of 13) and sustained 1,350–1,500/s instead of 1,000/s.
//
// A callback needs no token and has no rate-limit bucket (discord.js sends it through a "burst"
// handler that only waits out a 429). What REST does for it otherwise is kept, from the same REST
// options: the URL, the User-Agent, the timeout, the same connection pool, sending it again at
// once after a 5xx or a reset or timed-out connection (`retries` times), waiting out a 429 (as
// many times), and a refusal as discord.js's DiscordAPIError or HTTPError (so the router's
// "answered already / gone" still recognises it). Answers with files go the same way, as one
// multipart body (upload.ts), where REST's queue and handler had taken them (a picture already
// drawn goes in the answer itself: about a fifth of the Discord bench's interactions).
//
// The edit that adds the pictures drawn after an answer (PATCH of the interaction's webhook
// message, about a third of the bench's interactions) goes the same way since 2026-11-28. 3,000
// such edits with a 50 KB picture, one after another against a local HTTP server in the same
// process (client and server counted together): 0.21–0.30 ms of CPU each instead of 0.51–0.64 ms
// through REST. REST also counts every request but the callback against its own copy of the
// bot's global limit (50 a second: in that loop every 50th request waited about a second), while
// Discord does not count interaction routes against it; so at more than about 50 picture edits a
// second the edits, and the public posts behind them in that budget, would have waited. It did
// not move the Discord bench's p99 with pictures on (there REST carried about 40 requests a
// second): four runs each way, interleaved, 1.63, 1.40, 1.63, 1.40× against 1.62, 1.42, 1.34,
// 1.27×. The route's own rate limit (the interaction's token) is waited out on a 429, as REST
// would — even by a bot whose REST client retries nothing (`retries: 0`), up to RATE_LIMIT_WAITS.
//
// The timeout is undici's own (no answer's headers, or a pause in its body, longer than REST's
// timeout, checked on undici's coarse timer: to the second) rather than an AbortController and a
// timer per request, and the request goes to the pool with the API's origin and path taken apart
// once per REST client: in a CPU profile of a Discord bench phase, the callback went from 11.5%
// of the bot's main-thread time to 7.4% (2026-11-28).
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { DefaultUserAgent, DiscordAPIError, HTTPError, type REST, Routes } from 'discord.js';
import { getGlobalDispatcher, type Dispatcher } from 'undici';
import { multipart, type Upload } from './upload.js';
import { routeLabel, scopeOf } from './rest-watch.js';
import type { BotTelemetry } from './telemetry.js';

/** 429s waited out per request, independent of REST's `retries` (which is about failures). */
export const RATE_LIMIT_WAITS = 3;

/** Who hears of the answers to a REST client's interaction requests (the bot's telemetry). */
const watchers = new WeakMap<REST, BotTelemetry>();

/** Reports every answer to `rest`'s interaction callbacks and webhook edits to `telemetry`, as REST's own requests are. */
export function watchInteractionRoutes(rest: REST, telemetry: BotTelemetry): void {
  watchers.set(rest, telemetry);
}

/** What REST would retry: a timed-out request or a reset connection (discord.js's own test). */
function retryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || error.name === 'AbortError') return true;
  return code === 'ECONNRESET' || error.message.includes('ECONNRESET');
}

/** Where a REST client's requests go: its API's origin and path prefix, parsed once. */
const targets = new WeakMap<REST, { origin: string; prefix: string; userAgent: string }>();

function targetOf(rest: REST): { origin: string; prefix: string; userAgent: string } {
  let target = targets.get(rest);
  if (!target) {
    const { api, version, userAgentAppendix } = rest.options;
    const url = new URL(`${api}/v${version}`);
    target = { origin: url.origin, prefix: url.pathname.replace(/\/$/, ''), userAgent: `${DefaultUserAgent} ${userAgentAppendix}`.trim() };
    targets.set(rest, target);
  }
  return target;
}

/** POSTs `body` (and `files`, if any) as the callback of interaction `id`; resolves once Discord took it. */
export function postCallback(rest: REST, id: string, token: string, body: Record<string, unknown>, files?: readonly Upload[]): Promise<void> {
  return interactionRequest(rest, 'POST', Routes.interactionCallback(id, token), body, files);
}

/**
 * Sends `body` (and `files`) to one of an interaction's own routes: its callback, or its webhook
 * (the answer's edits), which carries the interaction's token and no bot token. Discord does not
 * count these against the bot's global rate limit; a 429 from a route's own limit is waited out.
 */
export async function interactionRequest(rest: REST, method: 'POST' | 'PATCH', route: `/${string}`, body: Record<string, unknown>, files?: readonly Upload[]): Promise<void> {
  const { timeout, retries } = rest.options;
  const { origin, prefix, userAgent } = targetOf(rest);
  const path = `${prefix}${route}`;
  const url = `${origin}${path}`;
  const sent = files?.length ? multipart(body, files) : { body: JSON.stringify(body), contentType: 'application/json' };
  const dispatcher: Dispatcher = rest.agent ?? getGlobalDispatcher();
  const headers = { 'Content-Type': sent.contentType, 'User-Agent': userAgent };
  let waits = 0;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await dispatcher.request({ origin, path, method, body: sent.body, headers, headersTimeout: timeout, bodyTimeout: timeout });
    } catch (error) {
      if (attempt < retries && retryable(error)) continue;
      throw error;
    }
    const status = res.statusCode;
    watchers.get(rest)?.rest(routeLabel(method, route), status, scopeOf(status, (n) => res.headers[n] as string | undefined));
    if (status < 300) {
      await res.body.dump();
      return;
    }
    if (status === 429 && waits < RATE_LIMIT_WAITS) {
      // A 429 did nothing and says when to come back: waited out whatever `retries` says (a bot
      // that sends again early, or gives up and lets the player see "interaction failed", is what
      // the limits punish), a few times at most.
      waits++;
      attempt--;
      const after = Number(res.headers['retry-after']);
      await res.body.dump();
      await sleep(Number.isFinite(after) ? after * 1000 : 1000);
      continue;
    }
    if (status >= 500) {
      await res.body.dump();
      if (attempt < retries) continue;
      throw new HTTPError(status, STATUS_CODES[status] ?? '', method, url, { body });
    }
    const text = await res.body.text();
    let data: { code?: number; message?: string; error?: string };
    try {
      data = JSON.parse(text) as typeof data;
    } catch {
      data = { message: text };
    }
    throw new DiscordAPIError(data as ConstructorParameters<typeof DiscordAPIError>[0], data.code ?? data.error ?? status, status, method, url, { body });
  }
}
