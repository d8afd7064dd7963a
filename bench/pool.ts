// Pooling Discord bench runs. One run's p99 rests on its slowest 1% (56 of 5,600 interactions
// per bot), and two identical bare bots measured against each other (BENCH_DISCORD_AA=1) came out
// anywhere from 0.86× to 1.18× at p99 and 0.96× to 1.14× at p50 in single runs (700 interactions
// a phase then); a verdict on a ratio near its target needs more interactions than one run has.
//
//   BENCH_DISCORD_SAMPLES=runs.jsonl npm run bench discord     (each run appends a line)
//   node dist-bench/bench/pool.js runs.jsonl
//
// Runs are grouped by how they were made (pictures on or off, an A/A test); for each group it prints
// the ratios of the pooled percentiles, each run's own ratios, and a 95% interval for the pooled
// ratio from resampling whole runs (so the spread between runs, the machine's changes of speed
// included, is in it).
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Rng, seedRng } from '../src/engine/rng.js';
import { percentile } from './stats.js';

interface RunSamples {
  /** How the run was made, e.g. "pictures on" or "pictures off, A/A". */
  readonly group: string;
  readonly at: string;
  /** Acknowledged latencies in ms; the unacknowledged are counted apart. */
  readonly bot: readonly number[];
  readonly bare: readonly number[];
  readonly unacknowledged: number;
  /** The targets the run was measured against (ratios to the bare bot). */
  readonly targets: Targets;
}

interface Targets {
  readonly p50Ratio: number;
  readonly p99Ratio: number;
}

/** Appends one run's measured interactions to `file` as a line of JSON, under `group` (how the run was made). */
export function appendSamples(file: string, group: string, samples: readonly { readonly phase: string; readonly latencyMs: number | null }[], targets: Targets): void {
  const of = (role: string) => samples.filter((s) => s.phase.startsWith(role) && s.latencyMs !== null).map((s) => Math.round((s.latencyMs as number) * 1000) / 1000);
  const run: RunSamples = { group, at: new Date().toISOString(), bot: of('bot'), bare: of('bare'), unacknowledged: samples.filter((s) => s.latencyMs === null).length, targets: { p50Ratio: targets.p50Ratio, p99Ratio: targets.p99Ratio } };
  appendFileSync(file, `${JSON.stringify(run)}\n`);
}

/** Fewer runs than this give an interval too narrow to trust (resampling 2 runs has 3 outcomes). */
const MIN_RUNS = 5;

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

function ratios(runs: readonly RunSamples[]): { p50: number; p99: number } {
  const bot = sorted(runs.flatMap((r) => r.bot));
  const bare = sorted(runs.flatMap((r) => r.bare));
  return { p50: percentile(bot, 50) / percentile(bare, 50), p99: percentile(bot, 99) / percentile(bare, 99) };
}

/** The pooled ratios of each group of runs in `file`, with each run's and a 95% interval over runs. */
export function poolReport(file: string, resamples = 1000): string[] {
  const runs = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RunSamples);
  const lines: string[] = [];
  for (const group of [...new Set(runs.map((r) => r.group))]) {
    const mine = runs.filter((r) => r.group === group);
    const targets = (mine.at(-1) as RunSamples).targets;
    const pooled = ratios(mine);
    const each = mine.map((r) => ratios([r]));
    const rng = new Rng(seedRng(20261128));
    const draws = Array.from({ length: resamples }, () => ratios(Array.from(mine, () => mine[rng.int(mine.length)] as RunSamples)));
    // The verdict against a target: met when the whole interval is at or under it, missed when
    // the whole interval is over it, and not settled by these runs otherwise.
    const verdict = (key: 'p50' | 'p99', target: number) => {
      const values = sorted(draws.map((d) => d[key]));
      const [low, high] = [percentile(values, 2.5), percentile(values, 97.5)];
      const word = mine.length < MIN_RUNS ? `no verdict from fewer than ${MIN_RUNS} runs` : high <= target ? 'met' : low > target ? 'MISSED' : 'not settled by these runs';
      return `${pooled[key].toFixed(2)}× (95% over runs ${low.toFixed(2)}–${high.toFixed(2)}) — target ≤ ${target}×: ${word}`;
    };
    const bot = mine.reduce((n, r) => n + r.bot.length, 0);
    const bare = mine.reduce((n, r) => n + r.bare.length, 0);
    lines.push(
      `${group}: ${mine.length} run${mine.length === 1 ? '' : 's'}, ${bot.toLocaleString('en')} bot and ${bare.toLocaleString('en')} bare-bot interactions, ${mine.reduce((n, r) => n + r.unacknowledged, 0)} unacknowledged`,
      `  pooled p50 ratio ${verdict('p50', targets.p50Ratio)}; each run ${each.map((e) => e.p50.toFixed(2)).join(', ')}`,
      `  pooled p99 ratio ${verdict('p99', targets.p99Ratio)}; each run ${each.map((e) => e.p99.toFixed(2)).join(', ')}`,
    );
  }
  return lines;
}

const direct = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (direct) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node dist-bench/bench/pool.js <samples.jsonl>');
  for (const line of poolReport(file)) console.log(line);
}
