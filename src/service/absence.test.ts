// Games that never stall: absent players handed to the AI, players leaving, AI seats answering
// what they are invited to, reminder preferences, and the results that server statistics read.
import { describe, expect, it } from 'vitest';
import { spielAi } from '../games/spiel/ai.js';
import type { SpielState, SpielView } from '../games/spiel/types.js';
import { DAY, harness, ok, startedGame, storedState } from '../../test/service/helpers.js';
import { LADDER_MIN_GAMES } from './ratings.js';

const brainstorm = { type: 'brainstorm' };

describe('absent players', () => {
  it('GIVEN the default of 2 WHEN a player misses two deadlines in a row THEN the AI plays their seat, everyone hears why, and it plays the next month', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2 });
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // u2 misses month 1
    expect(h.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, false]);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // u2 misses month 2
    const takeover = h.changes.find((c) => c.table?.type === 'autopilot');
    expect(takeover?.table).toEqual({ type: 'autopilot', userId: 'u2', playerId: 'p2', on: true, reason: 'absent' });
    expect(h.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, true]);
    // Month 3: the AI chooses for p2 at once.
    h.clock.advance(0);
    const month3 = storedState<SpielState>(h.db, id);
    expect(month3.month).toBe(3);
    expect(month3.choices[1]).not.toBeNull();
    expect(h.changes.at(-1)).toMatchObject({ cause: 'ai', actor: 'p2' });
  });

  it('GIVEN a player missed one deadline WHEN they act again THEN the count starts over: one more miss does not hand them to the AI', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2 });
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // u2 misses month 1
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: brainstorm })); // back in month 2
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY); // u2 misses month 3 — only one in a row
    expect(h.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, false]);
  });

  it('GIVEN the AI plays an absent player’s seat WHEN the owner acts THEN the seat is theirs again', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { aiAfterMissed: 1 } });
    h.service.startScheduler();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: brainstorm }));
    h.clock.advance(DAY);
    expect(h.service.game(id)?.seats[1]?.ai).toBe(true);
    h.clock.advance(0); // the AI plays month 2 for p2
    ok(h.service.submit({ gameId: id, actor: { userId: 'u2' }, command: { type: 'offerTrade', to: 'p1', give: { money: 1 }, get: {} } }));
    expect(h.service.game(id)?.seats[1]?.ai).toBe(false);
  });

  it('GIVEN a table set to never hand seats to the AI WHEN a player misses many deadlines THEN they keep their seat and brainstorm each month', () => {
    const h = harness();
    const id = startedGame(h, { humans: 2, settings: { aiAfterMissed: 0 } });
    h.service.startScheduler();
    h.clock.advance(5 * DAY);
    expect(storedState<SpielState>(h.db, id).month).toBe(6);
    expect(h.service.game(id)?.seats.map((s) => s.ai)).toEqual([false, false]);
  });
});

describe('leaving a running game', () => {
  it('GIVEN the default setting WHEN a player leaves THEN the AI plays their company and it is announced', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3 });
    const left = h.service.leaveGame(id, 'u3');
    expect(left.ok && left.outcome.table).toEqual({ type: 'autopilot', userId: 'u3', playerId: 'p3', on: true, reason: 'left' });
    expect(h.service.game(id)?.seats[2]?.ai).toBe(true);
    expect(h.service.leaveGame(id, 'u9')).toMatchObject({ ok: false, error: { code: 'NOT_IN_GAME' } });
  });

  it('GIVEN a table set to retire WHEN a player leaves THEN their company retires from the game', () => {
    const h = harness();
    const id = startedGame(h, { humans: 3, settings: { onLeave: 'retire' } });
    const left = h.service.leaveGame(id, 'u3');
    expect(left.ok).toBe(true);
    expect(storedState<SpielState>(h.db, id).companies[2]?.status).toBe('retired');
    expect(h.changes.at(-1)).toMatchObject({ cause: 'system', userId: 'u3' });
  });
});

describe('AI seats answer what they are invited to', () => {
  it('GIVEN an AI company that has already chosen WHEN a player offers it money for nothing THEN the AI accepts without being awaited', () => {
    const h = harness({ policies: { spiel: (view) => spielAi(view as SpielView) } });
    const id = startedGame(h, { humans: 2, ai: 1 });
    h.service.startScheduler();
    h.clock.advance(0); // the AI chooses
    expect(storedState<SpielState>(h.db, id).choices[2]).not.toBeNull();
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'offerTrade', to: 'p3', give: { money: 1 }, get: {} } }));
    h.clock.advance(0);
    const state = storedState<SpielState>(h.db, id);
    expect(state.trades).toEqual([]);
    expect(state.companies[2]?.money).toBe(4);
  });
});

describe('preferences and statistics', () => {
  it('GIVEN a user WHEN they switch DM reminders on and off THEN the service remembers it across games', () => {
    const h = harness();
    expect(h.service.dmReminders('u1')).toBe(false);
    h.service.setDmReminders('u1', true);
    expect(h.service.dmReminders('u1')).toBe(true);
    h.service.setDmReminders('u1', false);
    expect(h.service.dmReminders('u1')).toBe(false);
  });

  it('GIVEN finished games in a server THEN the leaderboard counts games and wins per player, with the AI apart', () => {
    const h = harness();
    for (let g = 0; g < 3; g++) {
      const id = startedGame(h, { humans: 2, ai: 1, channel: `c${g}` });
      ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    }
    const board = h.service.leaderboard('g1', 'spiel');
    expect(board.games).toBe(3);
    expect(board.players.map((p) => p.userId).sort()).toEqual(['u1', 'u2']);
    expect(board.players.every((p) => p.games === 3)).toBe(true);
    expect(board.ai?.games).toBe(3);
    const wins = board.players.reduce((n, p) => n + p.wins, 0) + (board.ai?.wins ?? 0);
    expect(wins).toBeLessThanOrEqual(3);
    expect(h.service.leaderboard('other-guild', 'spiel')).toEqual({ games: 0, players: [], ranked: 0, minGames: LADDER_MIN_GAMES, ai: null });
  });
});
