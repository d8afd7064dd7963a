// Small helpers the benchmarks share: CPU time, percentiles, "median [min–max]", the load.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Where a benchmark prints its lines. */
export type Log = (line: string) => void;

/** CPU milliseconds (user + system, all threads) this process has used. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The p-th percentile of an ascending list (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** "median [min–max]" (just the value when there is one). */
export function fmt(values: readonly number[], digits: number): string {
  if (values.length === 0) return '–';
  const m = median(values).toFixed(digits);
  if (values.length === 1) return m;
  return `${m} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;
}

/** The 1-, 5- and 15-minute load averages and the number of cores, for the report. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/**
 * The node flags the bot ships with: those between `node` and `dist/src/main.js` in package.json's
 * `start` script. Benchmarks run the bot's processes with them, so they measure what ships.
 */
export function shippedNodeFlags(packageJson: string): string[] {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: Record<string, string> };
  const start = pkg.scripts?.start ?? '';
  const m = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/src\/main\.js/.exec(start);
  if (!m) throw new Error(`package.json's start script does not run node … dist/src/main.js: ${start}`);
  return (m[1] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The calling thread's time on a core and its time runnable but waiting for one, in ms so far
 * (Linux's /proc/thread-self/schedstat; NaN where there is none). On 2 cores shared by a bot, the
 * local Discord and their helper threads, a wait there is latency that no profile of the bot shows.
 */
export function schedstat(): { ranMs: number; waitedMs: number } {
  try {
    const [ran, waited] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return { ranMs: Number(ran) / 1e6, waitedMs: Number(waited) / 1e6 };
  } catch {
    return { ranMs: NaN, waitedMs: NaN };
  }
}
