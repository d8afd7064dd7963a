// The figures the metrics endpoint and /healthz read from the service: stored games by status and
// type (all, or one shard's guilds by discord.js's shard math) and the scheduler's backlog.
import { describe, expect, it } from 'vitest';
import { DAY, harness, ok, startedGame, T0 } from '../../test/service/helpers.js';

/** A guild id (a snowflake) that discord.js puts on shard `shard` of `count`. */
function guildOnShard(shard: number, count: number, n: number): string {
  return String((BigInt(1_000_000 + n * count + shard) << 22n) | 12_345n);
}

/** Opens a lobby in its own channel of `guildId`; returns its id. */
function lobby(h: ReturnType<typeof harness>, guildId: string, channel: string): number {
  return ok(h.service.createLobby({ type: 'spiel', guildId, channelId: channel, hostUserId: 'u1', options: {}, settings: {} })).outcome.game.id;
}

const sorted = <T extends { status: string; type: string }>(rows: T[]) => [...rows].sort((a, b) => `${a.status}/${a.type}`.localeCompare(`${b.status}/${b.type}`));

describe('figures for the metrics', () => {
  it('GIVEN games in every status WHEN counted THEN each status and type has its number, and a status without games is absent', () => {
    const h = harness();
    startedGame(h, { channel: 'c1' });
    startedGame(h, { channel: 'c2' });
    const ended = startedGame(h, { channel: 'c3' });
    ok(h.service.submit({ gameId: ended, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    const cancelled = lobby(h, 'g1', 'c4');
    ok(h.service.cancel(cancelled, 'u1'));
    lobby(h, 'g1', 'c5');
    expect(sorted(h.service.gameCounts())).toEqual([
      { status: 'cancelled', type: 'spiel', n: 1 },
      { status: 'ended', type: 'spiel', n: 1 },
      { status: 'lobby', type: 'spiel', n: 1 },
      { status: 'running', type: 'spiel', n: 2 },
    ]);
  });

  it('GIVEN games in guilds of shards 0–3 of 4 WHEN a process running shards 1 and 3 counts THEN only their guilds’ games count', () => {
    const h = harness();
    const perShard = [2, 3, 1, 4];
    perShard.forEach((games, shard) => {
      for (let i = 0; i < games; i++) lobby(h, guildOnShard(shard, 4, i), `s${shard}-${i}`);
    });
    expect(h.service.gameCounts({ ids: [1, 3], count: 4 })).toEqual([{ status: 'lobby', type: 'spiel', n: 7 }]);
    expect(h.service.gameCounts({ ids: [0], count: 4 })).toEqual([{ status: 'lobby', type: 'spiel', n: 2 }]);
    expect(h.service.gameCounts()).toEqual([{ status: 'lobby', type: 'spiel', n: 10 }]);
  });

  it('GIVEN the counts are taken at every scrape THEN SQLite answers them from an index, never by reading the games and their snapshots', () => {
    const h = harness();
    const plan = (sql: string) => (h.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('; ');
    expect(plan('SELECT status, type, COUNT(*) AS n FROM games GROUP BY status, type')).toContain('COVERING INDEX games_by_status_type');
    expect(
      plan("SELECT status, type, COUNT(*) AS n FROM games WHERE ((CAST(guild_id AS INTEGER) >> 22) % 2) IN (SELECT value FROM json_each('[1]')) GROUP BY status, type"),
    ).toContain('COVERING INDEX games_by_status_type');
  });

  it('GIVEN a deadline the scheduler has not run WHEN its time has passed THEN the backlog counts it and its wait; once run, nothing is due', () => {
    const h = harness();
    startedGame(h);
    expect(h.service.schedulerBacklog()).toEqual({ dueRows: 0, lagMs: 0 });
    h.clock.advance(DAY + 90_000); // the scheduler is not started: nothing runs the month's timeout
    const behind = h.service.schedulerBacklog();
    expect(behind.dueRows).toBeGreaterThanOrEqual(1);
    expect(behind.lagMs).toBe(T0 + DAY + 90_000 - (T0 + DAY - 3 * 3_600_000)); // the reminder, 3 h before the deadline, waited longest
    h.service.runDue();
    expect(h.service.schedulerBacklog()).toEqual({ dueRows: 0, lagMs: 0 });
  });
});
