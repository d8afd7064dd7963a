// Catch-up after an outage, at scale (issue 34): 10,000 running tables (half Spiel, half Award,
// three players each) whose deadlines all fell due during a one-hour outage; then the bot starts,
// against the local Discord with Discord's rate limits (50 requests a second, 5 posts per 5 s per
// channel, the invalid-request count), while players at 100 of the tables keep clicking.
//
//   node dist-bench/bench/run.js catchup     (after npm run bench has built it)
//
// Printed: the time from the bot's start until every table's posts are made, against the floor
// (the requests it needed ÷ 50 a second); the peak requests in one second; 429s by scope and
// early repeats; the most invalid requests counted in 10 minutes; the p99 of the interactions
// answered during the catch-up against a quiet bot's p99 in the same run (the same bot on the
// same database before the outage, sent the same stream); how soon the active tables' posts were
// made against the idle ones'; and that nothing was lost (every table synced, its new month or
// turn posted) or doubled (no channel with two posts of one nonce).
//
// The tables are written straight into the database (as bench/populate.ts does) with their first
// month or turn dealt and nothing posted yet but the record that their posts are up to date, so
// the catch-up is each table's results and its next month or turn: for a Spiel table the month's
// results and the new month's post, for an Award table the summary of the turn that ran out, the
// next turn's board and any question it asks. No reminder rows (a reminder due during an outage is
// dropped anyway). Pictures are on. The bot runs in a child process as main.ts runs it, with the
// system clock; the local Discord and the players run here.
// Knobs: BENCH_CATCHUP_TABLES (default 10,000), BENCH_CATCHUP_ACTIVE (100), BENCH_CATCHUP_RATE
// (interactions a second, 10), BENCH_CATCHUP_QUIET_S (the quiet phase, 30 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commands } from '../commands/index.js';
import { Bot } from '../src/discord/bot.js';
import { SYNC_KEY } from '../src/discord/publisher.js';
import { deployCommands } from '../src/discord/deploy.js';
import { seats } from '../src/engine/self-play.js';
import { AI_POLICIES, BOT_GAMES, GAMES, registered } from '../src/registry.js';
import { systemClock } from '../src/service/clock.js';
import { openDatabase } from '../src/service/db.js';
import { GameService } from '../src/service/service.js';
import type { Logger } from '../src/log.js';
import { FakeDiscord, type InteractionHandle, type LocalChannel, type LocalClientOptions, type LocalUser } from '../test/support/fake-discord.js';
import { loadAverage, percentile, shippedNodeFlags } from './stats.js';

const TABLES = Number(process.env.BENCH_CATCHUP_TABLES) || 10_000;
const ACTIVE = Number(process.env.BENCH_CATCHUP_ACTIVE) || 100;
const RATE = Number(process.env.BENCH_CATCHUP_RATE) || 10;
const QUIET_S = Number(process.env.BENCH_CATCHUP_QUIET_S) || 30;
const PER_GUILD = 100;
const USERS = 300;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SELF = fileURLToPath(import.meta.url);
const BOT_NODE_FLAGS = shippedNodeFlags(join(SELF, '..', '..', SELF.includes('/dist-bench/') ? '..' : '', 'package.json'));

const typeOf = (n: number): 'spiel' | 'award' => (n % 2 === 0 ? 'spiel' : 'award');

/**
 * Writes the running tables (ids 1…TABLES) into a new database at `path`, each dealt so that its
 * first deadline is due up to an hour before `due` (spread over that hour).
 */
function writeTables(path: string, channelOf: (n: number) => LocalChannel, guildOf: (n: number) => string, userOf: (n: number, seat: number) => string, due: number): void {
  const db = openDatabase(path);
  const insertGame = db.prepare(
    `INSERT INTO games (id, type, guild_id, channel_id, status, host_user_id, seed, options, settings, version, state, created_at, started_at, ended_at)
     VALUES (?, ?, ?, ?, 'running', ?, ?, ?, '{}', 0, ?, ?, ?, NULL)`,
  );
  const insertSeat = db.prepare('INSERT INTO seats (game_id, seat, player_id, user_id, ai, joined_at) VALUES (?, ?, ?, ?, 0, ?)');
  const insertDeadline = db.prepare("INSERT INTO deadlines (game_id, kind, due, payload) VALUES (?, 'timeout', ?, ?)");
  const insertSync = db.prepare('INSERT INTO messages (game_id, key, channel_id, message_id, version, updated_at) VALUES (?, ?, ?, \'-\', 0, ?)');
  const write = db.transaction(() => {
    for (let n = 0; n < TABLES; n++) {
      const id = n + 1;
      const module = registered(typeOf(n))!.module;
      const options = module.optionsSchema.parse({});
      const players = seats(3);
      const probe = module.setup(id, players, options, 0);
      const period = module.awaiting(probe).deadline!.due;
      const startedAt = due - period - ((n * 997) % HOUR);
      const state = module.setup(id, players, options, startedAt);
      const deadline = module.awaiting(state).deadline!;
      const channel = channelOf(n);
      insertGame.run(id, typeOf(n), guildOf(n), channel.id, userOf(n, 0), id, JSON.stringify(options), JSON.stringify(state), startedAt - HOUR, startedAt);
      players.forEach((p, k) => insertSeat.run(id, k, p, userOf(n, k), startedAt - HOUR));
      insertDeadline.run(id, deadline.due, JSON.stringify({ command: deadline.command }));
      insertSync.run(id, SYNC_KEY, channel.id, startedAt);
    }
  });
  write();
  db.close();
}

// ---------------------------------------------------------------------------------------------
// The bot, in its own process

interface Connection {
  readonly token: string;
  readonly clientOptions: LocalClientOptions;
}

function quietLogger(): Logger & { errors: number } {
  const logger = {
    errors: 0,
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (message: string, ...rest: unknown[]) => {
      logger.errors++;
      console.error(`error ${message} ${rest.map((r) => (r instanceof Error ? r.stack : String(r))).join(' ')}`);
    },
    child: () => logger,
  };
  return logger;
}

/** Prints "ready", then "caught-up <ms since ready>" once the publisher is empty and every game synced, then its stats at SIGTERM. */
async function childBot(dbPath: string, connection: Connection): Promise<void> {
  const log = quietLogger();
  const db = openDatabase(dbPath);
  const service = new GameService(db, { games: GAMES, policies: AI_POLICIES, clock: systemClock, onError: (error, context) => log.error(`game service: ${context}`, error) });
  const bot = new Bot({ ...BOT_GAMES, service, clock: systemClock, log, defaults: { deadlineMs: DAY, reminderMs: 3 * HOUR }, clientOptions: connection.clientOptions });
  const t0 = performance.now();
  bot.listen();
  const ran = service.startScheduler().ran;
  await bot.start(connection.token);
  const ready = performance.now();
  if (process.env.BENCH_CATCHUP_DEBUG) console.error(`ran ${ran} due rows at start; backlog ${JSON.stringify(service.schedulerBacklog())}; game 1 v${service.game(1)?.version}; to sync ${service.gamesToSync(SYNC_KEY).length}`);
  console.log(`ready ${(ready - t0).toFixed(0)}`);
  let peakQueue = 0;
  const poll = setInterval(() => {
    const backlog = bot.publisher.backlog();
    peakQueue = Math.max(peakQueue, backlog.depth);
    if (backlog.depth === 0 && service.gamesToSync(SYNC_KEY).length === 0) {
      console.log(`caught-up ${(performance.now() - t0).toFixed(0)} ${peakQueue}`);
      clearInterval(poll);
    }
  }, 100);
  process.once('SIGTERM', () => {
    clearInterval(poll);
    void (async () => {
      const behind = service.gamesToSync(SYNC_KEY).length;
      if (process.env.BENCH_CATCHUP_DEBUG) console.error(`at stop: game 1 v${service.game(1)?.version}, messages ${JSON.stringify(service.messages(1))}`);
      await bot.stop();
      await service.close();
      db.close();
      console.log(JSON.stringify({ behind, errors: log.errors, rssMb: process.memoryUsage().rss / 1e6 }));
      process.exit(0);
    })();
  });
}

class BotProcess {
  readonly lines: string[] = [];
  private readonly stderr: string[] = [];
  caughtUp: Promise<{ ms: number; peakQueue: number }>;
  private onCaughtUp: (v: { ms: number; peakQueue: number }) => void = () => {};
  startMs = 0;
  /** When the parent heard "ready" (epoch ms). */
  readyAt = 0;

  private constructor(private readonly child: ChildProcess) {
    child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.caughtUp = new Promise((resolve) => (this.onCaughtUp = resolve));
  }

  static start(connection: Connection, dbPath: string): Promise<BotProcess> {
    const tsx = SELF.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...tsx, ...BOT_NODE_FLAGS, SELF, '--child', dbPath], {
      env: { ...process.env, BENCH_CATCHUP_CONNECTION: JSON.stringify(connection) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const bot = new BotProcess(child);
    return new Promise((resolve, reject) => {
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const [word, a, b] = line.split(' ');
        if (word === 'ready') {
          bot.startMs = Number(a);
          bot.readyAt = Date.now();
          resolve(bot);
        } else if (word === 'caught-up') bot.onCaughtUp({ ms: Number(a), peakQueue: Number(b) });
        else bot.lines.push(line);
      });
      child.once('exit', (code) => reject(new Error(`the bot process exited (${code}) before it was ready:\n${bot.stderr.join('')}`)));
    });
  }

  get errorOutput(): string {
    return this.stderr.join('');
  }

  async stop(): Promise<{ behind: number; errors: number; rssMb: number }> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await exited;
    return JSON.parse(this.lines.at(-1) ?? '{}') as { behind: number; errors: number; rssMb: number };
  }
}

// ---------------------------------------------------------------------------------------------
// The players

/** Sends `/… hand` at the active tables, `rate` a second, until `until` resolves; each answer's latency (null: none within 5 s). */
async function drive(discord: FakeDiscord, tables: readonly { channel: LocalChannel; type: string; players: readonly LocalUser[] }[], rate: number, until: Promise<unknown>): Promise<(number | null)[]> {
  const latencies: (number | null)[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  const pending: Promise<void>[] = [];
  for (let i = 0; !stop; i++) {
    const table = tables[i % tables.length]!;
    const user = table.players[Math.floor(i / tables.length) % table.players.length]!;
    const sent: Promise<InteractionHandle> = discord.slash(user, table.channel, table.type, { subcommand: 'hand' });
    pending.push(
      sent.then(async (h) => {
        try {
          await h.callback(5_000);
          latencies.push(h.latencyMs);
        } catch {
          latencies.push(null);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(pending);
  return latencies;
}

function p99(latencies: readonly (number | null)[]): number {
  const answered = latencies.filter((l): l is number => l !== null).sort((a, b) => a - b);
  return percentile(answered, 99);
}

export async function benchCatchup(log: (line: string) => void = (line) => console.log(line)): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'spiel-bench-catchup-'));
  const dbPath = join(dir, 'bot.db');
  // Every message the channels get is kept (to check each table's posts); requests and
  // interactions only recently (the limits count all of them).
  const discord = await FakeDiscord.start({ keep: { requests: 2_000, revisions: 0, interactions: 2_000, ephemerals: 2 } });
  try {
    const users = Array.from({ length: USERS }, (_, i) => discord.addUser(`player${i}`));
    const guilds = Array.from({ length: Math.ceil(TABLES / PER_GUILD) }, (_, g) =>
      discord.addGuild({ name: `Club ${g}`, members: users, channels: Array.from({ length: Math.min(PER_GUILD, TABLES - g * PER_GUILD) }, (_, c) => `table-${c}`) }),
    );
    const channelOf = (n: number) => guilds[Math.floor(n / PER_GUILD)]!.channel(`table-${n % PER_GUILD}`);
    const guildOf = (n: number) => guilds[Math.floor(n / PER_GUILD)]!.id;
    const userOf = (n: number, seat: number) => users[(n * 3 + seat) % USERS]!;
    const t0 = performance.now();
    // Phase 1, before the outage: every deadline two hours ahead.
    writeTables(dbPath, channelOf, guildOf, (n, s) => userOf(n, s).id, Date.now() + 2 * HOUR);
    log(`catchup: ${TABLES} tables written in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadAverage()}`);
    const connection: Connection = { token: discord.token, clientOptions: discord.clientOptions() };
    await deployCommands({ token: discord.token, applicationId: discord.applicationId, commands, rest: connection.clientOptions.rest });
    // The active tables: spread over the ids (both games), each clicked by its own players.
    const active = Array.from({ length: ACTIVE }, (_, i) => Math.floor((i * TABLES) / ACTIVE)).map((n) => ({
      n,
      channel: channelOf(n),
      type: typeOf(n),
      players: [0, 1, 2].map((s) => userOf(n, s)),
    }));
    const quietBot = await BotProcess.start(connection, dbPath);
    const quiet = await drive(discord, active, RATE, new Promise((resolve) => setTimeout(resolve, QUIET_S * 1000)));
    await quietBot.stop();
    // The outage: the same tables, each dealt so that its deadline fell due within the hour
    // before the bot starts again (a state carries its deadline: moving the rows alone would not do).
    const outagePath = join(dir, 'outage.db');
    writeTables(outagePath, channelOf, guildOf, (n, s) => userOf(n, s).id, Date.now());
    const before = discord.rateLimits()!;
    // The local Discord's own event loop: a stall here bunches requests that reached it apart.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const bot = await BotProcess.start(connection, outagePath);
    let maxInvalid = 0;
    const sampler = setInterval(() => (maxInvalid = Math.max(maxInvalid, discord.rateLimits()!.invalidRequests)), 1_000);
    const during = await drive(discord, active, RATE, bot.caughtUp);
    const caught = await bot.caughtUp;
    clearInterval(sampler);
    const after = discord.rateLimits()!;
    loop.disable();
    const end = await bot.stop();
    if (process.env.BENCH_CATCHUP_DEBUG) console.error(bot.errorOutput);
    // What each table got: its posts since the start, no nonce twice in a channel, and when its last post came.
    let doubled = 0;
    let missing = 0;
    // Each table's first and last post after the bot was ready.
    const firstLast = (n: number): [number, number] => {
      const messages = discord.channelMessages(channelOf(n)).filter((m) => m.author.id === discord.botUser.id && m.origin === 'channel');
      const nonces = messages.map((m) => m.extra.nonce).filter((x) => x !== undefined);
      if (new Set(nonces).size !== nonces.length) doubled++;
      if (messages.length < 2) missing++;
      const times = messages.map((m) => Math.max(m.createdAt, m.editedAt ?? 0) - bot.readyAt);
      return [Math.min(...times, Infinity), Math.max(...times, 0)];
    };
    const spans = Array.from({ length: TABLES }, (_, n) => firstLast(n));
    const activeSet = new Set(active.map((a) => a.n));
    const sorted = (which: 0 | 1, wantActive: boolean) => spans.filter((_, n) => activeSet.has(n) === wantActive).map((x) => x[which]).sort((a, b) => a - b);
    const activeDone = sorted(1, true);
    const idleDone = sorted(1, false);
    const activeFirst = sorted(0, true);
    const requests = after.globalRequests - before.globalRequests;
    const floorS = requests / 50;
    const fmtS = (ms: number) => (ms / 1000).toFixed(1);
    log(`catchup: ${TABLES} tables (${TABLES / 2} Spiel, ${TABLES / 2} Award, 3 players each) overdue after a 1-hour outage; ${ACTIVE} of them active (${RATE} interactions/s)`);
    const afterReady = caught.ms - bot.startMs;
    log(
      `catchup: every post made ${fmtS(afterReady)} s after the bot was ready (${fmtS(caught.ms)} s after its start: the start itself, with the ${TABLES} overdue deadlines applied before login, took ${fmtS(bot.startMs)} s); floor ${floorS.toFixed(1)} s (${requests} requests ÷ 50/s): ${(afterReady / 1000 / floorS).toFixed(2)}× the floor`,
    );
    log(`catchup: peak ${after.peakPerSecond} requests in one second; 429s: ${after.rateLimited.global - before.rateLimited.global} global, ${after.rateLimited.user - before.rateLimited.user} route, ${after.rateLimited.shared - before.rateLimited.shared} shared; early repeats ${after.earlyRepeats}; invalid requests at most ${maxInvalid} in 10 minutes (target: no global 429, far under 10,000)`);
    log(
      `catchup: interactions during the catch-up p99 ${p99(during).toFixed(1)} ms over ${during.length} (unanswered ${during.filter((l) => l === null).length}); quiet bot p99 ${p99(quiet).toFixed(1)} ms over ${quiet.length}: ${(p99(during) / p99(quiet)).toFixed(2)}× (targets ≤ 3 s, ≤ 1.5×)`,
    );
    log(
      `catchup: after ready, active tables' first post p50 ${fmtS(percentile(activeFirst, 50))} s, all done by p50 ${fmtS(percentile(activeDone, 50))} s, every one by ${fmtS(activeDone.at(-1) ?? 0)} s; idle tables done by p50 ${fmtS(percentile(idleDone, 50))} s, every one by ${fmtS(idleDone.at(-1) ?? 0)} s`,
    );
    log(`catchup: the local Discord's event loop (this process) held up to ${(loop.max / 1e6).toFixed(0)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms) during the catch-up`);
    log(`catchup: lost ${end.behind} (tables not synced) and ${missing} (tables with fewer than 2 posts), doubled ${doubled}; bot errors ${end.errors}; peak publisher queue ${caught.peakQueue}; bot RSS ${end.rssMb?.toFixed(0)} MB; load average ${loadAverage()}`);
  } finally {
    await discord.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const direct = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (direct) {
  const at = process.argv.indexOf('--child');
  if (at >= 0) await childBot(process.argv[at + 1] as string, JSON.parse(process.env.BENCH_CATCHUP_CONNECTION ?? '{}') as Connection);
  else await benchCatchup();
}
