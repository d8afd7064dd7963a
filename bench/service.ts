// Service benchmark: command latency with 100,000 stored games, start-up time with 1,000 overdue
// deadlines among them, and resident memory after start-up against an empty database. Every
// measurement runs in a fresh child process on a fresh copy of the database, several times;
// figures are medians with their range. The latency run is repeated with each speed device of
// the service turned off alone (state cache, seat cache, checkpoint worker), so the bench shows
// what each still earns; a device that stops earning its place is deleted.
//
//   npx tsx bench/service.ts        (or node dist-bench/bench/service.js after a build; npm run bench)
//
// The first run builds the 100,000-game database (about 1.4 GB, a minute or two on a slow
// machine) and keeps it in /tmp/spiel-bot-bench, named after the schema's checksums; later runs
// copy it (and fsync the copy, so its write-back does not land in the middle of a measurement).
// Nothing else is written outside /tmp.
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { seats, START_TIME } from '../src/engine/self-play.js';
import { spiel } from '../src/games/spiel/index.js';
import { playGame } from '../src/games/spiel/random-player.js';
import { ManualClock } from '../src/service/clock.js';
import { openDatabase } from '../src/service/db.js';
import { defaultMigrationsDir, loadMigrations } from '../src/service/migrate.js';
import { GameService } from '../src/service/service.js';
import { insertStoredGames } from './populate.js';
import { cpuMs, fmt, loadAverage, median, percentile, shippedNodeFlags, type Log } from './stats.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STORED_GAMES = 100_000;
const OVERDUE = 1_000;
const RUNNING = 9_000; // running with deadlines in the future; the rest have ended
const LATENCY_GAMES = 200;
/** The benchmark's "now": a year after the random player's start time. */
const NOW = START_TIME + 365 * DAY;
const DIR = '/tmp/spiel-bot-bench';
const SELF = fileURLToPath(import.meta.url);
const ROOT = join(SELF, '..', '..', SELF.includes('/dist-bench/') ? '..' : '');
/** The service runs inside the bot's process: measure it with the node flags `npm start` uses. */
const NODE_FLAGS = shippedNodeFlags(join(ROOT, 'package.json'));

export const TARGETS = { p50Ms: 0.3, p99Ms: 2, startupMs: 1000, rssMb: 20 } as const;

// ---------------------------------------------------------------------------------------------
// Building the stored games (once; cached in /tmp by schema checksum)

/** How many games of each kind a database holds. */
interface Population {
  readonly stored: number;
  readonly overdue: number;
  readonly running: number;
}

const FULL: Population = { stored: STORED_GAMES, overdue: OVERDUE, running: RUNNING };
/** The same start-up work with nothing else stored: separates "stored games" from "work done". */
const OVERDUE_ONLY: Population = { stored: OVERDUE, overdue: OVERDUE, running: 0 };

function baseDatabasePath(p: Population): string {
  const schema = loadMigrations(defaultMigrationsDir())
    .map((m) => m.checksum.slice(0, 8))
    .join('-');
  return join(DIR, `base-v4-${p.stored}-${p.overdue}-${p.running}-${schema}.db`);
}

/**
 * 100,000 games as a bot would have them: 90,000 ended (real random games with their whole
 * logs), 9,000 running with deadlines ahead, 1,000 running whose month deadline passed a day ago
 * (30-day months: the stored running games stay quiet while the latency run plays its 200
 * games over twelve simulated days).
 */
function buildBase(path: string, p: Population, log: Log): void {
  const started = performance.now();
  const tmp = `${path}.building`;
  rmSync(tmp, { force: true });
  const db = openDatabase(tmp);
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  insertStoredGames(db, {
    firstId: 1,
    count: p.stored,
    overdue: p.overdue,
    running: p.running,
    now: NOW,
    guildOf: (id) => `guild${id % 500}`,
    channelOf: (id) => `channel${id}`,
    userOf: (id, seat) => `user${id}-${seat + 1}`,
  });
  db.exec('ANALYZE');
  db.pragma('journal_mode = WAL');
  db.close();
  rmSync(path, { force: true });
  copyFileSync(tmp, path);
  rmSync(tmp, { force: true });
  log(`  built ${p.stored.toLocaleString('en')} stored games in ${((performance.now() - started) / 1000).toFixed(1)} s (${(statSync(path).size / 1e6).toFixed(0)} MB), cached at ${path}`);
}

/** A private copy of a base database, on disk before anything is measured. */
function freshCopy(base: string, path: string): void {
  copyFileSync(base, path);
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

// ---------------------------------------------------------------------------------------------
// Child processes

export interface StartupFigures {
  readonly totalMs: number;
  readonly openMs: number;
  readonly schedulerMs: number;
  /** CPU time (all threads) of open + catch-up. */
  readonly cpuMs: number;
  readonly ran: number;
  /** Resident memory once start-up has settled (the checkpoint worker is up). */
  readonly rssMb: number;
  readonly heapMb: number;
  readonly newSpaceMb: number;
  /** Heap still in use after a full collection: what the service actually keeps. */
  readonly heapAfterGcMb: number;
}

/** In a fresh process: open + migrations check + overdue deadlines, then resident memory. */
async function childStartup(path: string): Promise<StartupFigures> {
  const c0 = cpuMs();
  const t0 = performance.now();
  const db = openDatabase(path);
  const t1 = performance.now();
  const service = new GameService(db, {
    clock: new ManualClock(NOW),
    games: { spiel },
    backgroundCheckpoints: process.env.BENCH_INLINE_CHECKPOINTS === undefined,
  });
  const { ran } = service.startScheduler();
  const t2 = performance.now();
  const cpu = cpuMs() - c0;
  await service.backgroundReady();
  await new Promise((resolve) => setImmediate(resolve));
  const mem = process.memoryUsage();
  const newSpace = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
  (globalThis as { gc?: () => void }).gc?.();
  const heapAfterGcMb = process.memoryUsage().heapUsed / 1e6;
  await service.close();
  db.close();
  return {
    totalMs: t2 - t0,
    openMs: t1 - t0,
    schedulerMs: t2 - t1,
    cpuMs: cpu,
    ran,
    rssMb: mem.rss / 1e6,
    heapMb: mem.heapTotal / 1e6,
    newSpaceMb: newSpace / 1e6,
    heapAfterGcMb,
  };
}

export interface LatencyFigures {
  readonly commands: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
  /** CPU time of the process (all threads) per command, in ms. */
  readonly cpuPerCommand: number;
  /** Background WAL checkpoints completed during the run. */
  readonly checkpoints: number;
  /** Month timeouts run by the scheduler meanwhile, and the time per timeout of each wake-up. */
  readonly timeouts: number;
  readonly timeoutP50: number;
  readonly timeoutP99: number;
}

/**
 * In a fresh process on the 100,000-game database: 200 new games played at once (random
 * players' commands, interleaved in time order), timing every submit; the month timeouts run
 * from the scheduler and are timed apart.
 */
async function childLatency(path: string): Promise<LatencyFigures> {
  const db = openDatabase(path);
  const clock = new ManualClock(NOW + HOUR);
  const played = Array.from({ length: LATENCY_GAMES }, (_, i) => playGame(20_000 + i, seats(4)));
  const seedsLeft = played.map((g) => g.seed);
  const service = new GameService(db, {
    clock,
    games: { spiel },
    seed: () => seedsLeft.shift() as number,
    backgroundCheckpoints: process.env.BENCH_INLINE_CHECKPOINTS === undefined,
    // One speed device off at a time, to show each still earns its place (see DEVICES).
    ...(process.env.BENCH_DEVICE_OFF === 'states' ? { cacheSize: 0 } : {}),
    ...(process.env.BENCH_DEVICE_OFF === 'seats' ? { seatCacheSize: 0 } : {}),
  });
  let fired = 0;
  service.onChange((o) => {
    if (o.cause === 'deadline') fired++;
  });
  const offset = clock.now() - START_TIME;
  const ids = played.map((g, i) => {
    const lobby = service.createLobby({ type: 'spiel', guildId: 'bench', channelId: `bench${i}`, hostUserId: 'u1' });
    if (!lobby.ok) throw new Error(lobby.error.code);
    for (let k = 2; k <= g.players.length; k++) service.join(lobby.outcome.game.id, `u${k}`);
    service.start(lobby.outcome.game.id, 'u1');
    return lobby.outcome.game.id;
  });
  service.startScheduler();
  await service.backgroundReady();
  const stream = played
    .flatMap((g, i) => g.log.filter((e) => e.actor !== null).map((e) => ({ at: e.at + offset, gameId: ids[i] as number, userId: `u${(e.actor as string).slice(1)}`, command: e.command })))
    .sort((a, b) => a.at - b.at || a.gameId - b.gameId);
  const times: number[] = [];
  const timeoutTimes: number[] = [];
  let timeouts = 0;
  let n = 0;
  let cpu = 0;
  for (const s of stream) {
    // A bot handles each interaction in its own turn of the event loop (replies from the
    // checkpoint worker arrive in between).
    await new Promise((resolve) => setImmediate(resolve));
    fired = 0;
    const w = performance.now();
    clock.set(s.at); // runs the month timeouts that fell due (timed apart)
    if (fired > 0) {
      timeoutTimes.push((performance.now() - w) / fired);
      timeouts += fired;
    }
    const c = cpuMs();
    const t = performance.now();
    const r = service.submit({ gameId: s.gameId, actor: { userId: s.userId }, command: s.command, interactionId: `bench-${n++}` });
    times.push(performance.now() - t);
    cpu += cpuMs() - c;
    if (!r.ok) throw new Error(`refused ${r.error.code}`);
  }
  const checkpoints = service.stats().checkpoints;
  await service.close();
  db.close();
  const sorted = [...times].sort((a, b) => a - b);
  const perTimeout = [...timeoutTimes].sort((a, b) => a - b);
  return {
    commands: times.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    cpuPerCommand: cpu / times.length,
    checkpoints,
    timeouts,
    timeoutP50: percentile(perTimeout, 50),
    timeoutP99: percentile(perTimeout, 99),
  };
}

function runChild<T>(mode: string, path: string, env: Record<string, string> = {}): T {
  const tsx = SELF.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawnSync(process.execPath, [...tsx, '--expose-gc', ...NODE_FLAGS, SELF, '--child', mode, path], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) throw new Error(`bench child ${mode} failed (${child.status}): ${child.stderr}`);
  const line = child.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as T;
}

// ---------------------------------------------------------------------------------------------

export interface ServiceFigures {
  readonly stored: readonly StartupFigures[];
  readonly empty: readonly StartupFigures[];
  readonly emptyInline: readonly StartupFigures[];
  readonly overdueOnly: readonly StartupFigures[];
  readonly latency: readonly LatencyFigures[];
  /** RSS after start-up with the stored games minus the empty database's, per round. */
  readonly rssExtra: readonly number[];
}

/** The service's speed devices, each turned off in a latency run of its own (env of the child). */
const DEVICES: readonly { readonly name: string; readonly env: Record<string, string> }[] = [
  { name: 'state cache', env: { BENCH_DEVICE_OFF: 'states' } },
  { name: 'seat cache', env: { BENCH_DEVICE_OFF: 'seats' } },
  { name: 'checkpoint worker', env: { BENCH_INLINE_CHECKPOINTS: '1' } },
];

export interface ServiceBenchOptions {
  /** Start-up rounds (each a fresh copy of the 1.4 GB database); default 5. */
  readonly rounds?: number;
  /** Latency runs (on the copies of the first rounds); default 3. */
  readonly latencyRuns?: number;
  readonly log?: Log;
}

/** Measures, prints every figure against its target, and returns the raw figures. */
export async function benchService(opts: ServiceBenchOptions = {}): Promise<ServiceFigures> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const rounds = opts.rounds ?? 5;
  const latencyRuns = Math.min(rounds, opts.latencyRuns ?? 3);
  const loadBefore = loadAverage();
  mkdirSync(DIR, { recursive: true });
  const base = baseDatabasePath(FULL);
  if (!existsSync(base)) buildBase(base, FULL, log);
  const small = baseDatabasePath(OVERDUE_ONLY);
  if (!existsSync(small)) buildBase(small, OVERDUE_ONLY, log);
  const work = join(DIR, `run-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const stored: StartupFigures[] = [];
  const empty: StartupFigures[] = [];
  const emptyInline: StartupFigures[] = [];
  const overdueOnly: StartupFigures[] = [];
  const latency: LatencyFigures[] = [];
  const deviceOff: LatencyFigures[][] = DEVICES.map(() => []);
  const rssExtra: number[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      const fresh = join(work, `empty-${r}.db`);
      empty.push(runChild<StartupFigures>('startup', fresh));
      removeDatabase(fresh);
      emptyInline.push(runChild<StartupFigures>('startup', fresh, { BENCH_INLINE_CHECKPOINTS: '1' }));
      removeDatabase(fresh);
      const big = join(work, `stored-${r}.db`);
      freshCopy(base, big);
      stored.push(runChild<StartupFigures>('startup', big));
      rssExtra.push((stored.at(-1) as StartupFigures).rssMb - (empty.at(-1) as StartupFigures).rssMb);
      // The latency run goes on the same copy: its catch-up is done, the 100,000 games stay.
      if (r < latencyRuns) latency.push(runChild<LatencyFigures>('latency', big));
      removeDatabase(big);
      if (r < latencyRuns) {
        DEVICES.forEach((device, d) => {
          freshCopy(base, big);
          (deviceOff[d] as LatencyFigures[]).push(runChild<LatencyFigures>('latency', big, device.env));
          removeDatabase(big);
        });
      }
      const overdue = join(work, `overdue-only-${r}.db`);
      freshCopy(small, overdue);
      overdueOnly.push(runChild<StartupFigures>('startup', overdue));
      removeDatabase(overdue);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const ok = (good: boolean) => (good ? 'ok' : 'MISSED');
  const of = <T>(list: readonly T[], f: (x: T) => number) => list.map(f);
  log(`service (${STORED_GAMES.toLocaleString('en')} stored games; ${rounds} start-up rounds, ${latencyRuns} latency runs, each in a fresh process on a fresh copy with the shipped node flags [${NODE_FLAGS.join(' ')}]; median [min–max]; load average ${loadBefore} → ${loadAverage()})`);
  const p50 = median(of(latency, (l) => l.p50));
  const p99 = median(of(latency, (l) => l.p99));
  log(
    `  command latency (${latency[0]?.commands ?? 0} submits per run, ${LATENCY_GAMES} games at once): p50 ${fmt(of(latency, (l) => l.p50), 3)} ms — target ≤ ${TARGETS.p50Ms}: ${ok(p50 <= TARGETS.p50Ms)}; p99 ${fmt(of(latency, (l) => l.p99), 2)} ms — target ≤ ${TARGETS.p99Ms}: ${ok(p99 <= TARGETS.p99Ms)}`,
  );
  log(
    `    p90 ${fmt(of(latency, (l) => l.p90), 3)} ms, max ${fmt(of(latency, (l) => l.max), 1)} ms, mean ${fmt(of(latency, (l) => l.mean), 3)} ms; CPU per command ${fmt(of(latency, (l) => l.cpuPerCommand), 3)} ms (all threads); ${median(of(latency, (l) => l.checkpoints))} background WAL checkpoints per run`,
  );
  log(
    `    month timeouts run by the scheduler meanwhile (${latency[0]?.timeouts ?? 0} per run), time per timeout: p50 ${fmt(of(latency, (l) => l.timeoutP50), 3)} ms, p99 ${fmt(of(latency, (l) => l.timeoutP99), 2)} ms`,
  );
  // Each speed device of the service, turned off alone: what the same latency run costs without it.
  DEVICES.forEach((device, d) => {
    const runs = deviceOff[d] as LatencyFigures[];
    const slower = (f: (l: LatencyFigures) => number) => `${(median(of(runs, f)) / median(of(latency, f))).toFixed(2)}×`;
    log(
      `    without the ${device.name}: p50 ${fmt(of(runs, (l) => l.p50), 3)} ms (${slower((l) => l.p50)}), p99 ${fmt(of(runs, (l) => l.p99), 2)} ms (${slower((l) => l.p99)}), CPU per command ${fmt(of(runs, (l) => l.cpuPerCommand), 3)} ms (${slower((l) => l.cpuPerCommand)}); time per timeout p99 ${fmt(of(runs, (l) => l.timeoutP99), 2)} ms`,
    );
  });
  const startup = median(of(stored, (s) => s.totalMs));
  log(
    `  start-up with ${OVERDUE.toLocaleString('en')} overdue games (${stored[0]?.ran ?? 0} due rows): ${fmt(of(stored, (s) => s.totalMs), 0)} ms — target ≤ ${TARGETS.startupMs}: ${ok(startup <= TARGETS.startupMs)} (open + migrations check ${fmt(of(stored, (s) => s.openMs), 1)} ms; CPU ${fmt(of(stored, (s) => s.cpuMs), 0)} ms)`,
  );
  const extra = median(rssExtra);
  log(
    `  RSS after start-up: ${fmt(of(stored, (s) => s.rssMb), 1)} MB vs ${fmt(of(empty, (s) => s.rssMb), 1)} MB with an empty database: +${fmt(rssExtra, 1)} MB — target ≤ ${TARGETS.rssMb}: ${ok(extra <= TARGETS.rssMb)}`,
  );
  log(
    `    V8 heap ${fmt(of(stored, (s) => s.heapMb), 1)} vs ${fmt(of(empty, (s) => s.heapMb), 1)} MB (young generation ${fmt(of(stored, (s) => s.newSpaceMb), 1)} vs ${fmt(of(empty, (s) => s.newSpaceMb), 1)} MB); heap in use after a full GC ${fmt(of(stored, (s) => s.heapAfterGcMb), 1)} vs ${fmt(of(empty, (s) => s.heapAfterGcMb), 1)} MB`,
  );
  log(
    `    the same start-up work with nothing else stored: RSS ${fmt(of(overdueOnly, (s) => s.rssMb), 1)} MB, start-up ${fmt(of(overdueOnly, (s) => s.totalMs), 0)} ms; the checkpoint worker thread itself: ${fmt(
      empty.map((e, i) => e.rssMb - (emptyInline[i] as StartupFigures).rssMb),
      1,
    )} MB (empty database, worker vs inline checkpoints)`,
  );
  return { stored, empty, emptyInline, overdueOnly, latency, rssExtra };
}

const direct = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (direct) {
  const at = process.argv.indexOf('--child');
  if (at >= 0) {
    const mode = process.argv[at + 1];
    const path = process.argv[at + 2] as string;
    const figures = mode === 'startup' ? await childStartup(path) : await childLatency(path);
    console.log(JSON.stringify(figures));
  } else {
    await benchService();
  }
}
