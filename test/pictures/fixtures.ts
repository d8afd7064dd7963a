// Fixed scenes for the reference pictures and the drawing benchmark: every kind of Spiel picture
// (a 10-card hand, a game shown large, a month's new games, the table, the trend, the ceremony,
// the money chart) and the Award's (award-fixtures.ts: the table, a hand, the auction). Fixed here
// (not played from a seed) so a change to the rules never moves a reference picture: only a
// change to the drawing does.
import { ELEMENTS } from '../../src/games/spiel/cards.js';
import type { Scene } from '../../src/render/scene.js';
import { AWARD_REFERENCES } from './award-fixtures.js';

const el = (i: number) => ELEMENTS[i % ELEMENTS.length] as string;
const TITLES = ['Railway', 'Island', 'Dragon', 'Castle', 'Harbour', 'Merchant', 'Robot', 'Pirates'];

export const HAND: Scene = {
  kind: 'hand',
  title: 'Your hand (10 cards)',
  cards: [
    ...TITLES.map((title, i) => ({ title, upper: el(i), lower: el(i * 5 + 1), index: i + 1 })),
    { title: 'Greta Holm', upper: el(2), lower: el(4), designer: true, index: 9 },
    { title: 'Lucien Marchand', upper: el(1), lower: el(3), designer: true, index: 10 },
  ],
};

export const GAME: Scene = {
  kind: 'stacks',
  title: '“Railway Island Dragon”',
  feature: true,
  stacks: [
    {
      name: 'Railway Island Dragon',
      cards: [
        { title: 'Railway', upper: 'cards', lower: 'puzzle' },
        { title: 'Island', upper: 'family', lower: 'combat' },
        { title: 'Dragon', upper: 'cards', lower: 'role-playing' },
      ],
      visible: ['cards', 'family', 'cards', 'role-playing'],
      caption: ['+€30,000/month'],
    },
  ],
  lines: ['specialties +2 · trend +1', 'matches +1 · manufacturing −1'],
};

/** The ceremony of a table of six games: a first card knocks two out, two are out on value, a tie-break card decides. */
export const CEREMONY: Scene = {
  kind: 'ceremony',
  title: 'The Spiel des Jahres ceremony',
  columns: [
    { label: '1', card: { title: 'Empire', upper: 'cards', lower: 'role-playing', trend: true } },
    { label: '€' },
    { label: '2', card: { title: 'Dragon', upper: 'cards', lower: 'cards', trend: true } },
  ],
  rows: [
    { name: 'Treasure Dungeon', visible: ['role-playing', 'cards', 'cards'], caption: '+€30,000 · Łukasz Żółć', marks: ['in', 'in', 'in'], lit: [true, true, true], winner: true },
    { name: 'Expedition Party Island', visible: ['role-playing', 'role-playing', 'family', 'puzzle'], caption: '+€30,000 · Carmen Delacroix-Whitfield', marks: ['in', 'in', 'out'], lit: [true, true, false, false] },
    { name: 'Kingdom Carnival', visible: ['combat', 'role-playing', 'combat'], caption: '+€10,000 · Ben', marks: ['in', 'out', ''], lit: [false, true, false] },
    { name: 'Heist Pirate', visible: ['cards', 'combat', 'combat'], caption: '+€10,000 · Ada', marks: ['in', 'out', ''], lit: [true, false, false] },
    { name: 'Safari Pirate', visible: ['family', 'resource', 'family'], caption: '−€10,000 · Ben', marks: ['out', '', ''], lit: [false, false, false] },
    { name: 'Jungle Calamity', visible: ['resource', 'puzzle', 'family'], caption: '+€10,000 · Ada', marks: ['out', '', ''], lit: [false, false, false] },
  ],
  lines: ['🏆 Spiel des Jahres: “Treasure Dungeon” by Łukasz Żółć'],
};

const stack = (name: string, titles: string[], els: [string, string][], caption: string[]) => ({
  name,
  cards: titles.map((title, i) => ({ title, upper: (els[i] as [string, string])[0], lower: (els[i] as [string, string])[1] })),
  visible: [...els.map((e) => e[0]), (els.at(-1) as [string, string])[1]],
  caption,
});

/** A month's new games: three stacks, one of three cards, one with a long owner's name. */
export const PUBLISHED: Scene = {
  kind: 'stacks',
  title: 'Month 4: new games',
  stacks: [
    stack('Treasure Legend', ['Treasure', 'Legend'], [['role-playing', 'role-playing'], ['role-playing', 'family']], ['+€0/month', 'Ben']),
    stack('Expedition Party Island', ['Expedition', 'Party', 'Island'], [['puzzle', 'cards'], ['family', 'combat'], ['cards', 'puzzle']], ['+€30,000/month', 'Carmen Delacroix-Whitfield']),
    stack('Heist Pirate', ['Heist', 'Pirate'], [['cards', 'combat'], ['combat', 'combat']], ['−€10,000/month', 'Łukasz Żółć']),
  ],
};

/** The table: four companies, one bankrupt, one with five games. */
export const TABLE: Scene = {
  kind: 'table',
  title: 'The table',
  companies: [
    { heading: 'Ada · bankrupt', games: [], empty: 'no games' },
    {
      heading: 'Ben · €110,000',
      games: [
        { name: 'Treasure Legend', visible: ['role-playing', 'role-playing', 'family'], value: '+€0/month' },
        { name: 'Expedition Garden', visible: ['combat', 'family', 'resource'], value: '+€10,000/month' },
        { name: 'The Game Volcano', visible: ['resource', 'combat', 'family', 'cards'], value: '+€10,000/month' },
      ],
    },
    {
      heading: 'Carmen Delacroix-Whitfield · €20,000',
      games: [
        { name: 'Kingdom Carnival', visible: ['combat', 'role-playing', 'combat'], value: '+€10,000/month' },
        { name: 'Expedition Party Island', visible: ['role-playing', 'role-playing', 'family', 'cards'], value: '−€10,000/month' },
      ],
    },
  ],
};

/** The month's trend card. */
export const TREND: Scene = {
  kind: 'trend',
  title: 'Month 12 of 12: the trend',
  card: { title: 'Ninja', upper: 'cards', lower: 'puzzle', trend: true },
  lines: ['Favoured: 🃏 Cards + 🧩 Puzzle', 'A game showing these symbols earns more this month.'],
};

export const CHART: Scene = {
  kind: 'chart',
  title: 'Money over the months',
  xLabel: 'month',
  ticks: [-10, 0, 10, 20, 30, 40].map((value) => ({ value, label: value === 0 ? '€0' : `${value < 0 ? '-' : ''}€${Math.abs(value) * 10}k` })),
  series: [
    { name: 'Ada', values: [3, 5, 8, 12, 10, 14, 18, 20, 22, 25, 30, 28, 35] },
    { name: 'Ben', values: [3, 2, 1, 0, -1] },
    { name: 'Carmen Delacroix-Whitfield', values: [3, 4, 4, 6, 7, 9, 9, 9, 10, 11, 13, 14, 15] },
    { name: 'AI 1', values: [3, 3, 5, 6, 6, 8, 7, 9, 12, 12, 11, 13, 16] },
  ],
};

export const REFERENCES: Readonly<Record<string, Scene>> = { hand: HAND, game: GAME, published: PUBLISHED, table: TABLE, trend: TREND, ceremony: CEREMONY, chart: CHART, ...AWARD_REFERENCES };
