import { describe, expect, it } from 'vitest';
import { harness, ok } from '../test/service/helpers.js';
import { memoryLogger } from '../test/support/memory-logger.js';
import { logGameLifecycle } from './lifecycle.js';

describe('the log of games', () => {
  it('GIVEN a table WHEN it opens, starts and is cancelled THEN one line each, with the game id, guild and channel', () => {
    const h = harness();
    const log = memoryLogger();
    logGameLifecycle(h.service, log);
    const id = ok(h.service.createLobby({ type: 'spiel', guildId: 'g1', channelId: 'c1', hostUserId: 'u1' })).outcome.game.id;
    ok(h.service.join(id, 'u2'));
    ok(h.service.start(id, 'u1'));
    ok(h.service.submit({ gameId: id, actor: { hostUserId: 'u1' }, command: { type: 'endGame' } }));
    expect(log.lines).toEqual([
      `info table opened | gameId=${id} guild=g1 channel=c1 game=spiel`,
      `info game started with 2 seats (0 AI) | gameId=${id} guild=g1 channel=c1 game=spiel`,
      expect.stringMatching(new RegExp(`^info game ended after 1 commands; .* \\| gameId=${id} guild=g1 channel=c1 game=spiel$`)),
    ]);
  });
});
