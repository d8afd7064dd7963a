// The drawing kit every picture shares: the font (fonts.ts: Inter, registered from its npm
// package, and what it can draw), the palette, the element icons as
// vector paths of our own (no emoji glyphs: emoji fonts differ per machine), card shapes and text
// that fits its box. Pictures sit on an opaque paper panel, so they read the same on Discord's
// dark and light themes.
//
// Text is drawn only through `text` and `badge`, which note the smallest size drawn (the painter
// reports it, at the size Discord shows the picture; see painter.ts). Symbols the font has no glyph
// for are never drawn as empty boxes: the element emoji and the arrow are drawn inline as vector
// icons (INLINE), other emoji and characters no bundled font has are left out (the words beside the
// picture keep them).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { clean, font, INLINE_CHAR, INLINE_ELEMENTS, INLINE_RE, INLINE_SPLIT } from './fonts.js';

export { clean, font, hasGlyph, INLINE_ELEMENTS, missingGlyphs, registerFonts, withoutGlyph } from './fonts.js';

export type Ctx = SKRSContext2D;

/** The paper the pictures are drawn on, and its inks. */
export const PAPER = '#f5f1e8';
export const INK = '#23262b';
export const MUTED = '#5f6670';
export const LINE = '#d6cfbf';
export const CARD = '#ffffff';
export const GOOD = '#1f8a4c';
export const BAD = '#c0392b';
export const GOLD = '#c99400';

/** Element colours: distinct in hue and lightness, each behind a white icon. */
export const ELEMENT_COLOURS: Record<string, string> = {
  'role-playing': '#8e44ad',
  puzzle: '#2d6fd6',
  family: '#2e9e55',
  resource: '#c98a00',
  cards: '#d63a4a',
  combat: '#4a5866',
};

const ARROW = '→';
const CROSS = '✕';
const TROPHY = '🏆';

/** Whether `s` holds a symbol drawn as an icon. */
function hasInline(s: string): boolean {
  return INLINE_RE.test(s);
}

/** How wide an inline icon is at a font size (its disc or arrow and the space after it). */
function inlineWidth(symbol: string, size: number): number {
  return symbol === ARROW ? size * 1.05 : size * 1.25;
}

/** Draws the inline icon `symbol` with its left edge at x on the baseline y, in a font of `size`. */
function drawInline(ctx: Ctx, symbol: string, x: number, y: number, size: number, colour: string): void {
  const cy = y - size * 0.36;
  if (symbol === ARROW) {
    const w = size * 0.85;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1.2, size * 0.09);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x + size * 0.08, cy + size * 0.02);
    ctx.lineTo(x + w, cy + size * 0.02);
    ctx.moveTo(x + w - size * 0.28, cy - size * 0.24);
    ctx.lineTo(x + w, cy + size * 0.02);
    ctx.lineTo(x + w - size * 0.28, cy + size * 0.28);
    ctx.stroke();
    ctx.restore();
  } else if (symbol === CROSS) crossMark(ctx, x + size * 0.58, cy, size * 0.54);
  else if (symbol === TROPHY) trophy(ctx, x + size * 0.58, cy, size * 0.54);
  else {
    const el = INLINE_ELEMENTS[symbol];
    if (el) elementIcon(ctx, el, x + size * 0.58, cy, size * 0.54);
  }
}

/** Knocked out: a red disc with a white cross, centred at (cx, cy). */
export function crossMark(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = BAD;
  ctx.fill();
  const d = r * 0.42;
  ctx.beginPath();
  ctx.moveTo(cx - d, cy - d);
  ctx.lineTo(cx + d, cy + d);
  ctx.moveTo(cx + d, cy - d);
  ctx.lineTo(cx - d, cy + d);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1.4, r * 0.26);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
}

/** Stayed in: a green tick, centred at (cx, cy). */
export function tickMark(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.6, cy + r * 0.02);
  ctx.lineTo(cx - r * 0.15, cy + r * 0.48);
  ctx.lineTo(cx + r * 0.65, cy - r * 0.45);
  ctx.strokeStyle = GOOD;
  ctx.lineWidth = Math.max(1.6, r * 0.28);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.restore();
}

/** The prize: a gold cup, centred at (cx, cy), about 2r high. */
export function trophy(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.fillStyle = GOLD;
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = Math.max(1.2, r * 0.18);
  // Handles, the bowl, the stem and the foot.
  ctx.beginPath();
  ctx.arc(cx - r * 0.62, cy - r * 0.35, r * 0.34, Math.PI * 0.5, Math.PI * 1.5);
  ctx.moveTo(cx + r * 0.62, cy - r * 0.69);
  ctx.arc(cx + r * 0.62, cy - r * 0.35, r * 0.34, -Math.PI * 0.5, Math.PI * 0.5);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.7, cy - r * 0.85);
  ctx.lineTo(cx + r * 0.7, cy - r * 0.85);
  ctx.quadraticCurveTo(cx + r * 0.65, cy + r * 0.2, cx, cy + r * 0.3);
  ctx.quadraticCurveTo(cx - r * 0.65, cy + r * 0.2, cx - r * 0.7, cy - r * 0.85);
  ctx.fill();
  ctx.fillRect(cx - r * 0.13, cy + r * 0.25, r * 0.26, r * 0.4);
  ctx.beginPath();
  ctx.roundRect(cx - r * 0.5, cy + r * 0.62, r, r * 0.3, r * 0.08);
  ctx.fill();
  ctx.restore();
}


// The smallest text drawn since the painter last asked (in layout units): the painter reports it
// for every picture at the size Discord shows it, and the tests hold it to the legibility floor.
let smallest = Infinity;

/** Starts noting the smallest text anew (the painter, before each picture). */
export function resetSmallest(): void {
  smallest = Infinity;
}

/** The smallest font size drawn since resetSmallest, in layout units (Infinity if no text). */
export function smallestDrawn(): number {
  return smallest;
}

// Widths of text in a font, remembered: measuring shapes the text (the most expensive call in
// drawing a card after painting it), and pictures measure the same titles and labels over and over.
const WIDTHS_KEPT = 20_000;
const widths = new Map<string, number>();

/** The width of `s` in the context's current font (inline icons included). */
export function widthOf(ctx: Ctx, s: string): number {
  const key = `${ctx.font}\u0000${s}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    if (hasInline(s)) {
      const size = fontSize(ctx);
      w = 0;
      for (const part of s.split(INLINE_SPLIT)) if (part) w += INLINE_CHAR.test(part) ? inlineWidth(part, size) : ctx.measureText(part).width;
    } else w = ctx.measureText(s).width;
    widths.set(key, w);
  }
  return w;
}

/** The size of the context's current font (as `font()` wrote it). */
function fontSize(ctx: Ctx): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(ctx.font);
  return m ? Number(m[1]) : 12;
}

/** `text` cut with an ellipsis to fit `max` pixels in the current font. */
export function fit(ctx: Ctx, text: string, max: number): string {
  if (widthOf(ctx, text) <= max) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (widthOf(ctx, `${chars.slice(0, mid).join('')}…`) <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/**
 * Words wrapped to lines of at most `max` pixels (at most `lines` lines, the last cut to fit);
 * with `hyphens`, a line may also break after a hyphen (German game names: "Drachen-Schatzinsel").
 */
export function wrap(ctx: Ctx, text: string, max: number, lines = 99, opts: { hyphens?: boolean } = {}): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of clean(text).split(' ')) {
    const parts = opts.hyphens ? word.split(/(?<=-)(?=.)/) : [word];
    parts.forEach((part, i) => {
      const next = line ? `${line}${i === 0 ? ' ' : ''}${part}` : part;
      if (widthOf(ctx, next) <= max || !line) line = next;
      else {
        out.push(line);
        line = part;
      }
    });
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = fit(ctx, `${kept[lines - 1]} ${out.slice(lines).join(' ')}`, max);
    return kept;
  }
  return out.map((l) => fit(ctx, l, max));
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** The paper panel a picture is drawn on. */
export function paper(ctx: Ctx, w: number, h: number): void {
  ctx.clearRect(0, 0, w, h);
  roundRect(ctx, 0, 0, w, h, 14);
  ctx.fillStyle = PAPER;
  ctx.fill();
}

/** A card's body: white, rounded, with a soft shadow and an optional coloured frame. */
export function cardBody(ctx: Ctx, x: number, y: number, w: number, h: number, frame = LINE, dim = false): void {
  // A hard offset shadow: a blurred one costs more to draw than the rest of the card.
  roundRect(ctx, x + 0.5, y + 1.5, w, h, 8);
  ctx.fillStyle = 'rgba(0,0,0,0.10)';
  ctx.fill();
  roundRect(ctx, x, y, w, h, 8);
  ctx.fillStyle = dim ? '#ece8df' : CARD;
  ctx.fill();
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, 8);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = frame;
  ctx.stroke();
}

/**
 * A line of text at (x, y) on its baseline, cut with an ellipsis to `max`, its element emoji and
 * arrows drawn as icons; returns its width. Every word a picture shows is drawn here or by badge.
 */
export function text(ctx: Ctx, s: string, x: number, y: number, size: number, opts: { weight?: 400 | 600 | 700; colour?: string; align?: 'left' | 'center' | 'right'; max?: number } = {}): number {
  ctx.font = font(size, opts.weight ?? 400);
  const colour = opts.colour ?? INK;
  ctx.fillStyle = colour;
  ctx.textBaseline = 'alphabetic';
  const cleaned = clean(s);
  const shown = opts.max ? fit(ctx, cleaned, opts.max) : cleaned;
  if (shown.trim() !== '' && size < smallest) smallest = size;
  const width = widthOf(ctx, shown);
  if (!hasInline(shown)) {
    ctx.textAlign = opts.align ?? 'left';
    ctx.fillText(shown, x, y);
    return width;
  }
  // Runs of text and icons, left to right from where the whole line starts.
  let at = opts.align === 'center' ? x - width / 2 : opts.align === 'right' ? x - width : x;
  ctx.textAlign = 'left';
  for (const part of shown.split(INLINE_SPLIT)) {
    if (!part) continue;
    if (INLINE_CHAR.test(part)) {
      drawInline(ctx, part, at, y, size, colour);
      at += inlineWidth(part, size);
    } else {
      ctx.font = font(size, opts.weight ?? 400);
      ctx.fillStyle = colour;
      ctx.fillText(part, at, y);
      at += ctx.measureText(part).width;
    }
  }
  return width;
}

/** A small rounded label, e.g. a card's index number. */
export function badge(ctx: Ctx, label: string, x: number, y: number, colour = INK, size = 11): number {
  ctx.font = font(size, 700);
  const h = Math.round(size * 1.45);
  const w = Math.max(h + 2, widthOf(ctx, label) + 8);
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + w / 2, y + h / 2 + 0.5);
  ctx.textBaseline = 'alphabetic';
  if (size < smallest) smallest = size;
  return w;
}

/**
 * An element symbol: a disc in the element's colour with a white vector icon, centred at (cx, cy)
 * with radius r. `ring` draws a highlight ring (a visible symbol of a game).
 */
export function elementIcon(ctx: Ctx, el: string, cx: number, cy: number, r: number, opts: { ring?: boolean; faded?: boolean } = {}): void {
  ctx.save();
  if (opts.faded) ctx.globalAlpha = 0.35;
  if (opts.ring) {
    ctx.beginPath();
    ctx.arc(cx, cy, r + 2.5, 0, Math.PI * 2);
    ctx.lineWidth = 2;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = ELEMENT_COLOURS[el] ?? MUTED;
  ctx.fill();
  ctx.translate(cx, cy);
  ctx.scale(r / 10, r / 10);
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ICONS[el]?.(ctx);
  ctx.restore();
}

/** Icons on a 20×20 box centred at 0,0. */
const ICONS: Record<string, (ctx: Ctx) => void> = {
  // A twenty-sided die's outline with its inner triangle: role-playing.
  'role-playing': (ctx) => {
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + (i * Math.PI) / 3 - Math.PI / 2;
      const x = Math.cos(a) * 6.5;
      const y = Math.sin(a) * 6.5;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -3.3);
    ctx.lineTo(3.4, 2.6);
    ctx.lineTo(-3.4, 2.6);
    ctx.closePath();
    ctx.stroke();
  },
  // A jigsaw piece: a square with a knob on top and on the right.
  puzzle: (ctx) => {
    ctx.beginPath();
    ctx.rect(-5.5, -3.5, 9, 9);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(-1, -4.5, 2.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(4.5, 1, 2.4, 0, Math.PI * 2);
    ctx.fill();
  },
  // Three people: two grown-ups and a child.
  family: (ctx) => {
    const person = (x: number, s: number) => {
      ctx.beginPath();
      ctx.arc(x, -3.2 * s, 1.9 * s, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(x, 3 * s, 2.6 * s, 3.4 * s, 0, Math.PI, 0);
      ctx.lineTo(x + 2.6 * s, 4.6 * s);
      ctx.lineTo(x - 2.6 * s, 4.6 * s);
      ctx.closePath();
      ctx.fill();
    };
    person(-4.2, 1);
    person(4.2, 1);
    ctx.translate(0, 2);
    person(0, 0.7);
  },
  // An ear of wheat: a stalk with grains either side.
  resource: (ctx) => {
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(0, 7);
    ctx.lineTo(0, -6);
    ctx.stroke();
    for (const y of [-4.5, -1, 2.5]) {
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.ellipse(side * 2.3, y, 1.5, 2.6, side * 0.6, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.beginPath();
    ctx.ellipse(0, -7, 1.3, 2.2, 0, 0, Math.PI * 2);
    ctx.fill();
  },
  // Two fanned playing cards.
  cards: (ctx) => {
    ctx.lineWidth = 1.4;
    ctx.save();
    ctx.rotate(-0.3);
    ctx.beginPath();
    ctx.roundRect(-6, -6, 7.5, 11, 1.2);
    ctx.stroke();
    ctx.restore();
    ctx.save();
    ctx.rotate(0.25);
    ctx.beginPath();
    ctx.roundRect(-1.5, -5.5, 7.5, 11, 1.2);
    ctx.fill();
    ctx.restore();
  },
  // Two crossed swords.
  combat: (ctx) => {
    for (const s of [-1, 1]) {
      ctx.save();
      ctx.rotate((s * Math.PI) / 4);
      ctx.lineWidth = 1.8;
      ctx.beginPath();
      ctx.moveTo(0, -7);
      ctx.lineTo(0, 4);
      ctx.stroke();
      ctx.lineWidth = 1.6;
      ctx.beginPath();
      ctx.moveTo(-2.6, 4);
      ctx.lineTo(2.6, 4);
      ctx.moveTo(0, 4);
      ctx.lineTo(0, 7);
      ctx.stroke();
      ctx.restore();
    }
  },
};
