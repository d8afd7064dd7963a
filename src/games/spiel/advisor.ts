// Prices every game a company could publish from its hand this month, using only what its own
// view shows. Used by the private panel ("best games from your hand") and by the AI.
//
// A hand of n ideas makes n(n−1) + n(n−1)(n−2) stacks, so ranking them is the hot part of every
// panel a player opens. Stacks are ranked with an allocation-free copy of the value rule
// (quickValue, tested to agree with scoreGame on every stack), and only the games actually
// returned get a full Score with its breakdown.
import { ELEMENTS, type CardId, type Element } from './cards.js';
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

const INDEX = new Map<Element, number>(ELEMENTS.map((el, i) => [el, i]));
const idx = (el: Element): number => INDEX.get(el) as number;

/** The value rule over element indices, without allocating (counts are reused). */
class QuickPricer {
  private readonly counts = new Int8Array(ELEMENTS.length);
  /** Every bonus pair (specialties, favoured, each designer) as element indices. */
  private readonly pairs: Int8Array;

  constructor(p: Pricing) {
    const pairs = [p.specialties, p.favoured, ...p.designers];
    this.pairs = new Int8Array(pairs.length * 2);
    pairs.forEach((pair, i) => {
      this.pairs[2 * i] = idx(pair[0]);
      this.pairs[2 * i + 1] = idx(pair[1]);
    });
  }

  /** scoreGame(...).value for a stack of 2 or 3 cards given as (upper, lower) indices. */
  value(u0: number, u1: number, u2: number, lastLower: number, size: number): number {
    const c = this.counts;
    c.fill(0);
    c[u0]! += 1;
    c[u1]! += 1;
    if (size === 3) c[u2]! += 1;
    c[lastLower]! += 1;
    let value = -size;
    const pairs = this.pairs;
    for (let i = 0; i < pairs.length; i += 2) {
      if (c[pairs[i]!]! > 0) value++;
      if (c[pairs[i + 1]!]! > 0) value++;
    }
    let max = 0;
    let twos = 0;
    for (let e = 0; e < c.length; e++) {
      const n = c[e]!;
      if (n > max) max = n;
      if (n === 2) twos++;
    }
    return value + (max >= 4 ? 5 : max === 3 ? 3 : twos); // R12
  }
}

/**
 * The best 2- and 3-card games the hand can make (each stacking order is a different game), whose
 * name is free, best value first; ties prefer fewer cards (cards kept are worth something).
 * `limit` caps how many are returned with a full score (all of them if omitted).
 */
export function candidates(hand: readonly CardView[], pricing: Pricing, limit = Number.POSITIVE_INFINITY): Candidate[] {
  const ideas = hand.filter((c) => c.kind === 'idea');
  const q = new QuickPricer(pricing);
  const up = ideas.map((c) => idx(c.upper));
  const low = ideas.map((c) => idx(c.lower));
  // Rank cards by how much they could add, to bound the 3-card search on very large hands.
  const pool =
    ideas.length <= MAX_TRIPLE_POOL
      ? ideas.map((_, i) => i)
      : ideas
          .map((card, i) => ({ i, p: cardPotential(card, pricing) }))
          .sort((x, y) => y.p - x.p)
          .slice(0, MAX_TRIPLE_POOL)
          .map((x) => x.i);
  // Every stack as (value, a, b, c) in typed arrays, pairs first (c = -1): values are small
  // integers, so a stable bucket order by value replaces sorting thousands of objects, and it
  // keeps pairs before triples of equal value (cards kept are worth something).
  const most = ideas.length * (ideas.length - 1) + pool.length * (pool.length - 1) * Math.max(0, pool.length - 2);
  const value = new Int16Array(most);
  const at = new Int16Array(most * 3);
  let n = 0;
  const add = (v: number, a: number, b: number, c: number) => {
    value[n] = v;
    at[3 * n] = a;
    at[3 * n + 1] = b;
    at[3 * n + 2] = c;
    n++;
  };
  for (let a = 0; a < ideas.length; a++) {
    for (let b = 0; b < ideas.length; b++) if (a !== b) add(q.value(up[a]!, up[b]!, 0, low[b]!, 2), a, b, -1);
  }
  for (const a of pool) for (const b of pool) if (a !== b) for (const c of pool) if (c !== a && c !== b) add(q.value(up[a]!, up[b]!, up[c]!, low[c]!, 3), a, b, c);
  const out: Candidate[] = [];
  if (n === 0) return out;
  let hi = -Infinity;
  let lo = Infinity;
  for (let i = 0; i < n; i++) {
    hi = Math.max(hi, value[i]!);
    lo = Math.min(lo, value[i]!);
  }
  // Per value, its stacks in the order they were made (a linked list through `next`).
  const head = new Int32Array(hi - lo + 1).fill(-1);
  const tail = new Int32Array(hi - lo + 1).fill(-1);
  const next = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const v = value[i]! - lo;
    if (head[v] === -1) head[v] = i;
    else next[tail[v]!] = i;
    tail[v] = i;
  }
  for (let v = hi - lo; v >= 0 && out.length < limit; v--) {
    for (let i = head[v]!; i !== -1 && out.length < limit; i = next[i]!) {
      const c = at[3 * i + 2]!;
      const stack = c < 0 ? [ideas[at[3 * i]!]!, ideas[at[3 * i + 1]!]!] : [ideas[at[3 * i]!]!, ideas[at[3 * i + 1]!]!, ideas[c]!];
      const name = stack.map((card) => card.label).join(' ');
      if (pricing.taken.has(name)) continue;
      out.push(price(stack, pricing));
    }
  }
  return out;
}

/** The quick value of one stack (for tests: it must equal scoreGame's). */
export function quickValue(stack: readonly CardView[], pricing: Pricing): number {
  const last = stack[stack.length - 1] as CardView;
  return new QuickPricer(pricing).value(idx(stack[0]!.upper), idx(stack[1]!.upper), stack.length === 3 ? idx(stack[2]!.upper) : 0, idx(last.lower), stack.length);
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
