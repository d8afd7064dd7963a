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
// "answered already / gone" still recognises it). Answers with files still go through REST.
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { DefaultUserAgent, DiscordAPIError, HTTPError, type REST, Routes } from 'discord.js';
import { request } from 'undici';

/** What REST would retry: a timed-out request or a reset connection (discord.js's own test). */
function retryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError') return true;
  return (error as { code?: unknown }).code === 'ECONNRESET' || error.message.includes('ECONNRESET');
}

/** POSTs `body` as the callback of interaction `id`; resolves once Discord took it. */
export async function postCallback(rest: REST, id: string, token: string, body: Record<string, unknown>): Promise<void> {
  const { api, version, timeout, retries, userAgentAppendix } = rest.options;
  const url = `${api}/v${version}${Routes.interactionCallback(id, token)}`;
  const json = JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json', 'User-Agent': `${DefaultUserAgent} ${userAgentAppendix}`.trim() };
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    let res;
    try {
      res = await request(url, { method: 'POST', body: json, headers, signal: controller.signal, ...(rest.agent ? { dispatcher: rest.agent } : {}) });
    } catch (error) {
      if (attempt < retries && retryable(error)) continue;
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const status = res.statusCode;
    if (status < 300) {
      await res.body.dump();
      return;
    }
    if (status === 429 && attempt < retries) {
      const after = Number(res.headers['retry-after']);
      await res.body.dump();
      await sleep(Number.isFinite(after) ? after * 1000 : 1000);
      continue;
    }
    if (status >= 500) {
      await res.body.dump();
      if (attempt < retries) continue;
      throw new HTTPError(status, STATUS_CODES[status] ?? '', 'POST', url, { body });
    }
    const text = await res.body.text();
    let data: { code?: number; message?: string; error?: string };
    try {
      data = JSON.parse(text) as typeof data;
    } catch {
      data = { message: text };
    }
    throw new DiscordAPIError(data as ConstructorParameters<typeof DiscordAPIError>[0], data.code ?? data.error ?? status, status, 'POST', url, { body });
  }
}
