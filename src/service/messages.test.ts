import { describe, expect, it } from 'vitest';
import { harness, ok, startedGame } from '../../test/service/helpers.js';
import { lobbyRevision } from './types.js';

describe('public messages', () => {
  it('GIVEN messages the bot posted WHEN it records and edits them THEN they are listed per game, and those behind their game are found after a crash', () => {
    const h = harness();
    const id = startedGame(h);
    const other = startedGame(h, { channel: 'c2' });
    h.service.setMessage(id, 'table', 'c1', 'm1');
    h.service.setMessage(id, 'lobby', 'c1', 'm0');
    h.service.setMessage(other, 'table', 'c2', 'm9');
    expect(h.service.messages(id)).toEqual([
      { gameId: id, key: 'lobby', channelId: 'c1', messageId: 'm0', version: 0, hash: null },
      { gameId: id, key: 'table', channelId: 'c1', messageId: 'm1', version: 0, hash: null },
    ]);
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    expect(h.service.messagesBehind().map((m) => [m.gameId, m.key])).toEqual([
      [id, 'lobby'],
      [id, 'table'],
    ]);
    h.service.setMessage(id, 'table', 'c1', 'm2', 1); // re-posted, showing version 1
    h.service.setMessage(id, 'lobby', 'c1', 'm0', 1);
    expect(h.service.messages(id).find((m) => m.key === 'table')).toMatchObject({ messageId: 'm2', version: 1 });
    expect(h.service.messagesBehind()).toEqual([]);
  });

  it('GIVEN started games WHEN their posts were never synced, or a command moved them on THEN gamesToSync lists them until a sync is recorded', () => {
    const h = harness();
    const a = startedGame(h);
    const b = startedGame(h, { channel: 'c2' });
    expect(h.service.gamesToSync('sync')).toEqual([a, b]);
    h.service.setMessage(a, 'sync', 'c1', '-', 0);
    h.service.setMessage(b, 'sync', 'c2', '-', 0);
    expect(h.service.gamesToSync('sync')).toEqual([]);
    ok(h.service.submit({ gameId: b, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    expect(h.service.gamesToSync('sync')).toEqual([b]);
    ok(h.service.cancel(b, 'u1'));
    expect(h.service.gamesToSync('sync')).toEqual([]);
  });

  it('GIVEN lobby messages recorded with lobbyRevision WHEN seats change or a table is cancelled THEN lobbiesToSync lists them until the message is redrawn', () => {
    const h = harness();
    const open = ok(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'c1', hostUserId: 'u1' })).outcome.game;
    const doomed = ok(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'c2', hostUserId: 'u1' })).outcome.game;
    h.service.setMessage(open.id, 'lobby', 'c1', 'm1', lobbyRevision(open));
    h.service.setMessage(doomed.id, 'lobby', 'c2', 'm2', lobbyRevision(doomed));
    expect(h.service.lobbiesToSync('lobby')).toEqual([]);
    ok(h.service.join(open.id, 'u2'));
    ok(h.service.cancel(doomed.id, 'u1'));
    expect(h.service.lobbiesToSync('lobby')).toEqual([open.id, doomed.id]);
    for (const id of [open.id, doomed.id]) h.service.setMessage(id, 'lobby', 'c', 'm', lobbyRevision(h.service.game(id)!));
    expect(h.service.lobbiesToSync('lobby')).toEqual([]);
    // A cancelled table is redrawn only for a while (7 days).
    h.service.setMessage(doomed.id, 'lobby', 'c2', 'm2', 0);
    expect(h.service.lobbiesToSync('lobby')).toEqual([doomed.id]);
    h.clock.advance(8 * 24 * 3_600_000);
    expect(h.service.lobbiesToSync('lobby')).toEqual([]);
  });
});
