// The Award Winning Game pictures: sections of printed cards (a hand, an agency's Player card,
// creatives and Accounts with their tokens, the card under auction) and rows of token chips.
import { badge, cardBody, font, INK, MUTED, roundRect, text, wrap, type Ctx, widthOf } from './kit.js';
import type { Scene, Section, TextCard, TokenCount } from './scene.js';
import { heading, WIDTH } from './spiel.js';

type Texts = Extract<Scene, { kind: 'texts' }>;

const PAD = 14;
const GAP = 8;
const COLS = 2;
const CARD_W = (WIDTH - 2 * PAD - GAP * (COLS - 1)) / COLS;
const BODY_LINES = 12;

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
    const cw = widthOf(ctx, label) + 10;
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
  const cards = (s.cards ?? []).reduce((h, c) => h + cardHeight(ctx, c) + GAP, 0);
  return 20 + (s.rows?.length ?? 0) * 19 + cards + (s.lines?.length ?? 0) * 14 + 6;
}

/**
 * Where each section goes: two columns, each section in the shorter one so far (in order), so a
 * picture stays about as wide as it is tall and shows large in an embed.
 */
function placed(ctx: Ctx, scene: Texts): { section: Section; x: number; y: number }[] {
  const tops = [TOP, TOP];
  return scene.sections.map((section) => {
    const col = (tops[1] as number) < (tops[0] as number) ? 1 : 0;
    const at = { section, x: PAD + col * (CARD_W + GAP), y: tops[col] as number };
    tops[col] = (tops[col] as number) + sectionHeight(ctx, section);
    return at;
  });
}

const TOP = 34;

export function textsSize(ctx: Ctx, scene: Texts): number {
  return Math.max(TOP, ...placed(ctx, scene).map((p) => p.y + sectionHeight(ctx, p.section))) + PAD - 6 - GAP;
}

export function drawTexts(ctx: Ctx, scene: Texts): void {
  heading(ctx, scene.title);
  for (const { section: s, x, y: top } of placed(ctx, scene)) {
    let y = top;
    text(ctx, s.heading, x, y + 13, 12, { weight: 600, colour: MUTED, max: CARD_W });
    y += 20;
    for (const r of s.rows ?? []) {
      const w = text(ctx, r.label, x, y + 12, 11, { weight: 600, max: 90 });
      let cx = x + Math.max(w + 8, 66);
      if (r.tokens) cx += chips(ctx, r.tokens, cx, y + 1);
      if (r.text) text(ctx, r.text, cx + 2, y + 12, 11, { max: x + CARD_W - cx - 2 });
      y += 19;
    }
    for (const c of s.cards ?? []) {
      const h = cardHeight(ctx, c);
      drawTextCard(ctx, c, x, y, h);
      y += h + GAP;
    }
    for (const line of s.lines ?? []) {
      text(ctx, line, x, y + 11, 11, { max: CARD_W });
      y += 14;
    }
  }
}
