import { describe, expect, it } from 'vitest';
import { seats } from '../../engine/self-play.js';
import { CARDS } from './cards.js';
import { spiel } from './index.js';
import { DAY, T0, co } from './testkit.js';
import { spielOptionsSchema } from './types.js';

const options = spielOptionsSchema.parse({});

describe('setup', () => {
  it('R3 GIVEN 2 to 6 companies THEN a game can be set up; 1 or 7 cannot', () => {
    for (let n = 2; n <= 6; n++) expect(spiel.setup(1, seats(n), options, T0).companies).toHaveLength(n);
    expect(() => spiel.setup(1, seats(1), options, T0)).toThrow(/2–6/);
    expect(() => spiel.setup(1, seats(7), options, T0)).toThrow(/2–6/);
  });

  it('GIVEN a new game THEN each company is dealt one face-up specialty card that is out of play, not in its hand', () => {
    const state = spiel.setup(3, seats(4), options, T0);
    for (const c of state.companies) {
      expect(c.hand).not.toContain(c.specialtyCard);
      expect(state.deck).not.toContain(c.specialtyCard);
    }
    const view = spiel.view(state, null);
    expect(view.companies[0]?.specialties).toEqual([CARDS[state.companies[0]!.specialtyCard]!.upper, CARDS[state.companies[0]!.specialtyCard]!.lower]);
  });

  it('GIVEN a new game THEN each company holds 3 cards and €30,000', () => {
    const state = spiel.setup(3, seats(5), options, T0);
    for (const c of state.companies) {
      expect(c.hand).toHaveLength(3);
      expect(c.money).toBe(3);
    }
  });

  it('R4 GIVEN a new game THEN twelve trend cards are dealt face down in advance, and only month 1’s is shown', () => {
    const state = spiel.setup(3, seats(6), options, T0);
    expect(state.trends).toHaveLength(12);
    expect(state.deck).toHaveLength(121 - 6 - 12 - 18);
    const view = spiel.view(state, null);
    expect(view.trend?.id).toBe(state.trends[0]);
    expect(view.trendsRevealed.map((c) => c.id)).toEqual([state.trends[0]]);
    expect(new Set([...state.deck, ...state.trends, ...state.companies.flatMap((c) => [...c.hand, c.specialtyCard])]).size).toBe(121);
  });

  it('GIVEN the same seed THEN the deal is the same; GIVEN another seed THEN it differs', () => {
    const a = spiel.setup(42, seats(4), options, T0);
    expect(spiel.setup(42, seats(4), options, T0)).toEqual(a);
    expect(spiel.setup(43, seats(4), options, T0).deck).not.toEqual(a.deck);
  });

  it('GIVEN a new game THEN the first month starts with its deadline one month length after setup', () => {
    const state = spiel.setup(1, seats(3), spielOptionsSchema.parse({ monthMs: 2 * DAY }), T0);
    expect(state.month).toBe(1);
    expect(state.deadlineAt).toBe(T0 + 2 * DAY);
    expect(spiel.awaiting(state)).toEqual({ players: seats(3), deadline: { due: T0 + 2 * DAY, command: { type: 'timeout', due: T0 + 2 * DAY }, length: 2 * DAY } });
  });

  it('GIVEN options THEN the month length defaults to 24 hours', () => {
    expect(options.monthMs).toBe(DAY);
    expect(co(spiel.setup(1, seats(2), options, T0), 'p1').money).toBe(3);
  });
});
