import { describe, expect, it } from 'vitest';
import { playAwardGame, seats as awardSeats } from '../games/award/random-player.js';
import { playGame, seats } from '../games/spiel/random-player.js';
import { SnapshotWriter } from './snapshot.js';

describe('snapshot JSON', () => {
  it('GIVEN every state of random Spiel games in turn WHEN written THEN each is exactly JSON.stringify of it', () => {
    const writer = new SnapshotWriter(); // one writer for all games, as in the service
    let states = 0;
    for (let g = 0; g < 12; g++) {
      playGame(700 + g, seats(2 + (g % 5)), {
        onStep: ({ before, after }) => {
          expect(writer.json(after)).toBe(JSON.stringify(after));
          if (g % 3 === 0) expect(writer.json(before, false)).toBe(JSON.stringify(before)); // an older version again
          states++;
        },
      });
    }
    expect(states).toBeGreaterThan(300);
  });

  it('GIVEN every state of random Award games in turn WHEN written THEN each is exactly JSON.stringify of it', () => {
    const writer = new SnapshotWriter();
    for (let g = 0; g < 4; g++) {
      playAwardGame(800 + g, awardSeats(3 + (g % 3)), {
        onStep: ({ after }) => expect(writer.json(after, g % 2 === 0)).toBe(JSON.stringify(after)),
      });
    }
  });

  it('GIVEN values JSON treats specially WHEN written THEN the text is what JSON.stringify gives', () => {
    const writer = new SnapshotWriter();
    const shared = { a: [1, { b: 2 }] };
    const odd = {
      n: [NaN, Infinity, -0, 1e21, 0.1],
      skip: undefined,
      fn: () => 1,
      sym: Symbol('s'),
      list: [undefined, () => 1, Symbol('t'), null, 'x"\u2028\ud800'],
      date: new Date(0),
      own: { toJSON: (key: string) => `own:${key}` },
      boxed: [Object(1), Object('s'), Object(true)],
      bare: Object.assign(Object.create(null) as object, { z: 1, 10: 'ten', 2: 'two' }),
      deep: { a: { b: { c: { d: { e: [1, [2, [3, { f: shared }]]] } } } } },
      shared,
      again: shared,
      sparse: [1, , 3], // eslint-disable-line no-sparse-arrays
      'quo"te': 1,
    };
    for (let i = 0; i < 3; i++) expect(writer.json(odd)).toBe(JSON.stringify(odd));
    expect(writer.json([shared, [shared]])).toBe(JSON.stringify([shared, [shared]]));
    expect(writer.json(7)).toBe('7');
    expect(() => writer.json(undefined)).toThrow(TypeError);
    expect(() => writer.json({ big: 1n })).toThrow(TypeError);
  });
});
