// The painter: a scene in, PNG bytes out. The scene's JSON rides along in the PNG's tEXt chunk
// ("scene"), so whoever holds only the file (a test reading what Discord received, a reviewer)
// can read exactly what the picture shows.
import { createCanvas } from '@napi-rs/canvas';
import { deflateSync, inflateSync } from 'node:zlib';
import { drawTexts, textsSize } from './award.js';
import { chartSize, drawChart } from './chart.js';
import { paper, registerFonts } from './kit.js';
import type { Scene } from './scene.js';
import { ceremonySize, drawCeremony, drawHand, drawStacks, drawTrend, handSize, stacksSize, trendSize, WIDTH } from './spiel.js';

/** Pixels per layout unit: pictures are laid out 420 wide and drawn 840 wide. */
export const SCALE = 2;
const MAX_HEIGHT = 4000;

/** The PNG of a scene, with the scene's JSON in a compressed text chunk (zTXt). */
export function paint(scene: Scene): Buffer {
  registerFonts();
  const probe = createCanvas(1, 1).getContext('2d');
  const height = Math.min(MAX_HEIGHT, Math.ceil(sizeOf(probe, scene)));
  const canvas = createCanvas(WIDTH * SCALE, height * SCALE);
  const ctx = canvas.getContext('2d');
  ctx.scale(SCALE, SCALE);
  paper(ctx, WIDTH, height);
  switch (scene.kind) {
    case 'hand':
      drawHand(ctx, scene);
      break;
    case 'stacks':
      drawStacks(ctx, scene);
      break;
    case 'trend':
      drawTrend(ctx, scene);
      break;
    case 'ceremony':
      drawCeremony(ctx, scene);
      break;
    case 'chart':
      drawChart(ctx, scene);
      break;
    case 'texts':
      drawTexts(ctx, scene);
      break;
  }
  return withSceneChunk(canvas.toBuffer('image/png'), scene);
}

function sizeOf(probe: ReturnType<ReturnType<typeof createCanvas>['getContext']>, scene: Scene): number {
  switch (scene.kind) {
    case 'hand':
      return handSize(scene);
    case 'stacks':
      return stacksSize(scene);
    case 'trend':
      return trendSize(scene);
    case 'ceremony':
      return ceremonySize(scene);
    case 'chart':
      return chartSize(scene);
    case 'texts':
      return textsSize(probe, scene);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with a zTXt chunk "scene" holding the scene's JSON, inserted after IHDR. */
export function withSceneChunk(png: Buffer, scene: Scene): Buffer {
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  const data = Buffer.concat([Buffer.from('scene\0\0', 'latin1'), deflateSync(Buffer.from(JSON.stringify(scene), 'utf8'))]);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk('zTXt', data), png.subarray(ihdrEnd)]);
}

/** The scene a PNG of ours was drawn from (null if it carries none). */
export function sceneOf(png: Buffer): Scene | null {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'zTXt') {
      const data = png.subarray(offset + 8, offset + 8 + length);
      const zero = data.indexOf(0);
      if (data.toString('latin1', 0, zero) === 'scene') {
        return JSON.parse(inflate(data.subarray(zero + 2))) as Scene;
      }
    }
    offset += 12 + length;
  }
  return null;
}

function inflate(b: Buffer): string {
  return inflateSync(b).toString('utf8');
}
