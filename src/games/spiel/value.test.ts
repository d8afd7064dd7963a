import { describe, expect, it } from 'vitest';
import type { Element } from './cards.js';
import { scoreGame, visibleSymbols } from './value.js';

const c = (upper: Element, lower: Element) => ({ upper, lower });
const base = {
  specialties: ['role-playing', 'role-playing'] as [Element, Element],
  favoured: ['role-playing', 'role-playing'] as [Element, Element],
  designers: [] as [Element, Element][],
};

describe('the value of a game (v2 algorithm)', () => {
  it('worked example GIVEN specialties puzzle+resource, month cards+combat, no designers, [puzzle/cards][puzzle/resource] THEN value +1', () => {
    const score = scoreGame({
      cards: [c('puzzle', 'cards'), c('puzzle', 'resource')],
      specialties: ['puzzle', 'resource'],
      favoured: ['cards', 'combat'],
      designers: [],
    });
    expect(score.visible).toEqual(['puzzle', 'puzzle', 'resource']);
    expect(score.breakdown).toEqual({ specialties: 2, trend: 0, designers: [], matches: 1, manufacturing: -2 });
    expect(score.value).toBe(1);
  });

  it('GIVEN a stack THEN each card covers the lower symbol of the one before: visible = every upper + the last lower', () => {
    expect(visibleSymbols([c('puzzle', 'cards'), c('family', 'combat'), c('resource', 'role-playing')])).toEqual([
      'puzzle',
      'family',
      'resource',
      'role-playing',
    ]);
  });

  it('GIVEN a game THEN the value starts at zero and manufacturing costs 1 per card (−2 for two, −3 for three)', () => {
    const none = { specialties: ['cards', 'cards'] as [Element, Element], favoured: ['cards', 'cards'] as [Element, Element], designers: [] };
    expect(scoreGame({ ...none, cards: [c('puzzle', 'family'), c('combat', 'resource')] }).value).toBe(-2);
    expect(scoreGame({ ...none, cards: [c('puzzle', 'family'), c('combat', 'resource'), c('role-playing', 'puzzle')] }).breakdown.manufacturing).toBe(-3);
  });

  it('GIVEN one specialty showing THEN +1; both showing THEN +2', () => {
    const cards = [c('puzzle', 'family'), c('combat', 'resource')]; // visible puzzle, combat, resource
    expect(scoreGame({ ...base, cards, specialties: ['puzzle', 'cards'] }).breakdown.specialties).toBe(1);
    expect(scoreGame({ ...base, cards, specialties: ['puzzle', 'resource'] }).breakdown.specialties).toBe(2);
  });

  it('GIVEN a company whose two specialties are the same element WHEN that element shows THEN +2', () => {
    const cards = [c('puzzle', 'family'), c('combat', 'resource')];
    expect(scoreGame({ ...base, cards, specialties: ['combat', 'combat'] }).breakdown.specialties).toBe(2);
  });

  it("GIVEN the month's favoured elements THEN +1 for one showing, +2 for both", () => {
    const cards = [c('puzzle', 'family'), c('combat', 'resource')];
    expect(scoreGame({ ...base, cards, favoured: ['combat', 'cards'] }).breakdown.trend).toBe(1);
    expect(scoreGame({ ...base, cards, favoured: ['combat', 'puzzle'] }).breakdown.trend).toBe(2);
  });

  it('GIVEN two designers THEN each adds +1 per specialty showing, separately', () => {
    const cards = [c('puzzle', 'family'), c('combat', 'resource')];
    const score = scoreGame({ ...base, cards, designers: [['puzzle', 'combat'], ['resource', 'cards']] });
    expect(score.breakdown.designers).toEqual([2, 1]);
    expect(score.value).toBe(0 + 0 + 3 + 0 - 2);
  });

  it('GIVEN two elements each shown twice THEN +1 per pair (+2)', () => {
    const score = scoreGame({ ...base, cards: [c('puzzle', 'family'), c('puzzle', 'family'), c('combat', 'combat')] });
    expect(score.visible).toEqual(['puzzle', 'puzzle', 'combat', 'combat']);
    expect(score.breakdown.matches).toBe(2);
  });

  it('GIVEN three of one element THEN +3', () => {
    expect(scoreGame({ ...base, cards: [c('family', 'cards'), c('family', 'family')] }).breakdown.matches).toBe(3);
  });

  it('GIVEN four of one element THEN +5', () => {
    expect(scoreGame({ ...base, cards: [c('family', 'cards'), c('family', 'cards'), c('family', 'family')] }).breakdown.matches).toBe(5);
  });

  it('R12 GIVEN three of one element and nothing else matching THEN +3 only — the if/else rule, not a sum of a triplet and its pairs', () => {
    const score = scoreGame({ ...base, cards: [c('family', 'cards'), c('family', 'cards'), c('family', 'puzzle')] });
    expect(score.visible).toEqual(['family', 'family', 'family', 'puzzle']);
    expect(score.breakdown.matches).toBe(3);
  });

  it('R12 GIVEN four of one element THEN +5, not 5 + 3 + pairs', () => {
    const score = scoreGame({ ...base, cards: [c('cards', 'puzzle'), c('cards', 'puzzle'), c('cards', 'cards')] });
    expect(score.breakdown.matches).toBe(5);
  });

  it('R8 GIVEN a game whose manufacturing exceeds its bonuses THEN its value is negative', () => {
    const score = scoreGame({
      cards: [c('puzzle', 'family'), c('combat', 'resource'), c('cards', 'role-playing')],
      specialties: ['family', 'family'],
      favoured: ['family', 'family'],
      designers: [],
    });
    expect(score.value).toBe(-3);
  });
});
