// The local table: the real bot (the same discord.js Client, router, handlers, service and
// publisher as in Discord) logged into a Discord of its own on 127.0.0.1, and the page that lets
// people play in it from a browser. Its games are in their own SQLite file; its players, channels
// and posts are kept beside it (`<database>.world.json`), so a restart finds them all again.
import { randomBytes } from 'node:crypto';
import { PermissionFlagsBits } from 'discord.js';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runBot } from '../app.js';
import type { Config } from '../config.js';
import { deployCommands } from '../discord/deploy.js';
import type { Logger } from '../log.js';
import { MINUTES } from '../discord/kit/unit.js';
import { botGames } from '../registry.js';
import { Pictures } from '../render/pictures.js';
import type { GameService } from '../service/service.js';
import { LocalDiscord } from './discord/index.js';
import { worldSchema, type WorldSnapshot } from './discord/world.js';
import { startPage } from './page/server.js';

/** Why the local table could not open, in words that say what to do. */
export class LocalTableError extends Error {
  override readonly name = 'LocalTableError';
}

/** The people at a new local table (more can be added on the page). */
export const FIRST_PLAYERS = ['Ada', 'Ben', 'Cleo', 'Dev'] as const;
/** Its channels: one per game, and one more for a second table. */
export const CHANNELS = ['spiel', 'award', 'games'] as const;

export interface LocalTable {
  /** The page's address, http://127.0.0.1:PORT. */
  readonly url: string;
  readonly discord: LocalDiscord;
  /** The bot's games (what the page's players change by their clicks). */
  readonly service: GameService;
  /** Resolves once the bot has nothing under way: answers, posts, and pictures still to follow them. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the local Discord's world is kept for a database file. */
export function worldFileOf(databasePath: string): string {
  return `${databasePath.replace(/\.db$/, '')}.world.json`;
}

function readWorld(path: string): WorldSnapshot | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = worldSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new LocalTableError(`The local table's channels and posts in ${path} cannot be read (${parsed.error.issues[0]?.message ?? 'unknown shape'}). Move the file away to start with empty channels (the games in the database stay).`);
  }
  return parsed.data;
}

/** Opens the local table: the local Discord (its world read back), the bot logged into it, and the page on LOCAL_PORT. */
export async function startLocalTable(config: Config, log: Logger, opts: { seed?: () => number } = {}): Promise<LocalTable> {
  const worldPath = worldFileOf(config.LOCAL_DATABASE_PATH);
  mkdirSync(dirname(worldPath), { recursive: true });
  const world = readWorld(worldPath);
  const token = `local.${randomBytes(8).toString('hex')}.${randomBytes(16).toString('base64url')}`;
  const discord = await LocalDiscord.start({
    token,
    botName: 'Spiel Bot',
    heartbeatMs: 30_000,
    // Hours of play must not grow the process: only recent requests and interactions, and each
    // person's recent ephemeral messages per channel, are kept; no earlier versions of a message
    // (the page shows none, and each held its pictures: 1.6 MB a game).
    keep: { requests: 200, revisions: 0, interactions: 300, ephemerals: 25 },
    ...(world ? { world } : {}),
  });
  if (!world) {
    const players = FIRST_PLAYERS.map((name) => discord.addUser(name.toLowerCase(), { globalName: name }));
    discord.addGuild({ name: 'Local table', members: players, owner: players[0], channels: [...CHANNELS] });
  }
  const guild = discord.guilds()[0];
  if (!guild) throw new LocalTableError(`The local table's world in ${worldPath} has no server. Move the file away to start afresh.`);
  // The slash commands are registered into the local Discord from the registry, as deploy-commands
  // does — with deadlines in minutes (`deadline_minutes`, `host extend minutes:`): a game in a sitting.
  const games = botGames(MINUTES);
  await deployCommands({ token, applicationId: discord.applicationId, guildId: guild.id, commands: games.commands, rest: discord.clientOptions().rest });

  const minutes = config.LOCAL_DEADLINE_MINUTES * 60_000;
  let running;
  try {
    running = await runBot(config, log, config.LOCAL_DATABASE_PATH, token, {
      clientOptions: discord.clientOptions(),
      deadlineMs: minutes,
      reminderMs: Math.max(60_000, Math.round(minutes / 5)),
      ...(opts.seed ? { seed: opts.seed } : {}),
      games,
      // Pictures are drawn in this thread, not in a worker as the bot in Discord draws them: one
      // table, a few pictures a minute, and a worker thread (its own V8 heap and allocator arena)
      // held 40–55 MB of the process's memory (`npm run bench` local, 3 games: 215–267 MB with a
      // worker, 162–192 MB without). A picture takes 5–20 ms here; nobody else's click waits on it.
      pictures: new Pictures({ worker: false, cacheBytes: 8 * 1024 * 1024 }),
    });
  } catch (error) {
    await discord.stop();
    throw error;
  }
  const save = saver(discord, worldPath, log);
  const detach = discord.onChange(save.soon);
  let page;
  try {
    const service = running.service;
    page = await startPage({
      discord,
      guild,
      port: config.LOCAL_PORT,
      log,
      deadlineMinutes: config.LOCAL_DEADLINE_MINUTES,
      // "Resolve now" where `/… host resolve` would be done: a running game, and its host or a server manager.
      resolvable: (channelId, userId) => {
        const game = service.activeGameInChannel(channelId);
        const channel = discord.channel(channelId);
        if (!game || game.status !== 'running' || !channel) return [];
        const manages = (guild.permissionsIn(channel, userId) & PermissionFlagsBits.ManageGuild) !== 0n || guild.ownerId === userId;
        if (game.hostUserId !== userId && !manages) return [];
        return games.games.filter((g) => g.type === game.type).map((g) => g.command);
      },
    });
  } catch (error) {
    await running.stop();
    await discord.stop();
    throw new LocalTableError(`The local table's page could not listen on 127.0.0.1:${config.LOCAL_PORT} (${(error as Error).message}). Set LOCAL_PORT to a free port (0: any).`);
  }
  return {
    url: page.url,
    discord,
    service: running.service,
    idle: () => running.bot.publisher.idle(),
    async stop() {
      await page.stop();
      await running.stop();
      detach();
      save.now();
      await discord.stop();
    },
  };
}

/** Writes the world to its file at most once a second while things change, and at the end. */
function saver(discord: LocalDiscord, path: string, log: Logger): { soon(): void; now(): void } {
  let timer: NodeJS.Timeout | null = null;
  let seen = discord.messageSeq;
  let people = discord.people().length;
  const now = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      writeFileSync(`${path}.tmp`, JSON.stringify(discord.world()));
      renameSync(`${path}.tmp`, path);
    } catch (error) {
      log.error(`could not save the local table's channels to ${path}`, error);
    }
  };
  return {
    soon() {
      const changed = discord.messageSeq !== seen || discord.people().length !== people;
      if (!changed || timer) return;
      seen = discord.messageSeq;
      people = discord.people().length;
      timer = setTimeout(now, 1000);
      timer.unref();
    },
    now,
  };
}
