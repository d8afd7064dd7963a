// Fixed scenes for the reference pictures and the drawing benchmark: a 10-card Spiel hand, a
// published game, the money chart and an Award agency. Fixed here (not played from a seed) so a
// change to the rules never moves a reference picture: only a change to the drawing does.
import { ELEMENTS } from '../../src/games/spiel/cards.js';
import type { Scene } from '../../src/render/scene.js';

const el = (i: number) => ELEMENTS[i % ELEMENTS.length] as string;
const TITLES = ['Railway', 'Island', 'Dragon', 'Castle', 'Harbour', 'Merchant', 'Robot', 'Pirates'];

export const HAND: Scene = {
  kind: 'hand',
  title: 'Your hand (10 cards)',
  groups: [
    { heading: 'Idea cards (8)', cards: TITLES.map((title, i) => ({ title, upper: el(i), lower: el(i * 5 + 1), index: i + 1 })) },
    {
      heading: 'Designer cards (2)',
      cards: [
        { title: 'Greta Holm', upper: el(2), lower: el(4), tag: 'designer', index: 9 },
        { title: 'Amara Okafor', upper: el(1), lower: el(3), tag: 'designer', index: 10 },
      ],
    },
  ],
};

export const GAME: Scene = {
  kind: 'stacks',
  title: '“Railway Island Dragon”',
  groups: [
    {
      heading: '',
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
    },
  ],
  lines: ['specialties +2 · trend +1', 'matches +1 · manufacturing −1', '= +€30,000/month'],
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

export const AGENCY: Scene = {
  kind: 'texts',
  title: 'Your agency and hand',
  sections: [
    {
      heading: 'Agency · Creative Director',
      rows: [
        { label: 'Cash', text: '$4k · 3 employees' },
        { label: 'Owned', tokens: { A: 3, D: 2, T: 1 } },
        { label: 'Available', tokens: { A: 1, D: 1, T: 0 } },
      ],
      cards: [{ title: 'Creative Director', kind: 'Player card', body: 'A2 D1 T1 · starts with $4k' }],
    },
    { heading: 'Accounts (1)', cards: [{ title: 'MegaMart', kind: 'Account', body: 'Req A2 · Bonus A/D · Upkeep A1 · $2k/turn', tokens: { A: 1, D: 0, T: 0 }, foot: 'allocated' }] },
    {
      heading: 'Hand (2)',
      cards: [
        { title: 'Leaked Pitch Deck', kind: 'Scandal', body: 'During an auction: the bidder must discard a token of their choice or withdraw from the auction at once.', index: 1 },
        { title: 'Dom Dapper', kind: 'Name Card', body: 'A3 · salary $1k', index: 2 },
      ],
    },
  ],
};

export const REFERENCES: Readonly<Record<string, Scene>> = { hand: HAND, game: GAME, chart: CHART, agency: AGENCY };
