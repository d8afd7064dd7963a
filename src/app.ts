// What every way of running the bot shares: the database (migrations checked, a large file's
// integrity check beside start-up), the game service with its scheduler, the bot on a discord.js
// Client, and stopping it all on SIGINT/SIGTERM. main.ts runs it against Discord or the local table.
import type { ClientOptions } from 'discord.js';
import type { Config } from './config.js';
import { Bot } from './discord/bot.js';
import { logGameLifecycle } from './lifecycle.js';
import type { Logger } from './log.js';
import { Ops } from './ops/index.js';
import { AI_POLICIES, BOT_GAMES, GAMES } from './registry.js';
import type { Drawer } from './render/pictures.js';
import { systemClock } from './service/clock.js';
import { backgroundIntegrityCheck, checkedInBackground, openDatabase } from './service/db.js';
import { GameService } from './service/service.js';
import { isPartial } from './service/shards.js';
import { shardSliceOf } from './sharding.js';
import { favourMainThread } from './priority.js';

/** A started bot and what it stands on. */
export interface Running {
  readonly bot: Bot;
  readonly service: GameService;
  /** Stops the bot, the service and the database, in that order. */
  stop(): Promise<void>;
}

/** Opens the games in `databasePath` and logs a bot in with `token` (Discord's, or the local table's). */
export async function runBot(config: Config, log: Logger, databasePath: string, token: string, options: { clientOptions?: Partial<ClientOptions>; deadlineMs?: number; reminderMs?: number; seed?: () => number; games?: typeof BOT_GAMES; ops?: boolean; pictures?: Drawer } = {}): Promise<Running> {
  // A shard's process (SHARDS, src/sharding.ts) runs the games of its shards' guilds only.
  const shards = shardSliceOf();
  const sharded = isPartial(shards);
  if (sharded) log = log.child({ shard: shards.ids.join(',') });
  const db = openDatabase(databasePath, {
    onMigrated: (report) => {
      if (report.applied.length > 0) log.info(`database migrated to schema ${report.version} (applied ${report.applied.join(', ')})`);
    },
  });
  log.info(`database ${databasePath} ready`);
  // A large database's full integrity check runs beside start-up; damage found stops the bot.
  if (checkedInBackground(databasePath)) {
    void backgroundIntegrityCheck(databasePath).then((damage) => {
      if (!damage) return log.info(`database ${databasePath} passed its integrity check`);
      console.error(`\n${damage.message}\n`);
      process.exit(1);
    });
  }
  const service = new GameService(db, {
    games: GAMES,
    policies: AI_POLICIES,
    clock: systemClock,
    ...(options.seed ? { seed: options.seed } : {}),
    shards,
    onError: (error, context) => log.error(`game service: ${context}`, error),
  });
  logGameLifecycle(service, log);
  const defaults = { deadlineMs: options.deadlineMs ?? config.defaultDeadlineMs, reminderMs: options.reminderMs ?? config.defaultReminderMs };
  // Health, metrics and backups, when configured (src/ops); for the bot in Discord, not the local table.
  // Sharded, each shard's process serves its own endpoint on METRICS_PORT + its shard id.
  const metrics = config.metrics && sharded ? { ...config.metrics, port: config.metrics.port + (shards.ids[0] ?? 0) } : config.metrics;
  const ops = options.ops ? new Ops({ metrics, backups: config.backups }, { log, clock: systemClock }) : null;
  // DISCORD_API_URL: a REST proxy (the gateway's address comes from its GET /gateway/bot).
  const rest = config.DISCORD_API_URL ? { rest: { api: config.DISCORD_API_URL, ...options.clientOptions?.rest } } : {};
  const clientOptions = { ...options.clientOptions, ...rest };
  const bot = new Bot({
    ...(options.games ?? BOT_GAMES),
    service,
    clock: systemClock,
    log,
    defaults,
    clientOptions,
    ...(ops ? { telemetry: ops.telemetry } : {}),
    ...(options.pictures ? { pictures: options.pictures } : {}),
  });
  // Posts caused by overdue deadlines queue up in the publisher until Discord is ready.
  bot.listen();
  try {
    await ops?.start({ gateway: bot, service, db });
  } catch (error) {
    await service.close();
    db.close();
    throw error;
  }
  const { ran } = service.startScheduler();
  log.info(ran > 0 ? `caught up: applied ${ran} deadline(s) that fell due while the bot was down` : 'no deadlines fell due while the bot was down');
  try {
    await bot.start(token);
  } catch (error) {
    await ops?.stop();
    await service.close();
    db.close();
    throw error;
  }
  // Answers before background work: the process's other threads run below its event loop.
  const stopFavouring = favourMainThread();
  return {
    bot,
    service,
    async stop() {
      stopFavouring();
      await ops?.stop();
      await bot.stop();
      await service.close();
      db.close();
    },
  };
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}
