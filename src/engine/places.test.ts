import { describe, expect, it } from 'vitest';
import { placesOf } from './places.js';

describe('placesOf', () => {
  it('GIVEN two winners WHEN places are given THEN they share first and the next seat is third', () => {
    expect(placesOf({ winners: ['a', 'b'], standings: ['a', 'b', 'c', 'd'] })).toEqual([1, 1, 3, 4]);
  });

  it('GIVEN two non-winners the game ranks alike WHEN places are given THEN they tie, and a winner never ties with a loser', () => {
    const key = (p: string) => ({ a: 'x', b: 'x', c: 'y', d: 'y' })[p] as string;
    expect(placesOf({ winners: ['a'], standings: ['a', 'b', 'c', 'd'] }, key)).toEqual([1, 2, 3, 3]);
  });

  it('GIVEN nobody won and the first two rank alike WHEN places are given THEN they tie for first', () => {
    expect(placesOf({ winners: [], standings: ['a', 'b', 'c'] }, (p) => (p === 'c' ? 'poor' : 'rich'))).toEqual([1, 1, 3]);
  });
});
