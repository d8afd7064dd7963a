// The small words of Spiel des Jahres, shared by every message: element names and emoji,
// money, cards, games and their value breakdown, lists. Built only from views.
import type { PlayerId } from '../../engine/game.js';
import type { Element } from './cards.js';
import type { CardView, GameView } from './types.js';
import type { Score } from './value.js';

/** One consistent emoji and name per element, everywhere the bot shows one. */
export const ELEMENT: Record<Element, { readonly emoji: string; readonly name: string }> = {
  'role-playing': { emoji: '🐉', name: 'Role-playing' },
  puzzle: { emoji: '🧩', name: 'Puzzle' },
  family: { emoji: '👪', name: 'Family' },
  resource: { emoji: '🌾', name: 'Resource-gathering' },
  cards: { emoji: '🃏', name: 'Cards' },
  combat: { emoji: '⚔️', name: 'Combat' },
};

/** How a player is named in text (a Discord mention, a display name, "p1" in the simulator). */
export type Namer = (player: PlayerId) => string;

/** Thousands separators as in "30,000" (one formatter: making one per call was a hot spot). */
const THOUSANDS = new Intl.NumberFormat('en-GB');
/**
 * Sums already written: a panel or board writes dozens, nearly all from a small range, and
 * Intl's format was still 5% of the bot's own CPU per interaction in the Discord bench.
 */
const WRITTEN = new Map<number, string>();

/** "€30,000" from €10,000 units; negative as "−€10,000". */
export function money(units: number): string {
  let text = WRITTEN.get(units);
  if (text === undefined) {
    text = `${units < 0 ? '−' : ''}€${THOUSANDS.format(Math.abs(units) * 10_000)}`;
    if (WRITTEN.size < 4_096) WRITTEN.set(units, text);
  }
  return text;
}

/** "+€10,000/month" or "−€20,000/month". */
export function perMonth(units: number): string {
  return `${units >= 0 ? '+' : ''}${money(units)}/month`;
}

export function element(el: Element): string {
  return `${ELEMENT[el].emoji} ${ELEMENT[el].name}`;
}

/** Two symbols, compact: "🧩/🃏". */
export function symbols(c: { readonly upper: Element; readonly lower: Element }): string {
  return `${ELEMENT[c.upper].emoji}/${ELEMENT[c.lower].emoji}`;
}

/** A card as a line: "Island 👪/⚔️" or "Greta Holm (designer) 🐉/🧩". */
export function cardText(c: CardView): string {
  return c.kind === 'designer' ? `${c.label} (designer) ${symbols(c)}` : `${c.label} ${symbols(c)}`;
}

/** Elements in a trend or specialty pair: "🃏 Cards + ⚔️ Combat". */
export function pair(els: readonly [Element, Element] | readonly Element[]): string {
  return els.map(element).join(' + ');
}

/** The visible symbols of a game: "🧩🧩🌾". */
export function visible(score: Score): string {
  return score.visible.map((el) => ELEMENT[el].emoji).join('');
}

/** The readable value breakdown of a (planned or published) game. */
export function breakdown(score: Score): string {
  const b = score.breakdown;
  const parts = [`specialties ${signed(b.specialties)}`, `trend ${signed(b.trend)}`];
  b.designers.forEach((d, i) => parts.push(`designer ${i + 1} ${signed(d)}`));
  parts.push(`matches ${signed(b.matches)}`, `manufacturing ${signed(b.manufacturing)}`);
  return `${parts.join(', ')} = **${perMonth(score.value)}**`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A published game in one line: "**Island Railway** 🧩🧩🌾 +€10,000/month". */
export function gameLine(g: GameView): string {
  return `**${g.name}** ${visible(g.score)} ${perMonth(g.value)}`;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
