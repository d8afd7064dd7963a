// The small words of Spiel des Jahres, shared by every message: element names and emoji,
// money, cards, games and their value breakdown, lists. Built only from views.
import type { PlayerId } from '../../engine/game.js';
import type { Element } from './cards.js';
import type { CardView, GameView } from './types.js';
import type { Score } from './value.js';
import { formatCurrency, formatNumber, language, t } from '../../i18n/index.js';
import { cardLabel, gameTitle } from './titles.js';

export { cardLabel, cardsTitle, gameTitle, namesGame, titleText } from './titles.js';

/** One consistent emoji and name per element, everywhere the bot shows one. */
export const ELEMENT: Record<Element, { readonly emoji: string; readonly name: string }> = {
  'role-playing': { emoji: '🐉', get name() { return t('spiel:element.role-playing'); } },
  puzzle: { emoji: '🧩', get name() { return t('spiel:element.puzzle'); } },
  family: { emoji: '👪', get name() { return t('spiel:element.family'); } },
  resource: { emoji: '🌾', get name() { return t('spiel:element.resource'); } },
  cards: { emoji: '🃏', get name() { return t('spiel:element.cards'); } },
  combat: { emoji: '⚔️', get name() { return t('spiel:element.combat'); } },
};

/** How a player is named in text (a Discord mention, a display name, "p1" in the simulator). */
export type Namer = (player: PlayerId) => string;

/**
 * Sums already written, per language: a panel or board writes dozens, nearly all from a small
 * range, and Intl's format was still 5% of the bot's own CPU per interaction in the Discord bench.
 */
const WRITTEN = new Map<string, Map<number, string>>();

/** "€30,000" (English), "30.000 €" (German) from €10,000 units; negative as "−€10,000". */
export function money(units: number): string {
  const lang = language();
  let written = WRITTEN.get(lang);
  if (!written) WRITTEN.set(lang, (written = new Map()));
  let text = written.get(units);
  if (text === undefined) {
    text = `${units < 0 ? '−' : ''}${formatCurrency(units * 10_000, 'EUR', lang)}`;
    if (written.size < 4_096) written.set(units, text);
  }
  return text;
}

/**
 * A short amount for the money chart's axis and the figures beside it, from €10,000 units: the
 * table's language writes the number (Intl) and its short form comes from the catalogue —
 * "€30k", "€1.2M", "−€20k" in English, "30 Tsd. €", "1,2 Mio. €" in German. Below zero with the
 * real minus sign, as money() writes it (the settlement and the summary side by side must agree).
 */
export function shortMoney(units: number): string {
  const euros = Math.abs(units) * 10_000;
  if (euros === 0) return formatCurrency(0, 'EUR');
  const sign = units < 0 ? '−' : '';
  return euros >= 1_000_000
    ? t('spiel:picture.millions', { sign, n: formatNumber(euros / 1_000_000, language(), euros % 1_000_000 === 0 ? 0 : 1) })
    : t('spiel:picture.thousands', { sign, n: formatNumber(euros / 1000) });
}

/**
 * A trade offer's number as players read it: from #1. (The engine numbers offers from 0; those
 * ids stay as they are, since stored command logs answer offers by them.)
 */
export function offerNumber(id: number): number {
  return id + 1;
}

/** "+€10,000/month" or "−€20,000/month". */
export function perMonth(units: number): string {
  return t('spiel:words.perMonth', { money: `${units >= 0 ? '+' : ''}${money(units)}` });
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
  return c.kind === 'designer' ? t('spiel:words.designerCard', { name: cardLabel(c), symbols: symbols(c) }) : `${cardLabel(c)} ${symbols(c)}`;
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
  const parts = [t('spiel:words.specialties', { n: signed(b.specialties) }), t('spiel:words.trend', { n: signed(b.trend) })];
  b.designers.forEach((d, i) => parts.push(t('spiel:words.designer', { i: i + 1, n: signed(d) })));
  parts.push(t('spiel:words.matches', { n: signed(b.matches) }), t('spiel:words.manufacturing', { n: signed(b.manufacturing) }));
  return `${parts.join(', ')} = **${perMonth(score.value)}**`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A published game in one line: "**Island Railway** 🧩🧩🌾 +€10,000/month". */
export function gameLine(g: GameView): string {
  return `**${gameTitle(g.name)}** ${visible(g.score)} ${perMonth(g.value)}`;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('spiel:words.list', { items: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}
