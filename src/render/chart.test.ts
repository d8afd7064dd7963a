import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { moneyChart, niceStep, PALETTE, shortMoney } from './chart.js';
import { Raster } from './png.js';

/** Decodes our own PNGs (RGB, filter 0) back to pixels, to check what was drawn. */
function decode(png: Buffer): { width: number; height: number; pixel(x: number, y: number): number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, pixel: (x, y) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)] };
}

describe('the money chart', () => {
  it('GIVEN a raster with a red square THEN the PNG decodes to the same pixels', () => {
    const r = new Raster(4, 3);
    r.rect(1, 1, 2, 1, [255, 0, 0]);
    const img = decode(r.toPng());
    expect([img.width, img.height]).toEqual([4, 3]);
    expect(img.pixel(1, 1)).toEqual([255, 0, 0]);
    expect(img.pixel(0, 0)).toEqual([255, 255, 255]);
  });

  it('GIVEN two companies THEN each line is drawn in its palette colour', () => {
    const img = decode(moneyChart([{ values: [3, 5, 8, 12] }, { values: [3, 2, 1, 0] }]));
    const colours = new Set<string>();
    for (let y = 0; y < img.height; y += 1) for (let x = 0; x < img.width; x += 1) colours.add(img.pixel(x, y).join(','));
    expect(colours.has(PALETTE[0]!.rgb.join(','))).toBe(true);
    expect(colours.has(PALETTE[1]!.rgb.join(','))).toBe(true);
    expect(colours.has(PALETTE[2]!.rgb.join(','))).toBe(false);
  });

  it('GIVEN amounts THEN axis labels are short euro amounts and steps are round', () => {
    expect(shortMoney(3)).toBe('€30k');
    expect(shortMoney(120)).toBe('€1.2M');
    expect(shortMoney(-2)).toBe('-€20k');
    expect(shortMoney(0)).toBe('€0');
    expect(niceStep(37)).toBe(10);
    expect(niceStep(8)).toBe(2);
  });
});
