// The Spiel des Jahres deck as data, written to ruling R2: 110 idea cards and 11 designer
// contracts, 121 in all. A card's id is its index in CARDS (ideas 0–109, designers 110–120).

/** The six game elements (symbols); these ids are part of the public contract. */
export const ELEMENTS = ['role-playing', 'puzzle', 'family', 'resource', 'cards', 'combat'] as const;
export type Element = (typeof ELEMENTS)[number];

/** A card's position in CARDS. */
export type CardId = number;

export interface IdeaCard {
  readonly id: CardId;
  readonly kind: 'idea';
  readonly title: string;
  readonly upper: Element;
  readonly lower: Element;
}

export interface DesignerCard {
  readonly id: CardId;
  readonly kind: 'designer';
  readonly name: string;
  /** A designer's two symbols are their specialties. */
  readonly upper: Element;
  readonly lower: Element;
}

export type Card = IdeaCard | DesignerCard;

// The titles are the rules' English reference (and make a game's canonical name, resolve.ts);
// players read them from the \`spiel-cards\` catalogue in their language (titles.ts).
// R2: each element 36 or 37 times over the 220 idea symbols, no ordered pair more than 4 times,
// 36 titles on 2–4 cards each with different symbols, titles that read in any order.
const IDEAS: readonly (readonly [string, Element, Element])[] = [
  ['Island', 'family', 'combat'],
  ['Island', 'role-playing', 'family'],
  ['Island', 'family', 'cards'],
  ['Island', 'puzzle', 'role-playing'],
  ['Railway', 'puzzle', 'resource'],
  ['Railway', 'family', 'role-playing'],
  ['Railway', 'puzzle', 'family'],
  ['Railway', 'family', 'cards'],
  ['Calamity', 'role-playing', 'puzzle'],
  ['Calamity', 'puzzle', 'family'],
  ['Calamity', 'family', 'puzzle'],
  ['Calamity', 'family', 'family'],
  ['Quest', 'family', 'resource'],
  ['Quest', 'puzzle', 'puzzle'],
  ['Quest', 'resource', 'resource'],
  ['Quest', 'combat', 'role-playing'],
  ['The Game', 'resource', 'combat'],
  ['The Game', 'family', 'family'],
  ['The Game', 'cards', 'cards'],
  ['The Game', 'role-playing', 'combat'],
  ['Dragon', 'combat', 'cards'],
  ['Dragon', 'puzzle', 'combat'],
  ['Dragon', 'family', 'puzzle'],
  ['Dragon', 'cards', 'role-playing'],
  ['Castle', 'resource', 'cards'],
  ['Castle', 'family', 'cards'],
  ['Castle', 'combat', 'cards'],
  ['Castle', 'cards', 'combat'],
  ['Pirate', 'combat', 'combat'],
  ['Pirate', 'cards', 'family'],
  ['Pirate', 'resource', 'family'],
  ['Pirate', 'resource', 'role-playing'],
  ['Treasure', 'resource', 'cards'],
  ['Treasure', 'role-playing', 'cards'],
  ['Treasure', 'role-playing', 'puzzle'],
  ['Kingdom', 'role-playing', 'cards'],
  ['Kingdom', 'combat', 'combat'],
  ['Kingdom', 'combat', 'family'],
  ['Harvest', 'puzzle', 'role-playing'],
  ['Harvest', 'resource', 'resource'],
  ['Harvest', 'role-playing', 'resource'],
  ['Galaxy', 'resource', 'combat'],
  ['Galaxy', 'puzzle', 'family'],
  ['Galaxy', 'puzzle', 'resource'],
  ['Mystery', 'resource', 'puzzle'],
  ['Mystery', 'combat', 'puzzle'],
  ['Mystery', 'role-playing', 'role-playing'],
  ['Dungeon', 'puzzle', 'cards'],
  ['Dungeon', 'role-playing', 'role-playing'],
  ['Dungeon', 'cards', 'cards'],
  ['Carnival', 'family', 'role-playing'],
  ['Carnival', 'role-playing', 'puzzle'],
  ['Carnival', 'role-playing', 'combat'],
  ['Empire', 'cards', 'role-playing'],
  ['Empire', 'cards', 'resource'],
  ['Empire', 'puzzle', 'puzzle'],
  ['Robot', 'role-playing', 'cards'],
  ['Robot', 'cards', 'puzzle'],
  ['Robot', 'role-playing', 'role-playing'],
  ['Garden', 'resource', 'family'],
  ['Garden', 'puzzle', 'cards'],
  ['Garden', 'family', 'resource'],
  ['Monster', 'family', 'puzzle'],
  ['Monster', 'combat', 'role-playing'],
  ['Monster', 'resource', 'puzzle'],
  ['Expedition', 'combat', 'resource'],
  ['Expedition', 'role-playing', 'puzzle'],
  ['Expedition', 'cards', 'combat'],
  ['Tycoon', 'resource', 'puzzle'],
  ['Tycoon', 'puzzle', 'resource'],
  ['Tycoon', 'role-playing', 'resource'],
  ['Heist', 'resource', 'role-playing'],
  ['Heist', 'cards', 'combat'],
  ['Heist', 'puzzle', 'role-playing'],
  ['Legend', 'family', 'combat'],
  ['Legend', 'family', 'resource'],
  ['Legend', 'role-playing', 'family'],
  ['Labyrinth', 'cards', 'resource'],
  ['Labyrinth', 'puzzle', 'puzzle'],
  ['Labyrinth', 'resource', 'combat'],
  ['Village', 'family', 'combat'],
  ['Village', 'combat', 'combat'],
  ['Village', 'combat', 'resource'],
  ['Tower', 'cards', 'cards'],
  ['Tower', 'cards', 'family'],
  ['Tower', 'combat', 'puzzle'],
  ['Zombie', 'cards', 'resource'],
  ['Zombie', 'role-playing', 'resource'],
  ['Zombie', 'combat', 'family'],
  ['Festival', 'combat', 'cards'],
  ['Festival', 'cards', 'family'],
  ['Festival', 'resource', 'cards'],
  ['Ninja', 'family', 'resource'],
  ['Ninja', 'cards', 'puzzle'],
  ['Ninja', 'puzzle', 'combat'],
  ['Safari', 'puzzle', 'combat'],
  ['Safari', 'family', 'role-playing'],
  ['Safari', 'combat', 'role-playing'],
  ['Jungle', 'resource', 'role-playing'],
  ['Jungle', 'cards', 'puzzle'],
  ['Volcano', 'combat', 'resource'],
  ['Volcano', 'combat', 'family'],
  ['Colony', 'resource', 'resource'],
  ['Colony', 'role-playing', 'combat'],
  ['Detective', 'resource', 'family'],
  ['Detective', 'puzzle', 'cards'],
  ['Wizard', 'combat', 'puzzle'],
  ['Wizard', 'family', 'family'],
  ['Party', 'role-playing', 'family'],
  ['Party', 'cards', 'role-playing'],
];

// R2: distinct names; together the designers cover every element at least three times.
// Designer names are people's names: they stay as they are in every language (no catalogue entry).
const DESIGNERS: readonly (readonly [string, Element, Element])[] = [
  ['Greta Holm', 'role-playing', 'puzzle'],
  ['Mateo Ruiz', 'family', 'resource'],
  ['Ingrid Vogel', 'cards', 'combat'],
  ['Tomasz Nowak', 'role-playing', 'family'],
  ['Amara Okafor', 'puzzle', 'cards'],
  ['Lucien Marchand', 'resource', 'combat'],
  ['Hana Sato', 'role-playing', 'cards'],
  ['Felix Brandt', 'puzzle', 'combat'],
  ['Priya Nair', 'family', 'combat'],
  ['Oskar Lindqvist', 'resource', 'puzzle'],
  ['Rosa Bellini', 'role-playing', 'family'],
];

/** Every card in the game, indexed by id. */
export const CARDS: readonly Card[] = [
  ...IDEAS.map(([title, upper, lower], id): IdeaCard => ({ id, kind: 'idea', title, upper, lower })),
  ...DESIGNERS.map(
    ([name, upper, lower], i): DesignerCard => ({ id: IDEAS.length + i, kind: 'designer', name, upper, lower }),
  ),
];

export const DECK_SIZE = CARDS.length;

/** The card with this id; throws on an id that is not in the deck (a bug, not user input). */
export function card(id: CardId): Card {
  const c = CARDS[id];
  if (!c) throw new RangeError(`no card ${id}`);
  return c;
}

/** True for ids of idea cards (the only cards that can be part of a game). */
export function isIdea(id: CardId): boolean {
  return CARDS[id]?.kind === 'idea';
}

/** True for ids of designer contracts. */
export function isDesigner(id: CardId): boolean {
  return CARDS[id]?.kind === 'designer';
}

/** True for any id that names a card of the deck. */
export function isCardId(id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < CARDS.length;
}
