import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ALL_CARD_IDS } from '../games/award/cards.js';
import { cardDetail, cardName } from '../discord/award/text.js';
import { inLanguage, LANGUAGES } from '../i18n/index.js';
import { BADGE_W, CARD_PAD, CARD_TEXT, CARD_TITLE, cardPages, cardWidth, estimateLines, estimateWidth, MAX_H, placeCards, placeTiles, tilePages, TILE_W } from './award-layout.js';
import { font, registerFonts, wrap } from './kit.js';

registerFonts();
const ctx = createCanvas(1, 1).getContext('2d');

describe('the Award pictures’ layout arithmetic', () => {
  it('GIVEN every character of the advance table THEN the bundled Inter draws it no wider than the table says (regular within 1/100 em of it)', () => {
    const chars = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~·ÄÖÜßäöü×–—‘’“”„•…€éèàçñ";
    for (const [weight, bold] of [[400, false], [700, true], [600, true]] as const) {
      ctx.font = font(100, weight);
      for (const c of chars) {
        const drawn = ctx.measureText(c).width;
        const table = estimateWidth(c, 100, bold);
        expect(drawn, `“${c}” at ${weight}`).toBeLessThanOrEqual(table);
        if (weight === 400) expect(table - drawn, `“${c}” at ${weight}`).toBeLessThan(1);
      }
    }
  });

  it('GIVEN every printed card name and text in every shipped language WHEN wrapped as the painter wraps them, at every card width THEN the estimate the pictures are split by never has fewer lines', () => {
    let compared = 0;
    for (const lang of LANGUAGES) {
      inLanguage(lang, () => {
        for (const id of ALL_CARD_IDS) {
          for (const width of [cardWidth(3), cardWidth(2), cardWidth(1), 170]) {
            const inner = width - 2 * CARD_PAD;
            ctx.font = font(CARD_TEXT);
            expect(estimateLines(cardDetail(id), inner, CARD_TEXT), `${lang} ${id} text at ${width}`).toBeGreaterThanOrEqual(wrap(ctx, cardDetail(id), inner).length);
            ctx.font = font(CARD_TITLE, 700);
            expect(estimateLines(cardName(id), inner - BADGE_W, CARD_TITLE, true), `${lang} ${id} title at ${width}`).toBeGreaterThanOrEqual(wrap(ctx, cardName(id), inner - BADGE_W).length);
            compared++;
          }
        }
      });
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('GIVEN tiles and cards of many heights WHEN split into pictures THEN every picture is at most 300 high, takes at least one, and all are taken in order', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      const heights = Array.from({ length: 1 + Math.floor(next() * 7) }, () => 60 + Math.floor(next() * 200));
      const foot = 19;
      const pages = tilePages(heights, foot);
      expect(pages.reduce((a, b) => a + b, 0)).toBe(heights.length);
      let start = 0;
      pages.forEach((n, i) => {
        expect(n).toBeGreaterThan(0);
        const { placed, height } = placeTiles(heights.slice(start, start + n), i === 0 ? 8 : 32, i === 0 ? foot : 0);
        expect(height).toBeLessThanOrEqual(MAX_H);
        // No two tiles of a column overlap.
        for (const a of placed) for (const b of placed) if (a !== b && a.x === b.x) expect(a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true);
        start += n;
      });
      const words = ['skill', 'token', 'auction', 'Award', 'expended', 'the', 'a', 'bid'];
      const cards = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => ({ title: 'Leaked Pitch Deck', index: i + 1, body: Array.from({ length: 3 + Math.floor(next() * 50) }, () => words[Math.floor(next() * words.length)]).join(' ') }));
      let from = 0;
      for (const p of cardPages(cards)) {
        if (p.columns > 1) expect(placeCards(cards.slice(from, from + p.count), p.columns).height).toBeLessThanOrEqual(MAX_H);
        from += p.count;
      }
      expect(from).toBe(cards.length);
    }
    expect(TILE_W).toBe(188);
  });
});
