// `/games` reads a player's tables across every server from here (player-tables.ts): which wait
// for them, which for others, in what order, and how recent games ended for them.
import { describe, expect, it } from 'vitest';
import { DAY, harness, HOUR, ok, startedGame } from '../../test/service/helpers.js';

describe('a player’s tables across servers', () => {
  it('GIVEN tables in two servers, one waiting for u1 sooner, one later, one only for others, a lobby and a cancelled one WHEN u1’s tables are read THEN those waiting for u1 come first, soonest deadline first, then those waiting for others, then the lobby', () => {
    const h = harness();
    const later = startedGame(h, { guild: 'g1', channel: 'a', options: { monthMs: 3 * DAY } });
    const others = startedGame(h, { guild: 'g2', channel: 'b', options: { monthMs: DAY } });
    const sooner = startedGame(h, { guild: 'g2', channel: 'c', options: { monthMs: 2 * DAY } });
    ok(h.service.submit({ gameId: others, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    const lobby = ok(h.service.createLobby({ type: 'spiel', guildId: 'g3', channelId: 'd', hostUserId: 'u2' })).outcome.game.id;
    ok(h.service.join(lobby, 'u1'));
    const cancelled = ok(h.service.createLobby({ type: 'spiel', guildId: 'g3', channelId: 'e', hostUserId: 'u1' })).outcome.game.id;
    ok(h.service.cancel(cancelled, 'u1'));
    startedGame(h, { guild: 'g1', channel: 'f', humans: 1, ai: 1 }); // u1 and an AI: a one-day month, the soonest

    const tables = h.service.tablesOf('u1');
    expect(tables.map((t) => t.game.channelId)).toEqual(['f', 'c', 'a', 'b', 'd']);
    expect(tables.slice(1).map((t) => t.game.id)).toEqual([sooner, later, others, lobby]);
    const [alone, first, second, forOthers, open] = tables;
    expect(alone).toMatchObject({ waitsForYou: true, deadline: h.clock.now() + DAY, awaitedUserIds: [], awaitedAi: 1 }); // the AI's turn job has not run yet
    expect(first).toMatchObject({ waitsForYou: true, deadline: h.clock.now() + 2 * DAY, awaitedUserIds: ['u2', 'u3'] });
    expect(second).toMatchObject({ waitsForYou: true, deadline: h.clock.now() + 3 * DAY });
    expect(forOthers).toMatchObject({ waitsForYou: false, awaitedUserIds: ['u2', 'u3'], awaitedAi: 0, deadline: h.clock.now() + DAY });
    expect(open).toMatchObject({ waitsForYou: false, seat: null, view: null, deadline: null });
    expect(h.service.tablesOf('u9')).toEqual([]);
  });

  it('GIVEN games that ended 2 days and 8 days ago WHEN u2’s tables are read THEN only the recent one is listed, last, with u2’s place', () => {
    const h = harness();
    const old = startedGame(h, { channel: 'a' });
    ok(h.service.submit({ gameId: old, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    h.clock.advance(6 * DAY);
    const recent = startedGame(h, { channel: 'b' });
    ok(h.service.submit({ gameId: recent, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    const running = startedGame(h, { channel: 'c' });
    h.clock.advance(2 * DAY);

    const tables = h.service.tablesOf('u2');
    expect(tables.map((t) => t.game.id)).toEqual([running, recent]);
    const ended = tables[1]!;
    expect(ended.game.status).toBe('ended');
    expect(ended.result).toMatchObject({ of: 3 });
    expect(ended.result!.place).toBeGreaterThanOrEqual(1);
    expect(ended.result!.place).toBeLessThanOrEqual(3);
    expect(ended.result!.won).toBe(ended.result!.place === 1 && !ended.result!.nobodyWon);
    expect(ended.waitsForYou).toBe(false);
  });

  it('GIVEN a seat the AI plays (autopilot) WHEN the tables are read THEN it does not wait for the player, and says the AI plays it', () => {
    const h = harness();
    const id = startedGame(h, { channel: 'a' });
    ok(h.service.setAutopilot(id, 'u2', true));
    h.clock.advance(HOUR);
    const [table] = h.service.tablesOf('u2');
    expect(table).toMatchObject({ waitsForYou: false, aiPlays: true });
  });
});
