// The value rule of Spiel des Jahres (v2's algorithm, R12), exported on its own so tools,
// previews and tests can price a game without a game state.
import type { Element } from './cards.js';

/** A card as far as pricing is concerned: its two symbols. */
export interface Symbols {
  readonly upper: Element;
  readonly lower: Element;
}

/** Everything that decides what a game is worth. */
export interface ScoreInput {
  /** In stacking order: each card covers the lower symbol of the card before it. */
  readonly cards: readonly Symbols[];
  readonly specialties: readonly [Element, Element];
  /** The favoured elements of the month the game is published in. */
  readonly favoured: readonly [Element, Element];
  /** Each employed designer's two specialties. */
  readonly designers: readonly (readonly [Element, Element])[];
}

/** A game's value with the parts a player can read, all in €10,000 units. */
export interface Score {
  /** Monthly income (negative: a monthly cost, R8). */
  readonly value: number;
  /** The symbols left showing after stacking. */
  readonly visible: readonly Element[];
  readonly breakdown: {
    readonly specialties: number;
    readonly trend: number;
    /** One entry per designer, in the order given. */
    readonly designers: readonly number[];
    /** 5 for four of a kind, else 3 for three of a kind, else 1 per pair (R12). */
    readonly matches: number;
    readonly manufacturing: number;
  };
}

/** The symbols a stack shows: every card's upper symbol and the last card's lower one. */
export function visibleSymbols(cards: readonly Symbols[]): Element[] {
  const out: Element[] = cards.map((c) => c.upper);
  const last = cards[cards.length - 1];
  if (last) out.push(last.lower);
  return out;
}

/** +1 for each of the two elements that shows (+2 for a doubled element that shows). */
function pairBonus(visible: readonly Element[], pair: readonly [Element, Element]): number {
  return (visible.includes(pair[0]) ? 1 : 0) + (visible.includes(pair[1]) ? 1 : 0);
}

/** R12: v2's if/else — four of a kind +5, else three of a kind +3, else +1 per pair. */
function matchBonus(visible: readonly Element[]): number {
  const counts = new Map<Element, number>();
  for (const el of visible) counts.set(el, (counts.get(el) ?? 0) + 1);
  let max = 0;
  let pairs = 0;
  for (const n of counts.values()) {
    if (n > max) max = n;
    if (n === 2) pairs++;
  }
  if (max >= 4) return 5;
  if (max === 3) return 3;
  return pairs;
}

/** The monthly value of a game of 2 or 3 stacked cards (€10,000 units). */
export function scoreGame(input: ScoreInput): Score {
  const visible = visibleSymbols(input.cards);
  const specialties = pairBonus(visible, input.specialties);
  const trend = pairBonus(visible, input.favoured);
  const designers = input.designers.map((d) => pairBonus(visible, d));
  const matches = matchBonus(visible);
  const manufacturing = -input.cards.length;
  const value = specialties + trend + designers.reduce((a, b) => a + b, 0) + matches + manufacturing;
  return { value, visible, breakdown: { specialties, trend, designers, matches, manufacturing } };
}
