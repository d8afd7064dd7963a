// Takes a backup of the bot's database while the bot runs, verifies it and says where it is.
//
//   npm run backup -- <file | directory> [--db <database>] [--json]
//
// The database is --db, else DATABASE_PATH (from .env too), else data/spiel-bot.db. Given a
// directory, the copy is named after the database and the time (spiel-bot-2026-11-21T120000Z.db).
// The copy is one read transaction's view of the database (consistent whatever the bot commits
// meanwhile), then checked with quick_check and by replaying every game as verify-db does.
// --json prints the figures as one JSON line (the bot's own rotation reads them).
//
// Exit code: 0 copied and verified, 1 copied but damaged (kept as <file>.damaged), 2 no copy made.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { BackupError, takeBackup, type BackupReport } from '../src/ops/backup.js';
import { GAMES } from '../src/registry.js';

const USAGE = 'usage: npm run backup -- <file | directory> [--db <database>] [--json]';

function describe(report: BackupReport): string {
  const mb = (report.bytes / 2 ** 20).toFixed(1);
  const figures = `${mb} MB, copied in ${report.copySeconds.toFixed(1)} s, ${report.games} games replayed in ${report.verifySeconds.toFixed(1)} s`;
  if (report.ok) {
    const older = report.olderFormat > 0 ? ` (${report.olderFormat} stored by an earlier version, without the fields added since)` : '';
    return `backup: ${report.path}\n  ${figures}; the copy is sound and every game equals the replay of its log${older}.`;
  }
  const shown = report.problems.slice(0, 10).map((p) => `  - ${p}`);
  if (report.problems.length > 10) shown.push(`  … and ${report.problems.length - 10} more`);
  return `backup: THE COPY IS DAMAGED; do not restore from it. Kept as ${report.path} for a look.\n  ${figures}.\n${shown.join('\n')}\nIs the database itself damaged? Check it with \`npm run verify-db -- <database>\`.`;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { db: { type: 'string' }, json: { type: 'boolean', default: false } } });
  } catch (error) {
    console.error(`backup: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [target, ...extra] = parsed.positionals;
  if (target === undefined || extra.length > 0) {
    console.error(`backup: name one file or directory for the backup.\n${USAGE}`);
    return 2;
  }
  try {
    const source = parsed.values.db ?? loadConfig(process.env, { token: false }).DATABASE_PATH;
    const report = await takeBackup(source, target, GAMES);
    console.log(parsed.values.json ? JSON.stringify(report) : describe(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`backup: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
