// Places for ratings: who ties in a finished game's standings (R19).
import { describe, expect, it } from 'vitest';
import { award } from './index.js';
import { Table } from './testing.js';

describe('places (ratings read them)', () => {
  it('R19 GIVEN the host ends a game where two agencies are equal in Awards, cash and tokens behind a richer one WHEN its places are read THEN those two tie', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 9 }, bo: { cash: 4 }, cy: { cash: 4 } } });
    t.do(null, { type: 'endGame' });
    expect(t.state.result?.winners).toEqual(['ann']);
    expect(award.places?.(t.state)).toEqual([1, 2, 2]);
  });

  it('R19 GIVEN the host ends a game where everyone is equal WHEN its places are read THEN all share the win and first place', () => {
    const t = Table.scenario({ agencies: { ann: { cash: 4 }, bo: { cash: 4 }, cy: { cash: 4 } } });
    t.do(null, { type: 'endGame' });
    expect(t.state.result?.winners).toHaveLength(3);
    expect(award.places?.(t.state)).toEqual([1, 1, 1]);
  });
});
