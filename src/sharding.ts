// Running the bot as several shards on one machine (SHARDS=auto|N): discord.js's ShardingManager
// starts one process per shard over the same entry (main.js), each a whole bot — its own gateway
// connection, discord.js caches, service and publisher — on the one SQLite file. A game belongs to
// the shard of its guild ((guild_id >> 22) % count): only that process runs its deadlines, catches
// up its posts and gets its interactions (Discord sends a guild's events on its shard). A shard
// process that dies is started again by the manager and catches up like a restarted bot.
import { ShardingManager, type Shard } from 'discord.js';
import { LoginError } from './discord/bot.js';
import type { Logger } from './log.js';
import { ONE_SHARD, type ShardSlice } from './service/shards.js';

/** Discord's REST base when DISCORD_API_URL is unset (discord.js's default). */
export const DISCORD_API = 'https://discord.com/api';

/** Discord lets a bot IDENTIFY once per 5 s (max_concurrency 1): shards start this far apart. */
const SPAWN_DELAY_MS = 5_500;
/** How long a shard may take from its start to ready (a big shard receives thousands of guilds). */
const READY_TIMEOUT_MS = 180_000;
/** How long a shard is given to stop (it finishes its posts under way, at most 10 s). */
const STOP_GRACE_MS = 15_000;

/** The shards of this process: from discord.js's environment in a shard process, else shard 0 of 1. */
export function shardSliceOf(env: NodeJS.ProcessEnv = process.env): ShardSlice {
  if (!env.SHARDING_MANAGER || env.SHARDS === undefined || env.SHARD_COUNT === undefined) return ONE_SHARD;
  const parsed: unknown = JSON.parse(env.SHARDS);
  const ids = Array.isArray(parsed) ? parsed.map(Number) : [Number(parsed)];
  return { ids, count: Number(env.SHARD_COUNT) };
}

/** The shard count Discord recommends for this bot (GET /gateway/bot on `api`, as discord.js asks it). */
export async function recommendedShardCount(token: string, api: string = DISCORD_API): Promise<number> {
  let response: Response;
  try {
    response = await fetch(`${api.replace(/\/$/, '')}/v10/gateway/bot`, { headers: { Authorization: `Bot ${token}` } });
  } catch (error) {
    throw new LoginError(`Could not reach Discord to ask how many shards to run (${(error as Error).message}). Check the machine's internet connection, or set SHARDS to a number.`);
  }
  if (response.status === 401) {
    throw new LoginError('Discord rejected DISCORD_TOKEN. Copy the bot token again (Developer Portal → your application → Bot → Reset Token) into .env, then restart.');
  }
  if (!response.ok) throw new LoginError(`Discord answered ${response.status} when asked how many shards to run; try again, or set SHARDS to a number.`);
  const { shards } = (await response.json()) as { shards?: unknown };
  if (typeof shards !== 'number' || !Number.isInteger(shards) || shards < 1) throw new LoginError(`Discord's recommended shard count was not a number (${String(shards)}).`);
  return shards;
}

/** The running shard processes. */
export interface Shards {
  readonly count: number;
  readonly manager: ShardingManager;
  /** Stops every shard (each finishes its posts under way), without restarting them. */
  stop(): Promise<void>;
}

/**
 * Starts `count` shard processes of `entry` (this same main.js, with this process's node flags);
 * resolves once every shard is ready. A shard that dies is restarted by the manager.
 */
export async function runShards(options: { entry: string; token: string; count: number; log: Logger; spawnDelayMs?: number }): Promise<Shards> {
  const { entry, token, count, log } = options;
  const manager = new ShardingManager(entry, { totalShards: count, token, respawn: true, mode: 'process', execArgv: process.execArgv });
  manager.on('shardCreate', (shard: Shard) => {
    const slog = log.child({ shard: shard.id });
    shard.on('spawn', () => slog.info(`shard ${shard.id} of ${count}: process ${shard.process?.pid ?? '?'} started`));
    shard.on('ready', () => slog.info(`shard ${shard.id} of ${count} is ready`));
    shard.on('death', (child) => {
      if (!manager.respawn || !('pid' in child)) return;
      slog.warn(`shard ${shard.id} of ${count}: process ${child.pid ?? '?'} exited (${child.signalCode ?? `code ${child.exitCode ?? '?'}`}); starting it again`);
    });
    shard.on('error', (error: Error) => slog.error(`shard ${shard.id} of ${count}`, error));
  });
  const stop = async () => {
    manager.respawn = false;
    await Promise.all([...manager.shards.values()].map((shard) => stopShard(shard)));
  };
  try {
    await manager.spawn({ amount: count, delay: options.spawnDelayMs ?? SPAWN_DELAY_MS, timeout: READY_TIMEOUT_MS });
  } catch (error) {
    await stop();
    throw new LoginError(`A shard did not start (${(error as Error).message}); its own message is above.`);
  }
  log.info(`${count} shard(s) ready`);
  return { count, manager, stop };
}

/** SIGTERM to a shard's process (it stops as on systemd's stop), SIGKILL after the grace. */
async function stopShard(shard: Shard): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  shard.kill(); // SIGTERM, without the manager's restart
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
