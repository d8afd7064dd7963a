// Backups of a database in use: the copy holds what was committed (also what is still only in the
// WAL), is one self-contained file that the bot opens as it is, and is verified by quick_check and
// by replaying its games; a copy that fails is kept as *.damaged and says why.
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spiel, type SpielState } from '../games/spiel/index.js';
import { openDatabase } from '../service/db.js';
import { harness, ok, startedGame, storedState } from '../../test/service/helpers.js';
import { BackupError, backupFileName, backupTime, takeBackup, verifyCopy } from './backup.js';

const GAMES = { spiel };
const dir = mkdtempSync(join(tmpdir(), 'spiel-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A live database (its service still open, commits in its WAL) with `games` started games and a command in each. */
function liveDatabase(games = 3): { path: string; h: ReturnType<typeof harness> } {
  const path = join(dir, `live-${++n}.db`);
  const h = harness({ db: openDatabase(path), backgroundCheckpoints: false });
  for (let c = 1; c <= games; c++) {
    const id = startedGame(h, { channel: `c${c}` });
    ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
  }
  return { path, h };
}

const versions = (db: BetterSqlite3.Database) => db.prepare('SELECT id, status, version FROM games ORDER BY id').all();

describe('backups', () => {
  it('GIVEN a database in use with commits still in its WAL WHEN backed up THEN the copy has every commit, is one file, verifies, and opens as the bot’s database', async () => {
    const { path, h } = liveDatabase(3);
    expect(existsSync(`${path}-wal`)).toBe(true);
    const target = join(dir, 'copy.db');
    const report = await takeBackup(path, target, GAMES);
    expect(report).toMatchObject({ path: target, ok: true, games: 3, olderFormat: 0, problems: [] });
    expect(report.bytes).toBeGreaterThan(0);
    expect(report.copySeconds).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('copy.db'))).toEqual(['copy.db']);
    const restored = openDatabase(target);
    expect(versions(restored)).toEqual(versions(h.db));
    expect(restored.pragma('journal_mode', { simple: true })).toBe('wal'); // the bot's own setting, back on open
    restored.close();
    h.db.close();
  });

  it('GIVEN a directory WHEN backed up into it THEN the copy is named after the database and the time, and that name gives the time back', async () => {
    const { path, h } = liveDatabase(1);
    const into = join(dir, 'rotating');
    mkdirSync(into);
    const at = Date.UTC(2026, 10, 21, 12, 34, 56);
    const report = await takeBackup(path, into, GAMES, at);
    expect(basename(report.path)).toBe(`${basename(path, '.db')}-2026-11-21T123456Z.db`);
    expect(backupTime(path, basename(report.path))).toBe(at);
    expect(backupFileName('data/spiel-bot.db', at)).toBe('spiel-bot-2026-11-21T123456Z.db');
    for (const other of ['spiel-bot.db', 'spiel-bot-2026-11-21T123456Z.db.damaged', 'spiel-bot-2026-11-21T123456Z.db.partial', 'other-2026-11-21T123456Z.db', 'spiel-bot-latest.db']) {
      expect(backupTime('data/spiel-bot.db', other)).toBeNull();
    }
    h.db.close();
  });

  it('GIVEN a game whose snapshot disagrees with its log WHEN backed up THEN the copy is kept as .damaged and the report names the game', async () => {
    const { path, h } = liveDatabase(2);
    const state = storedState<SpielState>(h.db, 2);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...state, deck: state.deck.slice(1) }), 2);
    const target = join(dir, 'tampered.db');
    const report = await takeBackup(path, target, GAMES);
    expect(report.ok).toBe(false);
    expect(report.path).toBe(`${target}.damaged`);
    expect(existsSync(target)).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(/^game 2 \(spiel\) disagrees with its log: snapshot differs from replay at \$\.deck/)]);
    h.db.close();
  });

  it('GIVEN a copy with damaged pages WHEN verified THEN it is reported damaged, with what SQLite found', async () => {
    const { path, h } = liveDatabase(8);
    const target = join(dir, 'to-damage.db');
    expect((await takeBackup(path, target, GAMES)).ok).toBe(true);
    const probe = new BetterSqlite3(target, { readonly: true });
    const pageSize = Number(probe.pragma('page_size', { simple: true }));
    probe.close();
    const fd = openSync(target, 'r+');
    writeSync(fd, Buffer.alloc(3 * pageSize, 0xa5), 0, 3 * pageSize, 2 * pageSize); // pages 3–5: b-tree pages
    closeSync(fd);
    const verdict = verifyCopy(target, GAMES);
    expect(verdict.problems.length).toBeGreaterThan(0);
    expect(verdict.problems.every((p) => p.startsWith('damaged: '))).toBe(true);
    h.db.close();
  });

  it('GIVEN a file that exists, a missing directory or database, or a database of another schema THEN no copy is made and the error says why', async () => {
    const { path, h } = liveDatabase(1);
    const exists = join(dir, 'exists.db');
    closeSync(openSync(exists, 'w'));
    await expect(takeBackup(path, exists, GAMES)).rejects.toThrow(new BackupError(`${exists} exists already; name a new file (or a directory) for the backup.`));
    await expect(takeBackup(path, join(dir, 'no', 'such', 'x.db'), GAMES)).rejects.toThrow(/directory .*no\/such does not exist/);
    await expect(takeBackup(join(dir, 'nothing.db'), join(dir, 'y.db'), GAMES)).rejects.toThrow(/There is no database at/);
    h.db.prepare('DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)').run();
    await expect(takeBackup(path, join(dir, 'z.db'), GAMES)).rejects.toThrow(/schema version \d+ and this code at \d+/);
    expect(readdirSync(dir).filter((f) => /^[yz]\.db/.test(f))).toEqual([]);
    h.db.close();
  });
});
