// Replays every started game of a database, of every game type the bot runs, from its seed and
// command log and compares the result with the stored snapshot; lists every game that disagrees.
// Then replays the ratings from the finished games' results and lists every rating that differs.
//
//   npm run verify-db -- data/spiel-bot.db
//
// Exit code: 0 all agree, 1 some games or ratings disagree, 2 the database could not be checked.
// Read-only: safe to run next to the running bot (each game is read in its own transaction).
import { existsSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { GAMES } from '../src/registry.js';
import { DEFAULT_DATABASE_PATH } from '../src/service/db.js';
import { schemaProblem, verifyDatabase } from '../src/service/verify.js';

function main(): number {
  const path = process.argv[2] ?? DEFAULT_DATABASE_PATH;
  if (!existsSync(path)) {
    console.error(`verify-db: no database at ${path}`);
    return 2;
  }
  const db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const problem = schemaProblem(db);
    if (problem) {
      console.error(`verify-db: ${problem}`);
      return 2;
    }
    const started = Date.now();
    const report = verifyDatabase(db, GAMES, (n) => process.stderr.write(`  ${n} games checked…\r`));
    for (const d of report.disagreements) console.log(`game ${d.gameId} (${d.type}): ${d.problem}`);
    for (const r of report.ratings) console.log(r);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const older = report.olderFormat > 0 ? ` (${report.olderFormat} stored by an earlier version, without the fields added since)` : '';
    if (report.disagreements.length === 0 && report.ratings.length === 0) {
      console.log(`verify-db: ${report.checked} games replayed in ${seconds} s; every snapshot equals the replay of its log${older}, and the ratings equal a replay of the finished games.`);
      return 0;
    }
    if (report.disagreements.length > 0) console.log(`verify-db: ${report.disagreements.length} of ${report.checked} games disagree with the replay of their log.`);
    if (report.ratings.length > 0) console.log(`verify-db: ${report.ratings.length} ratings differ from a replay of game_results.`);
    return 1;
  } catch (error) {
    console.error(`verify-db: ${(error as Error).message}`);
    return 2;
  } finally {
    db.close();
  }
}

process.exitCode = main();
