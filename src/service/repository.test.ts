import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { openDatabase } from './db.js';
import { verifyDatabase } from './verify.js';
import { games, harness, ok, startedGame, T0 } from '../../test/service/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'spiel-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('memory', () => {
  it('GIVEN many stored games WHEN each is played THEN the parsed-state cache stays at its bound', () => {
    const h = harness({ cacheSize: 8 });
    const ids = Array.from({ length: 40 }, (_, i) => startedGame(h, { channel: `c${i}`, humans: 2 }));
    for (const id of ids) ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    expect(h.service.stats().cachedStates).toBe(8);
    // An evicted game is read back from its snapshot.
    const first = ids[0] as number;
    expect(ok(h.service.submit({ gameId: first, actor: { userId: 'u2' }, command: { type: 'brainstorm' } })).outcome.version).toBe(2);
  });
});

describe('caches and a second connection', () => {
  it('GIVEN two services on one file WHEN each changes the game in turn THEN neither acts on a stale cached state, seat or deadline plan', () => {
    const path = join(dir, 'shared.db');
    const clock = new ManualClock(T0);
    const a = harness({ db: openDatabase(path), clock });
    const b = harness({ db: openDatabase(path), clock });
    const id = startedGame(a, { humans: 3 });
    ok(a.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } })); // a caches version 1
    // b moves the game on and hands u2's seat to the AI.
    ok(b.service.submit({ gameId: id, actor: { userId: 'u3' }, command: { type: 'brainstorm' } }));
    ok(b.service.setAutopilot(id, 'u2', true));
    // a sees both: the state at version 2 (the month resolves with u2's answer) and u2's seat on autopilot.
    expect(a.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, true, false]);
    const byA = ok(a.service.submit({ gameId: id, actor: { aiSeat: 'p2' }, command: { type: 'brainstorm' } })).outcome;
    expect(byA.version).toBe(3);
    expect((byA.publicView as { month: number }).month).toBe(2);
    // u2 comes back through b; a sees the seat handed back.
    ok(b.service.submit({ gameId: id, actor: { userId: 'u2' }, command: { type: 'brainstorm' } }));
    expect(a.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, false, false]);
    // Deadline rows match the game whoever wrote last.
    const timeout = a.db.prepare("SELECT due FROM deadlines WHERE game_id = ? AND kind = 'timeout'").get(id) as { due: number };
    expect(timeout.due).toBe((ok(a.service.view(id, null)).view as { deadlineAt: number }).deadlineAt);
    expect(verifyDatabase(a.db, games).disagreements).toEqual([]);
    a.db.close();
    b.db.close();
  });
});
