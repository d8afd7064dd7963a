// An end-to-end table: the real bot (discord.js Client, router, publisher, service, SQLite file)
// against the loopback fake Discord, on a ManualClock so deadlines fire when a test says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChannelType, PermissionFlagsBits } from 'discord.js';
import { commands } from '../../commands/index.js';
import { Bot } from '../../src/discord/bot.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { strictLanguage } from '../../src/i18n/index.js';
import { memoryLogger } from '../support/memory-logger.js';
import { AI_POLICIES, BOT_GAMES, GAMES } from '../../src/registry.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';
import type { RetryPolicy } from '../../src/discord/publisher.js';
import type { BotTelemetry } from '../../src/discord/telemetry.js';
import { FakeDiscord, type LocalChannel, type LocalDiscordOptions, type LocalGuild, type LocalMessage, type LocalUser, type InteractionHandle } from '../support/fake-discord.js';

// Every word the bot says here is drawn in a language scope (a word asked for after an await,
// outside one, fails the test instead of quietly falling back to the base language).
strictLanguage();

export const T0 = Date.UTC(2026, 10, 21, 12);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Table {
  readonly discord: FakeDiscord;
  readonly guild: LocalGuild;
  readonly channel: LocalChannel;
  readonly other: LocalChannel;
  readonly users: LocalUser[];
  readonly outsider: LocalUser;
  readonly clock: ManualClock;
  readonly dbPath: string;
  bot: Bot;
  service: GameService;
  log: ReturnType<typeof memoryLogger>;
  /** Stops the bot and starts a new one on the same database file (a restart). */
  restart(): Promise<void>;
  /** Takes the bot down without a new one (downtime): Discord and deadlines go unattended. */
  down(): Promise<void>;
  /** Runs the jobs due now (AI turns) and waits until every post the bot queued is done. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

let seedCounter = 1000;

/**
 * Discord's global limit without the per-channel buckets: for a test that plays a whole game by
 * clicks in seconds, which at Discord (5 posts and 5 edits per 5 s in a channel) would take
 * minutes. Only where a test says why; the default is Discord's limits.
 */
export const WHOLE_GAME_AT_TEST_SPEED: LocalDiscordOptions = { rateLimits: { routes: {} } };

/** A bot in a guild with three players, a game channel, another channel and an outsider. */
export async function openTable(opts: { players?: number; seed?: number; fake?: LocalDiscordOptions; retry?: RetryPolicy; telemetry?: BotTelemetry; nonceTrustMs?: number; coalesceMs?: number } = {}): Promise<Table> {
  const discord = await FakeDiscord.start(opts.fake);
  const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].slice(0, opts.players ?? 3);
  const users = names.map((n) => discord.addUser(n));
  const outsider = discord.addUser('olivia');
  const guild = discord.addGuild({
    name: 'Board Game Club',
    members: [...users, outsider],
    owner: users[0],
    channels: [
      'games',
      'other',
      { name: 'readonly', botPermissions: PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory },
      // A thread of #games where the bot may do everything a table needs but post in threads.
      { name: 'no-posting-thread', type: ChannelType.PublicThread, parent: 'games', botPermissions: PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.ReadMessageHistory },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'spiel-e2e-'));
  const dbPath = join(dir, 'bot.db');
  const clock = new ManualClock(T0);
  let seed = opts.seed ?? seedCounter++;

  const make = () => {
    const db = openDatabase(dbPath);
    const service = new GameService(db, {
      games: GAMES,
      policies: AI_POLICIES,
        clock,
      seed: () => seed++,
    });
    const log = memoryLogger();
    // Posts Discord refused are retried after 20 ms, 40 ms, … at most 200 ms (tests wait for them).
    const publishRetry = opts.retry ?? { baseMs: 20, maxMs: 200 };
    const bot = new Bot({ ...BOT_GAMES, service, clock, log, defaults: { deadlineMs: DAY, reminderMs: 3 * HOUR }, clientOptions: discord.clientOptions(), publishRetry, stopGraceMs: 2_000, telemetry: opts.telemetry, ...(opts.nonceTrustMs === undefined ? {} : { nonceTrustMs: opts.nonceTrustMs }), ...(opts.coalesceMs === undefined ? {} : { coalesceMs: opts.coalesceMs }) });
    return { db, service, bot, log };
  };

  await deployCommands({ token: discord.token, applicationId: discord.applicationId, guildId: guild.id, commands, rest: discord.clientOptions().rest });
  let current = make();
  current.bot.listen();
  current.service.startScheduler();
  await current.bot.start(discord.token);

  const table: Table = {
    discord,
    guild,
    channel: guild.channel('games'),
    other: guild.channel('other'),
    users,
    outsider,
    clock,
    dbPath,
    bot: current.bot,
    service: current.service,
    log: current.log,
    async restart() {
      await current.bot.stop();
      await current.service.close();
      current.db.close();
      current = make();
      table.bot = current.bot;
      table.service = current.service;
      table.log = current.log;
      current.bot.listen();
      current.service.startScheduler();
      await current.bot.start(discord.token);
      await table.settle();
    },
    async down() {
      await current.bot.stop();
      current.service.stopScheduler();
    },
    async settle() {
      // Run what is due now (AI turns are jobs due at once; the real clock's timer would fire).
      for (let i = 0; i < 50; i++) {
        clock.advance(0);
        // Posts waiting to be coalesced with changes still to come go now: the test looks next.
        current.bot.publisher.hurry();
        await current.bot.publisher.idle();
        const next = current.service.nextDue();
        if (next === null || next > clock.now()) break;
      }
    },
    async stop() {
      await current.bot.stop();
      await current.service.close();
      current.db.close();
      await discord.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return table;
}

/** The newest channel message whose text matches. */
export function lastMessage(table: Table, pattern: RegExp, channel: LocalChannel = table.channel): LocalMessage | undefined {
  return table.discord.channelMessages(channel).filter((m) => pattern.test(m.text())).at(-1);
}

/** The custom_id of the first component on a message whose id starts with `prefix`. */
export function componentId(message: LocalMessage, prefix: string): string {
  const id = message.customIds().find((c) => c.startsWith(prefix));
  if (!id) throw new Error(`no component ${prefix}… on message: ${message.customIds().join(', ')}`);
  return id;
}

/** The visible reply to an interaction (after the bot answered it). */
export async function answer(handle: InteractionHandle): Promise<LocalMessage> {
  return handle.reply();
}

/**
 * Opens a table in #games with these players (the first hosts) seated, starts it, returns its id.
 * Its missed deadlines apply at once (`excuses:0`) unless `options` says otherwise: most tests are
 * about what a miss does; the excused ones (issue 32) ask for excuses.
 */
export async function startedGame(table: Table, players: readonly LocalUser[], options: Record<string, number | string> = {}): Promise<number> {
  const [host, ...rest] = players as [LocalUser, ...LocalUser[]];
  const lobby = await (await table.discord.slash(host, table.channel, 'spiel', { subcommand: 'start', options: { excuses: 0, ...options } })).reply();
  for (const u of rest) await (await table.discord.click(u, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:join'))).callback();
  await table.settle();
  await (await table.discord.click(host, table.discord.message(lobby.id)!, componentId(lobby, 'lobby:start'))).callback();
  await table.settle();
  return table.service.activeGameInChannel(table.channel.id)!.id;
}
