import { describe, expect, it } from 'vitest';
import { StateCache } from './lru.js';

describe('StateCache', () => {
  it('GIVEN a full cache WHEN a new game is stored THEN the least recently used game is evicted', () => {
    const cache = new StateCache<string>(2);
    cache.set(1, 0, 'a');
    cache.set(2, 0, 'b');
    expect(cache.get(1, 0)).toBe('a'); // 1 is now the most recent
    cache.set(3, 0, 'c');
    expect(cache.get(2, 0)).toBeUndefined();
    expect(cache.get(1, 0)).toBe('a');
    expect(cache.get(3, 0)).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('GIVEN a cached state WHEN asked for another version THEN it is a miss', () => {
    const cache = new StateCache<string>(4);
    cache.set(1, 3, 'v3');
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.get(1, 4)).toBeUndefined();
    cache.set(1, 4, 'v4');
    expect(cache.get(1, 3)).toBeUndefined();
    expect(cache.get(1, 4)).toBe('v4');
    expect(cache.size).toBe(1);
  });
});
