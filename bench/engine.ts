// Engine speed: full 4-company games of Spiel des Jahres per second of CPU time on one core
// (this process, no workers), played by the random legal-move player. CPU time rather than wall
// time, so other work on the machine does not distort it. Target: ≥ 2,000 games/s.
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
  for (let r = 0; r < 5; r++) {
    let games = 0;
    const start = cpuMs();
    while (cpuMs() - start < 1_000) {
      playGame(seed++, players);
      games++;
    }
    runs.push((games * 1000) / (cpuMs() - start));
  }
  runs.sort((a, b) => a - b);
  console.log(
    `engine: ${runs[2]!.toFixed(0)} full 4-company Spiel games per CPU-second (median of 5 runs; min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)}) — target ≥ 2,000`,
  );
}
