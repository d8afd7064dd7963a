// The daily digest's rows (digests.ts): when the next one is due, claimed once a day and only when
// a table waits, kept in the outbox across a restart, once across processes and shards, and the
// closed-DM fallback to a reminder in each waiting table's channel.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { openDatabase } from './db.js';
import { nextDigestAt } from './digests.js';
import { DAY, harness, HOUR, ok, startedGame, T0, type Harness } from '../../test/service/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-digests-'));
const opened: Harness[] = [];
function open(options: Parameters<typeof harness>[0]): Harness {
  const h = harness(options);
  opened.push(h);
  return h;
}
afterAll(async () => {
  await Promise.all(opened.map((h) => h.service.close()));
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** Midnight UTC of T0's day. */
const MIDNIGHT = T0 - (T0 % DAY);
const digestNotices = (h: Harness) => h.notices.filter((n) => n.type === 'digest');
/** A user id (a snowflake) on shard `shard` of `count`, by the rule guilds follow. */
const userOn = (shard: number, count: number): string => ((BigInt(5_000_000 * count + shard) << 22n) | 99n).toString();

describe('when the next digest is due', () => {
  it('GIVEN an hour on a clock 2 hours ahead of UTC WHEN the next digest is computed THEN it is that hour on that clock, today if still ahead, else tomorrow', () => {
    // 09:00 on a UTC+2 clock is 07:00 UTC.
    expect(nextDigestAt(9, 2, MIDNIGHT + 6 * HOUR)).toBe(MIDNIGHT + 7 * HOUR);
    expect(nextDigestAt(9, 2, MIDNIGHT + 7 * HOUR)).toBe(MIDNIGHT + DAY + 7 * HOUR);
    // 01:00 on a UTC-5 clock (offset 19 modulo 24) is 06:00 UTC.
    expect(nextDigestAt(1, 19, MIDNIGHT)).toBe(MIDNIGHT + 6 * HOUR);
  });

  it('GIVEN a player WHEN they switch the digest on, move its hour, set it again and switch it off THEN its due time follows, an unchanged hour keeps its time, and off keeps the hour', () => {
    const h = harness({ clock: new ManualClock(MIDNIGHT + 12 * HOUR) });
    expect(h.service.digest('u1')).toBeNull();
    expect(h.service.setDigest('u1', { on: true, language: 'de' })).toMatchObject({ on: true, hour: 9, utcOffset: 0, next: MIDNIGHT + DAY + 9 * HOUR, language: 'de' });
    expect(h.service.setDigest('u1', { hour: 18, language: 'de' })).toMatchObject({ on: true, hour: 18, next: MIDNIGHT + 18 * HOUR });
    expect(h.service.setDigest('u1', { utcOffset: 3, language: 'en' })).toMatchObject({ hour: 18, utcOffset: 3, next: MIDNIGHT + 15 * HOUR, language: 'en' });
    h.clock.advance(HOUR);
    expect(h.service.setDigest('u1', { hour: 18, language: 'en' }).next).toBe(MIDNIGHT + 15 * HOUR);
    expect(h.service.setDigest('u1', { on: false, language: 'en' })).toMatchObject({ on: false, hour: 18, utcOffset: 3, next: null });
  });
});

describe('a digest runs once a day', () => {
  it('GIVEN a digest on and a table waiting for the player WHEN its hour passes, and the scheduler runs again THEN it is claimed once, in the outbox, and due again the next day', () => {
    const h = harness({ clock: new ManualClock(MIDNIGHT + 8 * HOUR) });
    startedGame(h, { channel: 'a', options: { monthMs: 5 * DAY } });
    h.service.setDigest('u1', { on: true, language: 'en' });
    h.clock.advance(HOUR);
    h.service.runDue();
    h.service.runDue();
    const due = MIDNIGHT + 9 * HOUR;
    expect(digestNotices(h)).toEqual([{ type: 'digest', userId: 'u1', due }]);
    expect(h.service.pendingDigests()).toEqual([{ userId: 'u1', due }]);
    expect(h.service.digest('u1')?.next).toBe(due + DAY);
    h.service.digestSent({ userId: 'u1', due }, true);
    expect(h.service.pendingDigests()).toEqual([]);
    h.clock.advance(DAY);
    h.service.runDue();
    expect(digestNotices(h).map((n) => n.type === 'digest' && n.due)).toEqual([due, due + DAY]);
  });

  it('GIVEN a digest on and nothing waiting for the player (they chose) WHEN its hour passes THEN nothing is claimed, and it is due again the next day', () => {
    const h = harness({ clock: new ManualClock(MIDNIGHT + 8 * HOUR) });
    const id = startedGame(h, { channel: 'a', options: { monthMs: 5 * DAY } });
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    h.service.setDigest('u1', { on: true, language: 'en' });
    h.clock.advance(HOUR);
    h.service.runDue();
    expect(digestNotices(h)).toEqual([]);
    expect(h.service.pendingDigests()).toEqual([]);
    expect(h.service.digest('u1')?.next).toBe(MIDNIGHT + DAY + 9 * HOUR);
  });

  it('GIVEN the bot was down for three days WHEN it starts THEN one late digest is claimed, not three, and the next is the coming day’s', () => {
    const h = harness({ clock: new ManualClock(MIDNIGHT + 8 * HOUR) });
    startedGame(h, { channel: 'a', options: { monthMs: 10 * DAY } });
    h.service.setDigest('u1', { on: true, language: 'en' });
    h.clock.advance(3 * DAY);
    h.service.startScheduler();
    h.service.stopScheduler();
    expect(digestNotices(h)).toHaveLength(1);
    expect(h.service.digest('u1')?.next).toBe(MIDNIGHT + 3 * DAY + 9 * HOUR);
  });

  it('GIVEN a digest claimed and not yet sent WHEN the process restarts THEN the new one finds it in the outbox, under the same due time', async () => {
    const path = join(dir, 'restart.db');
    const clock = new ManualClock(MIDNIGHT + 8 * HOUR);
    const before = open({ db: openDatabase(path), clock });
    startedGame(before, { channel: 'a', options: { monthMs: 5 * DAY } });
    before.service.setDigest('u1', { on: true, language: 'en' });
    clock.advance(HOUR);
    before.service.runDue();
    await before.service.close();
    before.db.close();
    const after = open({ db: openDatabase(path), clock });
    expect(after.service.pendingDigests()).toEqual([{ userId: 'u1', due: MIDNIGHT + 9 * HOUR }]);
    after.service.runDue();
    expect(digestNotices(after)).toEqual([]); // not claimed a second time
  });

  it('GIVEN two processes on one database file WHEN both run the scheduler past a digest’s hour THEN it is claimed once between them', () => {
    const path = join(dir, 'two.db');
    const clock = new ManualClock(MIDNIGHT + 8 * HOUR);
    const a = open({ db: openDatabase(path), clock });
    const b = open({ db: openDatabase(path), clock });
    startedGame(a, { channel: 'a', options: { monthMs: 5 * DAY } });
    a.service.setDigest('u1', { on: true, language: 'en' });
    clock.advance(HOUR);
    b.service.runDue();
    a.service.runDue();
    expect(digestNotices(a).length + digestNotices(b).length).toBe(1);
    expect(digestNotices(b)).toHaveLength(1);
  });

  it('GIVEN shard processes 0 and 1 of 2 WHEN both run past the digests of a user on each shard THEN each claims only its own user’s, and each is claimed once', () => {
    const path = join(dir, 'shards.db');
    const clock = new ManualClock(MIDNIGHT + 8 * HOUR);
    const s0 = open({ db: openDatabase(path), clock, shards: { ids: [0], count: 2 } });
    const s1 = open({ db: openDatabase(path), clock, shards: { ids: [1], count: 2 } });
    const [zero, one] = [userOn(0, 2), userOn(1, 2)];
    const id = ok(s0.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'a', hostUserId: zero, options: { monthMs: 5 * DAY } })).outcome.game.id;
    ok(s0.service.join(id, one));
    ok(s0.service.start(id, zero));
    for (const user of [zero, one]) s0.service.setDigest(user, { on: true, language: 'en' });
    clock.advance(HOUR);
    s1.service.runDue();
    s0.service.runDue();
    expect(digestNotices(s0).map((n) => n.type === 'digest' && n.userId)).toEqual([zero]);
    expect(digestNotices(s1).map((n) => n.type === 'digest' && n.userId)).toEqual([one]);
    expect(s0.service.pendingDigests().map((d) => d.userId)).toEqual([zero]);
    expect(s1.service.pendingDigests().map((d) => d.userId)).toEqual([one]);
  });
});

describe('a digest that cannot be delivered', () => {
  it('GIVEN the player’s DMs are closed WHEN the digest is reported undelivered THEN each waiting table gets a reminder notice for them, once, and /games will say so', () => {
    const h = harness({ clock: new ManualClock(MIDNIGHT + 8 * HOUR) });
    const one = startedGame(h, { guild: 'g1', channel: 'a', options: { monthMs: 5 * DAY } });
    const two = startedGame(h, { guild: 'g2', channel: 'b', options: { monthMs: 2 * DAY } });
    const chosen = startedGame(h, { guild: 'g2', channel: 'c', options: { monthMs: 2 * DAY } });
    ok(h.service.submit({ gameId: chosen, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    h.service.setDigest('u1', { on: true, language: 'en' });
    h.clock.advance(HOUR);
    h.service.runDue();
    const [digest] = h.service.pendingDigests();
    h.service.digestSent(digest!, false);
    h.service.digestSent(digest!, false); // a second report of the same digest changes nothing
    const reminders = h.notices.filter((n) => n.type === 'reminder');
    expect(reminders.map((n) => n.type === 'reminder' && [n.game.id, n.userIds, n.deadline])).toEqual([
      [two, ['u1'], MIDNIGHT + 8 * HOUR + 2 * DAY],
      [one, ['u1'], MIDNIGHT + 8 * HOUR + 5 * DAY],
    ]);
    expect(h.service.pendingNotices(two)).toEqual([expect.objectContaining({ kind: 'reminder', userIds: ['u1'], deadline: MIDNIGHT + 8 * HOUR + 2 * DAY })]);
    expect(h.service.pendingNotices(chosen)).toEqual([]);
    expect(h.service.pendingDigests()).toEqual([]);
    expect(h.service.digest('u1')?.undelivered).toBe(true);
  });
});
