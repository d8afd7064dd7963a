// Drawing benchmark: the time to draw every kind of picture (the reference scenes of
// test/pictures: each Spiel kind, the ceremony included, and the Award table, a hand and the
// auction), each drawn from scratch (no cache) 200 times in this thread after a warm-up, at 2×
// (800 pixels wide), and a cache hit through the picture worker. Target: p99 ≤ 20 ms each.
// Wall time and CPU time are both printed: on a machine shared with other jobs the wall time's
// tail is mostly waiting for a core.
//
//   node dist-bench/bench/run.js pictures      (after npm run bench built it)
import { paint } from '../src/render/painter.js';
import { Pictures } from '../src/render/pictures.js';
import { REFERENCES } from '../test/pictures/fixtures.js';
import { cpuMs, percentile, type Log } from './stats.js';

const RUNS = Number(process.env.BENCH_PICTURES_RUNS ?? 200);
export const TARGET_P99_MS = 20;

export async function benchPictures(log: Log = console.log): Promise<void> {
  for (const [name, scene] of Object.entries(REFERENCES)) {
    for (let i = 0; i < 10; i++) paint(scene);
    const times: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const c = cpuMs();
      const t = performance.now();
      bytes = paint(scene).length;
      times.push(performance.now() - t);
      cpu.push(cpuMs() - c);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    log(
      `pictures: ${name} (${(bytes / 1024).toFixed(0)} KiB): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${RUNS} draws (CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, p99 ${percentile(cpu, 99).toFixed(1)} ms) (target p99 ≤ ${TARGET_P99_MS} ms${p99 <= TARGET_P99_MS ? ', met' : ', NOT MET'})`,
    );
  }
  const pictures = new Pictures();
  try {
    const hand = REFERENCES.hand as (typeof REFERENCES)[string];
    await pictures.draw(hand);
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const t = performance.now();
      await pictures.draw(hand);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    log(`pictures: the same hand again (content cache): p50 ${(percentile(times, 50) * 1000).toFixed(0)} µs, p99 ${(percentile(times, 99) * 1000).toFixed(0)} µs`);
  } finally {
    await pictures.close();
  }
}
