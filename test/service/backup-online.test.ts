// `npm run backup` while another process writes: a child plays games against the database file
// (the crash test's child: commands, deadlines, AI turns, each its own BEGIN IMMEDIATE commit)
// while backups are taken again and again. Every copy must verify, and must be the database as of
// one moment: each game in it is a prefix of the same game at the end (its log the first
// `version` entries of the final log, its state the replay of those).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spiel } from '../../src/games/spiel/index.js';
import { takeBackup, type BackupReport } from '../../src/ops/backup.js';
import { openDatabase } from '../../src/service/db.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'spiel-backup-online-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type LogRow = { game_id: number; seq: number; command: string };
const logOf = (db: BetterSqlite3.Database) => db.prepare('SELECT game_id, seq, command FROM command_log ORDER BY game_id, seq').all() as LogRow[];
const gamesOf = (db: BetterSqlite3.Database) => db.prepare('SELECT id, version FROM games ORDER BY id').all() as { id: number; version: number }[];

describe('backups while the bot writes', () => {
  it('GIVEN another process committing commands all the time WHEN backups are taken meanwhile THEN each verifies and is the database as of one moment', async () => {
    const path = join(dir, 'live.db');
    openDatabase(path).close();
    // The child's output goes to a file: a pipe would fill while this process verifies a copy.
    const outPath = join(dir, 'writer.out');
    const outFd = openSync(outPath, 'w');
    const writer = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'crash-child.ts'), path, '0', '2500'], { cwd: ROOT, stdio: ['ignore', outFd, 'inherit'] });
    closeSync(outFd);
    let done = false;
    const exited = new Promise<number | null>((resolve) => writer.once('exit', (code) => ((done = true), resolve(code))));
    while (!/^A /m.test(readFileSync(outPath, 'utf8')) && !done) await new Promise((r) => setTimeout(r, 20));

    const reports: { report: BackupReport; whileWriting: boolean }[] = [];
    for (let i = 0; !done || reports.length < 2; i++) {
      const whileWriting = !done;
      reports.push({ report: await takeBackup(path, join(dir, `copy-${i}.db`), { spiel }), whileWriting });
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(await exited).toBe(0);
    expect(readFileSync(outPath, 'utf8')).toMatch(/^DONE /m);

    const final = new BetterSqlite3(path, { readonly: true });
    const finalLog = logOf(final);
    const finalGames = new Map(gamesOf(final).map((g) => [g.id, g.version]));
    final.close();
    const writing = reports.filter((r) => r.whileWriting);
    expect(writing.length).toBeGreaterThanOrEqual(2);
    for (const { report } of reports) {
      expect(report).toMatchObject({ ok: true, problems: [] });
      const copy = new BetterSqlite3(report.path, { readonly: true });
      const games = gamesOf(copy);
      const log = logOf(copy);
      copy.close();
      for (const g of games) {
        expect(g.version).toBeLessThanOrEqual(finalGames.get(g.id) as number);
        const mine = log.filter((r) => r.game_id === g.id);
        expect(mine).toHaveLength(g.version);
        expect(mine).toEqual(finalLog.filter((r) => r.game_id === g.id).slice(0, g.version));
      }
    }
    // The copies taken while the child wrote are earlier moments than the end.
    const total = (r: BackupReport) => {
      const copy = new BetterSqlite3(r.path, { readonly: true });
      const n = (copy.prepare('SELECT COUNT(*) AS n FROM command_log').get() as { n: number }).n;
      copy.close();
      return n;
    };
    expect(total(writing[0]!.report)).toBeLessThan(finalLog.length);
  }, 120_000);

  it('GIVEN npm run backup THEN it says where the copy is and its figures, exits 0; a damaged copy exits 1; no copy exits 2', () => {
    const path = join(dir, 'live.db'); // the first test's database, now still
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'backup.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
    const into = join(dir, 'by-script');
    const made = run(dir, '--db', path);
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(new RegExp(`^backup: ${dir}/live-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z\\.db\\n  [\\d.]+ MB, copied in [\\d.]+ s, \\d+ games replayed in [\\d.]+ s; the copy is sound`));
    expect(made.status).toBe(0);

    const db = new BetterSqlite3(path);
    db.prepare('UPDATE games SET version = version + 1 WHERE id = (SELECT MIN(id) FROM games WHERE state IS NOT NULL)').run();
    db.close();
    const damaged = run(join(dir, 'bad.db'), '--db', path);
    expect(damaged.stdout).toContain(`backup: THE COPY IS DAMAGED; do not restore from it. Kept as ${join(dir, 'bad.db')}.damaged`);
    expect(damaged.stdout).toMatch(/- game \d+ \(spiel\) disagrees with its log: version \d+ but \d+ logged commands/);
    expect(damaged.status).toBe(1);

    const none = run(join(into, 'x.db'), '--db', path);
    expect(none.stderr).toContain(`backup: The directory ${into} does not exist; create it first.`);
    expect(none.status).toBe(2);
    expect(readdirSync(dir).filter((f) => f.startsWith('bad.db'))).toEqual(['bad.db.damaged']);
  }, 60_000);
});
