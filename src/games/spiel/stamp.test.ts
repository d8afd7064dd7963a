// The panel stamp: a company's buttons go stale only when what they depend on changed.
import { describe, expect, it } from 'vitest';
import { shortfallMonth } from './afford.js';
import { spiel } from './index.js';
import { designer, run, scenario, titled } from './testkit.js';
import { panelStamp } from './stamp.js';
import type { SpielCommand, SpielState } from './types.js';

const [island0, island1] = titled('Island') as [number, number];
const [railway4, railway5] = titled('Railway') as [number, number];
const quest12 = titled('Quest')[0] as number;
const greta = designer('Greta Holm');
const none = { cards: [] as number[], money: 0, games: [] as number[] };
const stamp = (state: SpielState, p: string) => panelStamp(spiel.view(state, p));

describe('the panel stamp', () => {
  const start = scenario({ companies: [{ hand: [island0, railway4, quest12], money: 9 }, { hand: [island1, railway5, greta], money: 9 }, { money: 9 }] });

  it('GIVEN alice’s panel WHEN other companies choose, draft, hire a designer and trade with each other THEN her stamp does not change', () => {
    const before = stamp(start, 'p1');
    const { state } = run(start, [
      ['p2', { type: 'draft', games: [[island1, railway5]] }],
      ['p2', { type: 'playDesigner', card: greta }],
      ['p2', { type: 'publish', games: [[island1, railway5]] }],
      ['p3', { type: 'offerTrade', to: 'p2', give: { ...none, money: 1 }, get: none }],
      ['p2', { type: 'answerTrade', trade: 0, accept: true }],
      ['p2', { type: 'offerTrade', to: 'p1', give: { ...none, money: 1 }, get: none }],
    ]);
    expect(stamp(state, 'p1')).toBe(before);
  });

  it('GIVEN alice’s panel WHEN her own draft, choice or hand changes, or the month resolves THEN her stamp changes; an offer made to her does not', () => {
    const steps: [string, SpielCommand, boolean][] = [
      ['p1', { type: 'draft', games: [[island0, railway4]] }, true],
      ['p1', { type: 'publish', games: [[island0, railway4]] }, true],
      ['p3', { type: 'offerTrade', to: 'p1', give: { ...none, money: 1 }, get: none }, false],
      ['p1', { type: 'offerTrade', to: 'p3', give: { ...none, cards: [quest12] }, get: none }, false],
      ['p3', { type: 'answerTrade', trade: 1, accept: true }, true],
      ['p2', { type: 'brainstorm' }, false],
      ['p3', { type: 'brainstorm' }, true],
    ];
    let state = start;
    for (const [actor, command, changes] of steps) {
      const next = run(state, [[actor, command]]).state;
      expect(stamp(next, 'p1') !== stamp(state, 'p1'), `${actor} ${command.type}`).toBe(changes);
      state = next;
    }
    expect(state.month).toBe(2);
  });

  it('GIVEN a stamp THEN it is a few letters and digits (it travels in every custom_id)', () => {
    expect(stamp(start, 'p1')).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('can the company pay a wage to the end of the year (rule 6)', () => {
  it('GIVEN €30,000, no income and no wages WHEN it hires a designer at €30,000 in month 1 THEN it could pay month 1 only and goes bankrupt at month 2', () => {
    expect(shortfallMonth({ money: 3, income: 0, wages: 0 }, 1, 3)).toBe(2);
  });
  it('GIVEN games paying the wage WHEN it hires THEN it can pay to the end', () => {
    expect(shortfallMonth({ money: 3, income: 3, wages: 0 }, 1, 3)).toBeNull();
  });
  it('GIVEN enough money for the months left WHEN it hires late in the year THEN it can pay to the end', () => {
    expect(shortfallMonth({ money: 9, income: 0, wages: 0 }, 10, 3)).toBeNull();
    expect(shortfallMonth({ money: 8, income: 0, wages: 0 }, 10, 3)).toBe(12);
  });
});
