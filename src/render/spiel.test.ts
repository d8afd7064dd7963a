// Layout defects a player could see in the Spiel pictures: a group heading of the hand cut short,
// the winning game drawn small in a corner of an empty box.
import { createCanvas } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { font, registerFonts, widthOf } from './kit.js';
import { paint } from './painter.js';
import type { Scene } from './scene.js';
import { handLayout } from './spiel.js';

registerFonts();
const ctx = createCanvas(1, 1).getContext('2d');
const card = (title: string, index: number, tag?: string) => ({ title, upper: 'cards', lower: 'combat', index, ...(tag ? { tag } : {}) });

describe('the hand picture', () => {
  for (const [ideas, designers] of [['Idea cards (4)', 'Designer cards (1)'], ['Ideenkarten (4)', 'Autorenkarten (1)']] as const) {
    it(`GIVEN four idea cards and one designer card ("${designers}") THEN every group heading has room for all of its words: none is cut short`, () => {
      const scene: Extract<Scene, { kind: 'hand' }> = {
        kind: 'hand',
        title: 'Your hand (5 cards)',
        groups: [
          { heading: ideas, cards: [1, 2, 3, 4].map((i) => card(`Idea ${i}`, i)) },
          { heading: designers, cards: [card('Greta Holm', 5, 'designer')] },
        ],
      };
      const placed = handLayout(ctx, scene);
      expect(placed.map((p) => p.card.index)).toEqual([1, 2, 3, 4, 5]);
      ctx.font = font(11, 600);
      for (const p of placed.filter((x) => x.heading !== null)) expect(widthOf(ctx, p.heading ?? ''), p.heading ?? '').toBeLessThanOrEqual(p.room);
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
    groups: [{ heading: '', stacks: [{ name: 'Treasure Dungeon', cards: [card('Treasure', 1), card('Dungeon', 2)].map(({ index: _i, ...c }) => c), visible: ['cards', 'combat', 'combat'], caption: ['+€30,000/month', 'Dev'] }] }],
  };

  it('GIVEN the winning game THEN it fills its box: something is drawn in every third of the picture’s width, not only in the left one', () => {
    const inked = inkedColumns(paint(winner));
    const third = Math.floor(inked.length / 3);
    for (const [from, to] of [[0, third], [third, 2 * third], [2 * third, inked.length]]) expect(inked.slice(from, to).some(Boolean), `columns ${from}–${to}`).toBe(true);
  });
});
