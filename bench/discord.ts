// Discord benchmark: interaction latency (dispatch of INTERACTION_CREATE to the bot's first
// callback, as the loopback fake Discord measures it) of the real bot on a database of 10,000
// games, next to a bare discord.js bot that only answers "ok", measured in the same run.
// Targets (issue 11): p50 ≤ 1.3×, p99 ≤ 1.5× and CPU per interaction ≤ 1.5× the bare bot's, and no
// acknowledgement later than 3 s.
//
//   npx tsx bench/discord.ts        (or node dist-bench/bench/discord.js after a build; npm run bench)
//
// The fake Discord runs in this process. Each bot runs in a child process of its own, as in
// production: the real one is built like main.ts builds it (GameService on a SQLite file with
// migrations and its checkpoint worker, Bot with its router and publisher, the system clock),
// pointed at the fake with `discord.clientOptions()`, after deployCommands registered /spiel.
// The phases alternate (bare, bot, bot, bare, bare, bot, bot, bare; each a fresh start of the
// process, the real bot on the same database) so that a change of machine load falls on both alike,
// and neither is always the first or the second of a round (see ORDER).
//
// PHASE: each phase measures 1,400 interactions (about 17 s), long enough for each process's
// first full collection of the old generation after its start-up ones, as it runs for days. At 700
// (600 for the bare bot) until 2026-11-28 a phase ended about 8 s in: the bot with pictures had
// that collection 2.4–5.3 s in (its caches fill and its live heap grows from about 20 to 27 MB),
// without pictures 5.6–13 s in (`--trace-gc`, four phases each), so a phase held it every time
// with pictures and about half the time without; its marking took about 20 ms of the main thread within 26 ms. The bare
// bot's own p99 is higher over longer phases too (2.8–3.1 ms at 700, 3.5–4.3 ms at 1,400). Eight
// runs of each at 700 pooled (bench/pool.ts) to a p99 ratio of 1.47× with pictures (95% over runs
// 1.40–1.59) and 1.37× without (1.23–1.47).
//
// Of the 10,000 stored games, 9,940 are written straight into the tables (real games: 9,000
// played to the end with their logs, 940 running with month-long deadlines, their public posts
// recorded as up to date); 50 are played by the benchmark's 200 users in 50 channels and 10 are
// open lobbies, all created through Discord at the start. Interactions go one at a time, each
// 10 ms after the previous one was answered (a busy server, not a saturated one), in a seeded
// mix: /spiel hand, status, help, publish (preview), autocomplete of /spiel publish, the month
// post's Open my hand and Board buttons, the panel's Brainstorm button and Publish… menu, and
// Join/Leave on a lobby. The bare bot is sent the same stream (it answers each interaction with an
// ephemeral "ok", an autocomplete with no suggestions), so the ratios compare what the two bots do
// with the same traffic; it only ever got slash commands until 2026-11-27, which left discord.js's
// own extra cost for a click (it builds the clicked message) on our side of the ratio.
// Everything is written under a temporary directory in /tmp.
//
// Pictures are on, as at any table (the panel, the preview and the board carry them); with
// BENCH_DISCORD_IMAGES=off the 50 tables are started with images:off, to compare.
// Knobs (environment, read by `npm run bench` too): BENCH_DISCORD_ROUNDS, BENCH_DISCORD_PER_PHASE,
// BENCH_DISCORD_WARMUP (interactions before each phase's measured ones; default 50), BENCH_DISCORD_GAP_MS;
// BENCH_DISCORD_BREAKDOWN=1 (the bot's handler and service-call times), BENCH_DISCORD_CPU_PROF=
// <dir> (a --cpu-prof of each bot process; BENCH_DISCORD_CPU_PROF_BARE=1 the bare bot's too),
// BENCH_DISCORD_NODE_FLAGS (e.g. "--trace-gc"), BENCH_SIZES=1 (mean request body bytes per route),
// BENCH_DISCORD_AA=1 (an A/A test: the bot's part played by a bare bot), BENCH_DISCORD_ORDER=fixed,
// BENCH_DISCORD_THREADS=1 (each process's CPU by thread: the main thread and V8's helpers, which collect garbage; and how long the main thread waited for a core),
// BENCH_DISCORD_SEGMENTS=1 (each phase's CPU per interaction by 100 interactions), BENCH_DISCORD_ALLOC_PROF=<dir>
// (where each process allocates: a sampling heap profile that counts collected objects too),
// BENCH_DISCORD_TIMELINE=<dir> (the slowest interactions with what the bot and the fake Discord
// were doing meanwhile; see timeline.ts), BENCH_DISCORD_SAMPLES=<file> (every measured interaction
// appended as a line of JSON, one line per run: `node dist-bench/bench/pool.js <file>` pools runs).
//
// CPU per interaction is counted, like the latencies, over the measured interactions only: from
// the end of each phase's 50-interaction warm-up (a fresh process compiles its code then: the
// bot's 50 cost about 12 ms each, the bare bot's 6) to the stop signal. The figure from ready to
// the end of the stop is printed next to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commands } from '../commands/index.js';
import { Bot } from '../src/discord/bot.js';
import { Pictures } from '../src/render/pictures.js';
import { deployCommands } from '../src/discord/deploy.js';
import type { Logger } from '../src/log.js';
import { AI_POLICIES, BOT_GAMES, GAMES } from '../src/registry.js';
import { systemClock } from '../src/service/clock.js';
import { openDatabase } from '../src/service/db.js';
import { GameService } from '../src/service/service.js';
import { favourMainThread } from '../src/priority.js';
import { startBareBot } from '../test/support/bare-bot.js';
import { FakeDiscord, type LocalClientOptions } from '../test/support/fake-discord.js';
import { Driver, openTables, PICTURES, type Sample } from './discord-driver.js';
import { insertStoredGames } from './populate.js';
import { cpuMs, fmt, loadAverage, median, percentile, schedstat, shippedNodeFlags, type Log } from './stats.js';
import { appendSamples } from './pool.js';
import { reportTimeline, watchBot, watchProcess, writeEvents, type Event } from './timeline.js';

/**
 * Each user's ephemeral messages kept per channel, as at the local table (Discord keeps none past
 * a reload). Kept whole, every private panel of every phase stayed in the process that takes the
 * timestamps, with its picture (over a thousand by the last phase with pictures on): that
 * process's holds over 4 ms near the bot's interactions were 93 in a run with pictures on (566 ms,
 * 415 of them waiting for a core), against 29 with pictures off; bounded, 45 (306 ms). The driver
 * only clicks a user's newest panel. BENCH_DISCORD_EPHEMERALS=0 keeps them all, as before.
 */
const EPHEMERALS = Number(process.env.BENCH_DISCORD_EPHEMERALS ?? 10) || undefined;
/**
 * What the fake Discord remembers. It runs in this process, the one that takes the timestamps:
 * kept whole (every request body, upload and earlier version of a message, as tests keep them),
 * its heap grew with the bot's large answers and pictures, and its own collections held it up
 * while a bot's answer was arriving — a delay counted against the bot (the bare bot's "ok" left
 * little to keep). Bounded like the local table's, its stalls over 4 ms in the bot's phases went
 * from 105–132 (586–793 ms) to 81–119 (454–667 ms) a phase; the bare bot's phases have 9–34.
 * A phase's requests (about 2,100 of the bot's with the warm-up) all stay in the log until they are counted.
 */
const RETENTION = { requests: 4_000, revisions: 0, interactions: 1_000, ...(EPHEMERALS ? { ephemerals: EPHEMERALS } : {}) };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STORED = 10_000;
const TABLES = 50;
const LOBBIES = 10;
const BACKGROUND = STORED - TABLES - LOBBIES;
const BACKGROUND_RUNNING = 940;
const SELF = fileURLToPath(import.meta.url);
const BOT_NODE_FLAGS = shippedNodeFlags(join(SELF, '..', '..', SELF.includes('/dist-bench/') ? '..' : '', 'package.json'));

/**
 * BENCH_DISCORD_AA=1: the bot's part is played by a second bare bot, both sent the stream the bare
 * bot gets — an A/A test of the design: its ratios should come out near 1×, and their spread over
 * runs is the design's noise.
 */
const AA = process.env.BENCH_DISCORD_AA === '1';
/**
 * Which bot a round starts with. In rounds with the bare bot always first, the A/A test gave a p99
 * ratio of 1.01–1.20× in 6 runs, median 1.13× (the second phase of a round fares worse);
 * alternating which goes first (and an even number of rounds) gave 0.86–1.18× in 9 runs, median
 * 1.02× (all at 700 interactions a phase). BENCH_DISCORD_ORDER=fixed goes back to the bare bot first.
 */
const ORDER = process.env.BENCH_DISCORD_ORDER === 'fixed' ? 'fixed' : 'alternating';

// Issue 11's targets (the earlier 1.5×/2× were the first version's).
export const TARGETS = { p50Ratio: 1.3, p99Ratio: 1.5, cpuRatio: 1.5, ackMs: 3000 } as const;

// ---------------------------------------------------------------------------------------------
// The bots, each in its own process

interface Connection {
  readonly token: string;
  readonly clientOptions: LocalClientOptions;
}

interface ChildStats {
  /** CPU time (all threads) from ready to the end of the stop. */
  readonly cpuMs: number;
  /** CPU time (all threads) from ready to the stop signal (the last interaction answered). */
  readonly cpuAtStopMs: number;
  /** CPU time (all threads) from ready to each mark the parent asked for (SIGUSR2), in order. */
  readonly marksMs: readonly number[];
  readonly rssMb: number;
  readonly startMs: number;
  readonly warnings: number;
  readonly errors: number;
  /** Pictures drawn, and served from the content cache (the real bot only). */
  readonly drawn?: number;
  readonly fromCache?: number;
}

/** A logger that counts warnings and errors and prints them (the parent shows them on failure). */
function countingLogger(): Logger & { warnings: number; errors: number } {
  const counts = { warnings: 0, errors: 0 };
  const print = (level: string, message: string, rest: unknown[]) =>
    console.error(`${level} ${message}${rest.length ? ` ${rest.map((r) => (r instanceof Error ? r.stack : String(r))).join(' ')}` : ''}`);
  const logger: Logger & { warnings: number; errors: number } = {
    get warnings() {
      return counts.warnings;
    },
    get errors() {
      return counts.errors;
    },
    debug: () => {},
    info: () => {},
    warn: (message, ...rest) => {
      counts.warnings++;
      print('warn', message, rest);
    },
    error: (message, ...rest) => {
      counts.errors++;
      print('error', message, rest);
    },
    child: () => logger,
  };
  return logger;
}

/** Times the handlers and the service calls of the bot (a diagnostic; it adds a little latency). */
function breakdown(bot: Bot, service: GameService, times: Record<string, number[]>): void {
  const record = (what: string, ms: number) => (times[what] ??= []).push(ms);
  const calls = service as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['view', 'activeGameInChannel', 'game', 'submit', 'join', 'leave', 'messages', 'setMessage']) {
    const call = (calls[method] as (...args: unknown[]) => unknown).bind(service);
    calls[method] = (...args: unknown[]) => {
      const t = performance.now();
      try {
        return call(...args);
      } finally {
        record(`service.${method}`, performance.now() - t);
      }
    };
  }
  let start = 0;
  bot.client.prependListener('interactionCreate', () => {
    start = performance.now();
  });
  bot.client.on('interactionCreate', (i) => {
    const what = i.isChatInputCommand()
      ? `/spiel ${i.options.getSubcommand(false) ?? ''}`
      : i.isAutocomplete()
        ? 'autocomplete'
        : i.isMessageComponent()
          ? `component ${i.customId.split(':').slice(0, 2).join(':')}`
          : 'other';
    record(`handler ${what}`, performance.now() - start);
  });
}

/** The real bot, as main.ts starts it, against the fake. Prints "ready", then its stats at SIGTERM. */
async function childBot(dbPath: string, connection: Connection): Promise<void> {
  const t0 = performance.now();
  const log = countingLogger();
  const db = openDatabase(dbPath);
  const service = new GameService(db, {
    games: GAMES,
    policies: AI_POLICIES,
    clock: systemClock,
    onError: (error, context) => log.error(`game service: ${context}`, error),
  });
  const bot = new Bot({ ...BOT_GAMES, service, clock: systemClock, log, defaults: { deadlineMs: DAY, reminderMs: 3 * HOUR }, clientOptions: connection.clientOptions });
  // BENCH_DISCORD_BREAKDOWN=1: the synchronous part of each handler (from the interaction event
  // to the first await of its reply) and of the service calls, printed at the stop.
  const times: Record<string, number[]> = {};
  if (process.env.BENCH_DISCORD_BREAKDOWN) breakdown(bot, service, times);
  const timeline: Event[] = [];
  if (process.env.BENCH_DISCORD_TIMELINE) watchBot(timeline, bot.client, bot.pictures);
  bot.listen();
  service.startScheduler();
  await bot.start(connection.token);
  await service.backgroundReady();
  favourMainThread(); // as runBot does
  const startMs = performance.now() - t0;
  const cpuAtReady = cpuMs();
  const threadsAtReady = threadCpu();
  const waitAtReady = schedstat().waitedMs;
  const drawnAtReady = bot.pictures instanceof Pictures ? { ...bot.pictures.stats } : { drawn: 0, cached: 0 };
  const marksMs = answerMarks(cpuAtReady);
  const allocations = process.env.BENCH_DISCORD_ALLOC_PROF ? await sampleAllocations() : null;
  console.log('ready');
  process.once('SIGTERM', () => {
    const atStop = cpuMs();
    const allocated = allocations?.();
    const threads = threadCpuSince(threadsAtReady, cpuAtReady, waitAtReady);
    void (async () => {
      if (allocated) writeFileSync(`${process.env.BENCH_DISCORD_ALLOC_PROF}/bot-${process.pid}.heapprofile`, JSON.stringify(await allocated));
      if (process.env.BENCH_DISCORD_TIMELINE) writeEvents(process.env.BENCH_DISCORD_TIMELINE, `bot-${process.pid}`, timeline);
      service.stopScheduler();
      await bot.stop();
      await service.close();
      db.close();
      for (const [what, list] of Object.entries(times).sort()) {
        const sorted = [...list].sort((a, b) => a - b);
        console.error(`    ${what.padEnd(30)} n ${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(3)}  p99 ${percentile(sorted, 99).toFixed(3)} ms`);
      }
      const pictures = bot.pictures instanceof Pictures ? bot.pictures.stats : { drawn: 0, cached: 0 };
      if (process.env.BENCH_DISCORD_THREADS) console.error(`    bot cpu: ${threads}; stopping ${(cpuMs() - atStop).toFixed(0)} ms`);
      const stats: ChildStats = { cpuMs: cpuMs() - cpuAtReady, cpuAtStopMs: atStop - cpuAtReady, marksMs, rssMb: process.memoryUsage().rss / 1e6, startMs, warnings: log.warnings, errors: log.errors, drawn: pictures.drawn - drawnAtReady.drawn, fromCache: pictures.cached - drawnAtReady.cached };
      console.log(JSON.stringify(stats));
      process.exit(0);
    })();
  });
}

/**
 * BENCH_DISCORD_ALLOC_PROF=<dir>: V8's sampling heap profiler from ready to the stop, counting
 * objects already collected too (so it shows where garbage is made); returns the stopper.
 */
async function sampleAllocations(): Promise<() => Promise<unknown>> {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  return async () => ((await post('HeapProfiler.stopSampling')) as { profile: unknown }).profile;
}

/** At each SIGUSR2 the CPU used since `cpuAtReady` is noted and "mark" printed (the parent waits for it). */
function answerMarks(cpuAtReady: number): number[] {
  const marks: number[] = [];
  process.on('SIGUSR2', () => {
    marks.push(cpuMs() - cpuAtReady);
    console.log('mark');
  });
  return marks;
}

/** CPU ms of each thread of this process so far, keyed "<tid> <name>" (Linux: /proc/self/task/<tid>/stat, in 10 ms ticks). */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    out.set(`${tid} ${name}`, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return out;
}

/** "ready→stop N ms: main thread M ms (waited W ms for a core), other threads …" since `before` (BENCH_DISCORD_THREADS). */
function threadCpuSince(before: Map<string, number>, cpuBefore: number, waitBefore: number): string {
  const used = [...threadCpu()].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
  const isMain = (key: string): boolean => key.split(' ')[0] === String(process.pid);
  const main = used.find(([key]) => isMain(key))?.[1] ?? 0;
  const others = used.filter(([key, ms]) => !isMain(key) && ms > 0).map(([key, ms]) => `${key.slice(key.indexOf(' ') + 1)} ${ms}`);
  return `ready→stop ${(cpuMs() - cpuBefore).toFixed(0)} ms: main thread ${main} ms (waited ${(schedstat().waitedMs - waitBefore).toFixed(0)} ms for a core), other threads ${others.join(' + ') || 0} ms`;
}

/** The bare bot: answers every slash command with an ephemeral "ok". */
async function childBare(connection: Connection): Promise<void> {
  const t0 = performance.now();
  const bare = await startBareBot({ token: connection.token, clientOptions: () => connection.clientOptions });
  const startMs = performance.now() - t0;
  const cpuAtReady = cpuMs();
  const threadsAtReady = threadCpu();
  const waitAtReady = schedstat().waitedMs;
  const marksMs = answerMarks(cpuAtReady);
  const allocations = process.env.BENCH_DISCORD_ALLOC_PROF ? await sampleAllocations() : null;
  console.log('ready');
  process.once('SIGTERM', () => {
    const atStop = cpuMs();
    const allocated = allocations?.();
    if (process.env.BENCH_DISCORD_THREADS) console.error(`    bare cpu: ${threadCpuSince(threadsAtReady, cpuAtReady, waitAtReady)}`);
    void (async () => {
      if (allocated) writeFileSync(`${process.env.BENCH_DISCORD_ALLOC_PROF}/bare-${process.pid}.heapprofile`, JSON.stringify(await allocated));
      await bare.stop();
      const stats: ChildStats = { cpuMs: cpuMs() - cpuAtReady, cpuAtStopMs: atStop - cpuAtReady, marksMs, rssMb: process.memoryUsage().rss / 1e6, startMs, warnings: 0, errors: bare.errors.length };
      console.log(JSON.stringify(stats));
      process.exit(0);
    })();
  });
}

class BotProcess {
  private readonly lines: string[] = [];
  private readonly stderr: string[] = [];

  private constructor(private readonly child: ChildProcess) {
    child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
  }

  /** Starts a bot process and resolves once it is logged in and ready. */
  static start(kind: 'bot' | 'bare', connection: Connection, dbPath: string): Promise<BotProcess> {
    const tsx = SELF.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const profile = process.env.BENCH_DISCORD_CPU_PROF && (kind === 'bot' || process.env.BENCH_DISCORD_CPU_PROF_BARE) ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.BENCH_DISCORD_CPU_PROF}/${kind}`] : [];
    const flags = process.env.BENCH_DISCORD_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
    // The bot runs as `npm start` runs it; the bare bot as any discord.js bot would, with none.
    const shipped = kind === 'bot' ? BOT_NODE_FLAGS : [];
    const child = spawn(process.execPath, [...tsx, ...profile, ...shipped, ...flags, SELF, '--child', kind, dbPath], {
      env: { ...process.env, BENCH_DISCORD_CONNECTION: JSON.stringify(connection) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const bot = new BotProcess(child);
    return new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        if (line === 'ready') resolve(bot);
        else if (line === 'mark') bot.marked?.();
        else if (process.env.BENCH_DISCORD_NODE_FLAGS && !line.startsWith('{')) console.error(`[${kind}] ${line}`);
        else bot.lines.push(line);
      });
      child.once('exit', (code) => reject(new Error(`the ${kind} process exited (${code}) before it was ready:\n${bot.stderr.join('')}`)));
    });
  }

  private marked?: () => void;

  /** Has the process note the CPU it has used so far (reported at the stop, in `marksMs`). */
  mark(): Promise<void> {
    const done = new Promise<void>((resolve) => (this.marked = resolve));
    this.child.kill('SIGUSR2');
    return done;
  }

  /** Lines the process wrote to stderr (its warnings and errors). */
  get errorOutput(): string {
    return this.stderr.join('');
  }

  /** Stops it (SIGTERM: a graceful stop) and returns what it reported. */
  async stop(): Promise<ChildStats> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await exited;
    const last = this.lines.at(-1);
    if (!last) throw new Error(`the bot process reported nothing:\n${this.errorOutput}`);
    return JSON.parse(last) as ChildStats;
  }
}

// ---------------------------------------------------------------------------------------------

export interface DiscordFigures {
  readonly bot: readonly Sample[];
  readonly bare: readonly Sample[];
  readonly botStats: readonly ChildStats[];
  readonly bareStats: readonly ChildStats[];
}

export interface DiscordBenchOptions {
  /** Rounds of a bare-bot phase and a bot phase; default 4. */
  readonly rounds?: number;
  /** Measured interactions per phase: default 1,400 for each bot (see PHASE in the header). */
  readonly perPhase?: number;
  readonly barePerPhase?: number;
  readonly log?: Log;
}

function summary(samples: readonly Sample[]) {
  const acked = samples.map((s) => s.latencyMs).filter((l): l is number => l !== null).sort((a, b) => a - b);
  return { n: samples.length, unacked: samples.length - acked.length, p50: percentile(acked, 50), p90: percentile(acked, 90), p99: percentile(acked, 99), max: acked.at(-1) ?? NaN };
}

/** Measures, prints every figure against its target, and returns the raw samples. */
export async function benchDiscord(opts: DiscordBenchOptions = {}): Promise<DiscordFigures> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const envPhase = Number(process.env.BENCH_DISCORD_PER_PHASE) || undefined;
  const rounds = opts.rounds ?? (Number(process.env.BENCH_DISCORD_ROUNDS) || 4);
  const perPhase = opts.perPhase ?? envPhase ?? 1400;
  const barePerPhase = opts.barePerPhase ?? envPhase ?? 1400;
  const warmUp = Number(process.env.BENCH_DISCORD_WARMUP) || 50;
  const loadBefore = loadAverage();
  const dir = mkdtempSync(join(tmpdir(), 'spiel-bot-bench-discord-'));
  const dbPath = join(dir, 'bot.db');
  const discord = await FakeDiscord.start({ timeoutMs: 10_000, keep: RETENTION });
  const botStats: ChildStats[] = [];
  const bareStats: ChildStats[] = [];
  let running: BotProcess | null = null;
  try {
    // The stored games nobody plays in this run.
    const t0 = performance.now();
    const db = openDatabase(dbPath);
    insertStoredGames(db, {
      firstId: 1,
      count: BACKGROUND,
      overdue: 0,
      running: BACKGROUND_RUNNING,
      now: Date.now(),
      guildOf: (id) => `9${String(id % 200).padStart(17, '0')}`,
      channelOf: (id) => `8${String(id).padStart(17, '0')}`,
      userOf: (id, seat) => `7${String(id * 8 + seat).padStart(17, '0')}`,
      synced: true,
    });
    db.close();
    const populateMs = performance.now() - t0;

    // The benchmark's server: 200 players at 50 tables, 30 more users at 10 lobbies.
    const users = Array.from({ length: 4 * TABLES + 3 * LOBBIES }, (_, i) => discord.addUser(`player${i + 1}`));
    const guild = discord.addGuild({
      name: 'Bench Board Game Club',
      members: users,
      owner: users[0],
      channels: [...Array.from({ length: TABLES }, (_, i) => `table-${i + 1}`), ...Array.from({ length: LOBBIES }, (_, i) => `lobby-${i + 1}`)],
    });
    const connection: Connection = { token: discord.token, clientOptions: discord.clientOptions() };
    await deployCommands({ token: discord.token, applicationId: discord.applicationId, guildId: guild.id, commands, rest: discord.clientOptions().rest });

    const t1 = performance.now();
    running = await BotProcess.start('bot', connection, dbPath);
    const { tables, lobbies } = await openTables(
      discord,
      Array.from({ length: TABLES }, (_, i) => guild.channel(`table-${i + 1}`)),
      Array.from({ length: LOBBIES }, (_, i) => guild.channel(`lobby-${i + 1}`)),
      users,
    );
    botStats.push(await running.stop());
    running = null;
    const setupMs = performance.now() - t1;

    const driver = new Driver(discord, tables, lobbies);
    const fakeTimeline: Event[] = [];
    if (process.env.BENCH_DISCORD_TIMELINE) watchProcess(fakeTimeline);
    const routes = { bot: new Map<string, number>(), bare: new Map<string, number>() };
    const phase = async (name: string, kind: 'bot' | 'bare', count: number) => {
      running = await BotProcess.start(AA ? 'bare' : kind, connection, dbPath);
      const before = discord.requests.at(-1);
      driver.phase = name;
      driver.measuring = false;
      driver.bare = AA || kind === 'bare';
      for (let i = 0; i < warmUp; i++) await driver.next(); // warm-up
      driver.measuring = true;
      await running.mark();
      for (let i = 0; i < count; i++) {
        await driver.next();
        if (process.env.BENCH_DISCORD_SEGMENTS && (i + 1) % 100 === 0) await running.mark();
      }
      const stats = await running.stop();
      if (process.env.BENCH_DISCORD_SEGMENTS) log(`    ${name}: CPU ms per interaction by 100: ${stats.marksMs.slice(1).map((m, j) => ((m - (stats.marksMs[j] ?? 0)) / 100).toFixed(2)).join(' ')}`);
      for (const r of discord.requests.slice(before ? discord.requests.indexOf(before) + 1 : 0)) {
        const key = `${r.method} ${r.route ?? r.path}`;
        routes[kind].set(key, (routes[kind].get(key) ?? 0) + 1 / (count + warmUp));
        if (process.env.BENCH_SIZES) routes[kind].set(`${key} bytes`, (routes[kind].get(`${key} bytes`) ?? 0) + JSON.stringify(r.body ?? '').length / (count + warmUp));
      }
      if (process.env.BENCH_DISCORD_BREAKDOWN && kind === 'bot') log(`  ${name}: synchronous time in the bot process\n${running.errorOutput.trimEnd()}`);
      if (process.env.BENCH_DISCORD_THREADS) log(running.errorOutput.split('\n').filter((l) => l.includes(' cpu: ')).join('\n'));
      running = null;
      (kind === 'bot' ? botStats : bareStats).push(stats);
    };
    for (let r = 1; r <= rounds; r++) {
      const order = ORDER === 'fixed' || r % 2 === 1 ? (['bare', 'bot'] as const) : (['bot', 'bare'] as const);
      for (const kind of order) await phase(`${kind} ${r}`, kind, kind === 'bot' ? perPhase : barePerPhase);
    }

    const bot = driver.samples.filter((s) => s.phase.startsWith('bot'));
    const bare = driver.samples.filter((s) => s.phase.startsWith('bare'));
    const b = summary(bot);
    const o = summary(bare);
    const ok = (good: boolean) => (good ? 'ok' : 'MISSED');
    const phases = (samples: readonly Sample[], f: (s: ReturnType<typeof summary>) => number) =>
      [...new Set(samples.map((s) => s.phase))].map((p) => f(summary(samples.filter((s) => s.phase === p))));
    log(
      `discord (${STORED.toLocaleString('en')} stored games; ${b.n} bot and ${o.n} bare-bot interactions in alternating phases, ${ORDER === 'fixed' ? 'the bare bot first in every round' : 'the bare bot first in odd rounds and second in even ones'}, each bot in its own process, ours with the shipped node flags [${BOT_NODE_FLAGS.join(' ')}]; pooled percentiles [per-phase range]; load average ${loadBefore} → ${loadAverage()})`,
    );
    log(`  bot:      p50 ${b.p50.toFixed(2)} ms [${fmt(phases(bot, (s) => s.p50), 2)}], p90 ${b.p90.toFixed(2)}, p99 ${b.p99.toFixed(2)} ms [${fmt(phases(bot, (s) => s.p99), 2)}], max ${b.max.toFixed(1)} ms`);
    log(`  bare bot: p50 ${o.p50.toFixed(2)} ms [${fmt(phases(bare, (s) => s.p50), 2)}], p90 ${o.p90.toFixed(2)}, p99 ${o.p99.toFixed(2)} ms [${fmt(phases(bare, (s) => s.p99), 2)}], max ${o.max.toFixed(1)} ms`);
    log(
      `  ratio p50 ${(b.p50 / o.p50).toFixed(2)}× — target ≤ ${TARGETS.p50Ratio}×: ${ok(b.p50 / o.p50 <= TARGETS.p50Ratio)}; ratio p99 ${(b.p99 / o.p99).toFixed(2)}× — target ≤ ${TARGETS.p99Ratio}×: ${ok(b.p99 / o.p99 <= TARGETS.p99Ratio)}; slowest acknowledgement ${b.max.toFixed(0)} ms, ${b.unacked} unacknowledged — target none later than ${TARGETS.ackMs} ms: ${ok(b.unacked === 0 && b.max <= TARGETS.ackMs)}`,
    );
    const kinds = [...new Set(bot.map((s) => s.kind))].sort();
    for (const kind of kinds) {
      const k = summary(bot.filter((s) => s.kind === kind));
      log(`    ${kind.padEnd(28)} n ${String(k.n).padStart(4)}  p50 ${k.p50.toFixed(2).padStart(6)}  p99 ${k.p99.toFixed(2).padStart(6)}  max ${k.max.toFixed(1).padStart(6)} ms${k.unacked ? `  (${k.unacked} unacknowledged)` : ''}`);
    }
    const measuredBot = botStats.slice(1);
    // CPU over the same interactions the latencies are taken from: from the end of the warm-up
    // to the stop signal (so neither the first calls, which compile the bot's code, nor the stop).
    const measuredCpu = (s: ChildStats, n: number) => (s.cpuAtStopMs - (s.marksMs[0] ?? 0)) / n;
    const botCpu = measuredBot.map((s) => measuredCpu(s, perPhase));
    const bareCpu = bareStats.map((s) => measuredCpu(s, barePerPhase));
    const cpuRatio = median(botCpu) / median(bareCpu);
    const wholeRatio = median(measuredBot.map((s) => s.cpuMs / (perPhase + warmUp))) / median(bareStats.map((s) => s.cpuMs / (barePerPhase + warmUp)));
    log(
      `  bot process: start-up on ${STORED.toLocaleString('en')} games (open, catch-up, login, publisher) ${fmt(measuredBot.map((s) => s.startMs), 0)} ms, CPU per measured interaction (whole process, publisher included) ${fmt(botCpu, 2)} ms vs bare ${fmt(bareCpu, 2)} ms (ratio ${cpuRatio.toFixed(2)}× — ${
        PICTURES
          ? `the drawing worker's included; issue 11's ≤ ${TARGETS.cpuRatio}× is for tables without pictures: BENCH_DISCORD_IMAGES=off`
          : `target ≤ ${TARGETS.cpuRatio}×: ${ok(cpuRatio <= TARGETS.cpuRatio)}`
      }); from ready to the end of the stop, warm-up included, ${fmt(
        measuredBot.map((s) => s.cpuMs / (perPhase + warmUp)),
        2,
      )} ms vs ${fmt(bareStats.map((s) => s.cpuMs / (barePerPhase + warmUp)), 2)} ms (${wholeRatio.toFixed(2)}×); pictures per interaction: ${fmt(
        measuredBot.map((s) => (s.drawn ?? 0) / (perPhase + warmUp)),
        2,
      )} drawn, ${fmt(
        measuredBot.map((s) => (s.fromCache ?? 0) / (perPhase + warmUp)),
        2,
      )} from the cache; RSS at the end ${fmt(measuredBot.map((s) => s.rssMb), 0)} MB vs ${fmt(bareStats.map((s) => s.rssMb), 0)} MB; ${median(botStats.map((s) => s.errors))} errors, ${median(botStats.map((s) => s.warnings))} warnings logged per bot process`,
    );
    const perInteraction = (m: Map<string, number>) => {
      const total = [...m.values()].reduce((a, b) => a + b, 0) / rounds;
      const parts = [...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / rounds).toFixed(2)}`);
      return `${total.toFixed(2)} (${parts.join(', ')})`;
    };
    log(`  REST requests per interaction: bot ${perInteraction(routes.bot)}; bare ${perInteraction(routes.bare)}`);
    if (process.env.BENCH_DISCORD_SAMPLES) appendSamples(process.env.BENCH_DISCORD_SAMPLES, [PICTURES ? 'pictures on' : 'pictures off', AA ? 'A/A' : '', ORDER === 'fixed' ? 'bare bot always first' : ''].filter(Boolean).join(', '), driver.samples, TARGETS);
    if (process.env.BENCH_DISCORD_TIMELINE) {
      writeEvents(process.env.BENCH_DISCORD_TIMELINE, 'fake', fakeTimeline);
      reportTimeline(process.env.BENCH_DISCORD_TIMELINE, driver.samples, log);
    }
    log(`  (setting up: ${(populateMs / 1000).toFixed(1)} s to write ${BACKGROUND.toLocaleString('en')} stored games, ${(setupMs / 1000).toFixed(1)} s to open ${TABLES} tables and ${LOBBIES} lobbies through Discord)`);
    return { bot, bare, botStats, bareStats };
  } catch (error) {
    if (running) console.error((running as BotProcess).errorOutput);
    throw error;
  } finally {
    if (running) await (running as BotProcess).stop().catch(() => undefined);
    await discord.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const direct = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (direct) {
  const at = process.argv.indexOf('--child');
  if (at >= 0) {
    const connection = JSON.parse(process.env.BENCH_DISCORD_CONNECTION as string) as Connection;
    if (process.argv[at + 1] === 'bot') await childBot(process.argv[at + 2] as string, connection);
    else await childBare(connection);
  } else {
    await benchDiscord();
  }
}
