// Spiel des Jahres pictures, each laid out for Discord's box (BOX: 400 × 300 units, a unit a CSS
// pixel where Discord shows it; no text under 11): idea and designer cards (a title, an upper and
// a lower element symbol), a hand in rows of five, games as stacks (each card covers the lower
// symbol of the one before, the visible symbols ringed), one game large, the table as tiles, the
// month's trend card, and the ceremony as a chart of contenders against the cards turned. Each
// kind holds a fixed number of things (HAND_PER_PICTURE, …), so a face splits larger content into
// several pictures without measuring anything.
import { badge, cardBody, crossMark, elementIcon, font, GOLD, INK, LINE, MUTED, roundRect, text, tickMark, wrap, type Ctx, widthOf } from './kit.js';
import { BOX, type ElementCard, type GameTile, type Scene, type Stack } from './scene.js';

/** The width every picture is laid out in: Discord's box (scene.ts). */
export const WIDTH = BOX.width;
const PAD = 10;
/** Where a picture's content starts, under its title. */
const TOP = 32;
const CARD_W = 72;
const GAP = 5;
/** The index row of a numbered card (a hand's), above its title. */
const INDEX_H = 18;
/** A card's title band, and where its divider lies below its top (or below the index row). */
const TITLE_H = 24;
const DIVIDER = TITLE_H + 32;
/** A card without an index row, and how far down each card of a stack sits below the one before (it covers only the lower symbol). */
const CARD_H = DIVIDER + 30;
const STEP = DIVIDER;
const DESIGNER_EDGE = '#8a7a5a';

type Of<K extends Scene['kind']> = Extract<Scene, { kind: K }>;

/** How many cards a hand picture holds: two rows of five. */
export const HAND_PER_PICTURE = 10;
/** How many games a picture of stacks holds side by side. */
export const STACKS_PER_PICTURE = 3;
/** How many games of one company a table picture holds (six rows of two). */
export const TABLE_TILES_PER_PICTURE = 12;
/** How many contenders a ceremony picture holds (its rows, heading, card heads and winner's line in 300 units). */
export const CEREMONY_PER_PICTURE = 6;

/** The heading of a picture. */
export function heading(ctx: Ctx, title: string, y = 22): void {
  text(ctx, title, PAD, y, 15, { weight: 700, max: WIDTH - 2 * PAD });
}

/** A small person, the mark of a designer contract, centred at (cx, cy). */
function person(ctx: Ctx, cx: number, cy: number): void {
  ctx.save();
  ctx.fillStyle = DESIGNER_EDGE;
  ctx.beginPath();
  ctx.arc(cx, cy - 3, 2.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, cy + 4.2, 4.2, 3.4, 0, Math.PI, 0);
  ctx.fill();
  ctx.restore();
}

const CARD_TITLE_W = CARD_W - 4;

/** A card's title as drawn: on one line at 12 (or 11) if it fits, else on two lines at 11 (a designer's name). */
export function cardTitle(ctx: Ctx, title: string): { lines: string[]; size: number } {
  for (const size of [12, 11]) {
    ctx.font = font(size, 700);
    if (widthOf(ctx, title) <= CARD_TITLE_W) return { lines: [title], size };
  }
  return { lines: wrap(ctx, title, CARD_TITLE_W, 2, { hyphens: true }), size: 11 };
}

/**
 * One card at (x, y): its index badge (if numbered), its title (on two lines if a designer's name
 * needs them, never under 11), the upper symbol, a rule and the lower symbol.
 */
export function drawCard(ctx: Ctx, c: ElementCard, x: number, y: number, opts: { ring?: readonly boolean[]; faded?: boolean } = {}): void {
  const top = c.index !== undefined ? INDEX_H : 0;
  cardBody(ctx, x, y, CARD_W, top + CARD_H, c.trend ? '#f0b400' : c.designer ? DESIGNER_EDGE : LINE, opts.faded);
  if (c.index !== undefined) badge(ctx, String(c.index), x + 4, y + 4, opts.faded ? MUTED : '#3b4350');
  if (c.designer) person(ctx, x + CARD_W - 11, y + 11);
  const colour = opts.faded ? MUTED : INK;
  const { lines, size } = cardTitle(ctx, c.title);
  const first = lines.length === 1 ? y + top + 18 : y + top + 11.5;
  lines.forEach((line, i) => text(ctx, line, x + CARD_W / 2, first + i * 11.5, size, { weight: 700, colour, align: 'center', max: CARD_TITLE_W }));
  const r = 11.5;
  elementIcon(ctx, c.upper, x + CARD_W / 2, y + top + TITLE_H + 16, r, { ring: opts.ring?.[0], faded: opts.faded });
  ctx.beginPath();
  ctx.moveTo(x + 8, y + top + DIVIDER);
  ctx.lineTo(x + CARD_W - 8, y + top + DIVIDER);
  ctx.strokeStyle = LINE;
  ctx.lineWidth = 1;
  ctx.stroke();
  elementIcon(ctx, c.lower, x + CARD_W / 2, y + top + DIVIDER + 15, r, { ring: opts.ring?.[1], faded: opts.faded });
}

// A hand: rows of five, in the order the text numbers the cards (ideas, then designers).

export function handSize(scene: Of<'hand'>): number {
  const rows = Math.max(1, Math.ceil(scene.cards.length / 5));
  return TOP + rows * (INDEX_H + CARD_H) + (rows - 1) * 6 + PAD;
}

/** A hand, numbered as in the text: at most two rows of five (a larger hand is several pictures). */
export function drawHand(ctx: Ctx, scene: Of<'hand'>): void {
  heading(ctx, scene.title);
  if (scene.cards.length === 0 && scene.empty) text(ctx, scene.empty, PAD, TOP + 20, 13, { colour: MUTED });
  scene.cards.forEach((card, i) => drawCard(ctx, card, PAD + (i % 5) * (CARD_W + GAP), TOP + Math.floor(i / 5) * (INDEX_H + CARD_H + 6)));
}

// Games as stacks: up to three side by side, each with its name above and its caption below.

const STACK_W = (WIDTH - 2 * PAD) / STACKS_PER_PICTURE;
const LINE_H = 13.5;

function stackNameLines(ctx: Ctx, s: Stack, w: number): { lines: string[]; size: number } {
  ctx.font = font(12, 700);
  const size = s.name.split(' ').every((word) => widthOf(ctx, word) <= w) ? 12 : 11;
  ctx.font = font(size, 700);
  return { lines: wrap(ctx, s.name, w, 2, { hyphens: true }), size };
}

function cardsHeight(s: Stack): number {
  return (s.cards.length - 1) * STEP + CARD_H;
}

/** A game as its stacked cards at (x, y) in a column `w` wide: its name above, its caption below. */
export function drawStack(ctx: Ctx, s: Stack, x: number, y: number, w = STACK_W): void {
  const colour = s.out ? MUTED : INK;
  const { lines, size } = stackNameLines(ctx, s, w - 4);
  let cy = y + 11;
  for (const line of lines) {
    text(ctx, line, x + w / 2, cy, size, { weight: 700, align: 'center', max: w - 4, colour });
    cy += LINE_H;
  }
  const top = y + 2 * LINE_H + 2;
  const cx = x + (w - CARD_W) / 2;
  s.cards.forEach((c, i) => drawCard(ctx, c, cx, top + i * STEP, { ring: [!s.out, i === s.cards.length - 1 && !s.out], faded: s.out }));
  let by = top + cardsHeight(s) + 4 + 11;
  s.caption.forEach((line, i) => {
    text(ctx, line, x + w / 2, by, i === 0 ? 12 : 11, { align: 'center', max: w - 4, colour: s.out ? MUTED : i === 0 ? INK : MUTED, weight: i === 0 ? 600 : 400 });
    by += LINE_H;
  });
}

function stackHeight(s: Stack): number {
  return 2 * LINE_H + 2 + cardsHeight(s) + 4 + s.caption.length * LINE_H;
}

/** How much larger a featured game's cards are drawn than a stack's. */
const FEATURE_SCALE = 1.15;

/** A featured game's words beside its cards: its name large (smaller only if a word would not fit a line), caption, lines. */
function featureWords(ctx: Ctx, scene: Of<'stacks'>, s: Stack): { x: number; w: number; name: string[]; size: number; height: number } {
  const x = PAD + CARD_W * FEATURE_SCALE + 18;
  const w = WIDTH - PAD - x;
  const size =
    [20, 17, 14].find((px) => {
      ctx.font = font(px, 700);
      return s.name.split(/\s|(?<=-)/).every((word) => widthOf(ctx, word) <= w);
    }) ?? 14;
  ctx.font = font(size, 700);
  const name = wrap(ctx, s.name, w, 3, { hyphens: true });
  const height = name.length * (size + 4) + 8 + s.caption.length * 20 + (scene.lines?.length ? 6 + scene.lines.length * 17 : 0);
  return { x, w, name, size, height };
}

/** One game large: the cards on the left, its name, value, owner and any lines beside them, centred on them. */
function drawFeature(ctx: Ctx, scene: Of<'stacks'>, s: Stack): void {
  const cardsH = cardsHeight(s) * FEATURE_SCALE;
  ctx.save();
  ctx.translate(PAD, TOP);
  ctx.scale(FEATURE_SCALE, FEATURE_SCALE);
  s.cards.forEach((c, i) => drawCard(ctx, c, 0, i * STEP, { ring: [!s.out, i === s.cards.length - 1 && !s.out], faded: s.out }));
  ctx.restore();
  const words = featureWords(ctx, scene, s);
  let y = TOP + Math.max(0, (cardsH - words.height) / 2);
  for (const line of words.name) {
    text(ctx, line, words.x, y + words.size, words.size, { weight: 700, colour: s.out ? MUTED : INK, max: words.w });
    y += words.size + 4;
  }
  y += 8;
  s.caption.forEach((line, i) => {
    text(ctx, line, words.x, y + 15, 14, { weight: i === 0 ? 700 : 400, colour: i === 0 ? INK : MUTED, max: words.w });
    y += 20;
  });
  if (scene.lines?.length) y += 6;
  for (const line of scene.lines ?? []) {
    text(ctx, line, words.x, y + 13, 12, { max: words.w });
    y += 17;
  }
}

export function stacksSize(ctx: Ctx, scene: Of<'stacks'>): number {
  const one = scene.stacks[0];
  if (scene.feature && one) return TOP + Math.max(cardsHeight(one) * FEATURE_SCALE, featureWords(ctx, scene, one).height) + PAD;
  return TOP + Math.max(0, ...scene.stacks.map(stackHeight)) + (scene.lines?.length ?? 0) * 16 + 6;
}

/** Games as stacks side by side (a month's new games), or one game large (`feature`). */
export function drawStacks(ctx: Ctx, scene: Of<'stacks'>): void {
  heading(ctx, scene.title);
  const one = scene.stacks[0];
  if (scene.feature && one) return drawFeature(ctx, scene, one);
  // Fewer than three games sit centred, each in a column as wide as three would have.
  const x0 = PAD + ((STACKS_PER_PICTURE - Math.min(STACKS_PER_PICTURE, scene.stacks.length)) * STACK_W) / 2;
  scene.stacks.forEach((s, i) => drawStack(ctx, s, x0 + i * STACK_W, TOP));
  let y = TOP + Math.max(0, ...scene.stacks.map(stackHeight)) + 12;
  for (const line of scene.lines ?? []) {
    text(ctx, line, PAD, y, 12, { max: WIDTH - 2 * PAD });
    y += 16;
  }
}

// The table: each company's heading and its games as tiles, two to a row.

const TILE_W = (WIDTH - 2 * PAD - 6) / 2;
const TILE_H = 34;
const TILE_ROW = TILE_H + 4;
const COMPANY_HEAD = 20;
const NO_GAMES = 17;

/** The height of a table picture whose companies have these numbers of games: a face fills each picture up to BOX.height. */
export function tableHeight(games: readonly number[]): number {
  return TOP + games.reduce((h, n) => h + COMPANY_HEAD + (n === 0 ? NO_GAMES : Math.ceil(n / 2) * TILE_ROW), 0) + 4;
}

function drawTile(ctx: Ctx, g: GameTile, x: number, y: number): void {
  cardBody(ctx, x, y, TILE_W, TILE_H, LINE);
  text(ctx, g.name, x + 8, y + 14.5, 12, { weight: 700, max: TILE_W - 16 });
  g.visible.forEach((el, i) => elementIcon(ctx, el, x + 15 + i * 15, y + 24, 6));
  text(ctx, g.value, x + TILE_W - 8, y + 28, 11, { align: 'right', weight: 600, colour: MUTED, max: TILE_W - 16 - g.visible.length * 15 - 6 });
}

export function drawTable(ctx: Ctx, scene: Of<'table'>): void {
  heading(ctx, scene.title);
  let y = TOP;
  for (const c of scene.companies) {
    text(ctx, c.heading, PAD, y + 14, 13, { weight: 600, colour: MUTED, max: WIDTH - 2 * PAD });
    y += COMPANY_HEAD;
    if (c.games.length === 0) {
      if (c.empty) text(ctx, c.empty, PAD, y + 11, 11, { colour: MUTED });
      y += NO_GAMES;
      continue;
    }
    c.games.forEach((g, i) => drawTile(ctx, g, PAD + (i % 2) * (TILE_W + 6), y + Math.floor(i / 2) * TILE_ROW));
    y += Math.ceil(c.games.length / 2) * TILE_ROW;
  }
}

export function tableSize(scene: Of<'table'>): number {
  return tableHeight(scene.companies.map((c) => c.games.length));
}

// The month's trend card, large, with what it favours beside it.

const TREND_SCALE = 1.25;

export function trendSize(): number {
  return TOP + CARD_H * TREND_SCALE + PAD + 4;
}

export function drawTrend(ctx: Ctx, scene: Of<'trend'>): void {
  heading(ctx, scene.title);
  ctx.save();
  ctx.translate(PAD, TOP + 2);
  ctx.scale(TREND_SCALE, TREND_SCALE);
  drawCard(ctx, scene.card, 0, 0, { ring: [true, true] });
  ctx.restore();
  const x = PAD + CARD_W * TREND_SCALE + 18;
  const w = WIDTH - PAD - x;
  let y = TOP + 26;
  scene.lines.forEach((line, i) => {
    const size = i === 0 ? 14 : 13;
    ctx.font = font(size, i === 0 ? 700 : 400);
    for (const part of wrap(ctx, line, w, 2)) {
      text(ctx, part, x, y, size, { weight: i === 0 ? 700 : 400, max: w });
      y += size + 5;
    }
    if (i === 0) y += 6;
  });
}

// The ceremony: the contenders as rows (name, visible symbols, value and owner), the cards turned
// as columns, and in each cell what that card did to that game: knocked it out (a red cross) or
// left it in (a tick); the symbols that kept a game in ringed in the trend card's gold; the
// winner's row in gold.

const COLUMNS_TOP = TOP;
const ROWS_TOP = TOP + 48;
const ROW_H = 31;
const TREND_GOLD = '#f0b400';

function columnWidth(n: number): number {
  return Math.max(22, Math.min(36, Math.floor(200 / Math.max(1, n))));
}

export function ceremonySize(scene: Of<'ceremony'>): number {
  return ROWS_TOP + scene.rows.length * ROW_H + 6 + scene.lines.length * 19 + 6;
}

export function drawCeremony(ctx: Ctx, scene: Of<'ceremony'>): void {
  heading(ctx, scene.title);
  const cw = columnWidth(scene.columns.length);
  const cellsX = WIDTH - PAD - scene.columns.length * cw;
  // The columns' heads: the number of each card turned and the card's two symbols; "€" for the values.
  scene.columns.forEach((col, i) => {
    const cx = cellsX + i * cw + cw / 2;
    text(ctx, col.label, cx, COLUMNS_TOP + 10, 11, { weight: 700, align: 'center', colour: MUTED });
    const w = Math.min(26, cw - 4);
    if (col.card) {
      // A card set aside (it would have knocked out every game) is drawn faded, with no marks under it.
      const aside = !col.card.trend;
      cardBody(ctx, cx - w / 2, COLUMNS_TOP + 14, w, 32, aside ? LINE : TREND_GOLD, aside);
      const r = Math.min(7, w / 2 - 3);
      elementIcon(ctx, col.card.upper, cx, COLUMNS_TOP + 22.5, r, { faded: aside });
      elementIcon(ctx, col.card.lower, cx, COLUMNS_TOP + 37.5, r, { faded: aside });
    } else {
      ctx.beginPath();
      ctx.arc(cx, COLUMNS_TOP + 30, 10, 0, Math.PI * 2);
      ctx.fillStyle = GOLD;
      ctx.fill();
      text(ctx, '€', cx, COLUMNS_TOP + 34.5, 12, { weight: 700, align: 'center', colour: '#ffffff' });
    }
  });
  const nameW = cellsX - PAD - 8;
  scene.rows.forEach((row, r) => {
    const y = ROWS_TOP + r * ROW_H;
    const out = row.marks.includes('out');
    if (row.winner) {
      roundRect(ctx, PAD - 4, y, WIDTH - 2 * PAD + 8, ROW_H - 2, 6);
      ctx.fillStyle = '#f6e3a6';
      ctx.fill();
    } else if (r > 0) {
      ctx.beginPath();
      ctx.moveTo(PAD, y - 1);
      ctx.lineTo(WIDTH - PAD, y - 1);
      ctx.strokeStyle = LINE;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    text(ctx, row.name, PAD, y + 13, 12, { weight: 700, colour: out ? MUTED : INK, max: nameW });
    row.visible.forEach((el, i) => {
      const cx = PAD + 8 + i * 17;
      if (row.lit?.[i]) {
        ctx.beginPath();
        ctx.arc(cx, y + 22, 7, 0, Math.PI * 2);
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = TREND_GOLD;
        ctx.stroke();
      }
      elementIcon(ctx, el, cx, y + 22, 5.5, { faded: out && !row.lit?.[i] });
    });
    const sx = PAD + row.visible.length * 17 + 5;
    text(ctx, row.caption, sx, y + 26, 11, { colour: MUTED, max: nameW - (sx - PAD) });
    row.marks.forEach((mark, i) => {
      const cx = cellsX + i * cw + cw / 2;
      if (mark === 'out') crossMark(ctx, cx, y + 14.5, 8);
      else if (mark === 'in') tickMark(ctx, cx, y + 14.5, 7);
    });
  });
  let y = ROWS_TOP + scene.rows.length * ROW_H + 6 + 13;
  for (const line of scene.lines) {
    text(ctx, line, PAD, y, 13, { weight: 700, max: WIDTH - 2 * PAD });
    y += 19;
  }
}

