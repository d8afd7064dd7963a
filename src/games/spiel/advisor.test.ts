import { describe, expect, it } from 'vitest';
import { bestPlan, candidates, price, pricingOf } from './advisor.js';
import { spiel } from './index.js';
import { anyCard, idea, scenario, titled } from './testkit.js';
import { cardView } from './view.js';

describe('advisor', () => {
  const a = idea('puzzle', 'cards');
  const b = idea('puzzle', 'resource');
  const state = scenario({
    companies: [{ hand: [a, b, titled('Castle')[0]!], specialty: anyCard('puzzle', 'resource', [a, b]) }, {}],
    trends: [anyCard('cards', 'combat', [a, b])],
  });

  it('GIVEN a company’s own view THEN prices games exactly as publishing would (the worked example is +1)', () => {
    const pricing = pricingOf(spiel.view(state, 'p1'));
    expect(pricing).not.toBeNull();
    expect(price([cardView(a), cardView(b)], pricing!).score.value).toBe(1);
  });

  it('GIVEN a hand of 3 ideas THEN every ordered 2- and 3-card game is a candidate, best first', () => {
    const view = spiel.view(state, 'p1');
    const list = candidates(view.you!.hand, pricingOf(view)!);
    expect(list).toHaveLength(3 * 2 + 3 * 2 * 1);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.score.value).toBeGreaterThanOrEqual(list[i]!.score.value);
  });

  it('GIVEN a name already on the table THEN no candidate has it', () => {
    const view = spiel.view(state, 'p1');
    const pricing = { ...pricingOf(view)!, taken: new Set([`${cardView(a).label} ${cardView(b).label}`]) };
    expect(candidates(view.you!.hand, pricing).map((c) => c.name)).not.toContain(`${cardView(a).label} ${cardView(b).label}`);
  });

  it('GIVEN candidates THEN bestPlan picks card-disjoint games above the threshold', () => {
    const view = spiel.view(state, 'p1');
    const plan = bestPlan(candidates(view.you!.hand, pricingOf(view)!), -10);
    const cards = plan.flatMap((c) => c.cards);
    expect(new Set(cards).size).toBe(cards.length);
    expect(plan.length).toBeGreaterThan(0);
  });

  it('GIVEN a hand of 60 cards THEN the 3-card search is bounded to the 24 most promising ideas', () => {
    const big = scenario({ companies: [{ hand: Array.from({ length: 60 }, (_, i) => i) }, {}] });
    const view = spiel.view(big, 'p1');
    const list = candidates(view.you!.hand, pricingOf(view)!);
    expect(list.filter((c) => c.cards.length === 2).length).toBeLessThanOrEqual(60 * 59);
    expect(list.filter((c) => c.cards.length === 3).length).toBeLessThanOrEqual(24 * 23 * 22);
    expect(new Set(list.filter((c) => c.cards.length === 3).flatMap((c) => c.cards)).size).toBeLessThanOrEqual(24);
  });
});

describe('the quick ranking', () => {
  it('GIVEN 2,000 random stacks, pricings and designer sets THEN the quick value equals scoreGame exactly', async () => {
    const { Rng, seedRng } = await import('../../engine/rng.js');
    const { CARDS, ELEMENTS } = await import('./cards.js');
    const { quickValue } = await import('./advisor.js');
    const rng = new Rng(seedRng(99));
    const el = () => rng.pick(ELEMENTS);
    const ideas = CARDS.filter((c) => c.kind === 'idea').map((c) => cardView(c.id));
    for (let i = 0; i < 2000; i++) {
      const stack = rng.shuffle(ideas).slice(0, 2 + rng.int(2));
      const pricing = {
        specialties: [el(), el()] as const,
        favoured: [el(), el()] as const,
        designers: Array.from({ length: rng.int(4) }, () => [el(), el()] as const),
        taken: new Set<string>(),
      };
      expect(quickValue(stack, pricing)).toBe(price(stack, pricing).score.value);
    }
  });

  it('GIVEN 200 random hands, pricings and taken names THEN candidates are exactly every ordered free stack, priced, best first, pairs before triples of equal value', async () => {
    const { Rng, seedRng } = await import('../../engine/rng.js');
    const { CARDS, ELEMENTS } = await import('./cards.js');
    const rng = new Rng(seedRng(2026));
    const el = () => rng.pick(ELEMENTS);
    const ideas = CARDS.filter((c) => c.kind === 'idea').map((c) => cardView(c.id));
    for (let i = 0; i < 200; i++) {
      const hand = rng.shuffle(ideas).slice(0, 2 + rng.int(9));
      const stacks = [
        ...hand.flatMap((x) => hand.filter((y) => y !== x).map((y) => [x, y])),
        ...hand.flatMap((x) => hand.filter((y) => y !== x).flatMap((y) => hand.filter((z) => z !== x && z !== y).map((z) => [x, y, z]))),
      ];
      const taken = new Set(stacks.filter(() => rng.int(10) === 0).map((st) => st.map((c) => c.label).join(' ')));
      const pricing = { specialties: [el(), el()] as const, favoured: [el(), el()] as const, designers: Array.from({ length: rng.int(3) }, () => [el(), el()] as const), taken };
      // The plain definition: every free stack priced by the real value rule, a stable sort by value.
      const expected = stacks
        .map((st) => price(st, pricing))
        .filter((c) => !taken.has(c.name))
        .sort((x, y) => y.score.value - x.score.value);
      expect(candidates(hand, pricing), `hand ${i}`).toEqual(expected);
    }
  });

  it('GIVEN a limit THEN only that many candidates come back, the best ones', () => {
    const view = spiel.view(scenario({ companies: [{ hand: Array.from({ length: 12 }, (_, i) => i) }, {}] }), 'p1');
    const all = candidates(view.you!.hand, pricingOf(view)!);
    const top = candidates(view.you!.hand, pricingOf(view)!, 25);
    expect(top).toEqual(all.slice(0, 25));
  });
});
