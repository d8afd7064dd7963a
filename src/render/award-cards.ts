// The Award Winning Game's printed cards: a page of a hand (or the card being played) as a grid
// of cards, each with its title on a band in its family's colour, its kind and its printed text;
// and the auction: the card under auction beside every bidder's bid, value and standing.
import { cardBody, font, INK, MUTED, paper, roundRect, text, wrap, type Ctx } from './kit.js';
import { BADGE_W, CARD_LINE, CARD_PAD, CARD_TEXT, CARD_TITLE, cardHeight, cardWidth, M, MAX_H, MIN_TEXT, placeCards, titleBand, W } from './award-layout.js';
import { ACTIVE, arrow, chips, DARK, GOLD, KIND_COLOURS, turnMarker } from './award-draw.js';
import type { AwardScene, TextCard } from './scene.js';

type Cards = Extract<AwardScene, { kind: 'award-cards' }>;
type Auction = Extract<AwardScene, { kind: 'award-auction' }>;

const TITLE = 14;

function heading(ctx: Ctx, title: string): void {
  text(ctx, title, M, 20, TITLE, { weight: 700, max: W - 2 * M });
}

/** A card's height with its text wrapped as drawn (the layout's estimate is never less). */
function measured(ctx: Ctx, c: TextCard, width: number): number {
  const inner = width - 2 * CARD_PAD;
  ctx.font = font(CARD_TITLE, 700);
  const title = wrap(ctx, c.title, inner - (c.index !== undefined ? BADGE_W : 0), 2).length;
  ctx.font = font(CARD_TEXT);
  return Math.min(cardHeight(c, width), titleBand(title) + 16 + wrap(ctx, c.body, inner).length * CARD_LINE + CARD_PAD);
}

/**
 * The cards placed with their measured heights; if that placement came out taller than the
 * estimated one the face split the pictures by (greedy placement can), the estimated one.
 */
function layout(ctx: Ctx, scene: Cards): { placed: { x: number; y: number; h: number }[]; height: number } {
  const estimated = placeCards(scene.cards, scene.columns);
  const real = placeCards(scene.cards, scene.columns, (c, w) => measured(ctx, c, w));
  return real.height <= Math.max(estimated.height, MAX_H) ? real : estimated;
}

export function cardsSize(ctx: Ctx, scene: Cards): { width: number; height: number } {
  return { width: W, height: Math.min(MAX_H, layout(ctx, scene).height) };
}

export function drawCards(ctx: Ctx, scene: Cards): void {
  const { placed, height } = layout(ctx, scene);
  const shown = Math.min(MAX_H, height);
  paper(ctx, W, shown);
  heading(ctx, scene.title);
  const width = cardWidth(scene.columns);
  scene.cards.forEach((c, i) => {
    const p = placed[i];
    if (p) drawCard(ctx, c, p.x, p.y, width, Math.min(p.h, shown - M - p.y));
  });
}

function colourOf(c: TextCard): string {
  return (c.family && KIND_COLOURS[c.family]) || DARK;
}

/** A printed card at (x, y), `w` × `h`: its text cut to the card only if the card is cut to the picture. */
export function drawCard(ctx: Ctx, c: TextCard, x: number, y: number, w: number, h: number): void {
  const colour = colourOf(c);
  cardBody(ctx, x, y, w, h, colour);
  const inner = w - 2 * CARD_PAD;
  ctx.font = font(CARD_TITLE, 700);
  const badge = c.index !== undefined ? BADGE_W : 0;
  const title = wrap(ctx, c.title, inner - badge, 2);
  const band = titleBand(title.length);
  ctx.beginPath();
  ctx.roundRect(x, y, w, band, [8, 8, 0, 0]);
  ctx.fillStyle = colour;
  ctx.fill();
  if (c.index !== undefined) {
    // The number the text and the menus use for this card: a white disc with the number in the card's colour.
    ctx.beginPath();
    ctx.arc(x + CARD_PAD + 8, y + 11.5, 8.5, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    text(ctx, String(c.index), x + CARD_PAD + 8, y + 15.5, MIN_TEXT, { weight: 700, colour, align: 'center' });
  }
  title.forEach((line, i) => text(ctx, line, x + CARD_PAD + badge, y + 16 + i * 15, CARD_TITLE, { weight: 700, colour: '#ffffff', max: inner - badge }));
  text(ctx, c.kind, x + CARD_PAD, y + band + 13, CARD_TEXT, { weight: 600, colour, max: inner });
  const room = Math.max(1, Math.floor((h - band - 16 - CARD_PAD) / CARD_LINE));
  ctx.font = font(CARD_TEXT);
  let ly = y + band + 16 + 11;
  for (const line of wrap(ctx, c.body, inner, room)) {
    text(ctx, line, x + CARD_PAD, ly, CARD_TEXT, { colour: INK });
    ly += CARD_LINE;
  }
}

// ---------------------------------------------------------------------------------------------
// The auction

const CARD_W = 170;
const TOP = 44;
const ROW = 33;
const ROW_ONE = 19;

/** A bidder's row: a second line for the bid once there is one. */
function rowHeight(b: Auction['bidders'][number]): number {
  return b.value !== null || b.bribes || b.note ? ROW : ROW_ONE;
}

export function auctionSize(ctx: Ctx, scene: Auction): { width: number; height: number } {
  const card = measured(ctx, scene.card, CARD_W);
  const rows = scene.bidders.reduce((h, b) => h + rowHeight(b), 0);
  return { width: W, height: Math.min(MAX_H, TOP + Math.max(card, 20 + rows) + M) };
}

export function drawAuction(ctx: Ctx, scene: Auction): void {
  const { height } = auctionSize(ctx, scene);
  paper(ctx, W, height);
  text(ctx, scene.title, M, 20, TITLE, { weight: 700, max: W - 2 * M });
  text(ctx, scene.subtitle, M, 36, MIN_TEXT, { colour: MUTED, max: W - 2 * M });
  drawCard(ctx, scene.card, M, TOP, CARD_W, Math.min(measured(ctx, scene.card, CARD_W), height - M - TOP));
  const x = M + CARD_W + 12;
  const right = W - M;
  text(ctx, scene.high, x, TOP + 13, 12, { weight: 700, max: right - x });
  let y = TOP + 20;
  for (const b of scene.bidders) {
    ctx.save();
    if (b.out) ctx.globalAlpha = 0.6;
    // Line 1: a pointer at whoever is asked to bid, the name; the standing on the right.
    let nx = x;
    if (b.prompted) {
      turnMarker(ctx, x, y + 2, 11, ACTIVE);
      nx += 14;
    }
    const state = text(ctx, b.state, right, y + 11.5, MIN_TEXT, { weight: 700, colour: b.high ? GOLD : b.out ? MUTED : INK, align: 'right' });
    const asked = b.prompted ? text(ctx, b.prompted, right - state - 6, y + 11.5, MIN_TEXT, { weight: 700, colour: ACTIVE, align: 'right' }) + 6 : 0;
    const nw = text(ctx, b.name, nx, y + 11.5, MIN_TEXT, { weight: 600, max: right - state - asked - 6 - nx });
    if (b.out) {
      ctx.fillStyle = MUTED;
      ctx.fillRect(nx, y + 7.5, nw, 1.2);
    }
    if (rowHeight(b) === ROW_ONE) {
      ctx.restore();
      y += ROW_ONE;
      continue;
    }
    // Line 2: the bid as chips, its bribes, an arrow to its value.
    const cy = y + 15;
    let bx = x + 2;
    bx += chips(ctx, b.bid, bx, cy, 'solid');
    if (bx === x + 2) bx += text(ctx, '—', bx, cy + 11.5, MIN_TEXT, { colour: MUTED }) + 4;
    if (b.bribes) bx += text(ctx, b.bribes, bx + 2, cy + 11.5, MIN_TEXT, { colour: MUTED, weight: 600 }) + 6;
    if (b.value !== null) {
      arrow(ctx, bx + 2, cy + 7.5, 14, MUTED);
      bx += 20 + text(ctx, String(b.value), bx + 20, cy + 12, 12, { weight: 700 }) + 6;
    }
    if (b.note && right - bx > 24) text(ctx, b.note, bx, cy + 11.5, MIN_TEXT, { colour: MUTED, max: right - bx });
    ctx.restore();
    y += ROW;
  }
  // The rule between the bidders and the card, so the two halves read apart.
  ctx.fillStyle = '#e4ddcc';
  roundRect(ctx, x - 7, TOP, 1, Math.max(0, y - TOP - 8), 0.5);
  ctx.fill();
}
