// What the kit draws of a line of text: nothing as an empty box. The arrow and the element emoji
// are drawn as icons, other emoji and characters no bundled font has are left out.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ELEMENT } from '../games/spiel/words.js';
import { clean, hasGlyph, INLINE_ELEMENTS, missingGlyphs, registerFonts, text } from './kit.js';

registerFonts();

/** The alpha channel of `s` drawn by the kit on a small canvas. */
function inked(s: string): string {
  const ctx = createCanvas(200, 30).getContext('2d');
  text(ctx, s, 4, 20, 14);
  return Buffer.from(ctx.getImageData(0, 0, 200, 30).data.filter((_, i) => i % 4 === 3)).toString('base64');
}

describe('text as the pictures draw it', () => {
  it('GIVEN "→" (the auction picture’s bid value) THEN it is drawn as an arrow, not as the font’s empty box', () => {
    expect(hasGlyph(0x2192)).toBe(false);
    expect(missingGlyphs(clean('A2 D1 → 5'))).toEqual([]);
    // The arrow is drawn: the line is not the same as without it, nor as with a box in its place.
    expect(inked('A2 → 5')).not.toBe(inked('A2  5'));
    expect(inked('A2 → 5')).not.toBe(inked('A2 \uE000 5'));
  });

  it('GIVEN the element emoji the words use THEN each is drawn as its element’s icon (the same list as the words’ ELEMENT), and ⚔️ with its variation selector too', () => {
    expect(Object.fromEntries(Object.entries(ELEMENT).map(([el, e]) => [e.emoji.replace('\uFE0F', ''), el]))).toEqual(INLINE_ELEMENTS);
    expect(clean('shows 🃏 or ⚔️')).toBe('shows 🃏 or ⚔');
    expect(inked('🃏')).not.toBe(inked(' '));
    expect(missingGlyphs(clean('🐉🧩👪🌾🃏⚔️'))).toEqual([]);
  });

  it('GIVEN other emoji and characters no bundled font has (a name in Chinese, a 🎲) THEN they are left out, never boxes; Greek, Cyrillic and Vietnamese names are drawn', () => {
    expect(clean('🎲 Ada')).toBe('Ada');
    expect(clean('王小明 and Zoë')).toBe(' and Zoë');
    for (const name of ['Zoë', 'Łukasz', 'Ørjan', 'Çağla Şahin', 'Đorđe', 'Nguyễn Thị', 'Дмитрий', 'Σοφία', 'Straße']) {
      expect(clean(name), name).toBe(name);
      expect(missingGlyphs(name), name).toEqual([]);
    }
  });

  it('GIVEN emoji the posts use outside the pictograph blocks (⏳ ⌛ ⏩ shown as emoji by default, ⏱️ ▶️ ↩️ asking for it) THEN they are left out with the space after them, as other emoji are', () => {
    for (const e of ['⏳', '⌛', '⏩', '⏰', '⏱️', '⏸️', '⏹️', '▶️', '↩️', '↪️']) expect(clean(`${e} choosing`), e).toBe('choosing');
    // The arrow without a selector is still drawn (as an icon).
    expect(clean('A2 → 5')).toBe('A2 → 5');
  });
});
