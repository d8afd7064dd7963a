// npm run simulate -- [--game spiel|award] [--players 4] [--seed 7] [--games 1000] [--ai N]
// Spiel, one game: its month-by-month public log and the ceremony (from the public view only).
// Spiel, many games: summary statistics for balance work.
// Award: game length in turns for 3, 4 and 5 players (or --players), to compare with the
// specification's balance note; every seat is the AI unless --ai says fewer.
// Everything is seeded and reproducible.
import { parseArgs } from 'node:util';
import { seats } from '../src/engine/self-play.js';
import { aiPolicy as awardAi } from '../src/games/award/ai.js';
import { formatAwardSummary, summarizeAwardGames } from '../src/games/award/simulate.js';
import { spielAi } from '../src/games/spiel/ai.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame, type PlayedGame, type Policy } from '../src/games/spiel/random-player.js';
import { ceremonyReport, monthReport } from '../src/games/spiel/text.js';
import { GAMES, type GameType } from '../src/registry.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'spiel' },
    players: { type: 'string' },
    seed: { type: 'string', default: '1' },
    games: { type: 'string' },
    ai: { type: 'string' },
  },
});

const players = Number(values.players ?? 4);
const seed = Number(values.seed);
const aiSeats = Number(values.ai ?? 0);
if (!Number.isInteger(players) || !Number.isInteger(seed) || !Number.isInteger(aiSeats)) throw new Error('--players, --seed and --ai take integers');

/** Seats p1…p<ai> are played by the AI (from their own view only), the rest at random. */
const aiPolicy: Policy = (state, player) => spielAi(spiel.view(state, player));
const policies = Object.fromEntries(seats(players).slice(0, aiSeats).map((p) => [p, aiPolicy]));
const isAi = (p: string) => p in policies;
const play = (s: number) => playGame(s, seats(players), { policies, actionsPerMonth: 6 });
const who = aiSeats === 0 ? 'random legal-move players' : `${aiSeats} AI (p1${aiSeats > 1 ? `–p${aiSeats}` : ''}) and ${players - aiSeats} random players`;

/** Markdown to terminal: drop the bold markers. */
const plain = (line: string) => line.replace(/\*\*/g, '');

function printGame(game: PlayedGame): void {
  const view = spiel.view(game.state, null);
  const name = (p: string) => (isAi(p) ? `${p} (AI)` : p);
  console.log(`Spiel des Jahres — ${players} companies, seed ${seed}, ${who}`);
  for (const c of view.companies) console.log(`  ${c.id}: specialties ${c.specialties.join(' + ')}`);
  for (const report of view.history) {
    console.log('');
    monthReport(view, report, name).forEach((l) => console.log(plain(l)));
  }
  console.log('');
  ceremonyReport(view, name).forEach((l) => console.log(plain(l)));
}

function percent(n: number, of: number): string {
  return `${((100 * n) / of).toFixed(1)}%`;
}

function quantiles(xs: number[]): string {
  if (xs.length === 0) return 'n/a';
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `mean ${mean.toFixed(2)}, median ${q(0.5)}, 10–90% ${q(0.1)}–${q(0.9)}, max ${s.at(-1)}`;
}

function summarize(count: number): void {
  const winningValues: number[] = [];
  const bankruptcies: number[] = [];
  const published: number[] = [];
  const copyright: number[] = [];
  let withBankruptcy = 0;
  let endedByR9 = 0;
  let exhausted = 0;
  const exhaustedMonth: number[] = [];
  let tiebreak = 0;
  let noWinner = 0;
  const reasons = new Map<string, number>();
  let aiWins = 0;
  let aiBankrupt = 0;
  let randomBankrupt = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const game = play(seed + i);
    const view = spiel.view(game.state, null);
    const result = view.result;
    if (!result) throw new Error(`game with seed ${seed + i} did not end`);
    reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
    if (result.winningGame !== null) winningValues.push(view.gamesById[result.winningGame]?.value ?? 0);
    if (result.winners.length === 0) noWinner++;
    if (result.winners.some(isAi)) aiWins++;
    for (const r of view.history) for (const p of r.bankrupt) isAi(p) ? aiBankrupt++ : randomBankrupt++;
    const broke = view.history.reduce((n, r) => n + r.bankrupt.length, 0);
    bankruptcies.push(broke);
    if (broke > 0) withBankruptcy++;
    if (result.reason === 'lastStanding' || result.reason === 'allBankrupt') endedByR9++;
    published.push(Object.keys(view.gamesById).length);
    copyright.push(view.history.reduce((n, r) => n + r.refused.filter((x) => x.reason === 'copyright').length, 0));
    const dry = view.history.find((r) => r.draws.some((d) => d.count < d.wanted));
    if (dry) {
      exhausted++;
      exhaustedMonth.push(dry.month);
    }
    if (view.ceremony?.steps.some((s) => s.stage === 'tiebreak')) tiebreak++;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Spiel des Jahres — ${count} games, ${players} companies, seeds ${seed}–${seed + count - 1}, ${who}`);
  if (aiSeats > 0) {
    console.log(`  AI won ${percent(aiWins, count)} of games (a fair share would be ${percent(aiSeats, players)})`);
    console.log(`  bankruptcies per seat: AI ${(aiBankrupt / (aiSeats * count)).toFixed(3)}${aiSeats < players ? `, random ${(randomBankrupt / ((players - aiSeats) * count)).toFixed(3)}` : ''}`);
  }
  console.log(`  winner's game value (€10k/month): ${quantiles(winningValues)}`);
  console.log(`  bankruptcies per game: ${quantiles(bankruptcies)}; games with one or more: ${percent(withBankruptcy, count)}; ended early by R9: ${percent(endedByR9, count)}`);
  console.log(`  deck ran dry: ${percent(exhausted, count)} of games (month: ${quantiles(exhaustedMonth)})`);
  console.log(`  ceremony needed a tie-break: ${percent(tiebreak, count)}; no winner: ${percent(noWinner, count)}`);
  console.log(`  how games ended: ${[...reasons].map(([r, n]) => `${r} ${percent(n, count)}`).join(', ')}`);
  console.log(`  games published per game: ${quantiles(published)}; copyright refusals per game: ${quantiles(copyright)}`);
  console.log(`  (${(count / seconds).toFixed(0)} games/s)`);
}

function simulateAward(): void {
  const sizes = values.players ? [players] : [3, 4, 5];
  const games = Number(values.games ?? 1000);
  console.log(`The Award Winning Game — ${games} seeded games per table size, seeds ${seed}–${seed + games - 1}`);
  for (const n of sizes) {
    const ai = values.ai === undefined ? n : Math.min(aiSeats, n);
    const started = performance.now();
    const summary = summarizeAwardGames({ games, players: n, firstSeed: seed, policies: Array.from({ length: ai }, () => awardAi) });
    const who = ai === n ? 'all AI' : `${ai} AI + ${n - ai} random`;
    console.log(`  ${who}: ${formatAwardSummary(summary)}`);
    if (ai > 0 && ai < n) {
      const aiWins = summary.winsBySeat.slice(0, ai).reduce((a, b) => a + b, 0);
      console.log(`    AI seats won ${((100 * aiWins) / games).toFixed(1)}% of games`);
    }
    console.log(`    (${(games / ((performance.now() - started) / 1000)).toFixed(0)} games/s)`);
  }
  console.log('  Specification §5 (heuristic players): 3 players ≈22 turns (13–31), 4 ≈25 (15–36), 5 ≈27 (17–40).');
}

/** How each registered game is simulated; a game the registry has and this script does not is an error here. */
const SIMULATIONS: Readonly<Record<GameType, () => void>> = {
  spiel: () => (values.games ? summarize(Number(values.games)) : printGame(play(seed))),
  award: () => simulateAward(),
};
const run = values.game !== undefined && Object.hasOwn(GAMES, values.game) ? SIMULATIONS[values.game as GameType] : undefined;
if (!run) throw new Error(`unknown --game ${values.game} (${Object.keys(GAMES).join(' or ')})`);
run();
