// Where things go in The Award Winning Game's pictures, as arithmetic only (no canvas): the face
// splits a table or a hand into pictures while it builds a message, on the acknowledgement path,
// where nothing may draw or load fonts; the painter places the same things the same way.
//
// The rule every picture keeps: laid out for Discord's embed box (about 400 × 300 pixels on a
// desktop, scaled down to fit, never scrolled): 400 units wide, at most 300 high, so a unit is a
// pixel as Discord shows it, and no text under 11 units. What does not fit is another picture.
import type { AgencyTile, PileLine, TableTile, TextCard } from './scene.js';

export const W = 400;
export const MAX_H = 300;
/** The smallest text size drawn, in units (= pixels at the size Discord shows the picture). */
export const MIN_TEXT = 11;
/** The margin around a picture's content, and the gap between tiles and cards. */
export const M = 8;
export const GAP = 8;

// ---------------------------------------------------------------------------------------------
// Text widths, estimated: Inter's advance widths per character in hundredths of an em, rounded
// up, measured from the bundled font (a test holds them to it); BOLD is the wider of semi-bold
// and bold. Kerning only narrows a line, so a line wrapped with these breaks no later than the
// painter's: the estimate never has fewer lines.

const CHARS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~·ÄÖÜßäöü×–—‘’“”„•…€éèàçñ";
const REGULAR = '29 29 47 64 65 99 65 30 37 37 51 67 29 46 29 37 64 41 61 62 65 60 63 57 62 63 29 31 67 67 67 52 97 69 66 74 73 61 60 75 75 27 58 68 57 91 76 77 64 77 65 65 65 75 69 99 69 68 63 37 37 37 48 46 33 57 62 58 62 59 38 62 60 25 25 55 25 88 60 60 62 62 38 53 33 60 57 82 55 57 56 43 34 43 67 29 69 77 75 62 57 60 60 67 50 100 27 27 45 45 43 57 87 67 59 59 57 58 60';
const BOLD = '26 34 56 65 66 102 68 34 38 38 56 68 34 47 34 39 68 44 63 65 68 63 65 59 66 65 34 35 68 68 68 56 102 75 67 74 73 61 59 76 75 29 59 72 57 94 77 78 65 78 66 66 67 74 75 104 74 74 67 38 39 38 49 48 37 59 64 59 64 60 40 64 63 28 28 59 28 92 63 62 64 64 41 57 37 63 60 86 59 61 58 47 38 47 68 34 75 78 74 66 59 62 63 68 50 100 32 32 54 54 51 51 101 69 60 60 59 59 63';
/** A character not in the table counts as wide as the widest letter. */
const UNKNOWN = 105;

function table(widths: string): Map<string, number> {
  const w = widths.split(' ').map(Number);
  return new Map([...CHARS].map((c, i) => [c, w[i] as number]));
}
const ADVANCES = { regular: table(REGULAR), bold: table(BOLD) };

/** The estimated width of `s` at `size` units (`bold`: semi-bold or bold, which are never narrower). */
export function estimateWidth(s: string, size: number, bold = false): number {
  const t = bold ? ADVANCES.bold : ADVANCES.regular;
  let w = 0;
  for (const c of s) w += t.get(c) ?? UNKNOWN;
  return (w * size) / 100;
}

/** How many lines `text` wraps to in `max` units (words broken at spaces, markdown emphasis dropped, as kit.wrap does). */
export function estimateLines(text: string, max: number, size: number, bold = false): number {
  const space = estimateWidth(' ', size, bold);
  let lines = 0;
  let line = -1;
  for (const word of text.replace(/\*+/g, '').split(' ')) {
    const w = estimateWidth(word, size, bold);
    if (line >= 0 && line + space + w <= max) line += space + w;
    else {
      lines++;
      line = w;
    }
  }
  return Math.max(1, lines);
}

// ---------------------------------------------------------------------------------------------
// The table: tiles in two columns, each tile into the shorter column, a new picture when a tile
// does not fit under the tallest allowed. A tile's lines are cut to its width (never wrapped), so
// its height follows from what it lists. The first picture has the table's own tile (the turn,
// whose it is, its phase, what the game waits for, the token legend) and, across its foot, the
// decks and discards; a further picture has the turn as its heading.

export const TILE_W = (W - 2 * M - GAP) / 2;
export const BAND = 22;
export const LINE = 15;
/** An agency tile's band (seat, name, Player card, cash) and its tokens line (and hand size). */
const TILE_HEAD = BAND + 4 + 18;
const TILE_FOOT = 5;
/** The most lines a tile lists: one more would not fit a picture (the face says "+ N more"). */
export const MAX_TILE_ITEMS = Math.floor((MAX_H - 2 * M - TILE_HEAD - TILE_FOOT) / LINE);

export function agencyHeight(a: Pick<AgencyTile, 'items'>): number {
  return TILE_HEAD + LINE * Math.min(a.items.length, MAX_TILE_ITEMS) + TILE_FOOT;
}

/** How many lines a line of the table's tile takes: wrapped to the tile, at most two. */
export function tableLineCount(line: string): number {
  return Math.min(2, estimateLines(line, TILE_W - 16, MIN_TEXT));
}

/** The legend of the token chips at the foot of the table's tile. */
export const LEGEND = 20;

/** The table's tile: its band, whose turn, its lines, the legend. */
export function tableHeight(t: Pick<TableTile, 'lines'>): number {
  const lines = t.lines.reduce((n, l) => n + tableLineCount(l), 0);
  return BAND + 4 + LINE * (1 + lines) + LEGEND + TILE_FOOT;
}

/** A pile as drawn across the foot: its label, its count in bold, its note; and the gap after it. */
export const PILE_GAP = 14;
function pileWidth(p: PileLine): number {
  return estimateWidth(p.label, MIN_TEXT) + 4 + estimateWidth(p.value, MIN_TEXT, true) + (p.note ? 4 + estimateWidth(p.note, MIN_TEXT) : 0);
}

/** The piles across the foot of the first picture: how many go on each line (as many as fit in order). */
export function pileLines(piles: readonly PileLine[]): number[] {
  const lines: number[] = [];
  let used = Infinity;
  for (const p of piles) {
    const w = pileWidth(p);
    if (used + PILE_GAP + w <= W - 2 * M) {
      used += PILE_GAP + w;
      lines[lines.length - 1] = (lines.at(-1) as number) + 1;
    } else {
      lines.push(1);
      used = w;
    }
  }
  return lines;
}

/** The height the piles take at the foot (with the gap above them). */
export function pilesHeight(piles: readonly PileLine[]): number {
  return piles.length ? pileLines(piles).length * LINE + 4 : 0;
}

export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly h: number;
}

/** The heading of a picture of the table without the table's tile (the turn, and which part this is). */
export const BOARD_HEAD = 24;

/** The tiles stacked in the columns `column(i)` picks, from `top`: where each goes, and the lower column's foot. */
function stack(heights: readonly number[], top: number, column: (i: number, tops: readonly number[]) => number): { placed: Placed[]; bottom: number } {
  const tops = [top, top];
  const placed = heights.map((h, i) => {
    const col = column(i, tops);
    const at = { x: M + col * (TILE_W + GAP), y: tops[col] as number, h };
    tops[col] = (tops[col] as number) + h + GAP;
    return at;
  });
  return { placed, bottom: Math.max(...tops) };
}

/**
 * The tiles of one picture placed in two columns from `top`, and the picture's height with `foot`
 * units below them (the piles). Each tile goes under the one before it in its column: into the
 * shorter column, unless another choice of columns (the first tile always top left) makes the
 * picture lower, so that more fits in one picture.
 */
export function placeTiles(heights: readonly number[], top = M, foot = 0): { placed: Placed[]; height: number } {
  let best = stack(heights, top, (_, tops) => ((tops[1] as number) < (tops[0] as number) ? 1 : 0));
  for (let mask = 0; mask < 1 << heights.length; mask += 2) {
    const other = stack(heights, top, (i) => (mask >> i) & 1);
    if (other.bottom < best.bottom) best = other;
  }
  return { placed: best.placed, height: best.bottom - GAP + foot + M };
}

/**
 * The table split into pictures: for each, how many tiles it takes (in order). The first starts
 * with the table's own tile and has `foot` units of piles below its tiles; the others have the
 * turn as a heading.
 */
export function tilePages(heights: readonly number[], foot = 0): number[] {
  const pages: number[] = [];
  let start = 0;
  while (start < heights.length) {
    const first = start === 0;
    const top = first ? M : M + BOARD_HEAD;
    let n = 1;
    while (start + n < heights.length && placeTiles(heights.slice(start, start + n + 1), top, first ? foot : 0).height <= MAX_H) n++;
    pages.push(n);
    start += n;
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Printed cards: 3 or 2 columns (whichever fits more cards in one picture, then the lower one),
// each card, in hand order, at the foot of the shortest column, as tall as its text needs.

export const CARD_TITLE = 12;
export const CARD_TEXT = 11;
export const CARD_LINE = 14;
export const CARD_PAD = 8;
/** The index badge before a card's title. */
export const BADGE_W = 22;
export const CARDS_TOP = 30;
const MAX_TITLE_LINES = 2;

type CardText = Pick<TextCard, 'title' | 'body' | 'index'>;

export function cardWidth(columns: number): number {
  return columns === 1 ? 260 : (W - 2 * M - (columns - 1) * GAP) / columns;
}

/** The lines of a card's title and body at a card width. */
export function cardLines(c: CardText, width: number): { title: number; body: number } {
  const inner = width - 2 * CARD_PAD;
  const title = Math.min(MAX_TITLE_LINES, estimateLines(c.title, inner - (c.index !== undefined ? BADGE_W : 0), CARD_TITLE, true));
  return { title, body: c.body ? estimateLines(c.body, inner, CARD_TEXT) : 0 };
}

/** A card's height at a width: its title band, its kind, its text. */
export function cardHeight(c: CardText, width: number): number {
  const l = cardLines(c, width);
  return titleBand(l.title) + 16 + l.body * CARD_LINE + CARD_PAD;
}

export function titleBand(lines: number): number {
  return 8 + lines * 15;
}

/**
 * The cards of one picture placed in `columns`, and the picture's height. `heightOf` is the
 * estimate here; the painter passes the heights it measures (never more than the estimate).
 */
export function placeCards<C extends CardText>(cards: readonly C[], columns: number, heightOf: (c: C, width: number) => number = cardHeight): { placed: Placed[]; height: number } {
  const width = cardWidth(columns);
  const tops = Array.from({ length: columns }, () => CARDS_TOP);
  const placed = cards.map((c) => {
    let col = 0;
    for (let k = 1; k < columns; k++) if ((tops[k] as number) < (tops[col] as number)) col = k;
    const h = heightOf(c, width);
    const at = { x: M + col * (width + GAP), y: tops[col] as number, h };
    tops[col] = (tops[col] as number) + h + GAP;
    return at;
  });
  // Fewer cards than columns: the row is centred (the card being played, a short last picture).
  if (cards.length < columns || columns === 1) {
    const shift = (W - cards.length * width - (cards.length - 1) * GAP) / 2 - M;
    return { placed: placed.map((p) => ({ ...p, x: p.x + shift })), height: Math.max(...tops) - GAP + M };
  }
  return { placed, height: Math.max(...tops) - GAP + M };
}

/** The cards split into pictures: for each, how many cards (in order) and in how many columns. */
export function cardPages(cards: readonly CardText[]): { count: number; columns: number }[] {
  const pages: { count: number; columns: number }[] = [];
  let start = 0;
  while (start < cards.length) {
    const rest = cards.slice(start);
    let best = { count: 0, columns: 1, height: Infinity };
    for (const columns of [3, 2]) {
      let count = 0;
      while (count < rest.length && placeCards(rest.slice(0, count + 1), columns).height <= MAX_H) count++;
      const height = count ? placeCards(rest.slice(0, count), columns).height : Infinity;
      if (count > best.count || (count === best.count && height < best.height)) best = { count, columns, height };
    }
    // A card too long even two to a row: alone and wide (its text cut to the picture if it must be).
    if (best.count === 0) best = { count: 1, columns: 1, height: MAX_H };
    pages.push({ count: best.count, columns: best.columns });
    start += best.count;
  }
  return pages;
}
