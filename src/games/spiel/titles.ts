// Card titles and game names as the reader reads them: the one face function for both.
//
// Our ruling (issue 15): the engine keeps the canonical English name of a game — its cards'
// English titles in stacking order, joined with spaces (`gameName` in resolve.ts). That name is
// what the copyright rule compares (rule 4b, NAME_TAKEN/NAME_TWICE), what the log and the stored
// state hold, and what a view carries. The face never shows it as it is: it shows the name
// composed from the same cards' titles in the reader's language (`gameTitle`), so one game reads
// "Dragon Castle" in English and "Drachenburg" in German. Every card title and game name a Spiel
// message, menu, autocomplete or picture shows goes through `cardLabel` / `gameTitle`.
//
// The catalogue (namespace `spiel-cards`, its own file: the deck is data a translator handles as
// a whole, with its own constraint below) gives each title three forms: `title` (on the card),
// `first` (leading a name, and inside a three-card name: German "Drachen", the combining form)
// and `last` (ending a name: German "burg"); `name.two`/`name.three` put them together
// (English "{{first}} {{last}}", German "{{first}}{{last}}" → "Drachenburg", and
// "{{first}}-{{middle}}{{last}}" → "Drachen-Schatzinsel"). A test checks that English composes to
// exactly the engine's name, and that no language gives two names the engine tells apart the same
// words (ignoring case, spaces and hyphens): the copyright rule would otherwise look arbitrary.
//
// Designer names are people's names: they stay as they are in every language.
import { language, t } from '../../i18n/index.js';

/** The catalogue keys of each English title: [title, first, last]. Literal, so the catalogue test sees them. */
const FORMS: Readonly<Record<string, readonly [title: string, first: string, last: string]>> = {
  'Island': ['spiel-cards:title.island', 'spiel-cards:first.island', 'spiel-cards:last.island'],
  'Railway': ['spiel-cards:title.railway', 'spiel-cards:first.railway', 'spiel-cards:last.railway'],
  'Calamity': ['spiel-cards:title.calamity', 'spiel-cards:first.calamity', 'spiel-cards:last.calamity'],
  'Quest': ['spiel-cards:title.quest', 'spiel-cards:first.quest', 'spiel-cards:last.quest'],
  'The Game': ['spiel-cards:title.thegame', 'spiel-cards:first.thegame', 'spiel-cards:last.thegame'],
  'Dragon': ['spiel-cards:title.dragon', 'spiel-cards:first.dragon', 'spiel-cards:last.dragon'],
  'Castle': ['spiel-cards:title.castle', 'spiel-cards:first.castle', 'spiel-cards:last.castle'],
  'Pirate': ['spiel-cards:title.pirate', 'spiel-cards:first.pirate', 'spiel-cards:last.pirate'],
  'Treasure': ['spiel-cards:title.treasure', 'spiel-cards:first.treasure', 'spiel-cards:last.treasure'],
  'Kingdom': ['spiel-cards:title.kingdom', 'spiel-cards:first.kingdom', 'spiel-cards:last.kingdom'],
  'Harvest': ['spiel-cards:title.harvest', 'spiel-cards:first.harvest', 'spiel-cards:last.harvest'],
  'Galaxy': ['spiel-cards:title.galaxy', 'spiel-cards:first.galaxy', 'spiel-cards:last.galaxy'],
  'Mystery': ['spiel-cards:title.mystery', 'spiel-cards:first.mystery', 'spiel-cards:last.mystery'],
  'Dungeon': ['spiel-cards:title.dungeon', 'spiel-cards:first.dungeon', 'spiel-cards:last.dungeon'],
  'Carnival': ['spiel-cards:title.carnival', 'spiel-cards:first.carnival', 'spiel-cards:last.carnival'],
  'Empire': ['spiel-cards:title.empire', 'spiel-cards:first.empire', 'spiel-cards:last.empire'],
  'Robot': ['spiel-cards:title.robot', 'spiel-cards:first.robot', 'spiel-cards:last.robot'],
  'Garden': ['spiel-cards:title.garden', 'spiel-cards:first.garden', 'spiel-cards:last.garden'],
  'Monster': ['spiel-cards:title.monster', 'spiel-cards:first.monster', 'spiel-cards:last.monster'],
  'Expedition': ['spiel-cards:title.expedition', 'spiel-cards:first.expedition', 'spiel-cards:last.expedition'],
  'Tycoon': ['spiel-cards:title.tycoon', 'spiel-cards:first.tycoon', 'spiel-cards:last.tycoon'],
  'Heist': ['spiel-cards:title.heist', 'spiel-cards:first.heist', 'spiel-cards:last.heist'],
  'Legend': ['spiel-cards:title.legend', 'spiel-cards:first.legend', 'spiel-cards:last.legend'],
  'Labyrinth': ['spiel-cards:title.labyrinth', 'spiel-cards:first.labyrinth', 'spiel-cards:last.labyrinth'],
  'Village': ['spiel-cards:title.village', 'spiel-cards:first.village', 'spiel-cards:last.village'],
  'Tower': ['spiel-cards:title.tower', 'spiel-cards:first.tower', 'spiel-cards:last.tower'],
  'Zombie': ['spiel-cards:title.zombie', 'spiel-cards:first.zombie', 'spiel-cards:last.zombie'],
  'Festival': ['spiel-cards:title.festival', 'spiel-cards:first.festival', 'spiel-cards:last.festival'],
  'Ninja': ['spiel-cards:title.ninja', 'spiel-cards:first.ninja', 'spiel-cards:last.ninja'],
  'Safari': ['spiel-cards:title.safari', 'spiel-cards:first.safari', 'spiel-cards:last.safari'],
  'Jungle': ['spiel-cards:title.jungle', 'spiel-cards:first.jungle', 'spiel-cards:last.jungle'],
  'Volcano': ['spiel-cards:title.volcano', 'spiel-cards:first.volcano', 'spiel-cards:last.volcano'],
  'Colony': ['spiel-cards:title.colony', 'spiel-cards:first.colony', 'spiel-cards:last.colony'],
  'Detective': ['spiel-cards:title.detective', 'spiel-cards:first.detective', 'spiel-cards:last.detective'],
  'Wizard': ['spiel-cards:title.wizard', 'spiel-cards:first.wizard', 'spiel-cards:last.wizard'],
  'Party': ['spiel-cards:title.party', 'spiel-cards:first.party', 'spiel-cards:last.party'],
};

/** The English titles, longest first (so "The Game" is read before any shorter title). */
export const TITLES: readonly string[] = Object.keys(FORMS).sort((a, b) => b.length - a.length);

/** A card as views show it: an idea card's label is its English title, a designer's their name. */
interface Labelled {
  readonly kind: 'idea' | 'designer';
  readonly label: string;
}

function form(title: string, which: 0 | 1 | 2): string {
  const keys = FORMS[title];
  return keys ? t(keys[which]) : title;
}

/** An idea card's title in the current language (an English title as it is if the deck has no such title). */
export function titleText(title: string): string {
  return form(title, 0);
}

/** How a card is named to the reader: an idea card by its title in their language, a designer by name. */
export function cardLabel(c: Labelled): string {
  return c.kind === 'idea' ? titleText(c.label) : c.label;
}

/** The English titles of a canonical name ("The Game Dragon" → ["The Game", "Dragon"]), or null. */
export function titlesOf(name: string): string[] | null {
  const out: string[] = [];
  let rest = name;
  while (rest.length > 0) {
    const title = TITLES.find((x) => rest === x || rest.startsWith(`${x} `));
    if (!title) return null;
    out.push(title);
    rest = rest.slice(title.length + 1);
  }
  return out.length > 0 ? out : null;
}

/** A name composed from English titles in the current language. */
export function composeTitles(titles: readonly string[]): string {
  const [a, b, c] = titles;
  if (a === undefined) return '';
  if (b === undefined) return titleText(a);
  if (c === undefined) return t('spiel-cards:name.two', { first: form(a, 1), last: form(b, 2) });
  if (titles.length === 3) return t('spiel-cards:name.three', { first: form(a, 1), middle: form(b, 1), last: form(c, 2) });
  // Never in the rules (a game has two or three cards): the titles side by side.
  return titles.map(titleText).join(' ');
}

const written = new Map<string, Map<string, string>>();

/** A game's name as the reader reads it, from its canonical English name (kept as it is if it is not made of titles). */
export function gameTitle(name: string): string {
  const lang = language();
  let cache = written.get(lang);
  if (!cache) written.set(lang, (cache = new Map()));
  let text = cache.get(name);
  if (text === undefined) {
    const titles = titlesOf(name);
    text = titles ? composeTitles(titles) : name;
    if (cache.size < 8_192) cache.set(name, text);
  }
  return text;
}

/** The name a game of these cards has, as the reader reads it (designers, never in a game, by name). */
export function cardsTitle(cards: readonly Labelled[]): string {
  return cards.every((c) => c.kind === 'idea') ? gameTitle(cards.map((c) => c.label).join(' ')) : cards.map(cardLabel).join(' ');
}

/** Whether a typed text names this game, in the reader's language or in English (case ignored). */
export function namesGame(typed: string, name: string): boolean {
  const lower = typed.trim().toLocaleLowerCase();
  return gameTitle(name).toLocaleLowerCase() === lower || name.toLowerCase() === lower;
}
