// Fixed Award scenes for the reference pictures and the drawing benchmark: the first picture of a
// busy table (the table's tile and three agencies), a hand of six printed cards and an auction
// with bids. Fixed here, not played from a seed, so only a change to the drawing moves them.
import type { AgencyTile, Scene, TokenCount } from '../../src/render/scene.js';

const tk = (A: number, D: number, T: number): TokenCount => ({ A, D, T });

const agency = (seat: number, name: string, cash: string, player: string, more: Partial<AgencyTile>): AgencyTile => ({
  seat,
  name,
  cash,
  player,
  hand: 4,
  available: tk(1, 1, 0),
  expended: tk(0, 0, 0),
  items: [],
  ...more,
});

export const AWARD_TABLE: Scene = {
  kind: 'award-board',
  title: 'Turn 16 · round 4 (1/2)',
  table: {
    active: 'Ben',
    lines: ['Action phase: drawn · revealed', 'Waiting for Łukasz Żółć', 'to bid on **The Cobwebby** or pass', 'Awards not held: 7'],
    piles: [
      { label: 'Game deck', value: '16', note: '· discard 11' },
      { label: 'Asset deck', value: '1', note: '· discard 13' },
    ],
    legend: { available: 'Available', expended: 'Expended' },
  },
  agencies: [
    agency(1, 'Eun-ji', '$9k', 'Creative Director', {
      hand: 2,
      available: tk(1, 1, 1),
      expended: tk(2, 1, 2),
      items: [
        { kind: 'award', name: 'Young Guns' },
        { kind: 'account', name: 'Pipes Plumbing Co.', tokens: tk(1, 0, 0), upkeep: tk(1, 0, 0) },
        { kind: 'account', name: 'Ministry of Public Health', tokens: tk(0, 0, 0), upkeep: tk(1, 0, 1), warn: true },
        { kind: 'creative', name: 'Cliff Hanger', tokens: tk(2, 0, 0) },
        { kind: 'creative', name: 'Kelly Kernel', tokens: tk(0, 0, 2), tag: 'salary due', warn: true },
      ],
    }),
    agency(2, 'Carmen Delacroix-Whitfield', '$7k', 'Senior Copywriter', { hand: 5, available: tk(1, 0, 0), expended: tk(2, 1, 0) }),
    agency(3, 'Ben', '$7k', 'Account Director', { active: true, available: tk(2, 1, 0), items: [{ kind: 'account', name: 'NeoBank 3000', tokens: tk(0, 0, 1), upkeep: tk(0, 0, 1) }, { kind: 'note', name: 'PR Retainer in play' }] }),
  ],
};

export const AWARD_HAND: Scene = {
  kind: 'award-cards',
  title: 'Your hand · 6 cards',
  columns: 3,
  cards: [
    { title: 'Bribe the Judges', kind: 'Trump', family: 'trump', body: 'With your bid on an Award: pay $2k, +2 to your bid value.', index: 1 },
    { title: 'All-Nighter', kind: 'Trump', family: 'trump', body: 'Up to 3 of your expended, uncommitted tokens become available.', index: 2 },
    { title: 'Leaked Emails', kind: 'Scandal', family: 'scandal', body: 'Target discards 2 random hand cards.', index: 3 },
    { title: 'Penny Pixel', kind: 'Name Card', family: 'creative', body: 'D1 T1 · salary $1k penny@rgb.hex', index: 4 },
    { title: 'A Fresh Start', kind: 'Scandal', family: 'scandal', body: 'Target discards every Account, then renews its expended tokens.', index: 5 },
    { title: 'Ray Tracer', kind: 'Name Card', family: 'creative', body: 'T2 · salary $1k ray@render.farm', index: 6 },
  ],
};

export const AWARD_AUCTION: Scene = {
  kind: 'award-auction',
  title: 'Auction: Young Guns',
  subtitle: 'drawn by Carmen Delacroix-Whitfield · host: Ben',
  card: {
    title: 'Young Guns',
    kind: 'Award',
    family: 'award',
    body: 'Req D2 T1 · Bonus D/T · prize $2k + 2 cards · Agencies whose Award count equals the highest count at the table may not bid, unless every agency has the same count.',
  },
  high: 'High bid 5 by Ada',
  bidders: [
    { name: 'Ada', bid: tk(0, 3, 1), bribes: '+ 1 bribe', value: 5, state: 'high', high: true },
    { name: 'Carmen Delacroix-Whitfield', bid: tk(0, 2, 1), value: 3, state: 'in', prompted: 'to bid' },
    { name: 'Ben', bid: tk(0, 0, 0), value: null, state: 'out', out: true },
    { name: 'Łukasz Żółć', bid: tk(0, 0, 0), value: null, state: 'in', note: 'not eligible now' },
  ],
};

export const AWARD_REFERENCES: Readonly<Record<string, Scene>> = { 'award-table': AWARD_TABLE, 'award-hand': AWARD_HAND, 'award-auction': AWARD_AUCTION };
