// Places for ratings: who ties in a finished game's standings.
import { describe, expect, it } from 'vitest';
import { spiel } from './index.js';
import { run, scenario } from './testkit.js';

describe('places (ratings read them)', () => {
  it('GIVEN a game ended with two companies equally rich behind the richest WHEN its places are read THEN those two share third place', () => {
    const { state } = run(scenario({ companies: [{ money: 5 }, { money: 3 }, { money: 7 }, { money: 3 }] }), [[null, { type: 'endGame' }]]);
    expect(state.result?.standings).toEqual(['p3', 'p1', 'p2', 'p4']);
    expect(spiel.places?.(state)).toEqual([1, 2, 3, 3]);
  });

  it('GIVEN nobody won and the two richest have equal money WHEN its places are read THEN they tie for first', () => {
    const { state } = run(scenario({ companies: [{ money: 5 }, { money: 5 }, { money: 3 }] }), [[null, { type: 'endGame' }]]);
    expect(state.result?.winners).toEqual([]);
    expect(spiel.places?.(state)).toEqual([1, 1, 3]);
  });

  it('GIVEN a company that retired with the money another still has WHEN its places are read THEN they do not tie (leaving ranks last)', () => {
    const { state } = run(scenario({ companies: [{ money: 3 }, { money: 3 }, { money: 4 }] }), [
      [null, { type: 'retire', player: 'p2' }],
      [null, { type: 'endGame' }],
    ]);
    expect(state.result?.standings.at(-1)).toBe('p2');
    expect(spiel.places?.(state)).toEqual([1, 2, 3]);
  });
});
