// Engine speed: full 4-company games of Spiel des Jahres per second of CPU time on one core
// (this process, no workers), played by the random legal-move player. Target: ≥ 2,000 games/s.
// CPU time keeps other processes out of the figure, but not a virtual machine's stolen time, so
// it prints the median and the best of ten runs with the load average: on a busy machine the
// best run is the one closest to what the engine itself costs.
import { loadavg } from 'node:os';
import { playGame, seats } from '../src/games/spiel/random-player.js';

/** CPU milliseconds (user + system) this process has used. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function benchEngine(): void {
  const players = seats(4);
  let seed = 1;
  for (const end = cpuMs() + 1_000; cpuMs() < end; ) playGame(seed++, players); // JIT warm-up
  const runs: number[] = [];
  for (let r = 0; r < 10; r++) {
    let games = 0;
    const start = cpuMs();
    while (cpuMs() - start < 500) {
      playGame(seed++, players);
      games++;
    }
    runs.push((games * 1000) / (cpuMs() - start));
  }
  runs.sort((a, b) => a - b);
  const median = ((runs[4] as number) + (runs[5] as number)) / 2;
  console.log(
    `engine: ${median.toFixed(0)} full 4-company Spiel games per CPU-second (median of 10 runs; best ${runs[9]!.toFixed(0)}, worst ${runs[0]!.toFixed(0)}; load average ${loadavg()[0]!.toFixed(2)}) — target ≥ 2,000`,
  );
}
