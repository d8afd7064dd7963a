import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { chartTicks, niceStep, PALETTE } from './chart.js';
import { paint } from './painter.js';

/** The colours a PNG uses (exact RGB), with how many pixels have each. */
async function colours(png: Buffer): Promise<Map<string, number>> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  const out = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

const rgb = (css: string) => [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16)).join(',');

describe('the money chart', () => {
  it('GIVEN two companies THEN each line is drawn in its palette colour and a third colour is not used', async () => {
    const png = paint({ kind: 'chart', title: 'Money over the months', xLabel: 'month', ticks: [0, 5, 10, 15].map((value) => ({ value, label: `${value}` })), series: [{ name: 'Ada', values: [3, 5, 8, 12] }, { name: 'Ben', values: [3, 2, 1, 0] }] });
    const used = await colours(png);
    expect(used.get(rgb(PALETTE[0]!.css)) ?? 0).toBeGreaterThan(100);
    expect(used.get(rgb(PALETTE[1]!.css)) ?? 0).toBeGreaterThan(100);
    expect(used.get(rgb(PALETTE[2]!.css)) ?? 0).toBe(0);
  });

  it('GIVEN amounts THEN the axis runs in round steps over them and 0 (its labels are the face\'s words)', () => {
    expect(chartTicks([3, 5, 8, 12])).toEqual([0, 5, 10, 15]);
    expect(chartTicks([3, 2, -1, 35])).toEqual([-10, 0, 10, 20, 30, 40]);
    expect(niceStep(37)).toBe(10);
    expect(niceStep(8)).toBe(2);
  });
});
