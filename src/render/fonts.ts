// The bundled fonts and what they can draw: Inter, registered from its npm package (never from
// the system, so every machine draws the same pixels), the symbols drawn as icons instead of
// glyphs (INLINE), and text cleaned of what no bundled font has (emoji and scripts none covers),
// so nothing is ever drawn as an empty box. The kit (kit.ts) draws with them.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Inter's subsets as @fontsource/inter ships them, each registered as a family of its own: Latin
 * for English and German, and the Latin-extended, Greek, Cyrillic and Vietnamese letters a
 * player's display name may have. Skia takes a character from the first family in the font's list
 * that has it, but of several files registered under one family name it reads only one (a "Ł"
 * was an empty box while Latin-extended shared Latin's name). No bundled font has CJK, Arabic,
 * Hebrew or Indic letters: those are left out of a picture (clean), never drawn as boxes; the
 * words beside the picture name the player.
 */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'] as const;
const FAMILIES = SUBSETS.map((s) => (s === 'latin' ? 'Inter' : `Inter ${s}`));
const FAMILY_LIST = FAMILIES.map((f) => `"${f}"`).join(', ');
let registered = false;

/** Registers Inter (regular, semi-bold, bold; every subset) from node_modules once per thread. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  for (const weight of [400, 600, 700]) {
    SUBSETS.forEach((subset, i) => {
      const ok = GlobalFonts.registerFromPath(join(dir, `inter-${subset}-${weight}-normal.woff2`), FAMILIES[i]);
      if (!ok) throw new Error(`could not register the font ${subset}-${weight} from ${dir}`);
    });
  }
  registered = true;
}

export function font(size: number, weight: 400 | 600 | 700 = 400): string {
  return `${weight} ${size}px ${FAMILY_LIST}`;
}

/**
 * Symbols drawn inside a line of text as vector icons, because the font has no glyph for them:
 * each element's emoji as that element's icon (the same disc the cards show; the emoji are the
 * ones the words use, ELEMENT in src/games/spiel/words.ts, and a test keeps the two lists equal),
 * the arrow "→", the cross "✕" (knocked out) and the trophy "🏆". "⚔️" is written with its
 * variation selector in the words and drawn without it.
 */
export const INLINE_ELEMENTS: Readonly<Record<string, string>> = {
  '🐉': 'role-playing',
  '🧩': 'puzzle',
  '👪': 'family',
  '🌾': 'resource',
  '🃏': 'cards',
  '⚔': 'combat',
};
export const INLINE_RE = /(🐉|🧩|👪|🌾|🃏|⚔|→|✕|🏆)/u;
export const INLINE_SPLIT = /(🐉|🧩|👪|🌾|🃏|⚔|→|✕|🏆)/gu;
const INLINE_ONLY = /[^🐉🧩👪🌾🃏⚔✕🏆\s]/gu;
export const INLINE_CHAR = /^(🐉|🧩|👪|🌾|🃏|⚔|→|✕|🏆)$/u;

// Whether a bundled font has a glyph for a character: Skia draws a character no registered font
// has as the font's empty box (.notdef), and does not fall back to the system's fonts for a
// family it was given by name, so a character is drawable exactly when it is drawn otherwise than
// a private-use character is. Answered once per character.
const GLYPHS = new Map<number, boolean>();
let glyphProbe: SKRSContext2D | null = null;
let notdef: { width: number; pixels: string } | null = null;

function rendering(ctx: SKRSContext2D, ch: string): { width: number; pixels: string } {
  ctx.clearRect(0, 0, 32, 32);
  ctx.fillText(ch, 4, 24);
  const data = ctx.getImageData(0, 0, 32, 32).data;
  let pixels = '';
  for (let i = 3; i < data.length; i += 4) pixels += String.fromCharCode(data[i] as number);
  return { width: ctx.measureText(ch).width, pixels };
}

/** Whether the bundled fonts draw the character with code point `cp` (not as an empty box). */
export function hasGlyph(cp: number): boolean {
  if (cp >= 0x20 && cp < 0x7f) return true;
  let known = GLYPHS.get(cp);
  if (known === undefined) {
    registerFonts();
    if (!glyphProbe) {
      glyphProbe = createCanvas(32, 32).getContext('2d');
      glyphProbe.font = font(20);
      glyphProbe.fillStyle = '#000';
      notdef = rendering(glyphProbe, '\uE000');
    }
    const r = rendering(glyphProbe, String.fromCodePoint(cp));
    known = !(notdef && r.width === notdef.width && r.pixels === notdef.pixels);
    GLYPHS.set(cp, known);
  }
  return known;
}

/** The characters of `s` that would be drawn as empty boxes: none, once `s` has passed through clean(). */
export function missingGlyphs(s: string): string[] {
  const out = new Set<string>();
  for (const ch of s.replace(INLINE_SPLIT, '')) if (!hasGlyph(ch.codePointAt(0) as number)) out.add(ch);
  return [...out];
}

/**
 * The characters of `s` that no bundled font can draw and that are not emoji (clean leaves emoji
 * out on purpose, and draws the element emoji and the arrow as icons): what a picture would lose
 * of a word. The glyph test holds every string a picture can show to none.
 */
export function withoutGlyph(s: string): string[] {
  return missingGlyphs(s.replace(/\u2694\uFE0F?/g, '\u2694').replace(EMOJI, (m) => m.replace(INLINE_ONLY, '').trim()));
}

// Emoji: the pictograph blocks, anything shown as emoji by default (⏳ ⌛ ⏩ ⏰) and any pictograph
// asking for emoji presentation (⏱️ ▶️ ↩️), with their joiners and selectors.
const EMOJI = /(?:[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{FE0F}\u{200D}\u{20E3}\u{E0020}-\u{E007F}]|\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\u{FE0F}))+\s?/gu;
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * Text as drawn: the element emoji and the arrow kept (drawn as icons), other emoji and
 * pictographs left out, and so is any character no bundled font has; markdown emphasis markers dropped.
 */
export function clean(text: string): string {
  if (PLAIN.test(text)) return text.includes('*') ? text.replace(/\*+/g, '') : text;
  let s = text.replace(/\u2694\uFE0F?/g, '\u2694').replace(EMOJI, (m) => (INLINE_RE.test(m) ? m.replace(INLINE_ONLY, '') : '')).replace(/\*+/g, '');
  if ([...s].some((ch) => !hasGlyph(ch.codePointAt(0) as number) && !INLINE_RE.test(ch))) s = [...s].filter((ch) => INLINE_RE.test(ch) || hasGlyph(ch.codePointAt(0) as number)).join('');
  return s;
}
