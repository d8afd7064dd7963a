// The health and metrics endpoint of a real bot (discord.js against the loopback Discord, SQLite
// file), scraped over HTTP while people play: every counter is checked against what the fake
// Discord recorded (interactions sent, REST writes and their answers), /healthz turns 503 with
// its reason when the scheduler falls behind or the gateway goes, and bad requests get 404/405.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../src/service/clock.js';
import { Ops } from '../../src/ops/index.js';
import { memoryLogger } from '../support/memory-logger.js';
import { sample } from '../support/prometheus.js';
import { componentId, DAY, openTable, type Table } from './harness.js';

describe('health and metrics endpoint', () => {
  let t: Table;
  let ops: Ops;
  let url: string;
  const get = async (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const metrics = async () => (await get('/metrics')).text();
  const interactions = (text: string, kind: string, outcome: string) => sample(text, 'spielbot_interactions_total', { kind, outcome, shard: '0' });
  const posts = (text: string, op: string, outcome: string) => sample(text, 'spielbot_posts_total', { op, outcome, shard: '0' });
  /** REST requests the bot made to `route` with `method`, by whether Discord took them. */
  const writes = (method: string, route: string, status: (s: number) => boolean) =>
    t.discord.requests.filter((r) => r.method === method && r.route === route && status(r.status)).length;
  const ok = (s: number) => s >= 200 && s < 300;

  beforeAll(async () => {
    ops = new Ops({ metrics: { port: 0, host: '127.0.0.1' }, backups: null }, { log: memoryLogger(), clock: systemClock });
    t = await openTable({ telemetry: ops.telemetry });
    await ops.start({ gateway: t.bot, service: t.service, db: t.service.db });
    url = ops.url as string;
  });
  afterAll(async () => {
    await ops?.stop();
    await t?.stop();
  });

  it('GIVEN a bot that has done nothing yet WHEN scraped THEN every counter is there at 0 for shard 0, with the process metrics, and /healthz is 200', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    for (const kind of ['command', 'autocomplete', 'button', 'select', 'modal', 'other']) expect(interactions(text, kind, 'ok')).toBe(0);
    for (const op of ['create', 'edit', 'delete', 'dm']) expect(posts(text, op, 'retried')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total', { shard: '0' })).toBeGreaterThan(0);
    expect(sample(text, 'spielbot_gateway_ready', { shard: '0' })).toBe(1);
    expect(sample(text, 'spielbot_database_bytes', { file: 'main', shard: '0' })).toBeGreaterThan(0);
    expect(sample(text, 'spielbot_scheduler_due_rows')).toBe(0);
    expect(sample(text, 'spielbot_games')).toBeUndefined();
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      reasons: [],
      gateway: 'ready',
      database: 'writable',
      scheduler: { dueRows: 0, lagSeconds: 0 },
      discord: { invalidRequests: 0, queued: 0, oldestQueuedSeconds: 0 },
    });
  });

  it('WHEN players open, join and start a table, an outsider asks for a hand where there is no table, and Discord redelivers a click THEN each interaction is counted by kind and outcome, and every post by what Discord answered', async () => {
    const [alice, bob] = t.users as [(typeof t.users)[0], (typeof t.users)[0]];
    const lobby = await (await t.discord.slash(alice, t.channel, 'spiel', { subcommand: 'start' })).reply();
    const join = await t.discord.click(bob, lobby, componentId(lobby, 'lobby:join'));
    await join.callback();
    t.discord.redeliver(join);
    const refused = await t.discord.slash(t.outsider, t.other, 'spiel', { subcommand: 'hand' });
    expect((await refused.reply()).text()).toContain('no');
    await t.settle();
    await (await t.discord.click(alice, t.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
    await t.settle();
    await vi.waitFor(async () => expect(interactions(await metrics(), 'button', 'duplicate')).toBe(1), { timeout: 5_000, interval: 20 });

    const text = await metrics();
    expect(interactions(text, 'command', 'ok')).toBe(1);
    expect(interactions(text, 'command', 'user_error')).toBe(1);
    expect(interactions(text, 'button', 'ok')).toBe(2);
    expect(interactions(text, 'button', 'error')).toBe(0);
    // Redeliveries are not timed; everything else is, once.
    expect(sample(text, 'spielbot_interaction_duration_seconds_count', { kind: 'command' })).toBe(2);
    expect(sample(text, 'spielbot_interaction_duration_seconds_count', { kind: 'button' })).toBe(2);
    expect(sample(text, 'spielbot_interaction_duration_seconds_sum', { kind: 'button' })).toBeGreaterThan(0);
    expect(sample(text, 'spielbot_interaction_duration_seconds_bucket', { kind: 'button', le: '+Inf' })).toBe(2);
    const created = writes('POST', '/channels/:channel/messages', ok);
    expect(created).toBeGreaterThan(0);
    expect(posts(text, 'create', 'sent')).toBe(created);
    expect(posts(text, 'edit', 'sent')).toBe(writes('PATCH', '/channels/:channel/messages/:message', ok));
    expect(sample(text, 'spielbot_games', { type: 'spiel', status: 'running', shard: '0' })).toBe(1);
    expect(sample(text, 'spielbot_games', { type: 'spiel', status: 'lobby' })).toBeUndefined();
    // Every REST request by route, interaction callbacks included, as Discord saw them.
    const requests = (route: string) => sample(text, 'spielbot_discord_requests_total', { route, shard: '0' });
    expect(requests('POST /channels/:id/messages')).toBe(writes('POST', '/channels/:channel/messages', () => true));
    expect(requests('POST /interactions/:id/:token/callback')).toBe(writes('POST', '/interactions/:interaction/:token/callback', () => true));
    expect(sample(text, 'spielbot_discord_invalid_requests', { shard: '0' })).toBe(0);
    expect(sample(text, 'spielbot_publisher_queue_depth', { shard: '0' })).toBe(0);
  });

  it('GIVEN the channel is busy for everyone and a post bucket spent elsewhere THEN the 429s are counted by scope and the invalid requests count only the non-shared ones', async () => {
    const alice = t.users[0]!;
    t.discord.busy(t.channel, 1_500);
    await (await t.discord.slash(alice, t.channel, 'spiel', { group: 'host', subcommand: 'extend', options: { hours: 1 } })).reply();
    await t.settle();
    const text = await metrics();
    const shared = t.discord.requests.filter((r) => r.rateLimited === 'shared').length;
    expect(shared).toBeGreaterThan(0);
    expect(sample(text, 'spielbot_discord_rate_limited_total', { scope: 'shared', shard: '0' })).toBe(shared);
    expect(sample(text, 'spielbot_discord_invalid_requests', { shard: '0' })).toBe(t.discord.rateLimits()!.invalidRequests);
    expect(t.discord.rateLimits()!.earlyRepeats).toBe(0);
  });

  it('GIVEN Discord answers a post with a 500 once and refuses an edit with a 403 THEN the post counts as retried and then sent, the edit as failed', async () => {
    const alice = t.users[0]!;
    t.discord.fail('/channels/:channel/messages', { method: 'POST', status: 500, times: 1 });
    await (await t.discord.slash(alice, t.channel, 'spiel', { group: 'host', subcommand: 'resolve' })).reply();
    await t.settle();
    let text = await metrics();
    expect(writes('POST', '/channels/:channel/messages', (s) => s === 500)).toBe(1);
    expect(posts(text, 'create', 'retried')).toBe(1);
    expect(posts(text, 'create', 'sent')).toBe(writes('POST', '/channels/:channel/messages', ok));

    t.discord.fail('/channels/:channel/messages/:message', { method: 'PATCH', status: 403, times: 1 });
    await (await t.discord.slash(alice, t.channel, 'spiel', { group: 'host', subcommand: 'extend', options: { hours: 2 } })).reply();
    await t.settle();
    text = await metrics();
    expect(writes('PATCH', '/channels/:channel/messages/:message', (s) => s === 403)).toBe(1);
    expect(posts(text, 'edit', 'failed')).toBe(1);
    expect(posts(text, 'edit', 'sent')).toBe(writes('PATCH', '/channels/:channel/messages/:message', ok));
    expect(interactions(text, 'command', 'ok')).toBe(4); // start, and the busy channel's extend, before these two
  });

  it('GIVEN the scheduler stopped WHEN a deadline is more than a minute late THEN /healthz is 503 saying so and the metrics show the lag; once it runs again, 200', async () => {
    t.service.stopScheduler();
    t.clock.advance(DAY + 2 * DAY);
    const res = await get('/healthz');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; reasons: string[]; scheduler: { dueRows: number; lagSeconds: number } };
    expect(body.status).toBe('unhealthy');
    expect(body.reasons).toEqual([expect.stringContaining('the scheduler is behind')]);
    expect(body.scheduler.dueRows).toBeGreaterThanOrEqual(1);
    expect(body.scheduler.lagSeconds).toBeGreaterThan(60);
    const text = await metrics();
    expect(sample(text, 'spielbot_scheduler_lag_seconds')).toBeGreaterThan(60);
    expect(sample(text, 'spielbot_scheduler_due_rows')).toBe(body.scheduler.dueRows);

    t.service.startScheduler();
    await t.settle();
    expect((await get('/healthz')).status).toBe(200);
  });

  it('GIVEN requests the endpoint does not serve THEN unknown paths get 404 and other methods 405 with Allow; HEAD answers without a body', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('GET /healthz and GET /metrics');
    const post = await get('/metrics', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await get('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/metrics?debug=1')).status).toBe(200);
  });

  it('GIVEN the bot goes down THEN /healthz is 503 because the gateway is not ready, and spielbot_gateway_ready is 0', async () => {
    await t.down();
    const res = await get('/healthz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reasons: string[] }).reasons).toEqual([expect.stringContaining('gateway is not ready')]);
    expect(sample(await metrics(), 'spielbot_gateway_ready', { shard: '0' })).toBe(0);
  });
});
