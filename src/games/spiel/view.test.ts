// view(): the only way hidden information leaves the engine.
import { describe, expect, it } from 'vitest';
import { spiel } from './index.js';
import { co, run, scenario, titled } from './testkit.js';

const [island0, island1] = titled('Island') as [number, number];
const [railway4, railway5] = titled('Railway') as [number, number];

describe('views', () => {
  const { state } = run(scenario({ companies: [{ hand: [island0, railway4] }, { hand: [island1, railway5] }, {}] }), [
    ['p1', { type: 'publish', games: [[island0, railway4]] }],
  ]);
  const ids = (v: unknown) => JSON.stringify(v);

  it('GIVEN a company has chosen THEN the public sees that it has chosen, never what', () => {
    const pub = spiel.view(state, null);
    expect(pub.companies.map((c) => c.chosen)).toEqual([true, false, false]);
    expect(ids(pub)).not.toMatch(/"choice"|"kind":"publish"/);
    expect(spiel.view(state, 'p1').you?.choice).toEqual({ kind: 'publish', games: [[island0, railway4]] });
    expect(spiel.view(state, 'p2').you?.choice).toBeNull();
  });

  it('GIVEN hands THEN the public view shows hand sizes only, and each company sees only its own hand', () => {
    const pub = spiel.view(state, null);
    expect(pub.companies.map((c) => c.handSize)).toEqual([2, 2, 0]);
    expect(pub.you).toBeNull();
    expect(spiel.view(state, 'p1').you?.hand.map((c) => c.id)).toEqual([island0, railway4]);
    expect(ids(spiel.view(state, 'p1'))).not.toContain(`"id":${island1},`);
    expect(ids(spiel.view(state, 'p2'))).not.toContain(`"id":${island0},`);
  });

  it('GIVEN the deck and the trend pile THEN views show the deck size and only trend cards already turned', () => {
    const pub = spiel.view(state, null);
    expect(pub.deckSize).toBe(state.deck.length);
    expect(ids(pub)).not.toContain('"deck":');
    expect(pub.trendsRevealed.map((c) => c.id)).toEqual([state.trends[0]]);
    for (const hidden of state.trends.slice(1)) expect(ids(pub)).not.toContain(`"id":${hidden},`);
  });

  it('GIVEN a viewer who is not at the table THEN they get the public view', () => {
    expect(spiel.view(state, 'stranger').you).toBeNull();
    expect(co(state, 'p1').hand).toHaveLength(2);
  });
});
