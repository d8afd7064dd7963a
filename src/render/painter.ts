// The painter: a scene in, PNG bytes out. Skia (@napi-rs/canvas) draws; the PNG file is written
// here from Skia's pixels, because Skia's own PNG encoder (zlib at its default level, adaptive
// filters, no option to change them) took 35–45 ms of a picture's 40–50 ms on the CI machine,
// while rows left unfiltered and deflated at level 1 take about 5 ms and come out smaller for
// these flat-coloured pictures. The scene's JSON rides along in a zTXt chunk ("scene"), so
// whoever holds only the file (a test reading what Discord received, a reviewer) can read
// exactly what the picture shows.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { awardSize, drawAward, isAwardScene } from './award-paint.js';
import { chartSize, drawChart } from './chart.js';
import { paper, registerFonts, resetSmallest, smallestDrawn } from './kit.js';
import { BOX, type Scene } from './scene.js';
import { ceremonySize, drawCeremony, drawHand, drawStacks, drawTable, drawTrend, handSize, stacksSize, tableSize, trendSize } from './spiel.js';

/**
 * Pixels per layout unit: a picture is laid out in Discord's box (BOX, 400 units wide, at most 300
 * high) and drawn at twice that, 800 pixels wide, so it is sharp on a 2× screen where Discord
 * shows it at 400 CSS pixels. Most of a picture's time goes into reading its pixels back from Skia
 * and compressing them, both in proportion to the pixels (measured with `npm run bench pictures`).
 */
export const SCALE = 2;
/** A scene taller than this is cut (none is: every face splits a tall scene into several pictures). */
const MAX_HEIGHT = 1200;

/** What a drawn picture measures: its size, and its smallest text at full size and where Discord shows it. */
export interface PictureMetrics {
  /** The PNG's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** CSS pixels per PNG pixel where Discord shows it: the picture scaled down to fit BOX, never up. */
  readonly displayScale: number;
  /** The smallest text drawn, in pixels of the PNG (Infinity for a picture without words). */
  readonly smallestPx: number;
  /** The same in CSS pixels at the size Discord shows the picture (held to SMALLEST_TEXT by the tests). */
  readonly smallestAtDisplay: number;
}

/** How much Discord scales a picture of `width` × `height` pixels to show it in its box. */
export function displayScale(width: number, height: number): number {
  return Math.min(1, BOX.width / width, BOX.height / height);
}

/** The PNG of a scene, with the scene's JSON in a compressed text chunk (zTXt). */
export function paint(scene: Scene): Buffer {
  return draw(scene).png;
}

/** The PNG of a scene and what it measures (its size and its smallest text where Discord shows it). */
export function draw(scene: Scene): { png: Buffer; metrics: PictureMetrics } {
  registerFonts();
  probe ??= createCanvas(1, 1).getContext('2d');
  const height = Math.min(MAX_HEIGHT, Math.ceil(sizeOf(probe, scene)));
  const w = Math.round(BOX.width * SCALE);
  const h = Math.round(height * SCALE);
  const ctx = canvasFor(w, h).getContext('2d');
  let rgba: Buffer;
  resetSmallest();
  ctx.save();
  try {
    ctx.clearRect(0, 0, w, h);
    ctx.scale(SCALE, SCALE);
    paper(ctx, BOX.width, height);
    if (isAwardScene(scene)) drawAward(ctx, scene);
    switch (scene.kind) {
      case 'hand':
        drawHand(ctx, scene);
        break;
      case 'stacks':
        drawStacks(ctx, scene);
        break;
      case 'table':
        drawTable(ctx, scene);
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
    }
    rgba = Buffer.from(ctx.getImageData(0, 0, w, h).data.buffer);
  } finally {
    ctx.restore();
  }
  const smallestPx = smallestDrawn() * SCALE;
  const shown = displayScale(w, h);
  return { png: png(w, h, rgba, scene), metrics: { width: w, height: h, displayScale: shown, smallestPx, smallestAtDisplay: smallestPx * shown } };
}

/**
 * The canvas pictures are drawn on, kept from one picture to the next (each thread that paints
 * has its own), and the 1 × 1 one that measures text. Skia's pixels live outside V8's heap, and
 * a fresh canvas per picture was freed only once a collection found its small JS wrapper and its
 * finalizer had run: 400 pictures drawn 1 ms apart left the process at 146 MB, against 132 MB
 * with the canvas kept (and in a loop that never yields, 2 MB more for every picture). Grown
 * in steps of 256 pixels of height, never shrunk: at most MAX_HEIGHT × SCALE rows, 7.7 MB.
 * Each picture starts from a cleared canvas and a saved state, so none depends on the one before.
 */
let kept: Canvas | null = null;
let probe: SKRSContext2D | null = null;

function canvasFor(width: number, height: number): Canvas {
  if (!kept || kept.width !== width || kept.height < height) kept = createCanvas(width, Math.ceil(height / 256) * 256);
  return kept;
}

/**
 * The buffer a PNG's rows are laid out in before they are deflated, kept from one picture to the
 * next like the canvas (grown, never shrunk: at most MAX_HEIGHT × SCALE rows of 3,201 bytes, 7.7
 * MB). A fresh 2 MB buffer per picture cost 3–4 ms of page faults in the kernel: in a CPU profile
 * of 300 hands, 18% of the time went to the first writes into it.
 */
let keptRows: Buffer | null = null;

function rowsFor(bytes: number): Buffer {
  if (!keptRows || keptRows.length < bytes) keptRows = Buffer.allocUnsafe(Math.max(bytes, keptRows?.length ?? 0));
  return keptRows.subarray(0, bytes);
}

/** A PNG (8-bit RGBA, rows unfiltered, deflate level 1) of `rgba`, with the scene in a zTXt chunk. */
function png(width: number, height: number, rgba: Buffer, scene: Scene): Buffer {
  const stride = width * 4;
  const rows = rowsFor((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0; // filter: none
    rgba.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    sceneChunk(scene),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function sizeOf(probe: SKRSContext2D, scene: Scene): number {
  switch (scene.kind) {
    case 'hand':
      return handSize(scene);
    case 'stacks':
      return stacksSize(probe, scene);
    case 'table':
      return tableSize(scene);
    case 'trend':
      return trendSize();
    case 'ceremony':
      return ceremonySize(scene);
    case 'chart':
      return chartSize(scene);
    default:
      return awardSize(probe, scene).height;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The zTXt chunk "scene" holding the scene's JSON. */
function sceneChunk(scene: Scene): Buffer {
  return chunk('zTXt', Buffer.concat([Buffer.from('scene\0\0', 'latin1'), deflateSync(Buffer.from(JSON.stringify(scene), 'utf8'))]));
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
