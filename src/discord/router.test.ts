// The router's memory of interaction ids: a redelivery is recognised while the id is among the
// last ones seen, and the memory stays bounded.
import { describe, expect, it } from 'vitest';
import { firstTimeOf } from './router.js';

describe('interaction ids seen before', () => {
  it('GIVEN ids coming by WHEN one comes again within the last `limit` THEN it is known; WHEN it comes again after `limit` newer ones THEN it is new again (the oldest is forgotten first)', () => {
    const firstTime = firstTimeOf(3);
    expect(['a', 'b', 'c'].map(firstTime)).toEqual([true, true, true]);
    expect(firstTime('a')).toBe(false);
    expect(firstTime('d')).toBe(true); // forgets a
    expect(firstTime('b')).toBe(false);
    expect(firstTime('a')).toBe(true); // forgets b
    expect(firstTime('b')).toBe(true); // forgets c
    expect(['c', 'a', 'b', 'd'].map(firstTime)).toEqual([true, false, false, true]); // c forgets d
  });
});
