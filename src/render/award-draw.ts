// The pieces The Award Winning Game's pictures are drawn from: token chips in their skill's
// colour (solid: available or allocated; outlined: expended; pale: what a creative brings;
// dashed red: upkeep missing), the colours of the card kinds, and small icons drawn as paths
// (the bundled font has no arrows, triangles or pictographs: a glyph it lacks is an empty box).
import { BAD, font, roundRect, text, widthOf, type Ctx } from './kit.js';
import { MIN_TEXT } from './award-layout.js';
import type { TokenCount } from './scene.js';

export const SKILL_COLOURS: Record<keyof TokenCount, string> = { A: '#c85a0c', D: '#b0306a', T: '#0f7a67' };
const PALE: Record<keyof TokenCount, string> = { A: '#fbe6d6', D: '#f5dbe6', T: '#d6efe9' };

/** The colour of a card kind, by its printed kind as the scene names it (any language). */
export const KIND_COLOURS: Readonly<Record<string, string>> = {
  player: '#3b4350',
  account: '#2d6fd6',
  award: '#b38600',
  event: '#6b5b95',
  creative: '#2e8a4e',
  scandal: '#c0392b',
  trump: '#8e44ad',
};
export const GOLD = '#b38600';
export const ACTIVE = '#1f6fb2';
export const DARK = '#3b4350';

export const CHIP_H = 15;
const CHIP_TEXT = MIN_TEXT;

export type ChipStyle = 'solid' | 'outline' | 'pale' | 'missing';

/** One chip ("A2", or "A" with `count` false), `h` high, at (x, y) (its top); returns its width. */
export function chip(ctx: Ctx, skill: keyof TokenCount, n: number, x: number, y: number, style: ChipStyle, count = true, h = CHIP_H): number {
  const label = count ? `${skill}${n}` : skill;
  ctx.font = font(CHIP_TEXT, 700);
  const w = widthOf(ctx, label) + 10;
  const colour = style === 'missing' ? BAD : SKILL_COLOURS[skill];
  roundRect(ctx, x + 0.75, y + 0.75, w - 1.5, h - 1.5, (h - 1.5) / 2);
  ctx.fillStyle = style === 'solid' ? colour : style === 'pale' ? PALE[skill] : '#ffffff';
  ctx.fill();
  if (style === 'outline' || style === 'missing') {
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = colour;
    if (style === 'missing') ctx.setLineDash([3, 2]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  text(ctx, label, x + w / 2, y + h / 2 + 4, CHIP_TEXT, { weight: 700, colour: style === 'solid' ? '#ffffff' : colour, align: 'center' });
  return w;
}

/** The width chips of `t` take (as `chips` draws them). */
export function chipsWidth(ctx: Ctx, t: TokenCount): number {
  ctx.font = font(CHIP_TEXT, 700);
  let w = 0;
  for (const s of ['A', 'D', 'T'] as const) if (t[s] > 0) w += widthOf(ctx, `${s}${t[s]}`) + 10 + 3;
  return w;
}

/** A chip per skill of `t` from x, `h` high; returns the width used (0 for none). */
export function chips(ctx: Ctx, t: TokenCount, x: number, y: number, style: ChipStyle, h = CHIP_H): number {
  let w = 0;
  for (const s of ['A', 'D', 'T'] as const) if (t[s] > 0) w += chip(ctx, s, t[s], x + w, y, style, true, h) + 3;
  return w;
}

// ---------------------------------------------------------------------------------------------
// Icons, each in a box of `s` units with its top-left at (x, y).

function filled(ctx: Ctx, colour: string, draw: () => void): void {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  draw();
  ctx.restore();
}

/** A triangle pointing right: whose turn it is. */
export function turnMarker(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  filled(ctx, colour, () => {
    ctx.beginPath();
    ctx.moveTo(x + s * 0.15, y + s * 0.1);
    ctx.lineTo(x + s * 0.95, y + s * 0.5);
    ctx.lineTo(x + s * 0.15, y + s * 0.9);
    ctx.closePath();
    ctx.fill();
  });
}

/** An arrow pointing right (a bid's value follows it). */
export function arrow(ctx: Ctx, x: number, y: number, w: number, colour: string): void {
  filled(ctx, colour, () => {
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + w - 1.5, y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x + w, y);
    ctx.lineTo(x + w - 4.5, y - 3.5);
    ctx.lineTo(x + w - 4.5, y + 3.5);
    ctx.closePath();
    ctx.fill();
  });
}

/** A person: a head and shoulders (a creative; with `two`, the agency's employees). */
export function person(ctx: Ctx, x: number, y: number, s: number, colour: string, two = false): void {
  filled(ctx, colour, () => {
    const one = (cx: number, k: number) => {
      ctx.beginPath();
      ctx.arc(cx, y + s * 0.3, s * 0.2 * k, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(cx, y + s * 0.95, s * 0.34 * k, s * 0.4 * k, 0, Math.PI, 0);
      ctx.closePath();
      ctx.fill();
    };
    if (two) {
      ctx.globalAlpha = 0.55;
      one(x + s * 0.68, 0.85);
      ctx.globalAlpha = 1;
      one(x + s * 0.38, 1);
    } else one(x + s * 0.5, 1);
  });
}

/** A building with windows: an Account. */
export function building(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  filled(ctx, colour, () => {
    roundRect(ctx, x + s * 0.15, y + s * 0.08, s * 0.7, s * 0.88, 1);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    for (const r of [0.22, 0.44, 0.66]) for (const c of [0.28, 0.56]) ctx.fillRect(x + s * c, y + s * r, s * 0.16, s * 0.12);
  });
}

/** A trophy: an Award. */
export function trophy(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  filled(ctx, colour, () => {
    ctx.beginPath();
    ctx.moveTo(x + s * 0.2, y + s * 0.08);
    ctx.lineTo(x + s * 0.8, y + s * 0.08);
    ctx.quadraticCurveTo(x + s * 0.8, y + s * 0.58, x + s * 0.5, y + s * 0.62);
    ctx.quadraticCurveTo(x + s * 0.2, y + s * 0.58, x + s * 0.2, y + s * 0.08);
    ctx.fill();
    ctx.lineWidth = s * 0.09;
    ctx.beginPath();
    ctx.arc(x + s * 0.2, y + s * 0.28, s * 0.14, Math.PI * 0.5, Math.PI * 1.5);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + s * 0.8, y + s * 0.28, s * 0.14, Math.PI * 1.5, Math.PI * 0.5);
    ctx.stroke();
    ctx.fillRect(x + s * 0.44, y + s * 0.6, s * 0.12, s * 0.2);
    ctx.fillRect(x + s * 0.28, y + s * 0.8, s * 0.44, s * 0.14);
  });
}

/** A card seen from the back: a hand's size. */
export function cardBack(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  filled(ctx, colour, () => {
    ctx.lineWidth = 1.3;
    roundRect(ctx, x + s * 0.2, y + s * 0.05, s * 0.62, s * 0.9, 1.5);
    ctx.stroke();
    roundRect(ctx, x + s * 0.34, y + s * 0.22, s * 0.34, s * 0.56, 1);
    ctx.fill();
  });
}

/** A note: a small circle with a line (for a remark under an agency). */
export function dot(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  filled(ctx, colour, () => {
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.18, 0, Math.PI * 2);
    ctx.fill();
  });
}
