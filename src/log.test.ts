import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.js';

/** A destination that keeps pino's lines. */
function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('the log', () => {
  it('GIVEN the bot logs about an interaction in a game WHEN it writes JSON THEN each line carries the level, the message and the fields it is about, an error with its stack', () => {
    const out = capture();
    const log = createLogger('info', { destination: out.stream });
    const game = log.child({ gameId: 12, guild: 'g1', channel: 'c1' });
    game.child({ interaction: 'i9', command: '/spiel hand' }).error('failed (ref abc)', new Error('boom'));
    game.info('game started');
    game.debug('not at info level');
    const [failure, started, ...rest] = out.lines();
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ level: 50, msg: 'failed (ref abc)', gameId: 12, guild: 'g1', channel: 'c1', interaction: 'i9', command: '/spiel hand', err: { message: 'boom' } });
    expect(String((failure?.err as { stack?: string }).stack)).toContain('Error: boom');
    expect(started).toMatchObject({ level: 30, msg: 'game started', gameId: 12 });
    expect(started).not.toHaveProperty('pid');
  });
});
