import { describe, expect, it } from 'vitest';
import { harness, ok, startedGame } from '../../test/service/helpers.js';

describe('public messages', () => {
  it('GIVEN messages the bot posted WHEN it records and edits them THEN they are listed per game, and those behind their game are found after a crash', () => {
    const h = harness();
    const id = startedGame(h);
    const other = startedGame(h, { channel: 'c2' });
    h.service.setMessage(id, 'table', 'c1', 'm1');
    h.service.setMessage(id, 'lobby', 'c1', 'm0');
    h.service.setMessage(other, 'table', 'c2', 'm9');
    expect(h.service.messages(id)).toEqual([
      { gameId: id, key: 'lobby', channelId: 'c1', messageId: 'm0', version: 0 },
      { gameId: id, key: 'table', channelId: 'c1', messageId: 'm1', version: 0 },
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
});
