// The end-of-game money chart: each company's money over the months as a line in its own colour,
// its name in the legend (the same colour as the square emoji the text beside it uses), drawn on
// the opaque paper panel so it reads on Discord's dark and light themes.
import { clean, font, INK, LINE, MUTED, text, type Ctx, widthOf } from './kit.js';
import type { Scene } from './scene.js';
import { heading, WIDTH } from './spiel.js';

/** Line colours, in seat order, and the emoji that names each colour in text. */
export const PALETTE: readonly { readonly css: string; readonly emoji: string }[] = [
  { css: '#dc322f', emoji: '🟥' },
  { css: '#266ec8', emoji: '🟦' },
  { css: '#28a046', emoji: '🟩' },
  { css: '#8c50b4', emoji: '🟪' },
  { css: '#f08c14', emoji: '🟧' },
  { css: '#785532', emoji: '🟫' },
];

type Chart = Extract<Scene, { kind: 'chart' }>;

const PLOT_H = 150;
const M = { left: 52, right: 14, top: 38 };

/** A round step for about `target` ticks over `span`: 1, 2 or 5 × 10ⁿ. */
export function niceStep(span: number, target = 5): number {
  const raw = Math.max(span, 1) / target;
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

/**
 * The value axis for these values: round steps from below the lowest (and 0) to above the highest
 * (and 1). The face labels them in the reader's words and puts them in the scene: this layer
 * knows no words, not even a currency sign.
 */
export function chartTicks(values: readonly number[]): number[] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const step = niceStep(hi - lo);
  const yMin = Math.floor(lo / step) * step;
  const yMax = Math.ceil(hi / step) * step;
  const out: number[] = [];
  for (let i = 0; yMin + i * step <= yMax + 1e-9; i++) out.push(yMin + i * step);
  return out;
}

export function chartSize(scene: Chart): number {
  return M.top + PLOT_H + 34 + Math.ceil(scene.series.length / 2) * 19 + 6;
}

export function drawChart(ctx: Ctx, scene: Chart): void {
  heading(ctx, scene.title);
  const months = Math.max(1, ...scene.series.map((s) => s.values.length - 1));
  const ticks = scene.ticks.length >= 2 ? scene.ticks : chartTicks(scene.series.flatMap((s) => s.values)).map((value) => ({ value, label: '' }));
  const yMin = (ticks[0] as (typeof ticks)[number]).value;
  const yMax = (ticks.at(-1) as (typeof ticks)[number]).value;
  const bottom = M.top + PLOT_H;
  // The left margin fits the widest label (a language may write amounts longer than "€30k").
  ctx.font = font(11);
  const left = Math.max(M.left, ...ticks.map((tk) => Math.ceil(widthOf(ctx, clean(tk.label))) + 12));
  const px = (m: number) => left + ((WIDTH - left - M.right) * m) / months;
  const py = (v: number) => bottom - (PLOT_H * (v - yMin)) / (yMax - yMin);
  ctx.lineWidth = 1;
  for (const tk of ticks) {
    ctx.beginPath();
    ctx.moveTo(left, py(tk.value));
    ctx.lineTo(WIDTH - M.right, py(tk.value));
    ctx.strokeStyle = tk.value === 0 ? MUTED : LINE;
    ctx.stroke();
    text(ctx, tk.label, left - 6, py(tk.value) + 4, 11, { align: 'right', colour: MUTED });
  }
  const every = months > 12 ? 2 : 1;
  for (let m = 0; m <= months; m += every) text(ctx, String(m), px(m), bottom + 14, 11, { align: 'center', colour: MUTED });
  text(ctx, scene.xLabel, WIDTH - M.right, bottom + 28, 11, { align: 'right', colour: MUTED });
  scene.series.forEach((s, i) => {
    const colour = (PALETTE[i % PALETTE.length] as (typeof PALETTE)[number]).css;
    ctx.beginPath();
    s.values.forEach((v, m) => (m === 0 ? ctx.moveTo(px(m), py(v)) : ctx.lineTo(px(m), py(v))));
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.5;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.fillStyle = colour;
    s.values.forEach((v, m) => {
      ctx.beginPath();
      ctx.arc(px(m), py(v), 2.8, 0, Math.PI * 2);
      ctx.fill();
    });
  });
  // The legend: a colour swatch and the company's name, two to a row.
  scene.series.forEach((s, i) => {
    const colour = (PALETTE[i % PALETTE.length] as (typeof PALETTE)[number]).css;
    const x = 10 + (i % 2) * ((WIDTH - 20) / 2);
    const y = bottom + 42 + Math.floor(i / 2) * 19;
    ctx.fillStyle = colour;
    ctx.fillRect(x, y - 9, 14, 10);
    text(ctx, s.name, x + 20, y, 12, { weight: 600, colour: INK, max: (WIDTH - 20) / 2 - 26 });
  });
}
