// The reference pictures: a few scenes drawn and compared pixel by pixel with the PNGs stored
// beside this file, so a change to a picture is a visible diff in review. At most 0.5% of the
// pixels may differ (by more than a little in any channel). UPDATE_PICTURES=1 rewrites them.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paint } from '../../src/render/painter.js';
import { REFERENCES } from './fixtures.js';

const here = (name: string) => fileURLToPath(new URL(`./${name}.png`, import.meta.url));

async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/** The share of pixels that differ by more than 16 in some channel (1 if the sizes differ). */
export async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if ([0, 1, 2, 3].some((k) => Math.abs((x.data[i + k] as number) - (y.data[i + k] as number)) > 16)) differ++;
  }
  return differ / (x.width * x.height);
}

describe('the reference pictures', () => {
  for (const [name, scene] of Object.entries(REFERENCES)) {
    it(`GIVEN the ${name} scene THEN it is drawn as test/pictures/${name}.png (≤ 0.5% of pixels differ)`, async () => {
      const drawn = paint(scene);
      if (process.env.UPDATE_PICTURES === '1') writeFileSync(here(name), drawn);
      expect(existsSync(here(name)), `test/pictures/${name}.png is missing: run UPDATE_PICTURES=1 npx vitest run test/pictures`).toBe(true);
      expect(await difference(drawn, readFileSync(here(name)))).toBeLessThanOrEqual(0.005);
    });
  }

  it('GIVEN a picture with one card changed THEN the comparison sees the change', async () => {
    const scene = REFERENCES.hand;
    if (scene?.kind !== 'hand') throw new Error('no hand');
    const changed = { ...scene, cards: scene.cards.map((c, j) => (j === 0 ? { ...c, upper: 'combat', lower: 'combat' } : c)) };
    expect(await difference(paint(scene), paint(changed))).toBeGreaterThan(0.001);
  });
});
