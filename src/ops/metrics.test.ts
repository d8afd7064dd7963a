// What the metrics read at scrape time, and the shard label: a process that runs shard 3 of 4
// labels every sample shard="3" and counts only its guilds' games.
import { describe, expect, it } from 'vitest';
import type { ShardSlice } from '../discord/bot.js';
import { sample } from '../../test/support/prometheus.js';
import { LastTenMinutes, Metrics } from './metrics.js';

describe('metrics', () => {
  it('GIVEN a process running shard 3 of 4 WHEN scraped THEN every sample carries shard="3" and the games counted are those of shard 3’s guilds', async () => {
    const asked: ShardSlice[] = [];
    const metrics = new Metrics();
    metrics.observe({
      service: {
        schedulerBacklog: () => ({ dueRows: 4, lagMs: 1_500 }),
        gameCounts: (shards) => (asked.push(shards), [{ status: 'running', type: 'award', n: 7 }]),
      },
      gateway: { ready: () => false, shards: () => ({ ids: [3], count: 4 }) },
      databasePath: null,
    });
    metrics.interaction('select', 'error', 0.004);
    metrics.post('dm', 'failed');
    metrics.post('thread_create', 'sent');
    metrics.post('thread_member', 'retried');
    metrics.backup('ok', 12.5, Date.UTC(2026, 10, 21));
    const { contentType, body } = await metrics.text();
    expect(contentType).toContain('text/plain');
    expect(asked).toEqual([{ ids: [3], count: 4 }]);
    const samples = body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(samples.length).toBeGreaterThan(50);
    expect(samples.filter((l) => !l.includes('shard="3"'))).toEqual([]);
    const at = (name: string, labels: Record<string, string> = {}) => sample(body, name, { ...labels, shard: '3' });
    expect(at('spielbot_interactions_total', { kind: 'select', outcome: 'error' })).toBe(1);
    expect(at('spielbot_interaction_duration_seconds_bucket', { kind: 'select', le: '0.0025' })).toBe(0);
    expect(at('spielbot_interaction_duration_seconds_bucket', { kind: 'select', le: '0.005' })).toBe(1);
    expect(at('spielbot_posts_total', { op: 'dm', outcome: 'failed' })).toBe(1);
    expect(at('spielbot_posts_total', { op: 'dm', outcome: 'sent' })).toBe(0);
    // A table's thread requests (issue 33) are writes like the posts: created, a member added, archived.
    expect(at('spielbot_posts_total', { op: 'thread_create', outcome: 'sent' })).toBe(1);
    expect(at('spielbot_posts_total', { op: 'thread_member', outcome: 'retried' })).toBe(1);
    expect(at('spielbot_posts_total', { op: 'thread_archive', outcome: 'failed' })).toBe(0);
    expect(at('spielbot_games', { type: 'award', status: 'running' })).toBe(7);
    expect(at('spielbot_scheduler_lag_seconds')).toBe(1.5);
    expect(at('spielbot_scheduler_due_rows')).toBe(4);
    expect(at('spielbot_gateway_ready')).toBe(0);
    expect(at('spielbot_backups_total', { outcome: 'ok' })).toBe(1);
    expect(at('spielbot_backup_duration_seconds')).toBe(12.5);
    expect(at('spielbot_backup_last_success_timestamp_seconds')).toBe(Date.UTC(2026, 10, 21) / 1000);
    expect(body).not.toContain('spielbot_database_bytes{'); // an in-memory database has no file
  });

  it('GIVEN REST answers of several routes, 429s of each scope and 401/403s WHEN scraped THEN requests by route, 429s by scope, the invalid requests (shared 429s aside) and the publisher’s queue are shown', async () => {
    const metrics = new Metrics();
    metrics.observe({
      service: { schedulerBacklog: () => ({ dueRows: 0, lagMs: 0 }), gameCounts: () => [] },
      gateway: { ready: () => true, shards: () => ({ ids: [0], count: 1 }) },
      databasePath: null,
      publisher: { backlog: () => ({ depth: 42, oldestMs: 90_000 }) },
    });
    const before = await metrics.text();
    for (const scope of ['user', 'global', 'shared']) expect(sample(before.body, 'spielbot_discord_rate_limited_total', { scope, shard: '0' })).toBe(0);
    metrics.rest('POST /channels/:id/messages', 200, null);
    metrics.rest('POST /channels/:id/messages', 429, 'user');
    metrics.rest('PATCH /channels/:id/messages/:id', 429, 'shared');
    metrics.rest('PATCH /channels/:id/messages/:id', 429, 'global');
    metrics.rest('GET /channels/:id/messages', 403, null);
    metrics.rest('POST /interactions/:id/:token/callback', 404, null);
    const { body } = await metrics.text();
    const at = (name: string, labels: Record<string, string> = {}) => sample(body, name, { ...labels, shard: '0' });
    expect(at('spielbot_discord_requests_total', { route: 'POST /channels/:id/messages' })).toBe(2);
    expect(at('spielbot_discord_requests_total', { route: 'PATCH /channels/:id/messages/:id' })).toBe(2);
    expect(at('spielbot_discord_rate_limited_total', { scope: 'user' })).toBe(1);
    expect(at('spielbot_discord_rate_limited_total', { scope: 'shared' })).toBe(1);
    expect(at('spielbot_discord_rate_limited_total', { scope: 'global' })).toBe(1);
    expect(at('spielbot_discord_invalid_requests')).toBe(3); // user 429, global 429, 403
    expect(at('spielbot_publisher_queue_depth')).toBe(42);
    expect(at('spielbot_publisher_queue_oldest_seconds')).toBe(90);
  });

  it('GIVEN invalid requests counted over time WHEN ten minutes have passed since some THEN only the last ten minutes count', () => {
    let now = 1_700_000_000_000;
    const recent = new LastTenMinutes(() => now);
    recent.add();
    recent.add();
    now += 300_000;
    recent.add();
    expect(recent.count()).toBe(3);
    now += 300_000;
    expect(recent.count()).toBe(1);
    now += 300_000;
    expect(recent.count()).toBe(0);
  });
});
