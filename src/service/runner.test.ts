import { describe, expect, it } from 'vitest';
import { spiel, type SpielView } from '../games/spiel/index.js';
import { ManualClock } from './clock.js';
import { MAX_TIMER_DELAY_MS } from './service.js';
import type { AiPolicy, Notice } from './types.js';
import { verifyGame } from './verify.js';
import { code, DAY, deadlineRows, harness, HOUR, logRows, ok, startedGame, T0 } from '../../test/service/helpers.js';

const brainstorm = { type: 'brainstorm' };
const reminders = (notices: Notice[]) => notices.filter((n) => n.type === 'reminder');

describe('deadlines', () => {
  it('GIVEN a month nobody finishes WHEN its deadline passes THEN the engine default applies as the system at that time and the next month counts from there', () => {
    const h = harness();
    const id = startedGame(h);
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY - 1);
    expect(h.service.game(id)?.version).toBe(1);
    h.clock.advance(1);
    const timeout = h.changes.at(-1)!;
    expect(timeout).toMatchObject({ cause: 'deadline', actor: null, version: 2, command: { type: 'timeout', due: T0 + DAY } });
    expect((timeout.publicView as SpielView).month).toBe(2);
    expect(logRows(h.db, id).at(-1)).toMatchObject({ seq: 2, actor: null, cause: 'deadline' });
    expect(deadlineRows(h.db, id).find((r) => r.kind === 'timeout')?.due).toBe(T0 + 2 * DAY);
    expect(h.clock.pendingTimers()).toBe(1);
    expect(verifyGame(h.db, { spiel }, id)).toBeNull();
  });

  it('GIVEN reminders 3 h before WHEN the time comes THEN the awaited humans are reminded once per deadline, never AI seats or those who chose', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3, ai: 1 });
    h.service.startScheduler();
    h.clock.advance(0); // the AI answers at once
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm }));
    h.clock.advance(DAY - 3 * HOUR - 1);
    expect(reminders(h.notices)).toEqual([]);
    h.clock.advance(1);
    expect(reminders(h.notices)).toMatchObject([{ type: 'reminder', deadline: T0 + DAY, players: ['p1', 'p3'], userIds: ['u1', 'u3'] }]);
    // Another command for the same deadline does not bring the reminder back.
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['timeout']);
    h.clock.advance(3 * HOUR); // the month times out; month 2 gets its own reminder
    expect(deadlineRows(h.db, id).find((r) => r.kind === 'reminder')?.due).toBe(T0 + 2 * DAY - 3 * HOUR);
    h.clock.advance(DAY - 3 * HOUR);
    expect(reminders(h.notices).map((n) => n.type === 'reminder' && [n.deadline, n.userIds])).toEqual([
      [T0 + DAY, ['u1', 'u3']],
      [T0 + 2 * DAY, ['u1', 'u2', 'u3']],
    ]);
  });

  it('GIVEN a reminder that fired WHEN the host extends the deadline THEN the new deadline gets its own reminder', () => {
    const h = harness();
    const id = startedGame(h);
    h.service.startScheduler();
    h.clock.advance(DAY - 3 * HOUR);
    expect(reminders(h.notices)).toHaveLength(1);
    ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'extendDeadline', ms: 12 * HOUR } }));
    h.clock.advance(12 * HOUR);
    expect(reminders(h.notices).map((n) => n.type === 'reminder' && n.deadline)).toEqual([T0 + DAY, T0 + DAY + 12 * HOUR]);
  });

  it('GIVEN a reminder that is due but not yet run WHEN a command comes first THEN the reminder is kept and still sent', () => {
    const h = harness();
    const id = startedGame(h);
    h.clock.advance(DAY - 2 * HOUR); // the scheduler is not running: the reminder is overdue
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['reminder', 'timeout']);
    h.service.startScheduler();
    expect(reminders(h.notices)).toMatchObject([{ deadline: T0 + DAY, userIds: ['u2', 'u3'] }]);
  });

  it('GIVEN the bot was down past a deadline WHEN it starts THEN the late reminder is dropped silently and the deadline applies', () => {
    const h = harness();
    const id = startedGame(h);
    h.clock.advance(DAY + HOUR);
    expect(h.service.startScheduler()).toEqual({ ran: 2 });
    expect(reminders(h.notices)).toEqual([]);
    expect(h.service.game(id)?.version).toBe(1);
    // The next month's reminder is scheduled as usual, 3 h before the deadline counted from now.
    expect(deadlineRows(h.db, id).map((r) => [r.kind, r.due])).toEqual([
      ['reminder', T0 + DAY + HOUR + DAY - 3 * HOUR],
      ['timeout', T0 + DAY + HOUR + DAY],
    ]);
  });

  it('GIVEN a 2-hour month and reminders 3 h before WHEN the month runs THEN the awaited are reminded halfway through it, 1 h before the deadline (a wait no longer than the lead is reminded halfway)', () => {
    const h = harness();
    const id = startedGame(h, { options: { monthMs: 2 * HOUR }, settings: { reminderBeforeMs: 3 * HOUR } });
    h.service.startScheduler();
    expect(deadlineRows(h.db, id).find((r) => r.kind === 'reminder')?.due).toBe(T0 + HOUR);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm }));
    h.clock.advance(HOUR);
    expect(reminders(h.notices)).toMatchObject([{ deadline: T0 + 2 * HOUR, userIds: ['u1', 'u3'] }]);
  });

  it('GIVEN reminders turned off WHEN the game runs THEN no reminder is stored or sent', () => {
    const off = harness();
    const a = startedGame(off, { settings: { reminderBeforeMs: null } });
    off.service.startScheduler();
    expect(deadlineRows(off.db, a).map((r) => r.kind)).toEqual(['timeout']);
    off.clock.advance(DAY);
    expect(reminders(off.notices)).toEqual([]);
  });

  it('GIVEN the longest month (30 days) WHEN the scheduler arms THEN its one timer stays below 2^31−1 ms and the deadline still fires on time', () => {
    const delays: number[] = [];
    const clock = new (class extends ManualClock {
      override setTimer(fn: () => void, ms: number) {
        delays.push(ms);
        return super.setTimer(fn, ms);
      }
    })(T0);
    const h = harness({ clock });
    const id = startedGame(h, { options: { monthMs: 30 * DAY }, settings: { reminderBeforeMs: null } });
    h.service.startScheduler();
    expect(Math.max(...delays)).toBe(MAX_TIMER_DELAY_MS);
    expect(MAX_TIMER_DELAY_MS).toBeLessThan(2 ** 31 - 1);
    h.clock.advance(30 * DAY - 1);
    expect(h.service.game(id)?.version).toBe(0);
    h.clock.advance(1);
    expect(h.service.game(id)?.version).toBe(1);
    expect(delays.every((d) => d >= 0 && d <= MAX_TIMER_DELAY_MS)).toBe(true);
    expect(h.clock.pendingTimers()).toBe(1);
  });

  it('GIVEN the timer armed for a far deadline WHEN a game with an earlier deadline starts THEN the timer is re-armed for it', () => {
    const h = harness();
    const far = startedGame(h, { channel: 'far', options: { monthMs: 20 * DAY }, settings: { reminderBeforeMs: null } });
    h.service.startScheduler();
    const near = startedGame(h, { channel: 'near', options: { monthMs: HOUR } });
    expect(h.clock.pendingTimers()).toBe(1);
    h.clock.advance(HOUR);
    expect(h.service.game(near)?.version).toBe(1);
    expect(h.service.game(far)?.version).toBe(0);
  });

  it('GIVEN a stopped scheduler WHEN time passes THEN nothing runs until it starts again, and then everything due runs in due order', () => {
    const h = harness();
    const a = startedGame(h, { channel: 'a', options: { monthMs: 2 * HOUR }, settings: { reminderBeforeMs: null } });
    const b = startedGame(h, { channel: 'b', options: { monthMs: HOUR }, settings: { reminderBeforeMs: null } });
    h.service.startScheduler();
    h.service.stopScheduler();
    expect(h.clock.pendingTimers()).toBe(0);
    h.clock.advance(3 * HOUR);
    expect([h.service.game(a)?.version, h.service.game(b)?.version]).toEqual([0, 0]);
    expect(h.service.startScheduler()).toEqual({ ran: 2 });
    expect(h.changes.filter((c) => c.cause === 'deadline').map((c) => c.game.id)).toEqual([b, a]);
  });

  it('GIVEN a deadline row that fails WHEN it falls due THEN it is reported and retried with back-off, never dropped', () => {
    const h = harness();
    const id = startedGame(h, { settings: { reminderBeforeMs: null } });
    h.service.startScheduler();
    h.db.prepare(`UPDATE deadlines SET payload = '{"command":{"type":"nonsense"}}' WHERE game_id = ? AND kind = 'timeout'`).run(id);
    h.clock.advance(DAY);
    expect(h.notices).toMatchObject([{ type: 'deadlineFailed', gameId: id, kind: 'timeout', retryAt: T0 + DAY + 60_000 }]);
    expect(h.errors).toHaveLength(1);
    h.clock.advance(60_000);
    expect(h.notices.at(-1)).toMatchObject({ type: 'deadlineFailed', retryAt: T0 + DAY + 3 * 60_000 });
    expect(h.db.prepare('SELECT attempts FROM deadlines WHERE game_id = ?').get(id)).toEqual({ attempts: 2 });
    // Fixed (here by hand; in life by a deploy): the next retry applies it.
    h.db.prepare(`UPDATE deadlines SET payload = json_object('command', json_object('type', 'timeout', 'due', ${T0 + DAY})) WHERE game_id = ?`).run(id);
    h.clock.advance(2 * 60_000);
    expect(h.service.game(id)?.version).toBe(1);
    expect(h.changes.at(-1)?.cause).toBe('deadline');
  });

  it('GIVEN a stale deadline row (the game moved on) WHEN it falls due THEN the engine refuses it and the row is replaced by the current deadline', () => {
    const h = harness();
    const id = startedGame(h, { settings: { reminderBeforeMs: null } });
    h.service.startScheduler();
    h.db.prepare(`UPDATE deadlines SET due = ?, payload = json_object('command', json_object('type', 'timeout', 'due', ?)) WHERE game_id = ?`).run(T0 + HOUR, T0 + HOUR, id);
    h.service.stopScheduler();
    h.service.startScheduler();
    h.clock.advance(HOUR);
    expect(h.service.game(id)?.version).toBe(0);
    expect(h.notices).toEqual([]);
    expect(deadlineRows(h.db, id).map((r) => [r.kind, r.due])).toEqual([['timeout', T0 + DAY]]);
  });

  it('GIVEN a finished or cancelled game THEN it has no deadline rows', () => {
    const h = harness();
    const ended = startedGame(h, { channel: 'e' });
    ok(h.service.submit({ gameId: ended, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    expect(deadlineRows(h.db, ended)).toEqual([]);
    const cancelled = startedGame(h, { channel: 'c' });
    ok(h.service.cancel(cancelled, 'u1'));
    expect(deadlineRows(h.db, cancelled)).toEqual([]);
    h.service.startScheduler();
    expect(h.clock.pendingTimers()).toBe(0);
  });
});

describe('AI seats', () => {
  it('GIVEN an AI seat WHEN its answer is awaited THEN a job due now makes it answer through the policy, from its own view, as that seat', () => {
    const seen: unknown[] = [];
    const policy: AiPolicy = (view, seat) => {
      seen.push([seat, (view as SpielView).viewer, (view as SpielView).you?.hand.length]);
      return { type: 'brainstorm' };
    };
    const h = harness({ policies: { spiel: policy } });
    const id = startedGame(h, { humans: 2, ai: 2 });
    expect(deadlineRows(h.db, id).find((r) => r.kind === 'ai')).toMatchObject({ due: T0, payload: '{"seat":"p3","streak":0}' });
    h.service.startScheduler();
    h.clock.advance(0);
    expect(seen).toEqual([
      ['p3', 'p3', 3],
      ['p4', 'p4', 3],
    ]);
    expect(logRows(h.db, id).map((r) => [r.actor, r.cause])).toEqual([
      ['p3', 'ai'],
      ['p4', 'ai'],
    ]);
    expect(h.changes.at(-1)?.awaitingUserIds).toEqual(['u1', 'u2']);
    expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['reminder', 'timeout']);
    // When the humans finish the month, the AIs answer the next one by themselves.
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm }));
    h.clock.advance(0);
    expect((h.changes.at(-1)?.publicView as SpielView).companies.map((c) => c.chosen)).toEqual([false, false, true, true]);
    expect(verifyGame(h.db, { spiel }, id)).toBeNull();
  });

  it('GIVEN an AI that fails WHEN its job runs THEN an aiFailed notice says why, nothing is applied, and the job does not loop', () => {
    for (const [policy, expected] of [
      [() => ({ type: 'dance' }), 'BAD_COMMAND'],
      [() => { throw new Error('boom'); }, 'AI_ERROR'],
      [() => ({ type: 'playDesigner', card: 120 }), 'NOT_IN_HAND'],
    ] as [AiPolicy, string][]) {
      const h = harness({ policies: { spiel: policy } });
      const id = startedGame(h, { humans: 2, ai: 1 });
      h.service.startScheduler();
      h.clock.advance(0);
      expect(h.notices.map((n) => n.type === 'aiFailed' && n.error.code)).toEqual([expected]);
      expect(h.service.game(id)?.version).toBe(0);
      expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['reminder', 'timeout']);
      // The next change gives the AI another try.
      ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
      h.clock.advance(0);
      expect(h.notices).toHaveLength(2);
    }
  });

  it('GIVEN an AI that keeps acting without answering WHEN it reaches the streak limit THEN it stops and the deadline decides', () => {
    const trade: AiPolicy = () => ({ type: 'offerTrade', to: 'p1', give: {}, get: { money: 1 } });
    const h = harness({ policies: { spiel: trade }, aiStreakLimit: 3 });
    const id = startedGame(h, { humans: 2, ai: 1 });
    h.service.startScheduler();
    h.clock.advance(0);
    expect(logRows(h.db, id).map((r) => r.cause)).toEqual(['ai', 'ai', 'ai']);
    expect(h.notices.map((n) => n.type === 'aiFailed' && n.error.code)).toEqual(['AI_STALLED']);
    expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['reminder', 'timeout']);
  });

  it('GIVEN a player who hands their seat to the AI WHEN the game waits for them THEN the AI plays it until they act again', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2 });
    h.service.startScheduler();
    expect(code(h.service.setAutopilot(id, 'u9', true))).toBe('NOT_IN_GAME');
    const on = ok(h.service.setAutopilot(id, 'u2', true)).outcome;
    expect(on.table).toEqual({ type: 'autopilot', userId: 'u2', playerId: 'p2', on: true, reason: 'asked' });
    expect(on.game.seats.map((s) => s.ai)).toEqual([false, true]);
    expect(on.awaitingUserIds).toEqual(['u1']);
    h.clock.advance(0);
    expect(logRows(h.db, id).map((r) => [r.actor, r.cause])).toEqual([['p2', 'ai']]);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm })); // month 2
    h.clock.advance(0);
    expect(logRows(h.db, id).map((r) => [r.actor, r.cause]).at(-1)).toEqual(['p2', 'ai']);
    // u2 is back: their own command hands the seat back.
    const back = ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: { type: 'offerTrade', to: 'p1', give: {}, get: { money: 1 } } }));
    expect(back.outcome.game.seats.map((s) => s.ai)).toEqual([false, false]);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm })); // month 3
    h.clock.advance(0);
    expect(logRows(h.db, id).at(-1)).toMatchObject({ actor: 'p1', cause: 'player' });
    expect((h.changes.at(-1)?.publicView as SpielView).month).toBe(3);
    expect(h.changes.at(-1)?.awaitingUserIds).toEqual(['u1', 'u2']); // nobody plays for u2 now
    expect(deadlineRows(h.db, id).map((r) => r.kind)).toEqual(['reminder', 'timeout']);
    expect(ok(h.service.setAutopilot(id, 'u2', false)).outcome.game.seats[1]?.ai).toBe(false);
  });
});
