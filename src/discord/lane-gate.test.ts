import { describe, expect, it } from 'vitest';
import { LaneGate } from './lane-gate.js';

/** Lets the promises waiting on the gate run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the publisher’s lane gate', () => {
  it('GIVEN two turns and five lanes WHEN turns are given back THEN at most two work at once, the others go in the order they came, but a table whose players act goes first', async () => {
    const gate = new LaneGate(2);
    const order: string[] = [];
    const leaves = new Map<string, () => void>();
    const lane = (channel: string, active = false) =>
      void gate.enter(channel, active).then((leave) => {
        order.push(channel);
        leaves.set(channel, leave);
      });
    for (const c of ['a', 'b', 'c', 'd', 'e']) lane(c);
    await tick();
    expect(order).toEqual(['a', 'b']);
    expect(gate.queued).toBe(3);
    gate.promote('e'); // someone clicked at e's table
    leaves.get('a')!();
    leaves.get('a')!(); // giving a turn back twice frees one turn
    await tick();
    expect(order).toEqual(['a', 'b', 'e']);
    lane('f', true); // a new lane of an active table waits ahead of c and d
    leaves.get('b')!();
    await tick();
    expect(order).toEqual(['a', 'b', 'e', 'f']);
    leaves.get('e')!();
    leaves.get('f')!();
    await tick();
    expect(order).toEqual(['a', 'b', 'e', 'f', 'c', 'd']);
    expect(gate.queued).toBe(0);
  });
});
