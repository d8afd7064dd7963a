// Engine speed: full 4-company games of Spiel des Jahres per second of CPU time on one core
// (this process, no workers), played by the random legal-move player. CPU time rather than wall
// time, so other work on the machine does not distort it. Target: ≥ 2,000 games/s.
//
// The process's CPU time counts every thread, and while V8 is still optimizing the engine its
// compiler and GC threads run beside the main one (the first second of games used about two
// CPU-seconds per wall-second here). So the warm-up goes on until the rate is steady, and each
// run also says how much CPU the process used per second of wall time.
import { seats } from '../src/engine/self-play.js';
import { playGame } from '../src/games/spiel/random-player.js';
import { cpuMs } from './stats.js';

const WINDOW_MS = 500;
const MAX_WARMUP_MS = 10_000;

/** Games played in `ms` of CPU time, and the wall time it took. */
function window(ms: number, players: readonly string[], seed: { next: number }): { rate: number; cpuPerWall: number } {
  let games = 0;
  const start = cpuMs();
  const wall = performance.now();
  while (cpuMs() - start < ms) {
    playGame(seed.next++, players);
    games++;
  }
  const cpu = cpuMs() - start;
  return { rate: (games * 1000) / cpu, cpuPerWall: cpu / (performance.now() - wall) };
}

export function benchEngine(log: (line: string) => void = console.log): void {
  const players = seats(4);
  const seed = { next: 1 };
  // Warm-up: at least two seconds, then until two windows in a row agree within 10 % and the
  // process no longer burns CPU on other threads.
  let warm = 0;
  let last = 0;
  for (;;) {
    const w = window(WINDOW_MS, players, seed);
    warm += WINDOW_MS;
    const steady = warm >= 2_000 && last > 0 && Math.abs(w.rate - last) / last < 0.1 && w.cpuPerWall < 1.15;
    last = w.rate;
    if (steady || warm >= MAX_WARMUP_MS) break;
  }
  const runs = Array.from({ length: 5 }, () => window(1_000, players, seed));
  const rates = runs.map((r) => r.rate).sort((a, b) => a - b);
  const load = runs.map((r) => r.cpuPerWall).sort((a, b) => a - b);
  log(
    `engine: ${rates[2]!.toFixed(0)} full 4-company Spiel games per CPU-second (median of 5 runs of 1 CPU-second after ${(warm / 1000).toFixed(1)} s of warm-up; min ${rates[0]!.toFixed(0)}, max ${rates[4]!.toFixed(0)}; CPU per wall second ${load[2]!.toFixed(2)}) — target ≥ 2,000: ${rates[2]! >= 2_000 ? 'ok' : 'MISSED'}`,
  );
}
