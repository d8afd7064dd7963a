// Starts the bot: configuration, the database (migrations checked), the game service (overdue
// deadlines applied before anything else), then Discord. Every start-up failure ends with a
// message that says what to do, not a stack trace.
import 'dotenv/config';
import { ConfigError, loadConfig } from './config.js';
import { Bot, LoginError } from './discord/bot.js';
import { logGameLifecycle } from './lifecycle.js';
import { createLogger } from './log.js';
import { Ops } from './ops/index.js';
import { AI_POLICIES, BOT_GAMES, GAMES } from './registry.js';
import { systemClock } from './service/clock.js';
import { backgroundIntegrityCheck, checkedInBackground, DatabaseError, openDatabase } from './service/db.js';
import { MigrationError } from './service/migrate.js';
import { GameService } from './service/service.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  process.on('unhandledRejection', (reason) => log.error('unhandled promise rejection', reason));
  const db = openDatabase(config.DATABASE_PATH, {
    onMigrated: (report) => {
      if (report.applied.length > 0) log.info(`database migrated to schema ${report.version} (applied ${report.applied.join(', ')})`);
    },
  });
  log.info(`database ${config.DATABASE_PATH} ready`);
  // A large database's full integrity check runs beside start-up; damage found stops the bot.
  if (checkedInBackground(config.DATABASE_PATH)) {
    void backgroundIntegrityCheck(config.DATABASE_PATH).then((damage) => {
      if (!damage) return log.info(`database ${config.DATABASE_PATH} passed its integrity check`);
      console.error(`\n${damage.message}\n`);
      process.exit(1);
    });
  }
  const service = new GameService(db, {
    games: GAMES,
    policies: AI_POLICIES,
    clock: systemClock,
    onError: (error, context) => log.error(`game service: ${context}`, error),
  });
  logGameLifecycle(service, log);
  // Health, metrics and backups, when configured (src/ops).
  const ops = new Ops(config, { log, clock: systemClock });
  const bot = new Bot({ ...BOT_GAMES, service, clock: systemClock, log, defaults: { deadlineMs: config.defaultDeadlineMs, reminderMs: config.defaultReminderMs }, telemetry: ops.telemetry });
  // Posts caused by overdue deadlines queue up in the publisher until Discord is ready.
  bot.listen();
  await ops.start({ gateway: bot, service, db });
  const { ran } = service.startScheduler();
  log.info(ran > 0 ? `caught up: applied ${ran} deadline(s) that fell due while the bot was down` : 'no deadlines fell due while the bot was down');
  await bot.start(config.DISCORD_TOKEN);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await ops.stop();
    await bot.stop();
    await service.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LoginError || error instanceof MigrationError || error instanceof DatabaseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('\nThe bot stopped because of an unexpected error:', error);
  }
  process.exit(1);
});
