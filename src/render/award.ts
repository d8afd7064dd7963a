// The Award Winning Game pictures: sections of printed cards (a hand, an agency's Player card,
// creatives and Accounts with their tokens, the card under auction) and rows of token chips.
import { badge, cardBody, font, INK, MUTED, roundRect, text, wrap, type Ctx } from './kit.js';
import type { Scene, Section, TextCard, TokenCount } from './scene.js';
import { heading, WIDTH } from './spiel.js';

type Texts = Extract<Scene, { kind: 'texts' }>;

const PAD = 14;
const GAP = 8;
const COLS = 2;
const CARD_W = (WIDTH - 2 * PAD - GAP * (COLS - 1)) / COLS;
const BODY_LINES = 8;

export const SKILL_COLOURS: Record<keyof TokenCount, string> = { A: '#d9640f', D: '#b0306a', T: '#11836f' };

const KIND_COLOURS: Record<string, string> = {
  'Player card': '#3b4350',
  Account: '#2d6fd6',
  Award: '#c99400',
  Event: '#6b5b95',
  'Name Card': '#2e9e55',
  Scandal: '#c0392b',
  Trump: '#8e44ad',
};

/** Token chips ("A2" "D1"…) from x; returns the width used. */
export function chips(ctx: Ctx, t: TokenCount, x: number, y: number): number {
  let w = 0;
  for (const skill of ['A', 'D', 'T'] as const) {
    if (t[skill] === 0) continue;
    ctx.font = font(10, 700);
    const label = `${skill}${t[skill]}`;
    const cw = ctx.measureText(label).width + 10;
    roundRect(ctx, x + w, y, cw, 15, 7.5);
    ctx.fillStyle = SKILL_COLOURS[skill];
    ctx.fill();
    text(ctx, label, x + w + cw / 2, y + 11, 10, { weight: 700, colour: '#ffffff', align: 'center' });
    w += cw + 4;
  }
  if (w === 0) w = text(ctx, '—', x, y + 11, 10, { colour: MUTED }) + 4;
  return w;
}

function bodyLines(ctx: Ctx, c: TextCard): string[] {
  ctx.font = font(10);
  return wrap(ctx, c.body, CARD_W - 18, BODY_LINES);
}

function cardHeight(ctx: Ctx, c: TextCard): number {
  return 30 + bodyLines(ctx, c).length * 13 + (c.tokens || c.foot ? 20 : 0) + 4;
}

function drawTextCard(ctx: Ctx, c: TextCard, x: number, y: number, h: number): void {
  const colour = KIND_COLOURS[c.kind] ?? '#3b4350';
  cardBody(ctx, x, y, CARD_W, h, c.warn ? '#c0392b' : colour);
  roundRect(ctx, x, y, 5, h, 2.5);
  ctx.fillStyle = colour;
  ctx.fill();
  let tx = x + 10;
  if (c.index !== undefined) tx += badge(ctx, String(c.index), tx, y + 5, '#3b4350') + 4;
  text(ctx, c.title, tx, y + 17, 11.5, { weight: 700, max: x + CARD_W - tx - 6 });
  text(ctx, c.kind, x + 10, y + 28, 9, { colour, weight: 600 });
  let ly = y + 41;
  for (const line of bodyLines(ctx, c)) {
    text(ctx, line, x + 10, ly, 10, { colour: INK });
    ly += 13;
  }
  if (c.tokens || c.foot) {
    let fx = x + 10;
    if (c.tokens) fx += chips(ctx, c.tokens, fx, ly - 6);
    if (c.foot) text(ctx, c.foot, fx + 2, ly + 5, 10, { colour: c.warn ? '#c0392b' : MUTED, weight: 600, max: x + CARD_W - fx - 8 });
  }
}

function sectionHeight(ctx: Ctx, s: Section): number {
  let h = 20 + (s.rows?.length ?? 0) * 19 + (s.lines?.length ?? 0) * 14;
  const cards = s.cards ?? [];
  for (let i = 0; i < cards.length; i += COLS) h += Math.max(...cards.slice(i, i + COLS).map((c) => cardHeight(ctx, c))) + GAP;
  return h + 6;
}

export function textsSize(ctx: Ctx, scene: Texts): number {
  return 34 + scene.sections.reduce((h, s) => h + sectionHeight(ctx, s), 0) + PAD - 6;
}

export function drawTexts(ctx: Ctx, scene: Texts): void {
  heading(ctx, scene.title);
  let y = 34;
  for (const s of scene.sections) {
    text(ctx, s.heading, PAD, y + 13, 12, { weight: 600, colour: MUTED, max: WIDTH - 2 * PAD });
    y += 20;
    for (const r of s.rows ?? []) {
      const w = text(ctx, r.label, PAD, y + 12, 11, { weight: 600 });
      let x = PAD + Math.max(w + 8, 74);
      if (r.tokens) x += chips(ctx, r.tokens, x, y + 1);
      if (r.text) text(ctx, r.text, x + 2, y + 12, 11, { max: WIDTH - PAD - x });
      y += 19;
    }
    const cards = s.cards ?? [];
    for (let i = 0; i < cards.length; i += COLS) {
      const row = cards.slice(i, i + COLS);
      const h = Math.max(...row.map((c) => cardHeight(ctx, c)));
      row.forEach((c, j) => drawTextCard(ctx, c, PAD + j * (CARD_W + GAP), y, h));
      y += h + GAP;
    }
    for (const line of s.lines ?? []) {
      text(ctx, line, PAD, y + 11, 11, { max: WIDTH - 2 * PAD });
      y += 14;
    }
    y += 6;
  }
}
