// Spiel des Jahres pictures: idea and designer cards (a title, an upper and a lower element
// symbol), a hand grouped by kind, games as stacks (each card covers the lower symbol of the one
// before, the visible symbols ringed), a trend card and the ceremony's turned trends.
import { badge, cardBody, elementIcon, font, INK, LINE, MUTED, text, wrap, type Ctx, widthOf } from './kit.js';
import { BOX, type ElementCard, type Scene, type Stack } from './scene.js';

/** The width every picture is laid out in: Discord's box (scene.ts). */
export const WIDTH = BOX.width;
const PAD = 14;
const CARD_W = 72;
const CARD_H = 108;
const GAP = 7;
const TITLE_H = 36;
const HEAD = 34;

type Of<K extends Scene['kind']> = Extract<Scene, { kind: K }>;

/** The heading of a picture. */
export function heading(ctx: Ctx, title: string, y = 24): void {
  text(ctx, title, PAD, y, 15, { weight: 700, max: WIDTH - 2 * PAD });
}

/** One card at (x, y): index badge and tag, the title, the upper symbol and the lower symbol. */
export function drawCard(ctx: Ctx, c: ElementCard, x: number, y: number, opts: { ring?: readonly boolean[]; faded?: boolean } = {}): void {
  cardBody(ctx, x, y, CARD_W, CARD_H, c.trend ? '#f0b400' : c.tag ? '#8a7a5a' : LINE, opts.faded);
  if (c.index !== undefined) badge(ctx, String(c.index), x + 4, y + 4, opts.faded ? MUTED : '#3b4350');
  if (c.tag) text(ctx, c.tag, x + CARD_W - 5, y + 15, 8.5, { colour: MUTED, align: 'right', weight: 600 });
  ctx.font = font(10, 700);
  const size = widthOf(ctx, c.title) <= CARD_W - 8 ? 10 : 8.5;
  text(ctx, c.title, x + CARD_W / 2, y + 31, size, { weight: 700, colour: opts.faded ? MUTED : INK, align: 'center', max: CARD_W - 6 });
  const r = 13;
  elementIcon(ctx, c.upper, x + CARD_W / 2, y + TITLE_H + 18, r, { ring: opts.ring?.[0], faded: opts.faded });
  ctx.beginPath();
  ctx.moveTo(x + 8, y + TITLE_H + 36);
  ctx.lineTo(x + CARD_W - 8, y + TITLE_H + 36);
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 1;
  ctx.stroke();
  elementIcon(ctx, c.lower, x + CARD_W / 2, y + TITLE_H + 54, r, { ring: opts.ring?.[1], faded: opts.faded });
}

/** How far down each card of a stack sits below the one before (it covers only the lower symbol). */
const STEP = TITLE_H + 36;
const STACK_W = CARD_W + 36;

function stackHeight(s: Stack): number {
  return 16 + (s.cards.length - 1) * STEP + CARD_H + 6 + s.caption.length * 13;
}

/** A game as its stacked cards at (x, y), its name above and its caption below; returns its height. */
export function drawStack(ctx: Ctx, s: Stack, x: number, y: number, w = STACK_W): number {
  ctx.font = font(11, 700);
  const size = widthOf(ctx, s.name) <= w - 2 ? 11 : 9.5;
  text(ctx, s.name, x + w / 2, y + 11, size, { weight: 700, align: 'center', max: w - 2, colour: s.out ? MUTED : INK });
  const cx = x + (w - CARD_W) / 2;
  s.cards.forEach((c, i) => {
    const last = i === s.cards.length - 1;
    drawCard(ctx, c, cx, y + 16 + i * STEP, { ring: [!s.out, last && !s.out], faded: s.out });
  });
  let cy = y + 16 + (s.cards.length - 1) * STEP + CARD_H + 16;
  for (const line of s.caption) {
    text(ctx, line, x + w / 2, cy, 10, { align: 'center', max: w, colour: s.out ? MUTED : INK, weight: line === s.caption[0] ? 600 : 400 });
    cy += 13;
  }
  if (s.out) {
    ctx.beginPath();
    ctx.moveTo(cx - 4, y + 20);
    ctx.lineTo(cx + CARD_W + 4, y + 16 + (s.cards.length - 1) * STEP + CARD_H - 4);
    ctx.strokeStyle = '#c0392b';
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  return stackHeight(s);
}

const LABEL_H = 17;
const LABEL_FONT = () => font(11, 600);

function perHandRow(): number {
  return Math.floor((WIDTH - 2 * PAD + GAP) / (CARD_W + GAP));
}

/** A hand's card as placed: its column and row, and its group's heading (over the group's first card) with the room it has. */
export interface PlacedCard {
  readonly card: ElementCard;
  readonly heading: string | null;
  readonly col: number;
  readonly row: number;
  /** How wide the heading may be: from its card to the picture's right edge. */
  readonly room: number;
}

/**
 * Where each card of a hand goes: the cards flow in rows of five, idea cards first, then
 * designer cards; a group whose heading would not fit between its first card and the right
 * edge (a designer group starting in the last column) starts on a new row instead of being cut.
 */
export function handLayout(ctx: Ctx, scene: Of<'hand'>): PlacedCard[] {
  const per = perHandRow();
  const placed: PlacedCard[] = [];
  let col = 0;
  let row = 0;
  for (const g of scene.groups) {
    g.cards.forEach((card, i) => {
      if (col >= per) [col, row] = [0, row + 1];
      const heading = i === 0 ? g.heading : null;
      if (heading && col > 0) {
        ctx.font = LABEL_FONT();
        if (widthOf(ctx, heading) > WIDTH - PAD - (PAD + col * (CARD_W + GAP))) [col, row] = [0, row + 1];
      }
      placed.push({ card, heading, col, row, room: WIDTH - PAD - (PAD + col * (CARD_W + GAP)) });
      col++;
    });
  }
  return placed;
}

export function handSize(ctx: Ctx, scene: Of<'hand'>): number {
  const rows = Math.max(1, (handLayout(ctx, scene).at(-1)?.row ?? 0) + 1);
  return HEAD + rows * (LABEL_H + CARD_H + GAP) + PAD - GAP;
}

/**
 * A hand, landscape so that it shows large in an embed (Discord shows pictures up to about
 * 400×300): the cards flow in rows of five, idea cards first, then designer cards after a gap;
 * each group's heading is written once, over its first card (see handLayout).
 */
export function drawHand(ctx: Ctx, scene: Of<'hand'>): void {
  heading(ctx, scene.title);
  const placed = handLayout(ctx, scene);
  if (placed.length === 0 && scene.empty) text(ctx, scene.empty, PAD, HEAD + LABEL_H + 14, 12, { colour: MUTED });
  for (const { card, heading: label, col, row, room } of placed) {
    const x = PAD + col * (CARD_W + GAP);
    const y = HEAD + row * (LABEL_H + CARD_H + GAP);
    if (label) {
      text(ctx, label, x, y + 12, 11, { weight: 600, colour: MUTED, max: room });
      if (col !== 0) {
        // A group that starts mid-row: a rule between the groups.
        ctx.beginPath();
        ctx.moveTo(x - GAP / 2, y + 4);
        ctx.lineTo(x - GAP / 2, y + LABEL_H + CARD_H);
        ctx.strokeStyle = MUTED;
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    }
    drawCard(ctx, card, x, y + LABEL_H);
  }
}

function perStackRow(): number {
  return Math.floor((WIDTH - 2 * PAD) / STACK_W);
}

const TILE_W = (WIDTH - 2 * PAD - GAP) / 2;
const TILE_H = 40;

/** A game as one tile: its name, the symbols it shows and its value. */
function drawTile(ctx: Ctx, s: Stack, x: number, y: number): void {
  cardBody(ctx, x, y, TILE_W, TILE_H, LINE);
  text(ctx, s.name, x + 8, y + 15, 10.5, { weight: 700, max: TILE_W - 16 });
  s.visible.forEach((el, i) => elementIcon(ctx, el, x + 16 + i * 19, y + 28, 7.5));
  text(ctx, s.caption[0] ?? '', x + TILE_W - 8, y + 32, 10, { align: 'right', weight: 600, colour: MUTED });
}

function tilesHeight(n: number): number {
  return Math.ceil(n / 2) * (TILE_H + GAP);
}

/** How much larger a featured game's cards are drawn than a stack's. */
const FEATURE_SCALE = 1.15;
const FEATURE_NAME = 20;
const FEATURE_LINE = 14;

/** The one game of a featured scene, if it is one. */
function featured(scene: Of<'stacks'>): Stack | null {
  const only = scene.groups.length === 1 && scene.groups[0]?.stacks.length === 1 ? scene.groups[0].stacks[0] : undefined;
  return scene.feature && only ? only : null;
}

/** A featured game's parts: its cards (scaled) on the left, its words to their right. */
function featureLayout(ctx: Ctx, scene: Of<'stacks'>, s: Stack): { cardsH: number; wordsX: number; wordsW: number; name: string[]; size: number; wordsH: number } {
  const cardsH = (16 + (s.cards.length - 1) * STEP + CARD_H + 6) * FEATURE_SCALE;
  const wordsX = PAD + STACK_W * FEATURE_SCALE + 12;
  const wordsW = WIDTH - PAD - wordsX;
  // The name large, smaller only if one of its words (a long compound) would not fit a line.
  const size =
    [FEATURE_NAME, 17, 14].find((px) => {
      ctx.font = font(px, 700);
      return s.name.split(' ').every((word) => widthOf(ctx, word) <= wordsW);
    }) ?? 14;
  ctx.font = font(size, 700);
  const name = wrap(ctx, s.name, wordsW, 3);
  const wordsH = name.length * (size + 4) + 10 + s.caption.length * (FEATURE_LINE + 6) + (scene.lines?.length ?? 0) * 15;
  return { cardsH, wordsX, wordsW, name, size, wordsH };
}

/** A featured game: the cards large on the left, its name, value and owner in large type beside them, centred on them. */
function drawFeature(ctx: Ctx, scene: Of<'stacks'>, s: Stack): void {
  const { cardsH, wordsX, wordsW, name, size, wordsH } = featureLayout(ctx, scene, s);
  ctx.save();
  ctx.translate(PAD, HEAD);
  ctx.scale(FEATURE_SCALE, FEATURE_SCALE);
  drawStack(ctx, { ...s, name: '', caption: [] }, 0, 0);
  ctx.restore();
  let y = HEAD + Math.max(0, (cardsH - wordsH) / 2) + size;
  for (const line of name) {
    text(ctx, line, wordsX, y, size, { weight: 700, colour: s.out ? MUTED : INK, max: wordsW });
    y += size + 4;
  }
  y += 10;
  s.caption.forEach((line, i) => {
    text(ctx, line, wordsX, y, FEATURE_LINE, { weight: i === 0 ? 700 : 400, colour: i === 0 ? INK : MUTED, max: wordsW });
    y += FEATURE_LINE + 6;
  });
  for (const line of scene.lines ?? []) {
    text(ctx, line, wordsX, y, 11, { max: wordsW });
    y += 15;
  }
}

export function stacksSize(ctx: Ctx, scene: Of<'stacks'>): number {
  const one = featured(scene);
  if (one) {
    const { cardsH, wordsH } = featureLayout(ctx, scene, one);
    return HEAD + Math.max(cardsH, wordsH) + PAD;
  }
  if (scene.compact) return HEAD + scene.groups.reduce((h, g) => h + 20 + Math.max(18, tilesHeight(g.stacks.length)), 0) + (scene.lines?.length ?? 0) * 15 + PAD - GAP;
  let h = HEAD;
  for (const g of scene.groups) {
    if (g.heading) h += 20;
    const per = perStackRow();
    for (let i = 0; i < g.stacks.length; i += per) h += Math.max(...g.stacks.slice(i, i + per).map(stackHeight)) + 10;
    if (g.stacks.length === 0) h += 18;
  }
  return h + (scene.lines?.length ?? 0) * 15 + PAD;
}

/** Games as stacks, grouped (by company, or the month's new games), with lines under them. */
export function drawStacks(ctx: Ctx, scene: Of<'stacks'>): void {
  heading(ctx, scene.title);
  const one = featured(scene);
  if (one) return drawFeature(ctx, scene, one);
  let y = HEAD;
  const per = perStackRow();
  for (const g of scene.groups) {
    if (g.heading) {
      text(ctx, g.heading, PAD, y + 13, 12, { weight: 600, colour: MUTED, max: WIDTH - 2 * PAD });
      y += 20;
    }
    if (g.stacks.length === 0) {
      if (g.empty) text(ctx, g.empty, PAD, y + 12, 11, { colour: MUTED });
      y += 18;
    }
    if (scene.compact) {
      g.stacks.forEach((s, i) => drawTile(ctx, s, PAD + (i % 2) * (TILE_W + GAP), y + Math.floor(i / 2) * (TILE_H + GAP)));
      y += tilesHeight(g.stacks.length);
      continue;
    }
    for (let i = 0; i < g.stacks.length; i += per) {
      const row = g.stacks.slice(i, i + per);
      row.forEach((s, j) => drawStack(ctx, s, PAD + j * STACK_W, y));
      y += Math.max(...row.map(stackHeight)) + 10;
    }
  }
  for (const line of scene.lines ?? []) {
    text(ctx, line, PAD, y + 11, 11, { max: WIDTH - 2 * PAD });
    y += 15;
  }
}

export function trendSize(scene: Of<'trend'>): number {
  return HEAD + Math.max(CARD_H, scene.lines.length * 17) + PAD;
}

/** The month's trend card, with what it favours beside it. */
export function drawTrend(ctx: Ctx, scene: Of<'trend'>): void {
  heading(ctx, scene.title);
  drawCard(ctx, scene.card, PAD, HEAD, { ring: [true, true] });
  scene.lines.forEach((line, i) => {
    ctx.font = font(12, i === 0 ? 600 : 400);
    const lines = wrap(ctx, line, WIDTH - 3 * PAD - CARD_W, 1);
    text(ctx, lines[0] ?? '', PAD * 2 + CARD_W, HEAD + 16 + i * 17, 12, { weight: i === 0 ? 600 : 400 });
  });
}

export function ceremonySize(scene: Of<'ceremony'>): number {
  let h = HEAD;
  for (const s of scene.steps) h += Math.max(CARD_H, 6 + s.lines.length * 15) + GAP + 4;
  return h + scene.lines.length * 17 + PAD;
}

/** The ceremony: each turned trend card and which games it knocks out, then the winner. */
export function drawCeremony(ctx: Ctx, scene: Of<'ceremony'>): void {
  heading(ctx, scene.title);
  let y = HEAD;
  scene.steps.forEach((s) => {
    drawCard(ctx, s.card, PAD, y, { ring: [true, true] });
    s.lines.forEach((line, i) => text(ctx, line, PAD * 2 + CARD_W, y + 14 + i * 15, i === 0 ? 12 : 11, { weight: i === 0 ? 600 : 400, max: WIDTH - 3 * PAD - CARD_W }));
    y += Math.max(CARD_H, 6 + s.lines.length * 15) + GAP + 4;
  });
  for (const line of scene.lines) {
    text(ctx, line, PAD, y + 12, 13, { weight: 700, max: WIDTH - 2 * PAD });
    y += 17;
  }
}
