// A line chart of each company's money over the months, as a PNG, for the end-of-game summary.
// Colours match the square emoji the text legend uses, so the image and the numbers beside it
// read together; each line also ends in its seat number.
import { drawText, GLYPH_HEIGHT, textWidth } from './font.js';
import { Raster, type Rgb } from './png.js';

export interface Series {
  /** Money after each month, index 0 = at the start (€10,000 units). */
  readonly values: readonly number[];
}

/** Line colours, in seat order, and the emoji that names each colour in text. */
export const PALETTE: readonly { readonly rgb: Rgb; readonly emoji: string }[] = [
  { rgb: [220, 50, 47], emoji: '🟥' },
  { rgb: [38, 110, 200], emoji: '🟦' },
  { rgb: [40, 160, 70], emoji: '🟩' },
  { rgb: [140, 80, 180], emoji: '🟪' },
  { rgb: [240, 140, 20], emoji: '🟧' },
  { rgb: [120, 85, 50], emoji: '🟫' },
];

const W = 720;
const H = 400;
const M = { left: 104, right: 40, top: 44, bottom: 48 };
const INK: Rgb = [40, 40, 40];
const GRID: Rgb = [225, 225, 225];

/** A round step for about `target` ticks over `span`: 1, 2 or 5 × 10ⁿ. */
export function niceStep(span: number, target = 5): number {
  const raw = Math.max(span, 1) / target;
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

/** "€30k", "€1.2M", "−€10k" from €10,000 units. */
export function shortMoney(units: number): string {
  const euros = Math.abs(units) * 10_000;
  if (euros === 0) return '€0';
  const text = euros >= 1_000_000 ? `€${(euros / 1_000_000).toFixed(euros % 1_000_000 === 0 ? 0 : 1)}M` : `€${euros / 1000}k`;
  return `${units < 0 ? '-' : ''}${text}`;
}

/** The chart as PNG bytes. */
export function moneyChart(series: readonly Series[], title = 'MONEY BY MONTH'): Buffer {
  const r = new Raster(W, H);
  const months = Math.max(1, ...series.map((s) => s.values.length - 1));
  const all = series.flatMap((s) => s.values);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const step = niceStep(hi - lo);
  const yMin = Math.floor(lo / step) * step;
  const yMax = Math.ceil(hi / step) * step;
  const px = (m: number) => M.left + ((W - M.left - M.right) * m) / months;
  const py = (v: number) => H - M.bottom - ((H - M.top - M.bottom) * (v - yMin)) / (yMax - yMin);

  drawText(r, title, (W - textWidth(title, 2)) / 2, 12, INK, 2);
  // Horizontal grid and money labels.
  for (let v = yMin; v <= yMax + 1e-9; v += step) {
    const y = py(v);
    r.line(M.left, y, W - M.right, y, v === 0 ? [160, 160, 160] : GRID);
    const label = shortMoney(v);
    drawText(r, label, M.left - 10 - textWidth(label, 2), y - GLYPH_HEIGHT, INK, 2);
  }
  // Month ticks.
  for (let m = 0; m <= months; m++) {
    const x = px(m);
    r.line(x, H - M.bottom, x, H - M.bottom + 5, INK);
    const label = String(m);
    drawText(r, label, x - textWidth(label, 2) / 2, H - M.bottom + 12, INK, 2);
  }
  r.line(M.left, M.top, M.left, H - M.bottom, INK);
  r.line(M.left, H - M.bottom, W - M.right, H - M.bottom, INK);
  drawText(r, 'MONTH', W - M.right - textWidth('MONTH', 1), H - 12, INK, 1);

  series.forEach((s, i) => {
    const color = (PALETTE[i % PALETTE.length] as (typeof PALETTE)[number]).rgb;
    s.values.forEach((v, m) => {
      if (m > 0) r.line(px(m - 1), py(s.values[m - 1] as number), px(m), py(v), color, 3);
      r.rect(px(m) - 3, py(v) - 3, 7, 7, color);
    });
    const last = s.values.length - 1;
    if (last >= 0) drawText(r, String(i + 1), px(last) + 8, py(s.values[last] as number) - GLYPH_HEIGHT, color, 2);
  });
  return r.toPng();
}
