// Drawing pictures off the event loop, once per content: a worker thread (at a lower CPU
// priority than the bot, so an acknowledgement never waits behind a drawing) paints scenes, and
// a bounded LRU cache keyed by the scene's hash hands back a PNG already drawn; a scene being
// drawn is not drawn again by a second caller.
import { Worker } from 'node:worker_threads';
import { paint } from './painter.js';
import { sceneHash, type Scene } from './scene.js';

/** What turns a scene into a PNG (the worker pool, or a stub in tests). */
export interface Drawer {
  /** The scene's PNG (`hash`: its `sceneHash`, when the caller has it already). */
  draw(scene: Scene, hash?: string): Promise<Buffer>;
  /** The PNG of a scene already drawn (by its `sceneHash`), without waiting; undefined if not at hand. */
  cached?(hash: string): Buffer | undefined;
  close(): Promise<void>;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
try { os.setPriority(0, 10); } catch {}
(async () => {
  if (workerData.painter.endsWith('.ts')) await (await import('tsx/esm/api')).register();
  const { paint } = await import(workerData.painter);
  parentPort.on('message', ({ id, scene }) => {
    try {
      // Sent as a copy that owns its memory: on Node 24 the painter's Buffer.concat hands back a
      // slice of a larger, shared ArrayBuffer (64 KiB for a 13 KB PNG), which cannot be
      // transferred (DataCloneError). The copy costs microseconds; on Node 20 it was already whole.
      const png = new Uint8Array(paint(scene));
      parentPort.postMessage({ id, png }, [png.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: String(error && error.stack || error) });
    }
  });
  parentPort.postMessage({ ready: true });
})();
`;

/** A least-recently-used map bounded by total bytes. */
class Lru {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Buffer | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: Buffer): void {
    if (this.map.has(key)) return;
    this.map.set(key, v);
    this.bytes += v.length;
    for (const [k, old] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= old.length;
    }
  }
  get size(): number {
    return this.map.size;
  }
}

export interface PicturesStats {
  drawn: number;
  cached: number;
}

/** Pictures drawn in a worker thread (or in this thread with `worker: false`), cached by content. */
export class Pictures implements Drawer {
  private readonly cache: Lru;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve(b: Buffer): void; reject(e: Error): void }>();
  readonly stats: PicturesStats = { drawn: 0, cached: 0 };

  constructor(private readonly opts: { worker?: boolean; cacheBytes?: number } = {}) {
    this.cache = new Lru(opts.cacheBytes ?? 48 * 1024 * 1024);
  }

  cached(hash: string): Buffer | undefined {
    const hit = this.cache.get(hash);
    if (hit) this.stats.cached++;
    return hit;
  }

  draw(scene: Scene, hash?: string): Promise<Buffer> {
    const key = hash ?? sceneHash(scene);
    const hit = this.cache.get(key);
    if (hit) {
      this.stats.cached++;
      return Promise.resolve(hit);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = (this.opts.worker === false ? Promise.resolve().then(() => paint(scene)) : this.inWorker(scene)).then(
      (png) => {
        this.stats.drawn++;
        this.cache.set(key, png);
        this.pending.delete(key);
        return png;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, job);
    return job;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const painter = new URL(`./painter.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url).href;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { painter } });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: { ready?: true; id?: number; png?: Uint8Array; error?: string }) => {
        if (m.ready) return resolve();
        const w = this.waiting.get(m.id ?? -1);
        if (!w) return;
        this.waiting.delete(m.id ?? -1);
        if (m.png) w.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength));
        else w.reject(new Error(m.error ?? 'the picture worker failed'));
      });
      worker.on('error', (error) => {
        reject(error);
        for (const w of this.waiting.values()) w.reject(error);
        this.waiting.clear();
        this.worker = null;
        this.ready = null;
      });
    });
    return this.ready;
  }

  private async inWorker(scene: Scene): Promise<Buffer> {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error('the picture worker stopped');
    const id = this.next++;
    worker.ref();
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        worker.postMessage({ id, scene });
      });
    } finally {
      if (this.waiting.size === 0) worker.unref();
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }
}

/** Draws in this thread without a cache: for scripts and tests that want the pixels now. */
export const inline: Drawer = { draw: async (scene) => paint(scene), close: async () => {} };

