// How long the Spiel AI takes to decide, over every decision it makes in AI-only games.
// Target: well under 50 ms per decision.
import { seats } from '../src/engine/self-play.js';
import { spielAi } from '../src/games/spiel/ai.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame, type Policy } from '../src/games/spiel/random-player.js';

export function benchAi(log: (line: string) => void = console.log): void {
  const times: number[] = [];
  const timed: Policy = (state, p) => {
    const view = spiel.view(state, p);
    const start = performance.now();
    const command = spielAi(view);
    times.push(performance.now() - start);
    return command;
  };
  for (let seed = 1; seed <= 200; seed++) {
    const players = seats(4);
    playGame(seed, players, { policies: Object.fromEntries(players.map((p) => [p, timed])), actionsPerMonth: 6 });
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] as number).toFixed(3);
  const max = times[times.length - 1] as number;
  log(`ai: Spiel decision time over ${times.length} decisions (wall clock, one process): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms — target well under 50 ms: ${max < 50 ? 'ok' : 'MISSED'}`);
}
