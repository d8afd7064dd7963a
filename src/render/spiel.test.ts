// Layout defects a player could see in the Spiel pictures: a card's title cut short, the winning
// game drawn small in a corner of an empty box.
import { createCanvas } from '@napi-rs/canvas';
import { readdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../games/spiel/cards.js';
import { cardLabel } from '../games/spiel/titles.js';
import { inLanguage } from '../i18n/index.js';
import { registerFonts } from './kit.js';
import { draw, paint, SCALE } from './painter.js';
import { BOX, SMALLEST_TEXT, type Scene } from './scene.js';
import { cardTitle, CEREMONY_PER_PICTURE, HAND_PER_PICTURE, STACKS_PER_PICTURE, TABLE_TILES_PER_PICTURE, tableHeight } from './spiel.js';

registerFonts();
const ctx = createCanvas(1, 1).getContext('2d');
const card = (title: string) => ({ title, upper: 'cards', lower: 'combat' });
const LANGUAGES = readdirSync(new URL('../../locales/', import.meta.url));

describe('a card’s title', () => {
  for (const language of LANGUAGES) {
    it(`GIVEN every card of the deck in "${language}" (idea titles and designers' names) THEN its title is drawn whole on the card, at 11 px or more: never cut with "…"`, () => {
      const titles = inLanguage(language, () => CARDS.map((c) => cardLabel(c.kind === 'idea' ? { kind: 'idea', label: c.title } : { kind: 'designer', label: c.name })));
      for (const title of titles) {
        const drawn = cardTitle(ctx, title);
        expect(drawn.lines.join(' ').replace(/- /g, '-'), title).toBe(title);
        expect(drawn.size).toBeGreaterThanOrEqual(11);
        expect(drawn.lines.length).toBeLessThanOrEqual(2);
      }
    });
  }
});

/** Of a PNG of ours (8-bit RGBA, rows unfiltered): for each column, whether anything but the paper is drawn in it. */
function inkedColumns(png: Buffer): boolean[] {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const inked = Array.from({ length: width }, () => false);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 4 + 1) + 1 + x * 4;
      const [r, g, b, a] = [rows[i], rows[i + 1], rows[i + 2], rows[i + 3]];
      if (a === 255 && !(r === 0xf5 && g === 0xf1 && b === 0xe8)) inked[x] = true;
    }
  }
  return inked;
}

describe('the winner picture', () => {
  const winner: Scene = {
    kind: 'stacks',
    title: 'The Spiel des Jahres',
    feature: true,
    stacks: [{ name: 'Treasure Dungeon', cards: [card('Treasure'), card('Dungeon')], visible: ['cards', 'combat', 'combat'], caption: ['+€30,000/month', 'Dev'] }],
  };

  it('GIVEN the winning game THEN it fills its box: something is drawn in every third of the picture’s width, not only in the left one', () => {
    const inked = inkedColumns(paint(winner));
    const third = Math.floor(inked.length / 3);
    for (const [from, to] of [[0, third], [third, 2 * third], [2 * third, inked.length]]) expect(inked.slice(from, to).some(Boolean), `columns ${from}–${to}`).toBe(true);
  });
});

describe('each kind of Spiel picture holds what its face puts in one picture, in Discord’s box', () => {
  // (The table's capacity is arithmetic the face uses to fill each picture: tested below.)
  const full = (i: number) => ({ title: `Card ${i}`, upper: 'cards', lower: 'combat', index: i });
  const three = { name: 'Expedition Party Island Expedition Party Island', cards: [card('Expedition'), card('Party'), card('Island')], visible: ['cards', 'cards', 'cards', 'combat'], caption: ['+€30,000/month', 'Carmen Delacroix-Whitfield'] };
  const row = { name: 'Expedition Party Island', visible: ['cards', 'cards', 'cards', 'combat'], caption: '+€30,000 · Ada', marks: ['in', 'out'] as ('in' | 'out')[] };
  const scenes: [string, Scene][] = [
    [`a hand of ${HAND_PER_PICTURE} cards`, { kind: 'hand', title: 'Your hand', cards: Array.from({ length: HAND_PER_PICTURE }, (_, i) => full(i + 1)) }],
    [`${STACKS_PER_PICTURE} games of three cards with two-line names`, { kind: 'stacks', title: 'Month 1: new games', stacks: Array.from({ length: STACKS_PER_PICTURE }, () => three) }],
    ['a game of three cards, large, with its breakdown', { kind: 'stacks', title: '“Expedition Party Island”', feature: true, stacks: [three], lines: ['specialties +2 · trend +1', 'designers +1 +2', 'matches +1 · manufacturing −3'] }],
    [`a ceremony of ${CEREMONY_PER_PICTURE} contenders`, { kind: 'ceremony', title: 'The ceremony', columns: [{ label: '1', card: { ...card('Island'), trend: true } }, { label: '€' }], rows: Array.from({ length: CEREMONY_PER_PICTURE }, () => row), lines: ['🏆 Spiel des Jahres: “Expedition Party Island” by Ada'] }],
    ['the trend card', { kind: 'trend', title: 'Month 1 of 12: the trend', card: { ...card('Island'), trend: true }, lines: ['Favoured: 🃏 Cards + ⚔️ Combat', 'A game showing these symbols earns more this month.'] }],
  ];
  for (const [what, scene] of scenes) {
    it(`GIVEN ${what} THEN it is at most ${BOX.width}×${BOX.height} units (drawn at ${SCALE}×) and no text in it is under ${SMALLEST_TEXT} px where Discord shows it`, () => {
      const { metrics } = draw(scene);
      expect(metrics.width).toBe(BOX.width * SCALE);
      expect(metrics.height).toBeLessThanOrEqual(BOX.height * SCALE);
      expect(metrics.smallestAtDisplay).toBeGreaterThanOrEqual(SMALLEST_TEXT);
    });
  }

  it(`GIVEN four companies of two games, or one of ${TABLE_TILES_PER_PICTURE} THEN a picture of the table holds them; GIVEN one more company THEN it does not (the face starts another picture)`, () => {
    expect(tableHeight([2, 2, 2, 2])).toBeLessThanOrEqual(BOX.height);
    expect(tableHeight([TABLE_TILES_PER_PICTURE])).toBeLessThanOrEqual(BOX.height);
    expect(tableHeight([TABLE_TILES_PER_PICTURE, 0])).toBeGreaterThan(BOX.height);
  });
});
