// Prices every game a company could publish from its hand this month, using only what its own
// view shows. Used by the private panel ("best games from your hand") and by the AI.
import type { CardId, Element } from './cards.js';
import type { CardView, SpielView } from './types.js';
import { scoreGame, type Score } from './value.js';

export interface Candidate {
  readonly cards: readonly CardId[];
  readonly name: string;
  readonly score: Score;
}

/** The pricing context of a company this month, from its own view. */
export interface Pricing {
  readonly specialties: readonly [Element, Element];
  readonly favoured: readonly [Element, Element];
  readonly designers: readonly (readonly [Element, Element])[];
  readonly taken: ReadonlySet<string>;
}

/** The pricing context of the viewer's company, or null if the viewer has none. */
export function pricingOf(view: SpielView): Pricing | null {
  const me = view.companies.find((c) => c.id === view.viewer);
  if (!me || !view.favoured) return null;
  return {
    specialties: me.specialties,
    favoured: view.favoured,
    designers: me.designers.map((d) => [d.view.upper, d.view.lower] as const),
    taken: new Set(view.takenNames),
  };
}

/** Prices one stack of cards for a company. */
export function price(cards: readonly CardView[], pricing: Pricing): Candidate {
  return {
    cards: cards.map((c) => c.id),
    name: cards.map((c) => c.label).join(' '),
    score: scoreGame({ cards, specialties: pricing.specialties, favoured: pricing.favoured, designers: pricing.designers }),
  };
}

/** Beyond this many idea cards, 3-card games are only built from the most promising ones. */
const MAX_TRIPLE_POOL = 24;

/**
 * Every 2- and 3-card game the hand can make (each stacking order is a different game) whose
 * name is free, best value first. Ties prefer fewer cards (cards kept are worth something).
 */
export function candidates(hand: readonly CardView[], pricing: Pricing): Candidate[] {
  const ideas = hand.filter((c) => c.kind === 'idea');
  const out: Candidate[] = [];
  const add = (stack: CardView[]) => {
    const cand = price(stack, pricing);
    if (!pricing.taken.has(cand.name)) out.push(cand);
  };
  for (const a of ideas) for (const b of ideas) if (a !== b) add([a, b]);
  // Rank cards by how much they could add, to bound the 3-card search on very large hands.
  const pool =
    ideas.length <= MAX_TRIPLE_POOL
      ? ideas
      : [...ideas]
          .sort((x, y) => cardPotential(y, pricing) - cardPotential(x, pricing))
          .slice(0, MAX_TRIPLE_POOL);
  for (const a of pool) for (const b of pool) if (a !== b) for (const c of pool) if (c !== a && c !== b) add([a, b, c]);
  return out.sort((x, y) => y.score.value - x.score.value || x.cards.length - y.cards.length);
}

function cardPotential(c: CardView, p: Pricing): number {
  const wanted = new Set<Element>([...p.specialties, ...p.favoured, ...p.designers.flat()]);
  return (wanted.has(c.upper) ? 2 : 0) + (wanted.has(c.lower) ? 1 : 0) + (c.upper === c.lower ? 1 : 0);
}

/**
 * The best set of card-disjoint games from the candidates, greedily by value, keeping only
 * games worth at least `minValue` each.
 */
export function bestPlan(cands: readonly Candidate[], minValue: number): Candidate[] {
  const used = new Set<CardId>();
  const names = new Set<string>();
  const plan: Candidate[] = [];
  for (const c of cands) {
    if (c.score.value < minValue) break;
    if (c.cards.some((id) => used.has(id)) || names.has(c.name)) continue;
    plan.push(c);
    names.add(c.name);
    c.cards.forEach((id) => used.add(id));
  }
  return plan;
}
