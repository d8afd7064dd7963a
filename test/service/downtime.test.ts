// The bot is stopped while deadlines pass. At the next start-up, before any command is taken,
// every overdue row runs in due order with the start-up time as `now`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpielView } from '../../src/games/spiel/index.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { verifyDatabase } from '../../src/service/verify.js';
import { DAY, HOUR, T0, deadlineRows, games, harness, ok, startedGame } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-downtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('downtime', () => {
  it('GIVEN games whose deadlines passed while the bot was stopped WHEN it starts THEN they resolve first, in due order, and the next month counts from start-up', () => {
    const path = join(dir, 'bot.db');
    // Before the stop: two games; one has an AI seat whose turn was queued but never ran.
    const before = harness({ db: openDatabase(path) });
    const short = startedGame(before, { channel: 'short', options: { monthMs: 6 * HOUR } });
    const long = startedGame(before, { channel: 'long', humans: 2, ai: 1 });
    ok(before.service.submit({ gameId: long, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    expect(deadlineRows(before.db, long).map((r) => r.kind)).toEqual(['ai', 'reminder', 'timeout']);
    before.db.close(); // the process stops (it never started its scheduler)

    // Three days later the bot starts again.
    const restart = T0 + 3 * DAY;
    const after = harness({ db: openDatabase(path), clock: new ManualClock(restart) });
    expect(after.service.game(short)?.version).toBe(0);
    const { ran } = after.service.startScheduler();
    // long: the AI turn (due T0); short: reminder, timeout; long: reminder, timeout; then the
    // AI's turn in long's new month, queued by that timeout and due at once.
    expect(ran).toBe(6);
    // The reminders came too late to be useful: none was sent.
    expect(after.notices).toEqual([]);
    expect(after.changes.map((c) => [c.game.id, c.cause, c.actor])).toEqual([
      [long, 'ai', 'p3'],
      [short, 'deadline', null],
      [long, 'deadline', null],
      [long, 'ai', 'p3'],
    ]);
    const atOf = after.db.prepare("SELECT at FROM command_log WHERE game_id = ? AND cause = 'deadline'");
    expect(atOf.all(short)).toEqual([{ at: restart }]); // `now` is the start-up time
    expect(atOf.all(long)).toEqual([{ at: restart }]);
    // The next month's deadline counts from the start-up, not from the missed deadline.
    expect(deadlineRows(after.db, short).find((r) => r.kind === 'timeout')?.due).toBe(restart + 6 * HOUR);
    expect(deadlineRows(after.db, long).find((r) => r.kind === 'timeout')?.due).toBe(restart + DAY);
    // The first command taken after start-up plays the new month.
    const next = ok(after.service.submit({ gameId: short, actor: { userId: 'u2' }, command: { type: 'brainstorm' } })).outcome;
    expect(next.version).toBe(2);
    expect((next.publicView as SpielView).month).toBe(2);
    expect(verifyDatabase(after.db, games).disagreements).toEqual([]);
    after.db.close();
  });
});
