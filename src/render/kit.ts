// The drawing kit every picture shares: the font (Inter, registered from its npm package, never
// from the system, so every machine draws the same pixels), the palette, the element icons as
// vector paths of our own (no emoji glyphs: emoji fonts differ per machine), card shapes and text
// that fits its box. Pictures sit on an opaque paper panel, so they read the same on Discord's
// dark and light themes.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

export type Ctx = SKRSContext2D;

const FAMILY = 'Inter';
let registered = false;

/** Registers Inter (regular, semi-bold, bold) from node_modules once per thread. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  for (const weight of [400, 600, 700]) {
    for (const subset of ['latin', 'latin-ext']) {
      const ok = GlobalFonts.registerFromPath(join(dir, `inter-${subset}-${weight}-normal.woff2`), FAMILY);
      if (!ok) throw new Error(`could not register the font ${subset}-${weight} from ${dir}`);
    }
  }
  registered = true;
}

export function font(size: number, weight: 400 | 600 | 700 = 400): string {
  return `${weight} ${size}px ${FAMILY}`;
}

/** The paper the pictures are drawn on, and its inks. */
export const PAPER = '#f5f1e8';
export const INK = '#23262b';
export const MUTED = '#5f6670';
export const LINE = '#d6cfbf';
export const CARD = '#ffffff';
export const GOOD = '#1f8a4c';
export const BAD = '#c0392b';

/** Element colours: distinct in hue and lightness, each behind a white icon. */
export const ELEMENT_COLOURS: Record<string, string> = {
  'role-playing': '#8e44ad',
  puzzle: '#2d6fd6',
  family: '#2e9e55',
  resource: '#c98a00',
  cards: '#d63a4a',
  combat: '#4a5866',
};

/**
 * Text as drawn: emoji and other pictographs left out (the font has none, and the words beside
 * the picture keep them) and markdown emphasis markers dropped.
 */
export function clean(text: string): string {
  return text.replace(/[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{FE0F}\u{200D}\u{20E3}]+\s?/gu, '').replace(/\*+/g, '');
}

// Widths of text in a font, remembered: measuring shapes the text (the most expensive call in
// drawing a card after painting it), and pictures measure the same titles and labels over and over.
const WIDTHS_KEPT = 20_000;
const widths = new Map<string, number>();

/** The width of `s` in the context's current font. */
export function widthOf(ctx: Ctx, s: string): number {
  const key = `${ctx.font}\u0000${s}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    w = ctx.measureText(s).width;
    widths.set(key, w);
  }
  return w;
}

/** `text` cut with an ellipsis to fit `max` pixels in the current font. */
export function fit(ctx: Ctx, text: string, max: number): string {
  if (widthOf(ctx, text) <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (widthOf(ctx, `${text.slice(0, mid)}…`) <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** Words wrapped to lines of at most `max` pixels (at most `lines` lines, the last cut to fit). */
export function wrap(ctx: Ctx, text: string, max: number, lines = 99): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of clean(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(ctx, next) <= max || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
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

export function text(ctx: Ctx, s: string, x: number, y: number, size: number, opts: { weight?: 400 | 600 | 700; colour?: string; align?: 'left' | 'center' | 'right'; max?: number } = {}): number {
  ctx.font = font(size, opts.weight ?? 400);
  ctx.fillStyle = opts.colour ?? INK;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'alphabetic';
  const shown = opts.max ? fit(ctx, clean(s), opts.max) : clean(s);
  ctx.fillText(shown, x, y);
  return widthOf(ctx, shown);
}

/** A small rounded label, e.g. a card's index number. */
export function badge(ctx: Ctx, label: string, x: number, y: number, colour = INK): number {
  ctx.font = font(11, 700);
  const w = Math.max(18, widthOf(ctx, label) + 8);
  roundRect(ctx, x, y, w, 16, 8);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + w / 2, y + 8.5);
  ctx.textBaseline = 'alphabetic';
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
    ctx.arc(cx, cy, r + 3.5, 0, Math.PI * 2);
    ctx.lineWidth = 2.5;
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
