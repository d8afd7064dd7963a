// Engine speed: full 4-company games of Spiel des Jahres per second, played by the random
// legal-move player, on one core (this process, no workers). Target: ≥ 2,000 games/s.
import { playGame, seats } from '../src/games/spiel/random-player.js';

export function benchEngine(): void {
  const players = seats(4);
  let seed = 1;
  // Warm up the JIT before measuring.
  for (const end = performance.now() + 1_000; performance.now() < end; ) playGame(seed++, players);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    let games = 0;
    const start = performance.now();
    while (performance.now() - start < 1_000) {
      playGame(seed++, players);
      games++;
    }
    runs.push((games * 1000) / (performance.now() - start));
  }
  runs.sort((a, b) => a - b);
  const median = runs[2] as number;
  console.log(`engine: ${median.toFixed(0)} full 4-company Spiel games/s (median of 5 one-second runs; min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)}) — target ≥ 2,000`);
}
