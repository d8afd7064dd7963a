// The Award table at a glance: one tile for the table itself (the turn, whose it is and its
// phase, what the game waits for, the Awards nobody holds, the token legend), one per agency
// (seat, name and Player card, cash, cards in hand, tokens available and expended, Awards,
// Accounts with allocated and missing upkeep, creatives with their tokens), two columns, as
// award-layout.ts places them, and the decks and discards across the foot of the first picture.
import { cardBody, font, INK, LINE as RULE, MUTED, paper, text, widthOf, wrap, type Ctx } from './kit.js';
import { agencyHeight, BAND, BOARD_HEAD, LINE, M, MAX_TILE_ITEMS, MIN_TEXT, PILE_GAP, pileLines, pilesHeight, placeTiles, tableHeight, tableLineCount, TILE_W, W } from './award-layout.js';
import { ACTIVE, building, cardBack, chip, chips, chipsWidth, DARK, dot, GOLD, KIND_COLOURS, person, trophy, turnMarker, type ChipStyle } from './award-draw.js';
import type { AgencyTile, AwardScene, TableTile, TileItem, TokenCount } from './scene.js';

type Board = Extract<AwardScene, { kind: 'award-board' }>;

const TEXT = MIN_TEXT;
const ITEM_CHIP = 13;

function heights(scene: Board): number[] {
  return [...(scene.table ? [tableHeight(scene.table)] : []), ...scene.agencies.map(agencyHeight)];
}

function layout(scene: Board): ReturnType<typeof placeTiles> {
  return placeTiles(heights(scene), scene.table ? M : M + BOARD_HEAD, scene.table ? pilesHeight(scene.table.piles) : 0);
}

export function boardSize(scene: Board): { width: number; height: number } {
  return { width: W, height: layout(scene).height };
}

export function drawBoard(ctx: Ctx, scene: Board): void {
  const { placed, height } = layout(scene);
  paper(ctx, W, height);
  let i = 0;
  if (scene.table) {
    const p = placed[i++];
    if (p) drawTable(ctx, scene.title, scene.table, p.x, p.y, p.h);
    drawPiles(ctx, scene.table.piles, height - M - pilesHeight(scene.table.piles) + 4);
  } else text(ctx, scene.title, M, M + 14, 13, { weight: 700, max: W - 2 * M });
  for (const a of scene.agencies) {
    const p = placed[i++];
    if (p) drawAgency(ctx, a, p.x, p.y, p.h);
  }
}

/** The decks and discards across the foot: each its label, its count in bold, its note. */
function drawPiles(ctx: Ctx, piles: TableTile['piles'], top: number): void {
  let k = 0;
  pileLines(piles).forEach((count, line) => {
    let x = M;
    const y = top + line * LINE + 11.5;
    for (const p of piles.slice(k, k + count)) {
      x += text(ctx, p.label, x, y, TEXT, { colour: MUTED }) + 4;
      x += text(ctx, p.value, x, y, TEXT, { weight: 700 });
      if (p.note) x += 4 + text(ctx, p.note, x + 4, y, TEXT, { colour: MUTED, max: W - M - x - 4 });
      x += PILE_GAP;
    }
    k += count;
  });
}

/** A tile's card with its coloured band across the top. */
function tile(ctx: Ctx, x: number, y: number, h: number, band: string, frame: string): void {
  cardBody(ctx, x, y, TILE_W, h, frame);
  ctx.beginPath();
  ctx.roundRect(x, y, TILE_W, BAND, [8, 8, 0, 0]);
  ctx.fillStyle = band;
  ctx.fill();
}

function drawTable(ctx: Ctx, title: string, t: TableTile, x: number, y: number, h: number): void {
  tile(ctx, x, y, h, INK, RULE);
  const right = x + TILE_W - 8;
  text(ctx, title, x + 8, y + 15.5, 12, { weight: 700, colour: '#ffffff', max: TILE_W - 16 });
  let ly = y + BAND + 4;
  if (t.ended) trophy(ctx, x + 7, ly + 1, 13, GOLD);
  else turnMarker(ctx, x + 8, ly + 2, 11, ACTIVE);
  text(ctx, t.active, x + 23, ly + 11.5, TEXT, { weight: 700, max: right - x - 23 });
  ly += LINE;
  ctx.font = font(TEXT);
  for (const line of t.lines) {
    for (const part of wrap(ctx, line, TILE_W - 16, tableLineCount(line))) {
      text(ctx, part, x + 8, ly + 11.5, TEXT, { colour: INK, max: TILE_W - 16 });
      ly += LINE;
    }
  }
  // The legend of the token chips.
  ly += 3;
  let lx = x + 8;
  lx += chip(ctx, 'A', 1, lx, ly, 'solid', false) + 4;
  lx += text(ctx, t.legend.available, lx, ly + 11.5, TEXT, { colour: MUTED, max: (TILE_W - 16) / 2 - 24 }) + 10;
  lx += chip(ctx, 'A', 1, lx, ly, 'outline', false) + 4;
  text(ctx, t.legend.expended, lx, ly + 11.5, TEXT, { colour: MUTED, max: right - lx });
}

function drawAgency(ctx: Ctx, a: AgencyTile, x: number, y: number, h: number): void {
  ctx.save();
  if (a.out) ctx.globalAlpha = 0.55;
  const band = a.winner ? GOLD : a.active ? ACTIVE : a.out ? '#8a9099' : DARK;
  tile(ctx, x, y, h, band, a.winner ? GOLD : a.active ? ACTIVE : RULE);
  const right = x + TILE_W - 8;
  // The band: turn marker or trophy, seat, name, then the Player card in what room is left; cash on the right.
  let bx = x + 7;
  if (a.active) {
    turnMarker(ctx, bx, y + 5, 12, '#ffffff');
    bx += 14;
  }
  if (a.winner) {
    trophy(ctx, bx, y + 4, 14, '#ffffff');
    bx += 17;
  }
  // The cards in hand: on the right of the tokens line, or in the band when the tokens need the whole line.
  const ty = y + BAND + 4;
  ctx.font = font(TEXT, 600);
  const hand = `${a.hand}`;
  const hw = widthOf(ctx, hand) + 15;
  const tokensW = chipsWidth(ctx, a.available) + 4 + chipsWidth(ctx, a.expended);
  const handInBand = tokensW > TILE_W - 16 - hw - 6;
  let cash = text(ctx, a.cash, right, y + 15.5, 12, { weight: 700, colour: '#ffffff', align: 'right' });
  if (handInBand) {
    text(ctx, hand, right - cash - 8, y + 15.5, TEXT, { weight: 600, colour: 'rgba(255,255,255,0.8)', align: 'right' });
    cardBack(ctx, right - cash - 8 - hw, y + 5, 12, 'rgba(255,255,255,0.8)');
    cash += hw + 8;
  } else {
    text(ctx, hand, right, ty + 11.5, TEXT, { weight: 600, colour: MUTED, align: 'right' });
    cardBack(ctx, right - hw, ty + 1.5, 12, MUTED);
  }
  bx += text(ctx, `${a.seat}`, bx, y + 15.5, TEXT, { weight: 600, colour: 'rgba(255,255,255,0.75)' }) + 5;
  const room = right - cash - 8 - bx;
  bx += text(ctx, a.name, bx, y + 15.5, 12, { weight: 700, colour: '#ffffff', max: room }) + 6;
  // The Player card gives way to the name: shown when at least a word of it fits.
  if (right - cash - 8 - bx >= 40) text(ctx, a.player, bx, y + 15.5, TEXT, { weight: 600, colour: 'rgba(255,255,255,0.8)', max: right - cash - 8 - bx });
  // Tokens: available (solid), expended (outlined).
  let tx = x + 8;
  tx += chips(ctx, a.available, tx, ty, 'solid');
  if (tx > x + 8) tx += 4;
  tx += chips(ctx, a.expended, tx, ty, 'outline');
  if (tx === x + 8) text(ctx, '—', tx, ty + 11.5, TEXT, { colour: MUTED });
  // What it has in play, a line each.
  let iy = ty + 18;
  for (const item of a.items.slice(0, MAX_TILE_ITEMS)) {
    drawItem(ctx, item, x, iy, right);
    iy += LINE;
  }
  ctx.restore();
}

/** Chips of a line, from the right edge leftwards; returns where they begin. */
function chipsLeft(ctx: Ctx, t: TokenCount, right: number, y: number, style: ChipStyle): number {
  const w = chipsWidth(ctx, t);
  if (w === 0) return right;
  // Item lines are 15 units apart: their chips are 13 high (the same 11-unit letters).
  chips(ctx, t, right - w + 3, y + 1, style, ITEM_CHIP);
  return right - w;
}

function missing(upkeep: TokenCount, allocated: TokenCount): TokenCount {
  return { A: Math.max(0, upkeep.A - allocated.A), D: Math.max(0, upkeep.D - allocated.D), T: Math.max(0, upkeep.T - allocated.T) };
}

function drawItem(ctx: Ctx, item: TileItem, x: number, y: number, right: number): void {
  const base = y + 11.5;
  const ix = x + 8;
  const nx = x + 24;
  let end = right;
  switch (item.kind) {
    case 'creative':
      person(ctx, ix, y + 1.5, 12, KIND_COLOURS.creative as string);
      if (item.tokens) end = chipsLeft(ctx, item.tokens, end, y, 'pale') - 3;
      break;
    case 'account': {
      building(ctx, ix, y + 1.5, 12, KIND_COLOURS.account as string);
      const lack = item.upkeep && item.tokens ? missing(item.upkeep, item.tokens) : null;
      if (lack) end = chipsLeft(ctx, lack, end, y, 'missing') - 1;
      if (item.tokens) end = chipsLeft(ctx, item.tokens, end, y, 'solid') - 3;
      break;
    }
    case 'award':
      trophy(ctx, ix, y + 1, 13, GOLD);
      break;
    case 'note':
      dot(ctx, ix, y + 1.5, 12, MUTED);
      break;
  }
  const colour = item.warn ? '#c0392b' : item.kind === 'note' ? MUTED : INK;
  const weight = item.kind === 'award' ? 700 : 600;
  if (item.tag) {
    // The tag gives way to the name: shown only when the whole name fits beside it.
    ctx.font = font(TEXT, 600);
    const tw = widthOf(ctx, item.tag);
    ctx.font = font(TEXT, weight);
    if (widthOf(ctx, item.name) + tw + 5 <= end - nx || item.warn) {
      text(ctx, item.tag, end, base, TEXT, { colour: item.warn ? '#c0392b' : MUTED, align: 'right', weight: 600 });
      end -= tw + 5;
    }
  }
  text(ctx, item.name, nx, base, TEXT, { weight, colour, max: end - nx });
}
