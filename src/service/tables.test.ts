import { describe, expect, it } from 'vitest';
import { spiel } from '../games/spiel/index.js';
import { code, deadlineRows, harness, ok, storedState, T0, DAY } from '../../test/service/helpers.js';

const lobbyIn = (h: ReturnType<typeof harness>, channelId = 'c1', hostUserId = 'u1') =>
  h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId, hostUserId });

describe('lobby', () => {
  it('GIVEN a channel WHEN a lobby is created THEN the host is seated, the game is stored as a lobby and listeners hear of it', () => {
    const h = harness();
    const { outcome } = ok(lobbyIn(h));
    expect(outcome.game).toMatchObject({ type: 'spiel', guildId: 'g1', channelId: 'c1', status: 'lobby', hostUserId: 'u1', version: 0 });
    expect(outcome.game.seats).toEqual([{ index: 0, playerId: null, userId: 'u1', ai: false, name: null, awayUntil: null }]);
    expect(outcome.game.settings).toEqual({ reminderBeforeMs: 3 * 3_600_000, maxSeats: null, aiAfterMissed: 2, onLeave: 'ai', images: true, language: null, away: 'wait', awayDays: 7, excuses: 1, thread: false });
    expect(outcome.game.options).toEqual({ monthMs: DAY });
    expect(outcome.publicView).toBeNull();
    expect(outcome.awaiting).toBeNull();
    expect(h.changes.map((c) => c.table?.type)).toEqual(['created']);
    expect(h.service.activeGameInChannel('c1')?.id).toBe(outcome.game.id);
    expect(h.service.game(outcome.game.id)).toEqual(outcome.game);
  });

  it('GIVEN an active game in a channel WHEN another is created there THEN CHANNEL_BUSY, while other channels and servers are free', () => {
    const h = harness();
    const first = ok(lobbyIn(h)).outcome.game.id;
    const busy = lobbyIn(h, 'c1', 'u9');
    expect(busy).toEqual({ ok: false, error: { code: 'CHANNEL_BUSY', params: { gameId: first } } });
    ok(lobbyIn(h, 'c2'));
    ok(h.service.createLobby({ type: 'spiel', guildId: 'g2', channelId: 'c3', hostUserId: 'u1' }));
    // Once the first game is cancelled the channel is free again.
    ok(h.service.cancel(first, 'u1'));
    expect(h.service.activeGameInChannel('c1')).toBeNull();
    ok(lobbyIn(h));
  });

  it('GIVEN an active game WHEN a second active row is written for its channel behind the service\'s back THEN the partial unique index refuses it', () => {
    const h = harness();
    ok(lobbyIn(h));
    const insert = h.db.prepare(
      "INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at) VALUES ('spiel', 'g1', 'c1', ?, 'u2', '{}', '{}', 0)",
    );
    expect(() => insert.run('running')).toThrow(/UNIQUE/);
    expect(() => insert.run('ended')).not.toThrow(); // any number of finished games
  });

  it('GIVEN bad input WHEN creating THEN UNKNOWN_GAME_TYPE, BAD_OPTIONS or BAD_SETTINGS name the problem and nothing is stored', () => {
    const h = harness();
    expect(code(h.service.createLobby({ type: 'chess', guildId: 'g', channelId: 'c', hostUserId: 'u' }))).toBe('UNKNOWN_GAME_TYPE');
    expect(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'c', hostUserId: 'u', options: { monthMs: 5 } })).toEqual({
      ok: false,
      error: { code: 'BAD_OPTIONS', params: { fields: ['monthMs'] } },
    });
    expect(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'c', hostUserId: 'u', settings: { reminderBeforeMs: 'soon' } })).toEqual({
      ok: false,
      error: { code: 'BAD_SETTINGS', params: { fields: ['reminderBeforeMs'] } },
    });
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 0 });
    expect(h.changes).toEqual([]);
  });

  it('GIVEN a lobby WHEN players join THEN each is seated once, and a full table refuses more', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    expect(ok(h.service.join(id, 'u2')).outcome.table).toEqual({ type: 'joined', userId: 'u2', seat: 1 });
    expect(code(h.service.join(id, 'u2'))).toBe('ALREADY_JOINED');
    for (let i = 3; i <= spiel.maxPlayers; i++) ok(h.service.join(id, `u${i}`));
    expect(h.service.join(id, 'u99')).toEqual({ ok: false, error: { code: 'LOBBY_FULL', params: { max: 6 } } });
    expect(code(h.service.addAi(id, 'u1'))).toBe('LOBBY_FULL');
    expect(h.service.game(id)?.seats.map((s) => s.userId)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6']);
    expect(code(h.service.join(424242, 'u1'))).toBe('NO_GAME');
  });

  it('GIVEN a table limited to 3 seats WHEN a fourth player or AI would sit THEN the table is full', () => {
    const h = harness();
    const id = ok(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'c', hostUserId: 'u1', settings: { maxSeats: 3 } })).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    ok(h.service.addAi(id, 'u1'));
    expect(h.service.join(id, 'u4')).toEqual({ ok: false, error: { code: 'LOBBY_FULL', params: { max: 3 } } });
    expect(code(h.service.addAi(id, 'u1'))).toBe('LOBBY_FULL');
  });

  it('GIVEN a lobby WHEN a player leaves THEN the seat is freed; a leaving host hands over, and the last human leaving closes it', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    ok(h.service.join(id, 'u3'));
    expect(code(h.service.leave(id, 'u9'))).toBe('NOT_IN_GAME');
    expect(ok(h.service.leave(id, 'u2')).outcome.game.seats.map((s) => s.userId)).toEqual(['u1', 'u3']);
    const hostLeft = ok(h.service.leave(id, 'u1')).outcome;
    expect(hostLeft.table).toEqual({ type: 'left', userId: 'u1', newHostUserId: 'u3', cancelled: false });
    expect(hostLeft.game.hostUserId).toBe('u3');
    const last = ok(h.service.leave(id, 'u3')).outcome;
    expect(last.table).toEqual({ type: 'left', userId: 'u3', newHostUserId: null, cancelled: true });
    expect(last.game.status).toBe('cancelled');
    expect(h.service.activeGameInChannel('c1')).toBeNull();
  });

  it('GIVEN a lobby WHEN AI seats are added and removed THEN only the host (or a server manager) may, and only for a game with an AI', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    expect(code(h.service.addAi(id, 'u2'))).toBe('NOT_HOST');
    expect(ok(h.service.addAi(id, 'u1')).outcome.table).toEqual({ type: 'aiAdded', seat: 2 });
    expect(ok(h.service.addAi(id, 'u2', { canManage: true })).outcome.table).toEqual({ type: 'aiAdded', seat: 3 });
    expect(h.service.game(id)?.seats.map((s) => [s.userId, s.ai])).toEqual([
      ['u1', false],
      ['u2', false],
      [null, true],
      [null, true],
    ]);
    expect(code(h.service.removeAi(id, 'u1', 1))).toBe('NO_AI_SEAT'); // seat 1 is u2
    expect(ok(h.service.removeAi(id, 'u1', 2)).outcome.table).toEqual({ type: 'aiRemoved', seat: 2 });
    expect(ok(h.service.removeAi(id, 'u1')).outcome.table).toEqual({ type: 'aiRemoved', seat: 3 });
    expect(code(h.service.removeAi(id, 'u1'))).toBe('NO_AI_SEAT');

    const noAi = harness({ policies: {} });
    const other = ok(lobbyIn(noAi)).outcome.game.id;
    expect(noAi.service.addAi(other, 'u1')).toEqual({ ok: false, error: { code: 'NO_AI_FOR_GAME', params: { type: 'spiel' } } });
  });

  it('GIVEN a lobby WHEN it starts THEN seats become p1..pn in table order, the game is dealt from a drawn seed at the current time, and the first deadline is stored', () => {
    const h = harness({ seed: () => 777 });
    const id = ok(lobbyIn(h)).outcome.game.id;
    expect(code(h.service.start(id, 'u1'))).toBe('NOT_ENOUGH_PLAYERS');
    ok(h.service.join(id, 'u2'));
    ok(h.service.join(id, 'u3'));
    ok(h.service.leave(id, 'u2')); // leaves a gap at seat 1
    ok(h.service.addAi(id, 'u1'));
    expect(code(h.service.start(id, 'u3'))).toBe('NOT_HOST');
    h.clock.advance(5_000);
    const started = ok(h.service.start(id, 'u1')).outcome;
    expect(started.table).toEqual({ type: 'started' });
    expect(started.game).toMatchObject({ status: 'running', version: 0, startedAt: T0 + 5_000 });
    expect(started.game.seats.map((s) => [s.index, s.playerId, s.userId])).toEqual([
      [0, 'p1', 'u1'],
      [2, 'p2', 'u3'],
      [3, 'p3', null],
    ]);
    const expected = spiel.setup(777, ['p1', 'p2', 'p3'], spiel.optionsSchema.parse({}), T0 + 5_000);
    expect(storedState(h.db, id)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(started.awaiting?.deadline?.due).toBe(T0 + 5_000 + DAY);
    expect(deadlineRows(h.db, id).map((r) => [r.kind, r.due])).toEqual([
      ['ai', T0 + 5_000],
      ['reminder', T0 + 5_000 + DAY - 3 * 3_600_000],
      ['timeout', T0 + 5_000 + DAY],
    ]);
    // The seed is never shown to the Discord layer.
    expect(JSON.stringify(started.game)).not.toContain('777');
    expect(code(h.service.start(id, 'u1'))).toBe('LOBBY_CLOSED');
    expect(code(h.service.join(id, 'u7'))).toBe('LOBBY_CLOSED');
  });

  it('GIVEN a lobby whose host is away WHEN a server manager starts it THEN it starts', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    expect(code(h.service.start(id, 'u2'))).toBe('NOT_HOST');
    expect(ok(h.service.start(id, 'u2', { canManage: true })).outcome.game.status).toBe('running');
  });

  it('GIVEN a running game WHEN it is cancelled THEN only the host or a manager may, its deadlines go, and it cannot be cancelled twice', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    ok(h.service.start(id, 'u1'));
    expect(deadlineRows(h.db, id).length).toBeGreaterThan(0);
    expect(code(h.service.cancel(id, 'u2'))).toBe('NOT_HOST');
    const cancelled = ok(h.service.cancel(id, 'u2', { canManage: true })).outcome;
    expect(cancelled.table).toEqual({ type: 'cancelled', byUserId: 'u2' });
    expect(cancelled.game.status).toBe('cancelled');
    expect(cancelled.game.endedAt).toBe(T0);
    expect(deadlineRows(h.db, id)).toEqual([]);
    expect(code(h.service.cancel(id, 'u1'))).toBe('GAME_NOT_ACTIVE');
    expect(code(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }))).toBe('GAME_NOT_RUNNING');
  });

  it('GIVEN a lobby WHEN viewed THEN there is no game view yet; once started, a seated user sees their hand and a spectator the public table', () => {
    const h = harness();
    const id = ok(lobbyIn(h)).outcome.game.id;
    expect(ok(h.service.view(id, 'u1'))).toMatchObject({ version: 0, seat: null, view: null }); // seats get ids at the start
    ok(h.service.join(id, 'u2'));
    ok(h.service.start(id, 'u1'));
    const mine = ok(h.service.view(id, 'u2'));
    expect(mine.seat).toBe('p2');
    expect((mine.view as { you: { hand: unknown[] } }).you.hand).toHaveLength(3);
    const spectator = ok(h.service.view(id, 'u42'));
    expect(spectator.seat).toBeNull();
    expect((spectator.view as { you: unknown }).you).toBeNull();
    expect(code(h.service.view(999, null))).toBe('NO_GAME');
  });
});

describe('seat names', () => {
  it('GIVEN a host and a player seated with their display names WHEN one is renamed THEN the next read shows it, and a rename to the same name or of someone not seated writes nothing', () => {
    const h = harness();
    const id = ok(h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', hostName: 'Ada' })).outcome.game.id;
    ok(h.service.join(id, 'u2', 'Ben'));
    ok(h.service.join(id, 'u3'));
    const names = () => h.service.game(id)?.seats.map((s) => s.name);
    expect(names()).toEqual(['Ada', 'Ben', null]);
    const rev = h.service.game(id)?.seatsRev;
    expect(h.service.nameSeat(id, 'u2', 'Benjamin')).toBe(true);
    expect(names()).toEqual(['Ada', 'Benjamin', null]);
    expect(h.service.nameSeat(id, 'u2', 'Benjamin')).toBe(false);
    expect(h.service.nameSeat(id, 'u9', 'Nobody')).toBe(false);
    expect(h.service.nameSeat(id, 'u3', 'Cy')).toBe(true);
    expect(names()).toEqual(['Ada', 'Benjamin', 'Cy']);
    // Not a seat change: the lobby message, drawn by seats revision, is not redrawn for it.
    expect(h.service.game(id)?.seatsRev).toBe(rev);
  });

  it('GIVEN the name cannot be written WHEN a player is renamed THEN it is reported and nothing throws: the interaction that noticed it goes on', () => {
    const h = harness();
    const id = ok(h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', hostName: 'Ada' })).outcome.game.id;
    h.db.exec("CREATE TRIGGER no_names BEFORE UPDATE OF name ON seats BEGIN SELECT RAISE(ABORT, 'names are read-only'); END");
    expect(h.service.nameSeat(id, 'u1', 'Adele')).toBe(false);
    expect(h.errors.map(String)).toEqual([expect.stringContaining('names are read-only')]);
    expect(h.service.game(id)?.seats.map((s) => s.name)).toEqual(['Ada']);
  });
});
