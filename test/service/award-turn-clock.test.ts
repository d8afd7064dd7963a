// A44 through the service: the service counts a missed deadline for the players awaiting()
// named when a timeout fired. With the Award engine's turn clock paused while others are
// awaited, four lapsed bid prompts of other players never become the active player's missed turn.
import { describe, expect, it } from 'vitest';
import { award } from '../../src/games/award/index.js';
import type { AwardState } from '../../src/games/award/types.js';
import { HOUR, harness, ok, storedState } from './helpers.js';

// Seed 4 with seats in lobby order and p1 first: p1 reveals The Grey Pencil (an Award) at once.
const SEED = 4;

describe('A44 through the service', () => {
  it('A44 GIVEN p1 reveals an Award and is out WHEN the four other players each let an 8 h prompt lapse THEN each of them missed one deadline, p1 none, and p1’s 24 h turn goes on with the time it had left', () => {
    const h = harness({ games: { award }, policies: {}, seed: () => SEED });
    const lobby = ok(h.service.createLobby({ type: 'award', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: { randomSeats: false, firstPlayer: 'p1' }, settings: { aiAfterMissed: 0, excuses: 0 } }));
    const id = lobby.outcome.game.id;
    for (let i = 2; i <= 5; i++) ok(h.service.join(id, `u${i}`));
    ok(h.service.start(id, 'u1'));
    h.service.startScheduler();
    const start = h.clock.now();
    for (let i = 2; i <= 5; i++) ok(h.service.submit({ gameId: id, actor: { userId: `u${i}` }, command: { type: 'setAutoPass', on: false } }));
    for (const type of ['draw', 'reveal'] as const) ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type } }));
    // p1 has no legal bid and auto-passes (R73): the others are asked, p2 first.
    const open = storedState<AwardState>(h.db, id);
    expect(open.table).toEqual(['AW9']);
    expect(open.auction?.prompted).toBe('p2');
    for (let i = 0; i < 4; i++) h.clock.advance(8 * HOUR);

    const state = storedState<AwardState>(h.db, id);
    expect(state.auction).toBeNull();
    expect(state.active).toBe('p1');
    expect(state.agencies.map((a) => a.missedTurns)).toEqual([0, 0, 0, 0, 0]);
    const missed = h.db.prepare('SELECT user_id, missed FROM seats WHERE game_id = ? ORDER BY seat').all(id) as { user_id: string; missed: number }[];
    expect(missed.map((s) => s.missed)).toEqual([0, 1, 1, 1, 1]);
    const view = ok(h.service.view(id, null));
    const awaiting = award.awaiting(state);
    expect(awaiting.players).toEqual(['p1']);
    expect(awaiting.deadline?.due).toBe(start + 24 * HOUR + 32 * HOUR);
    expect((view.view as { turnPausedLeft: number | null }).turnPausedLeft).toBeNull();
  });
});
