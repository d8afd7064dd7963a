// A minimal PNG writer for RGB images (8 bits per channel, no alpha): enough for the charts the
// bot posts, with no native dependency. Pixels live in a plain RGB buffer.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** An RGB raster to draw on. */
export class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.data = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) this.data.set(background, i * 3);
  }

  set(x: number, y: number, color: Rgb): void {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= this.width || yi >= this.height) return;
    this.data.set(color, (yi * this.width + xi) * 3);
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.data[i] as number, this.data[i + 1] as number, this.data[i + 2] as number];
  }

  /** A filled rectangle (clipped to the raster). */
  rect(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let yy = Math.max(0, Math.round(y)); yy < Math.min(this.height, Math.round(y + h)); yy++) {
      for (let xx = Math.max(0, Math.round(x)); xx < Math.min(this.width, Math.round(x + w)); xx++) this.set(xx, yy, color);
    }
  }

  /** A straight line of the given thickness (a square brush along Bresenham's path). */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    let x = Math.round(x0);
    let y = Math.round(y0);
    const xe = Math.round(x1);
    const ye = Math.round(y1);
    const dx = Math.abs(xe - x);
    const dy = -Math.abs(ye - y);
    const sx = x < xe ? 1 : -1;
    const sy = y < ye ? 1 : -1;
    let err = dx + dy;
    const r = Math.floor(thickness / 2);
    for (;;) {
      if (thickness <= 1) this.set(x, y, color);
      else this.rect(x - r, y - r, thickness, thickness, color);
      if (x === xe && y === ye) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  /** Encodes the raster as a PNG file. */
  toPng(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0; // filter: none
      this.data.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
