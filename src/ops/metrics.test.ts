// What the metrics read at scrape time, and the shard label: a process that runs shard 3 of 4
// labels every sample shard="3" and counts only its guilds' games.
import { describe, expect, it } from 'vitest';
import type { ShardSlice } from '../discord/bot.js';
import { sample } from '../../test/support/prometheus.js';
import { Metrics } from './metrics.js';

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
    expect(at('spielbot_games', { type: 'award', status: 'running' })).toBe(7);
    expect(at('spielbot_scheduler_lag_seconds')).toBe(1.5);
    expect(at('spielbot_scheduler_due_rows')).toBe(4);
    expect(at('spielbot_gateway_ready')).toBe(0);
    expect(at('spielbot_backups_total', { outcome: 'ok' })).toBe(1);
    expect(at('spielbot_backup_duration_seconds')).toBe(12.5);
    expect(at('spielbot_backup_last_success_timestamp_seconds')).toBe(Date.UTC(2026, 10, 21) / 1000);
    expect(body).not.toContain('spielbot_database_bytes{'); // an in-memory database has no file
  });
});
