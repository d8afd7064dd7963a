// The post-kill test's child: the real bot (discord.js Client, service, publisher, SQLite file)
// against the parent's loopback Discord, running tables of players who act every STEP_MS as the
// AI would for them (through the service, like their clicks would), so the game moves at a pace
// the posts keep up with. The parent SIGKILLs it at chosen moments and starts it again; every step
// here is idempotent (commands carry an interaction id made from the game version), so a restart
// just goes on.
//
// Environment: DB, API (the fake's REST base), TOKEN, TABLES (JSON: [{ type, guildId, channelId,
// userIds, thread? }], the first user hosts; `thread: true` opens the table in a thread of its own,
// as `/… start thread:true` would), NONCE_TRUST_MS (optional).
import { writeSync } from 'node:fs';
import { Bot } from '../../src/discord/bot.js';
import type { Logger } from '../../src/log.js';
import { AI_POLICIES, BOT_GAMES, GAMES, registered } from '../../src/registry.js';
import { systemClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';
import { lobbyRevision } from '../../src/service/types.js';
import { lobbyPayload } from '../../src/discord/lobby.js';
import { Posts } from '../../src/discord/posts.js';

interface TableSpec {
  readonly type: string;
  readonly guildId: string;
  readonly channelId: string;
  readonly userIds: readonly string[];
  /** The table plays in a thread of its own (issue 33), opened by the bot on its lobby message. */
  readonly thread?: boolean;
}

const STEP_MS = 15;

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const say = (line: string) => writeSync(1, `${line}\n`);
const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (m, ...r) => void process.stderr.write(`${m} ${r.map(String).join(' ')}\n`),
  child: () => quiet,
};

const db = openDatabase(env('DB'), process.env.MIGRATIONS_DIR ? { migrationsDir: process.env.MIGRATIONS_DIR } : {});
const service = new GameService(db, { games: GAMES, policies: AI_POLICIES, clock: systemClock, onError: () => undefined });
const bot = new Bot({ ...BOT_GAMES,
  service,
  clock: systemClock,
  log: quiet,
  defaults: { deadlineMs: 24 * 3_600_000, reminderMs: 3 * 3_600_000 },
  clientOptions: { rest: { api: env('API'), globalRequestsPerSecond: 10_000, offset: 0, retries: 0 }, waitGuildTimeout: 50 },
  publishRetry: { baseMs: 20, maxMs: 200 },
  ...(process.env.NONCE_TRUST_MS ? { nonceTrustMs: Number(process.env.NONCE_TRUST_MS) } : {}),
});

/** Brings a table to "running", whatever step a kill interrupted; returns its game id. */
async function ensureTable(spec: TableSpec): Promise<number> {
  const host = spec.userIds[0] as string;
  let game = service.latestGameInChannel(spec.channelId);
  if (!game) {
    const made = service.createLobby({ type: spec.type, guildId: spec.guildId, channelId: spec.channelId, hostUserId: host, ...(spec.thread ? { settings: { thread: true } } : {}) });
    if (!made.ok) throw new Error(`createLobby: ${made.error.code}`);
    game = made.outcome.game;
  }
  if (game.status === 'lobby' && spec.thread) await ensureLobbyMessage(game.id);
  if (game.status === 'lobby') {
    for (const user of spec.userIds.slice(1)) service.join(game.id, user);
    const started = service.start(game.id, host);
    if (!started.ok) throw new Error(`start: ${started.error.code}`);
    game = started.outcome.game;
  }
  return game.id;
}

/**
 * The lobby message a table in a thread is opened on. `/… start` makes it as the command's reply
 * (kit/open.ts); here the table is opened through the service, so the child posts it like any
 * post, exactly once across kills (a nonce, else the channel's history), records it as the
 * lobby message and tells the publisher, whose lane then opens the thread on it.
 */
async function ensureLobbyMessage(gameId: number): Promise<void> {
  const game = service.game(gameId)!;
  if (!service.messages(gameId).some((m) => m.key === 'lobby')) {
    const face = bot.context.games.get(game.type)!;
    await lobbyPosts.post(game, 'lobby', () => lobbyPayload(game, face, face.seats));
    const posted = service.messages(gameId).find((m) => m.key === 'lobby')!;
    service.setMessage(gameId, 'lobby', posted.channelId, posted.messageId, lobbyRevision(game));
  }
  bot.publisher.tableOpened(gameId);
}

/** One player of one table acts, as the AI would for them (null: nothing to do). */
function step(gameId: number, userId: string): void {
  const seen = service.view(gameId, userId);
  if (!seen.ok || !seen.view || seen.seat === null || seen.game.status !== 'running') return;
  const command = registered(seen.game.type)?.ai(seen.view);
  if (command === null || command === undefined) return;
  service.submit({ gameId, actor: { userId }, command, interactionId: `g${gameId}v${seen.version}u${userId}` });
}

const lobbyPosts = new Posts(bot.client, service, quiet, process.env.NONCE_TRUST_MS ? Number(process.env.NONCE_TRUST_MS) : undefined);

bot.listen();
await bot.start(env('TOKEN'));
service.startScheduler();
const tables: { spec: TableSpec; gameId: number }[] = [];
for (const spec of JSON.parse(env('TABLES')) as TableSpec[]) tables.push({ spec, gameId: await ensureTable(spec) });
say('READY');
let turn = 0;
setInterval(() => {
  const { spec, gameId } = tables[turn % tables.length]!;
  for (const user of spec.userIds) step(gameId, user);
  turn++;
}, STEP_MS);
process.on('SIGTERM', () => {
  void bot.stop().then(async () => {
    await service.close();
    db.close();
    process.exit(0);
  });
});
