import { describe, expect, it } from 'vitest';
import { CARDS, ELEMENTS, type Element } from './cards.js';

const ideas = CARDS.filter((c) => c.kind === 'idea');
const designers = CARDS.filter((c) => c.kind === 'designer');

describe('the deck (R2)', () => {
  it('GIVEN the deck THEN it has 121 cards: 110 ideas and 11 designer contracts, ids 0–120', () => {
    expect(CARDS).toHaveLength(121);
    expect(ideas).toHaveLength(110);
    expect(designers).toHaveLength(11);
    CARDS.forEach((c, i) => expect(c.id).toBe(i));
  });

  it('GIVEN the element ids THEN they are exactly the six documented ones', () => {
    expect([...ELEMENTS]).toEqual(['role-playing', 'puzzle', 'family', 'resource', 'cards', 'combat']);
  });

  it('R2 GIVEN the 220 idea symbols THEN each element is used 36 or 37 times', () => {
    const counts = new Map<Element, number>();
    for (const c of ideas) for (const el of [c.upper, c.lower]) counts.set(el, (counts.get(el) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ELEMENTS].sort());
    for (const n of counts.values()) expect(n === 36 || n === 37).toBe(true);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(220);
  });

  it('R2 GIVEN the idea cards THEN no ordered symbol pair appears more than 4 times', () => {
    const pairs = new Map<string, number>();
    for (const c of ideas) pairs.set(`${c.upper}/${c.lower}`, (pairs.get(`${c.upper}/${c.lower}`) ?? 0) + 1);
    expect(Math.max(...pairs.values())).toBeLessThanOrEqual(4);
  });

  it('R2 GIVEN the titles THEN there are 30–40, most on 2–4 cards, and cards sharing a title differ in symbols', () => {
    const byTitle = new Map<string, typeof ideas>();
    for (const c of ideas) if (c.kind === 'idea') byTitle.set(c.title, [...(byTitle.get(c.title) ?? []), c]);
    expect(byTitle.size).toBeGreaterThanOrEqual(30);
    expect(byTitle.size).toBeLessThanOrEqual(40);
    const inRange = [...byTitle.values()].filter((cs) => cs.length >= 2 && cs.length <= 4).length;
    expect(inRange / byTitle.size).toBeGreaterThan(0.5);
    for (const cs of byTitle.values()) {
      const symbols = new Set(cs.map((c) => `${c.upper}/${c.lower}`));
      expect(symbols.size).toBe(cs.length);
    }
  });

  it('R2 GIVEN the titles THEN they read naturally when joined in any order (single words or "The Game", capitalised)', () => {
    for (const c of ideas) {
      if (c.kind !== 'idea') continue;
      expect(c.title).toMatch(/^(The Game|[A-Z][a-z]+)$/);
    }
  });

  it('R2 GIVEN the designers THEN they have distinct person names and cover every element at least three times', () => {
    const names = designers.map((d) => (d.kind === 'designer' ? d.name : ''));
    expect(new Set(names).size).toBe(11);
    for (const n of names) expect(n).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    for (const el of ELEMENTS) {
      const n = designers.reduce((sum, d) => sum + (d.upper === el ? 1 : 0) + (d.lower === el ? 1 : 0), 0);
      expect(n).toBeGreaterThanOrEqual(3);
    }
  });
});
