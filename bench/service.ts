// Service benchmark: command latency with 100,000 stored games, start-up time with 1,000 overdue
// deadlines among them, and resident memory after start-up against an empty database. Each
// measurement runs in a fresh child process on a fresh copy of the database.
//
//   npx tsx bench/service.ts            (or import { benchService } and await it)
//
// The first run builds the 100,000-game database (about 1.4 GB, a minute or so) and keeps it in
// /tmp/spiel-bot-bench, named after the schema's checksums; later runs copy it. Nothing else is
// written outside /tmp.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spiel } from '../src/games/spiel/index.js';
import { playGame, seats, START_TIME, type PlayedGame } from '../src/games/spiel/random-player.js';
import { ManualClock } from '../src/service/clock.js';
import { openDatabase } from '../src/service/db.js';
import { loadMigrations, defaultMigrationsDir } from '../src/service/migrate.js';
import { GameService } from '../src/service/service.js';

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
const ROOT = join(SELF, '..', '..');

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
 * logs), 9,000 running with deadlines ahead, 1,000 running whose month deadline passed a day ago.
 */
function buildBase(path: string, p: Population): void {
  const started = performance.now();
  const tmp = `${path}.building`;
  rmSync(tmp, { force: true });
  const db = openDatabase(tmp);
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  const pool: PlayedGame[] = Array.from({ length: 64 }, (_, i) => playGame(10_000 + i, seats(2 + (i % 5))));
  // Months of 30 days: the stored running games stay quiet while the latency run plays its
  // 200 games over twelve simulated days (the overdue ones passed their deadline a day ago).
  const monthMs = 30 * DAY;
  const options = JSON.stringify(spiel.optionsSchema.parse({ monthMs }));
  const settings = JSON.stringify({ reminderBeforeMs: 3 * HOUR });
  const insertGame = db.prepare(
    `INSERT INTO games (id, type, guild_id, channel_id, status, host_user_id, seed, options, settings, version, state, created_at, started_at, ended_at)
     VALUES (?, 'spiel', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSeat = db.prepare('INSERT INTO seats (game_id, seat, player_id, user_id, ai, joined_at) VALUES (?, ?, ?, ?, 0, ?)');
  const insertLog = db.prepare(
    `INSERT INTO command_log (game_id, seq, actor, command, at, cause, user_id, interaction_id) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const insertDeadline = db.prepare('INSERT INTO deadlines (game_id, kind, due, payload) VALUES (?, ?, ?, ?)');
  const write = db.transaction((from: number, to: number) => {
    for (let id = from; id < to; id++) {
      const guild = `guild${id % 500}`;
      const channel = `channel${id}`;
      if (id <= p.overdue + p.running) {
        // Running: dealt 2 days ago (overdue) or an hour ago (deadline ahead).
        const startedAt = id <= p.overdue ? NOW - monthMs - DAY : NOW - HOUR;
        const players = seats(4);
        const state = spiel.setup(id, players, spiel.optionsSchema.parse({ monthMs }), startedAt);
        insertGame.run(id, guild, channel, 'running', `user${id}-1`, id, options, settings, 0, JSON.stringify(state), startedAt - HOUR, startedAt, null);
        players.forEach((p, k) => insertSeat.run(id, k, p, `user${id}-${k + 1}`, startedAt - HOUR));
        const deadline = spiel.awaiting(state).deadline!;
        insertDeadline.run(id, 'timeout', deadline.due, JSON.stringify({ command: deadline.command }));
        insertDeadline.run(id, 'reminder', deadline.due - 3 * HOUR, JSON.stringify({ deadline: deadline.due }));
      } else {
        const game = pool[id % pool.length] as PlayedGame;
        const last = game.log[game.log.length - 1]?.at ?? game.createdAt;
        const played = JSON.stringify(game.options); // the random games ran with the default month
        insertGame.run(id, guild, channel, 'ended', `user${id}-1`, game.seed, played, settings, game.log.length, JSON.stringify(game.state), game.createdAt - HOUR, game.createdAt, last);
        game.players.forEach((p, k) => insertSeat.run(id, k, p, `user${id}-${k + 1}`, game.createdAt - HOUR));
        game.log.forEach((e, k) =>
          insertLog.run(id, k + 1, e.actor, JSON.stringify(e.command), e.at, e.actor === null ? 'deadline' : 'player', e.actor === null ? null : `user${id}-${e.actor.slice(1)}`),
        );
      }
    }
  });
  for (let from = 1; from <= p.stored; from += 5_000) write(from, Math.min(p.stored + 1, from + 5_000));
  db.exec('ANALYZE');
  db.pragma('journal_mode = WAL');
  db.close();
  rmSync(path, { force: true });
  copyFileSync(tmp, path);
  rmSync(tmp, { force: true });
  console.log(`built ${p.stored.toLocaleString('en')} stored games in ${((performance.now() - started) / 1000).toFixed(1)} s (${(statSync(path).size / 1e6).toFixed(0)} MB), cached at ${path}`);
}

// ---------------------------------------------------------------------------------------------
// Child processes

interface StartupFigures {
  readonly openMs: number;
  readonly schedulerMs: number;
  readonly totalMs: number;
  readonly ran: number;
  readonly rssMb: number;
  readonly heapMb: number;
  /** Heap still in use after a full collection: what the service actually keeps. */
  readonly heapAfterGcMb: number;
}

/** In a fresh process: open + migrations check + overdue deadlines, then resident memory. */
async function childStartup(path: string): Promise<StartupFigures> {
  const t0 = performance.now();
  const db = openDatabase(path);
  if (process.env.BENCH_CACHE) db.pragma(`cache_size = ${process.env.BENCH_CACHE}`);
  const t1 = performance.now();
  const service = new GameService(db, {
    clock: new ManualClock(NOW),
    games: { spiel },
    backgroundCheckpoints: process.env.BENCH_INLINE_CHECKPOINTS === undefined,
  });
  const { ran } = service.startScheduler();
  const t2 = performance.now();
  const mem = process.memoryUsage();
  (globalThis as { gc?: () => void }).gc?.();
  const heapAfterGcMb = process.memoryUsage().heapUsed / 1e6;
  await service.close();
  db.close();
  return { openMs: t1 - t0, schedulerMs: t2 - t1, totalMs: t2 - t0, ran, rssMb: mem.rss / 1e6, heapMb: mem.heapUsed / 1e6, heapAfterGcMb };
}

interface LatencyFigures {
  /** Background WAL checkpoints completed during the run. */
  readonly checkpoints: number;
  readonly commands: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
  readonly timeouts: number;
  readonly timeoutP50: number;
  readonly timeoutP99: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * In a fresh process on the 100,000-game database: 200 new games played at once (random
 * players' commands, interleaved in time order), timing every submit; the month timeouts run
 * from the scheduler and are timed apart.
 */
async function childLatency(path: string): Promise<LatencyFigures> {
  const db = openDatabase(path);
  if (process.env.BENCH_CACHE) db.pragma(`cache_size = ${process.env.BENCH_CACHE}`);
  const clock = new ManualClock(NOW + HOUR);
  const played = Array.from({ length: LATENCY_GAMES }, (_, i) => playGame(20_000 + i, seats(4)));
  const seedsLeft = played.map((g) => g.seed);
  const service = new GameService(db, {
    clock,
    games: { spiel },
    seed: () => seedsLeft.shift() as number,
    backgroundCheckpoints: process.env.BENCH_INLINE_CHECKPOINTS === undefined,
  });
  const timeoutTimes: number[] = [];
  let mark = 0;
  service.onChange((o) => {
    if (o.cause === 'deadline') {
      const t = performance.now();
      timeoutTimes.push(t - mark);
      mark = t;
    }
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
  const stream = played
    .flatMap((g, i) => g.log.filter((e) => e.actor !== null).map((e) => ({ at: e.at + offset, gameId: ids[i] as number, userId: `u${(e.actor as string).slice(1)}`, command: e.command })))
    .sort((a, b) => a.at - b.at || a.gameId - b.gameId);
  const times: number[] = [];
  let n = 0;
  for (const s of stream) {
    // A bot handles each interaction in its own turn of the event loop (replies from the
    // checkpoint worker arrive in between).
    await new Promise((resolve) => setImmediate(resolve));
    mark = performance.now();
    clock.set(s.at); // fires the month timeouts that fell due (timed by the listener)
    const t = performance.now();
    const r = service.submit({ gameId: s.gameId, actor: { userId: s.userId }, command: s.command, interactionId: `bench-${n++}` });
    times.push(performance.now() - t);
    if (!r.ok) throw new Error(`refused ${r.error.code}`);
  }
  const checkpoints = service.stats().checkpoints;
  await service.close();
  db.close();
  const sorted = [...times].sort((a, b) => a - b);
  const timeouts = [...timeoutTimes].sort((a, b) => a - b);
  return {
    checkpoints,
    commands: times.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    timeouts: timeouts.length,
    timeoutP50: percentile(timeouts, 50),
    timeoutP99: percentile(timeouts, 99),
  };
}

function runChild<T>(mode: string, path: string): T {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', SELF, '--child', mode, path], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) throw new Error(`bench child ${mode} failed (${child.status}): ${child.stderr}`);
  const line = child.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as T;
}

// ---------------------------------------------------------------------------------------------

/** Prints the service's figures against its targets. */
export async function benchService(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const base = baseDatabasePath(FULL);
  if (!existsSync(base)) buildBase(base, FULL);
  const small = baseDatabasePath(OVERDUE_ONLY);
  if (!existsSync(small)) buildBase(small, OVERDUE_ONLY);
  const work = join(DIR, `run-${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    const big = join(work, 'stored.db');
    copyFileSync(base, big);
    const empty = join(work, 'empty.db');
    const overdueOnly = join(work, 'overdue-only.db');
    copyFileSync(small, overdueOnly);

    const startup = runChild<StartupFigures>('startup', big);
    const baseline = runChild<StartupFigures>('startup', empty);
    const sameWork = runChild<StartupFigures>('startup', overdueOnly);
    const latency = runChild<LatencyFigures>('latency', big);

    const ms = (x: number) => `${x.toFixed(3)} ms`;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(`service bench (node ${process.version}, ${STORED_GAMES.toLocaleString('en')} stored games, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
    console.log(
      `  command latency (${latency.commands} submits, ${LATENCY_GAMES} games at once): p50 ${ms(latency.p50)} [≤ 0.3: ${verdict(latency.p50 <= 0.3)}]  p90 ${ms(latency.p90)}  p99 ${ms(latency.p99)} [≤ 2: ${verdict(latency.p99 <= 2)}]  max ${ms(latency.max)}  mean ${ms(latency.mean)}`,
    );
    console.log(`    (every submit carries an interaction id; ${latency.checkpoints} WAL checkpoints ran in the background meanwhile)`);
    console.log(`  month timeouts from the scheduler (${latency.timeouts}): p50 ${ms(latency.timeoutP50)}  p99 ${ms(latency.timeoutP99)}`);
    console.log(
      `  start-up: ${ms(startup.totalMs)} [≤ 1000: ${verdict(startup.totalMs <= 1000)}] (open + migrations check ${ms(startup.openMs)}, ${startup.ran} overdue rows run in ${ms(startup.schedulerMs)})`,
    );
    const extra = startup.rssMb - baseline.rssMb;
    console.log(
      `  RSS after start-up: ${startup.rssMb.toFixed(1)} MB vs ${baseline.rssMb.toFixed(1)} MB with an empty database: +${extra.toFixed(1)} MB [≤ 20: ${verdict(extra <= 20)}] (heap ${startup.heapMb.toFixed(1)} vs ${baseline.heapMb.toFixed(1)} MB; after a full GC ${startup.heapAfterGcMb.toFixed(1)} vs ${baseline.heapAfterGcMb.toFixed(1)} MB)`,
    );
    console.log(
      `    the same start-up work (1,000 overdue games) with nothing else stored: RSS ${sameWork.rssMb.toFixed(1)} MB, so the other 99,000 stored games cost ${(startup.rssMb - sameWork.rssMb).toFixed(1)} MB; start-up ${ms(sameWork.totalMs)}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
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
