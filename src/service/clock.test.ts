import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';

describe('ManualClock', () => {
  it('GIVEN timers WHEN time moves past them THEN each fires once, in due order, seeing its own due time', () => {
    const clock = new ManualClock(1_000);
    const fired: [string, number][] = [];
    clock.setTimer(() => fired.push(['late', clock.now()]), 300);
    const cancelled = clock.setTimer(() => fired.push(['cancelled', clock.now()]), 100);
    clock.setTimer(() => {
      fired.push(['early', clock.now()]);
      clock.setTimer(() => fired.push(['chained', clock.now()]), 0); // due now: fires within the same move
    }, 200);
    clock.clearTimer(cancelled);
    clock.advance(250);
    expect(fired).toEqual([
      ['early', 1_200],
      ['chained', 1_200],
    ]);
    expect(clock.now()).toBe(1_250);
    clock.set(2_000);
    expect(fired.at(-1)).toEqual(['late', 1_300]);
    expect(clock.pendingTimers()).toBe(0);
    expect(() => clock.set(1_999)).toThrow(RangeError);
  });
});
