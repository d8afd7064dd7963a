// Time away and excused misses through the service (issue 32): `/away` told to every table a
// player sits at, each table handling it by its own `away` setting (the AI plays the seat, or the
// table waits day by day up to its `away_days` budget), excused misses, and all of it in the
// game's log so that replays and verify-db agree, deadlines running once across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { award } from '../games/award/index.js';
import type { AwardState } from '../games/award/types.js';
import type { SpielState } from '../games/spiel/types.js';
import { openDatabase } from './db.js';
import { ManualClock } from './clock.js';
import type { PendingNotice } from './types.js';
import { verifyDatabase } from './verify.js';
import { code, DAY, deadlineRows, games, harness, HOUR, logRows, ok, startedGame, storedState, T0, type Harness } from '../../test/service/helpers.js';

const brainstorm = { type: 'brainstorm' };
const dir = mkdtempSync(join(tmpdir(), 'spiel-away-'));
afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }));

/** The table's pending public notices of one kind. */
function noticesOf<K extends PendingNotice['kind']>(h: Harness, gameId: number, kind: K): Extract<PendingNotice, { kind: K }>[] {
  return h.service.pendingNotices(gameId).filter((n): n is Extract<PendingNotice, { kind: K }> => n.kind === kind);
}

/** The table's own extensions in its log (commands with a `why`). */
function extensions(h: Harness, gameId: number): { ms: number; why: { kind: string; players: string[]; from: number } }[] {
  return logRows(h.db, gameId)
    .map((r) => JSON.parse(r.command) as { type: string; ms: number; why?: { kind: string; players: string[]; from: number } })
    .filter((c) => c.type === 'extendDeadline' && c.why !== undefined) as { ms: number; why: { kind: string; players: string[]; from: number } }[];
}

const seat = (h: Harness, gameId: number, index: number) => h.service.game(gameId)?.seats[index];
const budgets = (h: Harness, gameId: number) =>
  h.db.prepare('SELECT player_id, away_days_used, excuses_used FROM seats WHERE game_id = ? ORDER BY seat').all(gameId) as { player_id: string; away_days_used: number; excuses_used: number }[];

describe('/away tells every table', () => {
  it('GIVEN a player at two tables in two servers WHEN they say they are away for 3 days with a note THEN each table announces it once, with the date and the note, and shows them away until then', () => {
    const h = harness();
    const a = startedGame(h, { humans: 2, guild: 'g1', channel: 'c1' });
    const b = startedGame(h, { humans: 2, guild: 'g2', channel: 'c2' });
    h.service.startScheduler();
    const { period, games: told } = h.service.setAway('u2', 3, '  Urlaub am Meer  ');
    expect(period).toEqual({ since: T0, until: T0 + 3 * DAY, note: 'Urlaub am Meer' });
    expect(told.map((g) => g.id)).toEqual([a, b]);
    h.clock.advance(0); // each table's 'away' row runs
    for (const id of [a, b]) {
      expect(noticesOf(h, id, 'away')).toMatchObject([{ userId: 'u2', playerId: 'p2', until: T0 + 3 * DAY, note: 'Urlaub am Meer', ai: false }]);
      expect(seat(h, id, 1)?.awayUntil).toBe(T0 + 3 * DAY);
      expect(seat(h, id, 0)?.awayUntil).toBeNull();
    }
    expect(h.changes.filter((c) => c.table?.type === 'away').map((c) => c.game.id)).toEqual([a, b]);
    h.clock.advance(HOUR); // nothing new to announce
    expect(noticesOf(h, a, 'away')).toHaveLength(1);
    expect(h.service.awayOf('u2')).toEqual(period);
    expect(h.errors).toEqual([]);
  });

  it('GIVEN a player who is away WHEN they say /away days:0 THEN each table announces they are back and shows nobody away', () => {
    const h = harness();
    const a = startedGame(h, { humans: 2 });
    h.service.startScheduler();
    h.service.setAway('u2', 5);
    h.clock.advance(HOUR);
    expect(h.service.setAway('u2', 0).period).toBeNull();
    h.clock.advance(0);
    expect(noticesOf(h, a, 'away').map((n) => n.until)).toEqual([T0 + 5 * DAY, null]);
    expect(seat(h, a, 1)?.awayUntil).toBeNull();
    expect(h.service.awayOf('u2')).toBeNull();
    expect(deadlineRows(h.db, a).map((r) => r.kind)).not.toContain('away');
  });

  it('GIVEN a player who said they are away WHEN a table they sit at starts later THEN it announces them at once', () => {
    const h = harness();
    h.service.startScheduler();
    h.service.setAway('u2', 2);
    h.clock.advance(HOUR);
    const a = startedGame(h, { humans: 2 });
    h.clock.advance(0);
    expect(noticesOf(h, a, 'away')).toMatchObject([{ userId: 'u2', until: T0 + 2 * DAY }]);
  });

  it('GIVEN an away period WHEN its date comes THEN the table announces the player back by itself', () => {
    const h = harness();
    const a = startedGame(h, { humans: 2, options: { monthMs: 10 * DAY } });
    h.service.startScheduler();
    h.service.setAway('u2', 1);
    h.clock.advance(DAY - 1);
    expect(seat(h, a, 1)?.awayUntil).toBe(T0 + DAY);
    h.clock.advance(1);
    expect(noticesOf(h, a, 'away').map((n) => n.until)).toEqual([T0 + DAY, null]);
    expect(seat(h, a, 1)?.awayUntil).toBeNull();
  });

  it('GIVEN days outside 0–30 WHEN /away is asked THEN it is refused and nothing changes', () => {
    const h = harness();
    startedGame(h, { humans: 2 });
    expect(() => h.service.setAway('u2', 31)).toThrow(RangeError);
    expect(() => h.service.setAway('u2', -1)).toThrow(RangeError);
    expect(() => h.service.setAway('u2', 1.5)).toThrow(RangeError);
    expect(h.service.awayOf('u2')).toBeNull();
  });
});

describe('away: wait', () => {
  it('GIVEN an away: wait table and the only player it waits for is away WHEN the deadline passes THEN it moves a day at a time (a command in the log), the seat spends its days and nobody missed anything', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'wait', awayDays: 7 } });
    h.service.startScheduler();
    h.service.setAway('u2', 3);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // month 1's deadline: u2 is away
    expect(storedState<SpielState>(h.db, id).month).toBe(1);
    expect(storedState<SpielState>(h.db, id).deadlineAt).toBe(T0 + 2 * DAY);
    expect(extensions(h, id)).toEqual([{ type: 'extendDeadline', ms: DAY, why: { kind: 'away', players: ['p2'], from: T0 + DAY } }]);
    expect(logRows(h.db, id).at(-1)).toMatchObject({ actor: null, cause: 'deadline' });
    expect(noticesOf(h, id, 'extended')).toMatchObject([{ why: 'away', due: T0 + 2 * DAY, userIds: ['u2'], left: [6] }]);
    h.clock.advance(DAY); // and again the next day
    expect(budgets(h, id)[1]).toEqual({ player_id: 'p2', away_days_used: 2, excuses_used: 0 });
    // Back before the third day is over: they choose, and the month resolves.
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm }));
    expect(storedState<SpielState>(h.db, id).month).toBe(2);
    expect(h.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, false]);
    expect(verifyDatabase(h.db, games).disagreements).toEqual([]);
  });

  it('GIVEN away_days 2 and no excuses WHEN the away player stays silent THEN the table waits 2 days, then the deadline is missed as today', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'wait', awayDays: 2, excuses: 0 } });
    h.service.startScheduler();
    h.service.setAway('u2', 10);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(3 * DAY);
    const state = storedState<SpielState>(h.db, id);
    expect(state.month).toBe(2); // month 1 resolved at T0 + 3 days with the default for p2
    expect(extensions(h, id).map((e) => e.why.kind)).toEqual(['away', 'away']);
    expect(budgets(h, id)[1]).toMatchObject({ away_days_used: 2 });
    expect(noticesOf(h, id, 'extended').map((n) => n.left)).toEqual([[1], [0]]);
    expect(h.db.prepare('SELECT missed FROM seats WHERE game_id = ? AND seat = 1').get(id)).toEqual({ missed: 1 });
    expect(verifyDatabase(h.db, games).disagreements).toEqual([]);
  });

  it('GIVEN the budget is spent and an excuse is left WHEN the deadline passes THEN the excuse extends it once, then the default applies', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'wait', awayDays: 1, excuses: 1 } });
    h.service.startScheduler();
    h.service.setAway('u2', 10);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(2 * DAY);
    expect(extensions(h, id).map((e) => e.why.kind)).toEqual(['away', 'excuse']);
    expect(storedState<SpielState>(h.db, id).month).toBe(1);
    h.clock.advance(DAY);
    expect(storedState<SpielState>(h.db, id).month).toBe(2);
    expect(budgets(h, id)[1]).toMatchObject({ away_days_used: 1, excuses_used: 1 });
  });

  it('GIVEN two players awaited, one away and one not WHEN the deadline passes THEN the table does not wait for the away one: it is a miss for both', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3, settings: { away: 'wait', excuses: 0 } });
    h.service.startScheduler();
    h.service.setAway('u2', 3);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY);
    expect(storedState<SpielState>(h.db, id).month).toBe(2);
    expect(extensions(h, id)).toEqual([]);
  });

  it('GIVEN an away: wait table WHEN a reminder falls due THEN only the awaited players who are not away are reminded there', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3, settings: { away: 'wait' } });
    h.service.startScheduler();
    h.service.setAway('u2', 3);
    h.clock.advance(DAY - 3 * HOUR);
    expect(h.notices.filter((n) => n.type === 'reminder').map((n) => (n as { userIds: readonly string[] }).userIds)).toEqual([['u1', 'u3']]);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    ok(h.service.submit({ gameId: id, actor: { userId: 'u3' }, command: brainstorm }));
    h.clock.advance(3 * HOUR + DAY - 3 * HOUR); // extended for u2; the next reminder would be theirs alone
    expect(h.notices.filter((n) => n.type === 'reminder')).toHaveLength(1);
  });

  it('GIVEN an away player who acts at one table WHEN they do THEN they are back at that table only; their other table still waits for them', () => {
    const h = harness();
    const a = startedGame(h, { humans: 2, guild: 'g1', channel: 'c1', settings: { away: 'wait' } });
    const b = startedGame(h, { humans: 2, guild: 'g2', channel: 'c2', settings: { away: 'wait' } });
    h.service.startScheduler();
    h.service.setAway('u2', 3);
    h.clock.advance(0);
    ok(h.service.submit({ gameId: a, actor: { userId: 'u2' }, command: { type: 'offerTrade', to: 'p1', give: { money: 1 }, get: {} } }));
    expect(seat(h, a, 1)?.awayUntil).toBeNull();
    expect(seat(h, b, 1)?.awayUntil).toBe(T0 + 3 * DAY);
  });
});

describe('away: ai', () => {
  it('GIVEN an away: ai table WHEN a player says they are away THEN the AI plays their seat until the date, then hands it back, and both are announced', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'ai' }, options: { monthMs: 2 * DAY } });
    h.service.startScheduler();
    h.service.setAway('u2', 1);
    h.clock.advance(0);
    expect(seat(h, id, 1)?.ai).toBe(true);
    expect(noticesOf(h, id, 'away')).toMatchObject([{ userId: 'u2', until: T0 + DAY, ai: true }]);
    expect(storedState<SpielState>(h.db, id).choices[1]).not.toBeNull(); // the AI chose for p2 at once
    expect(logRows(h.db, id).at(-1)).toMatchObject({ actor: 'p2', cause: 'ai' });
    h.clock.advance(DAY);
    expect(seat(h, id, 1)?.ai).toBe(false);
    expect(noticesOf(h, id, 'away').map((n) => [n.until, n.ai])).toEqual([
      [T0 + DAY, true],
      [null, true],
    ]);
  });

  it('GIVEN the AI plays an away player’s seat WHEN they act there before the date THEN the seat is theirs again and the table does not announce them back a second time', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'ai' }, options: { monthMs: 5 * DAY } });
    h.service.startScheduler();
    h.service.setAway('u2', 3);
    h.clock.advance(0);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: { type: 'offerTrade', to: 'p1', give: { money: 1 }, get: {} } }));
    expect(seat(h, id, 1)).toMatchObject({ ai: false, awayUntil: null });
    h.clock.advance(3 * DAY);
    expect(noticesOf(h, id, 'away')).toHaveLength(1);
    expect(seat(h, id, 1)?.ai).toBe(false);
  });

  it('GIVEN a seat the AI already plays for missed deadlines WHEN its player’s away period ends THEN the AI keeps it (only what away gave is handed back)', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'ai', aiAfterMissed: 1 }, options: { monthMs: DAY } });
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // u2 missed month 1: the AI plays their seat
    expect(seat(h, id, 1)?.ai).toBe(true);
    h.service.setAway('u2', 1);
    h.clock.advance(DAY);
    expect(seat(h, id, 1)?.ai).toBe(true);
  });
});

describe('excused misses', () => {
  it('GIVEN the default of one excuse WHEN a player misses a deadline THEN it is extended once by a month, the channel is told with 0 left, and the next miss applies the default', () => {
    const h = harness();
    const lobby = ok(h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'c1', hostUserId: 'u1' }));
    const id = lobby.outcome.game.id;
    expect(lobby.outcome.game.settings).toMatchObject({ away: 'wait', awayDays: 7, excuses: 1 });
    ok(h.service.join(id, 'u2'));
    ok(h.service.start(id, 'u1'));
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY);
    expect(storedState<SpielState>(h.db, id).month).toBe(1);
    expect(extensions(h, id)).toEqual([{ type: 'extendDeadline', ms: DAY, why: { kind: 'excuse', players: ['p2'], from: T0 + DAY } }]);
    expect(noticesOf(h, id, 'extended')).toMatchObject([{ why: 'excuse', due: T0 + 2 * DAY, userIds: ['u2'], left: [0] }]);
    expect(h.db.prepare('SELECT missed FROM seats WHERE game_id = ? AND seat = 1').get(id)).toEqual({ missed: 0 });
    h.clock.advance(DAY); // the extended month passes too: no second excuse
    expect(storedState<SpielState>(h.db, id).month).toBe(2);
    expect(h.db.prepare('SELECT missed FROM seats WHERE game_id = ? AND seat = 1').get(id)).toEqual({ missed: 1 });
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // month 2 missed: no excuse left
    expect(storedState<SpielState>(h.db, id).month).toBe(3);
    expect(budgets(h, id)[1]).toMatchObject({ excuses_used: 1 });
    expect(verifyDatabase(h.db, games).disagreements).toEqual([]);
  });

  it('GIVEN three excuses WHEN a player misses month after month THEN each new deadline is excused once until all three are spent', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { excuses: 3, aiAfterMissed: 0 } });
    h.service.startScheduler();
    h.clock.advance(8 * DAY);
    expect(extensions(h, id).map((e) => e.why.players)).toEqual([['p1', 'p2'], ['p1', 'p2'], ['p1', 'p2']]);
    expect(noticesOf(h, id, 'extended').map((n) => n.left)).toEqual([
      [2, 2],
      [1, 1],
      [0, 0],
    ]);
    expect(budgets(h, id).map((b) => b.excuses_used)).toEqual([3, 3]);
  });

  it('GIVEN an excuse left WHEN the host resolves the month THEN no excuse is spent: the default applies at once', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { excuses: 1 } });
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'forceTimeout' } }));
    expect(storedState<SpielState>(h.db, id).month).toBe(2);
    expect(extensions(h, id)).toEqual([]);
    expect(budgets(h, id).map((b) => b.excuses_used)).toEqual([0, 0]);
  });

  it('GIVEN an Award table with an excuse WHEN the active player lets their turn lapse THEN the turn is extended once by a whole turn, then it ends by the rule', () => {
    const h = harness({ games: { award }, policies: {}, seed: () => 4 });
    const lobby = ok(h.service.createLobby({ type: 'award', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: { randomSeats: false, firstPlayer: 'p1' }, settings: { aiAfterMissed: 0 } }));
    const id = lobby.outcome.game.id;
    for (const u of ['u2', 'u3']) ok(h.service.join(id, u));
    ok(h.service.start(id, 'u1'));
    h.service.startScheduler();
    const waiting = award.awaiting(storedState<AwardState>(h.db, id));
    expect(waiting.players).toEqual(['p1']);
    const due = waiting.deadline?.due as number;
    h.clock.set(due);
    expect(extensions(h, id)).toEqual([{ type: 'extendDeadline', ms: waiting.deadline?.length, why: { kind: 'excuse', players: ['p1'], from: due } }]);
    expect(storedState<AwardState>(h.db, id).active).toBe('p1');
    h.clock.set(due + (waiting.deadline?.length as number));
    const after = storedState<AwardState>(h.db, id);
    expect(after.active).not.toBe('p1');
    expect(after.agencies[0]?.missedTurns).toBe(1);
    expect(verifyDatabase(h.db, { award }).disagreements).toEqual([]);
  });

  it('GIVEN settings outside their range WHEN a table is opened THEN BAD_SETTINGS and no table', () => {
    const h = harness();
    for (const settings of [{ excuses: 4 }, { excuses: -1 }, { awayDays: 31 }, { away: 'sometimes' }]) {
      expect(code(h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', settings }))).toBe('BAD_SETTINGS');
    }
    expect(h.service.activeGameInChannel('c1')).toBeNull();
  });
});

describe('exactly once', () => {
  it('GIVEN /away was said and the bot stopped before the tables took note WHEN it starts again, twice over THEN each table announces it once and extends each deadline once', () => {
    const path = join(dir, 'restart.db');
    const before = harness({ db: openDatabase(path) });
    const id = startedGame(before, { humans: 2, settings: { away: 'wait' } });
    ok(before.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    before.service.setAway('u2', 5);
    before.db.close(); // stopped before its scheduler ran

    const clock = new ManualClock(T0 + DAY + HOUR); // past month 1's deadline too
    const first = harness({ db: openDatabase(path), clock });
    first.service.startScheduler();
    first.service.stopScheduler();
    first.db.close();
    const second = harness({ db: openDatabase(path), clock });
    second.service.startScheduler();
    expect(noticesOf(second, id, 'away')).toHaveLength(1);
    expect(extensions(second, id)).toHaveLength(1);
    expect(budgets(second, id)[1]).toMatchObject({ away_days_used: 1 });
    expect(verifyDatabase(second.db, games).disagreements).toEqual([]);
    second.db.close();
  });

  it('GIVEN a player at tables in the guilds of two shard processes WHEN they say /away in one THEN each process announces only its own table, once, and extends only its own deadline', async () => {
    const path = join(dir, 'shards.db');
    const clock = new ManualClock(T0);
    const guildOn = (shard: number) => ((BigInt(2_000_000 + shard + 2) << 22n) | 12_345n).toString();
    const s0 = harness({ db: openDatabase(path), clock, shards: { ids: [0], count: 2 } });
    const s1 = harness({ db: openDatabase(path), clock, shards: { ids: [1], count: 2 } });
    const a = startedGame(s0, { humans: 2, guild: guildOn(0), channel: 'c0', settings: { away: 'wait' } });
    const b = startedGame(s1, { humans: 2, guild: guildOn(1), channel: 'c1', settings: { away: 'wait' } });
    s0.service.startScheduler();
    s1.service.startScheduler();
    s0.changes.length = 0;
    s1.changes.length = 0;
    s0.service.setAway('u2', 3); // said in a server of shard 0
    clock.advance(30_000); // shard 1 wakes for rows another process wrote
    expect(s0.changes.filter((c) => c.table?.type === 'away').map((c) => c.game.id)).toEqual([a]);
    expect(s1.changes.filter((c) => c.table?.type === 'away').map((c) => c.game.id)).toEqual([b]);
    for (const id of [a, b]) ok(s0.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    clock.advance(DAY);
    for (const id of [a, b]) {
      expect(noticesOf(s0, id, 'away')).toHaveLength(1);
      expect(extensions(s0, id)).toHaveLength(1);
    }
    expect(s0.changes.filter((c) => c.cause === 'deadline').map((c) => c.game.id)).toEqual([a]);
    expect(s1.changes.filter((c) => c.cause === 'deadline').map((c) => c.game.id)).toEqual([b]);
    expect([...s0.errors, ...s1.errors]).toEqual([]);
    expect(verifyDatabase(s0.db, games).disagreements).toEqual([]);
    await Promise.all([s0.service.close(), s1.service.close()]);
  });
});

describe('notices', () => {
  it('GIVEN an excuse was announced and posted WHEN the player comes back with no command between THEN the new notice has a new id (its post a new name and nonce)', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { awayDays: 1, excuses: 1 } });
    h.service.startScheduler();
    h.service.setAway('u2', 10);
    h.clock.advance(0);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(2 * DAY); // the away day, then the excuse
    const posted = h.service.pendingNotices(id);
    for (const n of posted) h.service.noticeDone(id, n.id); // posted: the table is empty now
    h.service.setAway('u2', 0);
    h.clock.advance(0);
    const back = noticesOf(h, id, 'away');
    expect(back).toHaveLength(1);
    expect(back[0]?.version).toBe(posted.at(-1)?.version);
    expect(posted.at(-1)?.kind).toBe('extended');
    expect(posted.map((n) => n.id)).not.toContain(back[0]?.id);
  });
});

describe('verify-db', () => {
  it('GIVEN a table that spent away days and an excuse WHEN a seat’s counts no longer match the log THEN verify-db names the game and the seat', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { away: 'wait', awayDays: 1, excuses: 1 } });
    h.service.startScheduler();
    h.service.setAway('u2', 10);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(2 * DAY);
    expect(verifyDatabase(h.db, games).disagreements).toEqual([]);
    h.db.prepare('UPDATE seats SET excuses_used = 0 WHERE game_id = ? AND seat = 1').run(id);
    expect(verifyDatabase(h.db, games).disagreements).toEqual([{ gameId: id, type: 'spiel', problem: 'seat p2 spent 0 excuses but the log excused 1 for it' }]);
    h.db.prepare('UPDATE seats SET excuses_used = 1, away_days_used = 3 WHERE game_id = ? AND seat = 1').run(id);
    expect(verifyDatabase(h.db, games).disagreements[0]?.problem).toBe('seat p2 spent 3 away days but the log extended 1 for it');
  });
});
