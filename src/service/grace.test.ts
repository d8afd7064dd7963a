// What a table does when a deadline passes with humans still awaited (issue 32): wait a day for
// away players, excuse the miss, or apply the default. Pure decisions; the service tests
// (away.test.ts) run them through the deadline runner and the log.
import { describe, expect, it } from 'vitest';
import { excusedBefore, extensionMs, graceAt, type GraceInput, type GraceSeat } from './grace.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUE = 1_000 * DAY;

const seat = (player: string, over: Partial<GraceSeat> = {}): GraceSeat => ({ player, userId: `u${player.slice(1)}`, awayUntil: null, awayDaysUsed: 0, excusesUsed: 0, ...over });
const input = (over: Partial<GraceInput>): GraceInput => ({
  due: DUE,
  now: DUE,
  length: DAY,
  settings: { away: 'wait', awayDays: 7, excuses: 1 },
  awaited: [seat('p1')],
  excusedAlready: false,
  ...over,
});

describe('an away: wait table', () => {
  it('GIVEN the only awaited player is away with days left WHEN the deadline passes THEN it moves by a day and they spend one', () => {
    const grace = graceAt(input({ awaited: [seat('p1', { awayUntil: DUE + 3 * DAY, awayDaysUsed: 2 })] }));
    expect(grace).toEqual({ kind: 'away', ms: DAY, players: ['p1'], userIds: ['u1'], left: [4] });
  });

  it('GIVEN two awaited players, both away WHEN the deadline passes THEN one day is waited and each spends one', () => {
    const grace = graceAt(input({ awaited: [seat('p1', { awayUntil: DUE + DAY }), seat('p2', { awayUntil: DUE + 9 * DAY, awayDaysUsed: 6 })] }));
    expect(grace).toMatchObject({ kind: 'away', players: ['p1', 'p2'], left: [6, 0] });
  });

  it('GIVEN an awaited player who is not away beside an away one WHEN the deadline passes THEN the table does not wait: it is a miss (excused here)', () => {
    const grace = graceAt(input({ awaited: [seat('p1', { awayUntil: DUE + DAY }), seat('p2')] }));
    expect(grace).toMatchObject({ kind: 'excuse', players: ['p1', 'p2'] });
  });

  it('GIVEN the away player spent the whole away_days budget WHEN the deadline passes THEN it is a missed deadline as today (excuses 0: the default)', () => {
    const grace = graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 0 }, awaited: [seat('p1', { awayUntil: DUE + DAY, awayDaysUsed: 7 })] }));
    expect(grace).toEqual({ kind: 'default' });
  });

  it('GIVEN an away period that ended by the time the deadline passes WHEN it passes THEN the table does not wait', () => {
    const grace = graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 0 }, awaited: [seat('p1', { awayUntil: DUE })] }));
    expect(grace).toEqual({ kind: 'default' });
  });

  it('GIVEN an away: ai table WHEN an away player still awaited misses THEN the table does not wait for them (excuses may still apply)', () => {
    expect(graceAt(input({ settings: { away: 'ai', awayDays: 7, excuses: 0 }, awaited: [seat('p1', { awayUntil: DUE + DAY })] }))).toEqual({ kind: 'default' });
    expect(graceAt(input({ settings: { away: 'ai', awayDays: 7, excuses: 1 }, awaited: [seat('p1', { awayUntil: DUE + DAY })] }))).toMatchObject({ kind: 'excuse' });
  });
});

describe('excused misses', () => {
  it('GIVEN a player with an excuse left WHEN they miss THEN the deadline moves by one whole period and they have 0 left', () => {
    expect(graceAt(input({ length: 8 * HOUR }))).toEqual({ kind: 'excuse', ms: 8 * HOUR, players: ['p1'], userIds: ['u1'], left: [0] });
  });

  it('GIVEN two awaited players, one with an excuse and one without WHEN they miss THEN the one with an excuse spends it and the deadline moves once', () => {
    const grace = graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 2 }, awaited: [seat('p1', { excusesUsed: 2 }), seat('p2', { excusesUsed: 1 })] }));
    expect(grace).toEqual({ kind: 'excuse', ms: DAY, players: ['p2'], userIds: ['u2'], left: [0] });
  });

  it('GIVEN excuses 0, or every excuse spent WHEN a player misses THEN the default applies', () => {
    expect(graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 0 } }))).toEqual({ kind: 'default' });
    expect(graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 3 }, awaited: [seat('p1', { excusesUsed: 3 })] }))).toEqual({ kind: 'default' });
  });

  it('GIVEN a deadline already extended by an excuse WHEN it passes again THEN it is not excused twice', () => {
    expect(graceAt(input({ settings: { away: 'wait', awayDays: 7, excuses: 3 }, excusedAlready: true }))).toEqual({ kind: 'default' });
  });

  it('GIVEN nobody awaited (only AI seats or nobody) WHEN the deadline passes THEN the default applies', () => {
    expect(graceAt(input({ awaited: [] }))).toEqual({ kind: 'default' });
  });

  it('GIVEN a game that cannot say how long its wait is WHEN an excuse applies THEN it extends by a day', () => {
    expect(graceAt(input({ length: undefined }))).toMatchObject({ kind: 'excuse', ms: DAY });
  });
});

describe('how far an extension reaches', () => {
  it('GIVEN the bot was down past a deadline WHEN it extends THEN the extension runs from now, not from the old deadline, and never past 30 days', () => {
    expect(extensionMs(DUE, DUE, DAY)).toBe(DAY);
    expect(extensionMs(DUE, DUE + 5 * HOUR, DAY)).toBe(DAY + 5 * HOUR);
    expect(extensionMs(DUE, DUE + 40 * DAY, DAY)).toBe(30 * DAY);
  });

  it('GIVEN the table’s own extensions in the log WHEN a deadline passes THEN an excuse is found along the chain that moved it there, and nothing else counts', () => {
    const excuse = { type: 'extendDeadline', ms: DAY, why: { kind: 'excuse', from: DUE } };
    const away = { type: 'extendDeadline', ms: DAY, why: { kind: 'away', from: DUE + DAY } };
    expect(excusedBefore(DUE + DAY, [excuse])).toBe(true);
    expect(excusedBefore(DUE + 2 * DAY, [away, excuse])).toBe(true);
    expect(excusedBefore(DUE + 2 * DAY, [away])).toBe(false);
    // A timeout between them ended that deadline: a later one is a new deadline.
    expect(excusedBefore(DUE + 2 * DAY, [{ type: 'timeout' }, excuse])).toBe(false);
    expect(excusedBefore(DUE + 3 * DAY, [excuse])).toBe(false);
    expect(excusedBefore(DUE, [])).toBe(false);
  });
});
