import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShardClientUtil } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { openDatabase } from './db.js';
import { isPartial, ownedGamesCondition, shardOfGuild } from './shards.js';
import { verifyDatabase } from './verify.js';
import { DAY, deadlineRows, games, harness, logRows, ok, startedGame, T0, type Harness } from '../../test/service/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-shards-'));
/** Every service opened here: their checkpoint workers hold the files open until closed. */
const opened: Harness[] = [];
function open(options: Parameters<typeof harness>[0]): Harness {
  const h = harness(options);
  opened.push(h);
  return h;
}
// The workers are stopped first (each has its own connection, which can still be writing the
// WAL); maxRetries covers a file the system is still releasing.
afterAll(async () => {
  await Promise.all(opened.map((h) => h.service.close()));
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** A guild id (a snowflake) on shard `shard` of `count`. */
const guildOn = (shard: number, count: number, n = 1): string => ((BigInt(1_000_000 * count + shard + n * count) << 22n) | 12_345n).toString();

describe('a guild’s shard', () => {
  it('GIVEN guild ids WHEN their shard is computed THEN it is discord.js’s own (guild_id >> 22) % count', () => {
    for (const id of ['1153046000000000000', '81384788765712384', guildOn(1, 2), guildOn(3, 4, 7)]) {
      for (const count of [1, 2, 3, 4, 16]) expect(shardOfGuild(id, count)).toBe(ShardClientUtil.shardIdForGuildId(id, count));
    }
    expect(shardOfGuild(guildOn(1, 2), 2)).toBe(1);
    expect(shardOfGuild(guildOn(3, 4, 7), 4)).toBe(3);
  });

  it('GIVEN a slice of every shard or of one WHEN the SQL condition is asked for THEN only a partial slice filters, and a bad slice is refused', () => {
    expect(isPartial({ ids: [0], count: 1 })).toBe(false);
    expect(isPartial({ ids: [0, 1], count: 2 })).toBe(false);
    expect(ownedGamesCondition({ ids: [0], count: 1 })).toBeNull();
    expect(ownedGamesCondition({ ids: [1], count: 2 })).toBe('((CAST(g.guild_id AS INTEGER) >> 22) % 2) IN (1)');
    expect(() => ownedGamesCondition({ ids: [2], count: 2 })).toThrow(/bad shard slice/);
  });
});

describe('two shard processes on one database file', () => {
  it('GIVEN games in guilds of shards 0 and 1 WHEN each process runs its scheduler past the deadlines THEN each runs only its own games’ deadlines, each once', () => {
    const path = join(dir, 'two.db');
    const clock = new ManualClock(T0);
    const s0 = open({ db: openDatabase(path), clock, shards: { ids: [0], count: 2 } });
    const s1 = open({ db: openDatabase(path), clock, shards: { ids: [1], count: 2 } });
    const a = startedGame(s0, { guild: guildOn(0, 2), channel: 'c0' });
    const b = startedGame(s1, { guild: guildOn(1, 2), channel: 'c1' });
    s0.changes.length = 0;
    s1.changes.length = 0;
    s0.service.startScheduler();
    s1.service.startScheduler();
    clock.advance(DAY);
    expect(s0.changes.map((c) => [c.game.id, c.cause])).toEqual([[a, 'deadline']]);
    expect(s1.changes.map((c) => [c.game.id, c.cause])).toEqual([[b, 'deadline']]);
    clock.advance(DAY); // the second missed deadline hands the seats to the AI, which plays on
    for (const id of [a, b]) expect(logRows(s0.db, id).filter((r) => r.cause === 'deadline')).toHaveLength(2);
    expect(new Set(s0.changes.map((c) => c.game.id))).toEqual(new Set([a]));
    expect(new Set(s1.changes.map((c) => c.game.id))).toEqual(new Set([b]));
    expect(s0.errors).toEqual([]);
    expect(s1.errors).toEqual([]);
    expect(verifyDatabase(s0.db, games).disagreements).toEqual([]);
    s0.db.close();
    s1.db.close();
  });

  it('GIVEN two processes of the same shard (a restart overlapping its predecessor) WHEN a deadline falls due THEN it is applied once', () => {
    const path = join(dir, 'overlap.db');
    const clock = new ManualClock(T0);
    const slice = { ids: [1], count: 2 };
    const old = open({ db: openDatabase(path), clock, shards: slice });
    const fresh = open({ db: openDatabase(path), clock, shards: slice });
    const id = startedGame(old, { guild: guildOn(1, 2) });
    old.service.startScheduler();
    fresh.service.startScheduler();
    clock.advance(DAY);
    expect(logRows(old.db, id).map((r) => r.cause)).toEqual(['deadline']);
    expect([...old.changes, ...fresh.changes].filter((c) => c.cause === 'deadline')).toHaveLength(1);
    old.db.close();
    fresh.db.close();
  });

  it('GIVEN games of both shards behind on their posts and lobbies WHEN a shard catches up at start THEN it is handed only its own', () => {
    const path = join(dir, 'sync.db');
    const clock = new ManualClock(T0);
    const s0 = open({ db: openDatabase(path), clock, shards: { ids: [0], count: 2 } });
    const s1 = open({ db: openDatabase(path), clock, shards: { ids: [1], count: 2 } });
    const a = startedGame(s0, { guild: guildOn(0, 2), channel: 'c0' });
    const b = startedGame(s1, { guild: guildOn(1, 2), channel: 'c1' });
    expect(s0.service.gamesToSync('sync')).toEqual([a]);
    expect(s1.service.gamesToSync('sync')).toEqual([b]);
    const everything = open({ db: openDatabase(path), clock });
    expect(everything.service.gamesToSync('sync')).toEqual([a, b]);
    // Lobbies whose message is behind, likewise.
    const la = ok(s0.service.createLobby({ type: 'spiel', guildId: guildOn(0, 2), channelId: 'l0', hostUserId: 'u1' })).outcome.game.id;
    const lb = ok(s1.service.createLobby({ type: 'spiel', guildId: guildOn(1, 2), channelId: 'l1', hostUserId: 'u1' })).outcome.game.id;
    for (const [h, id] of [[s0, la], [s1, lb]] as const) {
      h.service.setMessage(id, 'lobby', 'l', 'm', 0);
      ok(h.service.join(id, 'u2'));
    }
    expect(s0.service.lobbiesToSync('lobby')).toEqual([la]);
    expect(s1.service.lobbiesToSync('lobby')).toEqual([lb]);
    // The scheduler's figures are per shard too.
    clock.advance(DAY + 1);
    const due = (id: number) => deadlineRows(s0.db, id).filter((r) => r.due <= clock.now()).length;
    expect(s0.service.schedulerBacklog().dueRows).toBe(due(a));
    expect(s1.service.schedulerBacklog().dueRows).toBe(due(b));
    expect(everything.service.schedulerBacklog().dueRows).toBe(due(a) + due(b));
    expect(due(a)).toBeGreaterThan(0);
    for (const h of [s0, s1, everything]) h.db.close();
  });

  it('GIVEN a sharded process with nothing due WHEN another process writes a due row for one of its games THEN it runs it within the poll interval', () => {
    const path = join(dir, 'poll.db');
    const clock = new ManualClock(T0);
    const writer = open({ db: openDatabase(path), clock });
    const shard = open({ db: openDatabase(path), clock, shards: { ids: [1], count: 2 } });
    shard.service.startScheduler();
    expect(shard.clock.pendingTimers()).toBe(1); // the poll, though nothing is stored
    const id = startedGame(writer, { guild: guildOn(1, 2) }); // written elsewhere: this process was not told
    clock.advance(DAY + 30_000);
    expect(shard.changes.map((c) => [c.game.id, c.cause])).toEqual([[id, 'deadline']]);
    writer.db.close();
    shard.db.close();
  });
});
