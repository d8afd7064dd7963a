import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { rate, rating, type Team } from 'openskill';
import { MIGRATION_HOOKS, openDatabase } from './db.js';
import { ratingProblems } from './ratings.js';
import { checksumOf, defaultMigrationsDir, loadMigrations, MigrationError, migrate } from './migrate.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spiel-migrate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A migrations directory with the given files. */
function migrationsDir(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

function startupError(fn: () => unknown): MigrationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(MigrationError);
    return error as MigrationError;
  }
  throw new Error('start-up did not stop');
}

const ONE = { '001_one.sql': 'CREATE TABLE a (x INTEGER);' };
const TWO = { ...ONE, '002_two.sql': 'CREATE TABLE b (y INTEGER);' };

describe('openDatabase', () => {
  it('GIVEN a 0-byte file at DATABASE_PATH WHEN the bot opens it THEN it is an empty database and gets the schema', () => {
    const path = join(tempDir(), 'empty.db');
    writeFileSync(path, '');
    const db = openDatabase(path);
    expect((db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBe(0);
    db.close();
  });

  it('GIVEN no data directory WHEN the bot opens its database THEN the directory, the file and the schema are created with the pragmas', () => {
    const path = join(tempDir(), 'nested', 'data', 'bot.db');
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['games', 'seats', 'command_log', 'messages', 'deadlines', 'interactions', 'schema_migrations']));
    const applied = db.prepare('SELECT version, checksum FROM schema_migrations').all() as { version: number; checksum: string }[];
    const files = loadMigrations(defaultMigrationsDir());
    expect(applied).toEqual(files.map((m) => ({ version: m.version, checksum: m.checksum })));
    db.close();
  });

  it('GIVEN a migrated database WHEN opened again THEN nothing is applied twice', () => {
    const path = join(tempDir(), 'bot.db');
    openDatabase(path).close();
    const reports: number[][] = [];
    const db = openDatabase(path, { onMigrated: (r) => reports.push([...r.applied]) });
    expect(reports).toEqual([[]]);
    db.close();
  });
});

describe('migrate', () => {
  it('GIVEN two files WHEN migrating a fresh database THEN both are applied in order and recorded', () => {
    const db = new BetterSqlite3(':memory:');
    const report = migrate(db, loadMigrations(migrationsDir(TWO)));
    expect(report).toEqual({ applied: [1, 2], version: 2 });
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1, name: 'one' },
      { version: 2, name: 'two' },
    ]);
    expect(migrate(db, loadMigrations(migrationsDir(TWO)))).toEqual({ applied: [], version: 2 });
  });

  it('GIVEN a gap in the numbering WHEN starting THEN start-up stops and names the missing number', () => {
    const dir = migrationsDir({ ...ONE, '003_three.sql': 'SELECT 1;' });
    const error = startupError(() => loadMigrations(dir));
    expect(error.code).toBe('MIGRATION_GAP');
    expect(error.message).toContain('002');
    expect(error.message).toContain('003_three.sql');
  });

  it('GIVEN an applied migration whose file was edited WHEN starting THEN start-up stops and says to restore it', () => {
    const dir = migrationsDir(TWO);
    const db = new BetterSqlite3(':memory:');
    migrate(db, loadMigrations(dir));
    writeFileSync(join(dir, '001_one.sql'), 'CREATE TABLE a (x INTEGER, z TEXT);');
    const error = startupError(() => migrate(db, loadMigrations(dir)));
    expect(error.code).toBe('MIGRATION_EDITED');
    expect(error.message).toContain('001_one.sql');
    expect(error.message).toMatch(/restore the file/);
  });

  it('GIVEN a file saved with CRLF line endings WHEN starting THEN it is not mistaken for an edit', () => {
    expect(checksumOf('CREATE TABLE a (x);\r\nSELECT 1;\r\n')).toBe(checksumOf('CREATE TABLE a (x);\nSELECT 1;\n'));
  });

  it('GIVEN an applied migration whose file disappeared WHEN starting THEN start-up stops and says to restore it', () => {
    const three = { ...TWO, '003_three.sql': 'CREATE TABLE c (z INTEGER);' };
    const db = new BetterSqlite3(':memory:');
    migrate(db, loadMigrations(migrationsDir(three)));
    // A file in the middle is gone: a gap.
    const { '002_two.sql': _two, ...withoutTwo } = three;
    const gap = startupError(() => migrate(db, loadMigrations(migrationsDir(withoutTwo))));
    expect(gap.code).toBe('MIGRATION_GAP');
    expect(gap.message).toContain('002');
    // The newest file is gone: the database looks newer, and the message names the file.
    const { '003_three.sql': _three, ...withoutThree } = three;
    const newer = startupError(() => migrate(db, loadMigrations(migrationsDir(withoutThree))));
    expect(newer.code).toBe('DATABASE_NEWER');
    expect(newer.message).toContain('migrations/003_three.sql was deleted');
  });

  it('GIVEN a database migrated by newer code WHEN older code starts THEN start-up stops and says the database is newer', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, loadMigrations(migrationsDir(TWO)));
    const error = startupError(() => migrate(db, loadMigrations(migrationsDir(ONE))));
    expect(error.code).toBe('DATABASE_NEWER');
    expect(error.message).toContain('schema version 2');
    expect(error.message).toContain('only knows up to 1');
  });

  it('GIVEN the real migrations WHEN a database is newer than the code THEN openDatabase stops with MigrationError and leaves the file alone', () => {
    const path = join(tempDir(), 'bot.db');
    openDatabase(path).close();
    const raw = new BetterSqlite3(path);
    raw.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (999, ?, ?, 0)').run('future', 'x');
    raw.close();
    const error = startupError(() => openDatabase(path));
    expect(error.code).toBe('DATABASE_NEWER');
  });

  it('GIVEN two files with one number WHEN starting THEN start-up stops', () => {
    const error = startupError(() => loadMigrations(migrationsDir({ ...ONE, '001_other.sql': 'SELECT 1;' })));
    expect(error.code).toBe('DUPLICATE_MIGRATION');
  });

  it('GIVEN a badly named file WHEN starting THEN start-up stops', () => {
    const error = startupError(() => loadMigrations(migrationsDir({ ...ONE, '2_two.sql': 'SELECT 1;' })));
    expect(error.code).toBe('BAD_MIGRATION_NAME');
  });

  it('GIVEN a migration that fails half-way WHEN applying THEN its transaction is rolled back and nothing is recorded', () => {
    const db = new BetterSqlite3(':memory:');
    const dir = migrationsDir({ ...ONE, '002_bad.sql': 'CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);' });
    const error = startupError(() => migrate(db, loadMigrations(dir)));
    expect(error.code).toBe('MIGRATION_FAILED');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
  });

  it('GIVEN the project migrations WHEN loaded THEN they are numbered from 001 without gaps', () => {
    const dir = defaultMigrationsDir();
    const files = loadMigrations(dir);
    expect(files[0]?.file).toBe('001_initial.sql');
    expect(readFileSync(join(dir, '001_initial.sql'), 'utf8')).toContain('CREATE TABLE games');
    // A copy of the directory is checked the same way.
    const copy = tempDir();
    cpSync(dir, copy, { recursive: true });
    expect(loadMigrations(copy).map((m) => m.checksum)).toEqual(files.map((m) => m.checksum));
  });
});

describe('migration 006 (A44)', () => {
  it('A44 GIVEN Award games stored before the turn clock paused WHEN the database is migrated THEN started ones keep the old clock (turnClockPauses false) and lobbies and Spiel games are untouched', () => {
    const all = loadMigrations(defaultMigrationsDir());
    const before = tempDir();
    for (const m of all.filter((x) => x.version < 6)) writeFileSync(join(before, m.file), m.sql);
    const path = join(tempDir(), 'bot.db');
    const old = openDatabase(path, { migrationsDir: before });
    const insert = old.prepare(
      "INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at, started_at) VALUES (?, 'g', ?, ?, 'u', ?, '{}', 0, ?)",
    );
    insert.run('award', 'c1', 'running', '{"turnMs":60000}', 1);
    insert.run('award', 'c2', 'lobby', '{"turnMs":60000}', null);
    insert.run('spiel', 'c3', 'running', '{"monthMs":60000}', 1);
    old.close();
    const db = openDatabase(path);
    const options = (db.prepare('SELECT options FROM games ORDER BY id').all() as { options: string }[]).map((r) => JSON.parse(r.options));
    db.close();
    expect(options).toEqual([{ turnMs: 60000, turnClockPauses: false, onlyDeadlinesMiss: false }, { turnMs: 60000 }, { monthMs: 60000 }]);
  });
});

describe('migration 009 (R38: a host resolve is no missed turn)', () => {
  it('R38 GIVEN Award games stored before a host resolve stopped counting as a missed turn WHEN the database is migrated THEN started ones keep counting it (onlyDeadlinesMiss false); lobbies, newer games and Spiel games are untouched', () => {
    const all = loadMigrations(defaultMigrationsDir());
    const before = tempDir();
    for (const m of all.filter((x) => x.version < 9)) writeFileSync(join(before, m.file), m.sql);
    const path = join(tempDir(), 'bot.db');
    const old = openDatabase(path, { migrationsDir: before });
    const insert = old.prepare(
      "INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at, started_at) VALUES (?, 'g', ?, ?, 'u', ?, '{}', 0, ?)",
    );
    insert.run('award', 'c1', 'ended', '{"turnMs":60000}', 1);
    insert.run('award', 'c2', 'lobby', '{"turnMs":60000}', null);
    insert.run('award', 'c3', 'running', '{"turnMs":60000,"onlyDeadlinesMiss":true}', 1);
    insert.run('spiel', 'c4', 'running', '{"monthMs":60000}', 1);
    old.close();
    const db = openDatabase(path);
    const options = (db.prepare('SELECT options FROM games ORDER BY id').all() as { options: string }[]).map((r) => JSON.parse(r.options));
    db.close();
    expect(options).toEqual([{ turnMs: 60000, onlyDeadlinesMiss: false }, { turnMs: 60000 }, { turnMs: 60000, onlyDeadlinesMiss: true }, { monthMs: 60000 }]);
  });
});

describe('migration 011 (issue 32: time away and excused misses)', () => {
  it('GIVEN tables stored before excused misses WHEN the database is migrated THEN they keep none (excuses 0), their deadline rows are kept, a table may then get an away row, and notice ids are never reused', () => {
    const all = loadMigrations(defaultMigrationsDir());
    const before = tempDir();
    for (const m of all.filter((x) => x.version < 11)) writeFileSync(join(before, m.file), m.sql);
    const path = join(tempDir(), 'bot.db');
    const old = openDatabase(path, { migrationsDir: before });
    const insert = old.prepare(
      "INSERT INTO games (type, guild_id, channel_id, status, host_user_id, options, settings, created_at, started_at) VALUES ('spiel', 'g', ?, ?, 'u', '{}', ?, 0, ?)",
    );
    insert.run('c1', 'running', '{"aiAfterMissed":2}', 1);
    insert.run('c2', 'lobby', '{}', null);
    old.prepare("INSERT INTO seats (game_id, seat, player_id, user_id, joined_at) VALUES (1, 0, 'p1', 'u', 0)").run();
    old.prepare(`INSERT INTO deadlines (game_id, kind, due, payload) VALUES (1, 'timeout', 5, '{}')`).run();
    // Notices already posted (and deleted) under the names notice:7 and reminder:<deadline>:9.
    const message = old.prepare("INSERT INTO messages (game_id, key, channel_id, message_id, updated_at) VALUES (1, ?, 'c1', 'm', 0)");
    message.run('notice:7');
    message.run('reminder:1795262400000:9');
    old.close();
    const db = openDatabase(path);
    const settings = (db.prepare('SELECT settings FROM games ORDER BY id').all() as { settings: string }[]).map((r) => JSON.parse(r.settings));
    expect(settings).toEqual([{ aiAfterMissed: 2, excuses: 0 }, { excuses: 0 }]);
    expect(db.prepare('SELECT game_id, kind, due FROM deadlines').all()).toEqual([{ game_id: 1, kind: 'timeout', due: 5 }]);
    expect(db.prepare('SELECT away_since, away_until, away_ai, away_days_used, excuses_used FROM seats').get()).toEqual({ away_since: null, away_until: null, away_ai: 0, away_days_used: 0, excuses_used: 0 });
    db.prepare(`INSERT INTO deadlines (game_id, kind, due, payload) VALUES (1, 'away', 6, '{}')`).run();
    // A new notice never takes an id a posted one's name used, even once the table is empty.
    const notice = db.prepare("INSERT INTO notices (game_id, version, kind, payload, created_at) VALUES (1, 0, 'away', '{}', 0)");
    expect(notice.run().lastInsertRowid).toBe(10);
    db.prepare('DELETE FROM notices').run();
    expect(notice.run().lastInsertRowid).toBe(11);
    expect(() => db.prepare(`INSERT INTO deadlines (game_id, kind, due, payload) VALUES (1, 'other', 6, '{}')`).run()).toThrow(/CHECK/);
    db.close();
  });
});

describe('migration hooks', () => {
  it('GIVEN a hook for a migration WHEN it is applied THEN the hook runs once, after its SQL; a hook that fails rolls the migration back', () => {
    const dir = migrationsDir({ ...ONE, '002_two.sql': 'CREATE TABLE b (y INTEGER);' });
    const db = new BetterSqlite3(':memory:');
    let runs = 0;
    migrate(db, loadMigrations(dir), { two: (d) => { runs++; d.prepare('INSERT INTO b (y) VALUES (7)').run(); } });
    migrate(db, loadMigrations(dir), { two: () => runs++ });
    expect(runs).toBe(1);
    expect(db.prepare('SELECT y FROM b').all()).toEqual([{ y: 7 }]);

    const other = new BetterSqlite3(':memory:');
    const error = startupError(() => migrate(other, loadMigrations(dir), { two: () => { throw new Error('no'); } }));
    expect(error.code).toBe('MIGRATION_FAILED');
    expect(other.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").all()).toEqual([]);
    expect(other.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
  });

  it('GIVEN the project’s migration hooks THEN each names a migration file (a misspelt one would silently never run)', () => {
    const names = loadMigrations(defaultMigrationsDir()).map((m) => m.name);
    for (const name of Object.keys(MIGRATION_HOOKS)) expect(names).toContain(name);
  });
});

describe('migration 012 (ratings)', () => {
  it('GIVEN a database with finished games from before ratings WHEN migrated THEN every server’s ratings are replayed from game_results in the order the games ended (a shared win a tie, AI seats left out) and verify finds no difference', () => {
    const all = loadMigrations(defaultMigrationsDir());
    const ratingsVersion = all.find((m) => m.name === 'ratings')?.version as number;
    const before = tempDir();
    for (const m of all.filter((x) => x.version < ratingsVersion)) writeFileSync(join(before, m.file), m.sql);
    const path = join(tempDir(), 'bot.db');
    const old = openDatabase(path, { migrationsDir: before });
    const game = old.prepare("INSERT INTO games (id, type, guild_id, channel_id, status, host_user_id, options, settings, created_at, ended_at) VALUES (?, ?, ?, ?, 'ended', 'u', '{}', '{}', 0, ?)");
    const result = old.prepare('INSERT INTO game_results (game_id, player_id, guild_id, type, user_id, rank, won, score, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)');
    // Game 1 ended last: b beat a. Game 2 ended first: a and b shared the win (stored as ranks 1 and 2), c last, an AI between.
    game.run(1, 'spiel', 'g1', 'c1', 2000);
    result.run(1, 'p1', 'g1', 'spiel', 'b', 1, 1, 2000);
    result.run(1, 'p2', 'g1', 'spiel', 'a', 2, 0, 2000);
    game.run(2, 'spiel', 'g1', 'c2', 1000);
    result.run(2, 'p1', 'g1', 'spiel', 'a', 1, 1, 1000);
    result.run(2, 'p2', 'g1', 'spiel', 'b', 2, 1, 1000);
    result.run(2, 'p3', 'g1', 'spiel', null, 3, 0, 1000);
    result.run(2, 'p4', 'g1', 'spiel', 'c', 4, 0, 1000);
    // Another server and game type: rated apart. A game alone against an AI: rated not at all.
    game.run(3, 'award', 'g2', 'c3', 1500);
    result.run(3, 'p1', 'g2', 'award', 'a', 1, 1, 1500);
    result.run(3, 'p2', 'g2', 'award', 'b', 2, 0, 1500);
    game.run(4, 'spiel', 'g1', 'c4', 1700);
    result.run(4, 'p1', 'g1', 'spiel', 'c', 1, 1, 1700);
    result.run(4, 'p2', 'g1', 'spiel', null, 2, 0, 1700);
    old.close();

    const db = openDatabase(path);
    const rows = db.prepare('SELECT guild_id, type, user_id, mu, sigma, games FROM ratings ORDER BY guild_id, type, user_id').all();
    // By hand: game 2 (a, b tied first; c third), then game 1 (b first, a second).
    const [a2, b2, c2] = rate([[rating()], [rating()], [rating()]], { rank: [1, 1, 3] }) as [Team, Team, Team];
    const [b1, a1] = rate([b2, a2], { rank: [1, 2] }) as [Team, Team];
    const [ga, gb] = rate([[rating()], [rating()]], { rank: [1, 2] }) as [Team, Team];
    const row = (guild_id: string, type: string, user_id: string, r: Team, games: number) => ({ guild_id, type, user_id, mu: r[0]?.mu, sigma: r[0]?.sigma, games });
    expect(rows).toEqual([row('g1', 'spiel', 'a', a1, 2), row('g1', 'spiel', 'b', b1, 2), row('g1', 'spiel', 'c', c2, 1), row('g2', 'award', 'a', ga, 1), row('g2', 'award', 'b', gb, 1)]);
    expect(ratingProblems(db)).toEqual([]);
    db.close();
  });
});
