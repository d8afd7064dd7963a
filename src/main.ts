// Starts the bot: with DISCORD_TOKEN it connects to Discord; without one (or with --local, as
// `npm run local` passes) it opens the local table — the same bot against a Discord of its own on
// 127.0.0.1, played in a browser. Every start-up failure ends with a message that says what to
// do, not a stack trace.
import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { runBot, stopOnSignals } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { LoginError } from './discord/bot.js';
import { LocalTableError, startLocalTable } from './local/table.js';
import { createLogger } from './log.js';
import { DatabaseError } from './service/db.js';
import { recommendedShardCount, runShards } from './sharding.js';
import { MigrationError } from './service/migrate.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  process.on('unhandledRejection', (reason) => log.error('unhandled promise rejection', reason));
  if (process.argv.includes('--local') || config.DISCORD_TOKEN === undefined) {
    const table = await startLocalTable(config, log);
    console.log(`\n  The local table is open: ${table.url}\n  (no DISCORD_TOKEN: the bot plays against a Discord of its own; games in ${config.LOCAL_DATABASE_PATH})\n`);
    stopOnSignals(log, () => table.stop());
    return;
  }
  if (config.SHARDS !== undefined) {
    // The manager: one process per shard over this same entry; each runs the bot below.
    const token = config.DISCORD_TOKEN;
    const count = config.SHARDS === 'auto' ? await recommendedShardCount(token, config.DISCORD_API_URL) : config.SHARDS;
    log.info(`starting ${count} shard(s)${config.SHARDS === 'auto' ? ' (the count Discord recommends)' : ''}`);
    const shards = await runShards({ entry: fileURLToPath(import.meta.url), token, count, log });
    stopOnSignals(log, () => shards.stop());
    return;
  }
  const running = await runBot(config, log, config.DATABASE_PATH, config.DISCORD_TOKEN, { ops: true });
  stopOnSignals(log, () => running.stop());
  // A shard's process stops with its manager (the IPC channel closes when the manager is gone).
  if (process.env.SHARDING_MANAGER && process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LoginError || error instanceof MigrationError || error instanceof DatabaseError || error instanceof LocalTableError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('\nThe bot stopped because of an unexpected error:', error);
  }
  process.exit(1);
});
