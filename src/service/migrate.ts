// Forward-only numbered migrations (`migrations/NNN_name.sql`), applied at start-up, each in its
// own transaction and recorded with a checksum. Anything that would leave the schema and the
// code disagreeing stops start-up with a MigrationError whose message says what to do.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

/** Why start-up stopped; `code` is stable, `message` is for the operator (the bot prints it). */
export type MigrationErrorCode =
  | 'NO_MIGRATIONS_DIR'
  | 'BAD_MIGRATION_NAME'
  | 'DUPLICATE_MIGRATION'
  | 'MIGRATION_GAP'
  | 'MIGRATION_EDITED'
  | 'DATABASE_NEWER'
  | 'MIGRATION_FAILED';

/** Start-up refused because of the migrations; the message tells the operator what to do. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(
    readonly code: MigrationErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** One migration file as found on disk. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
  readonly sql: string;
  readonly checksum: string;
}

/** What `migrate` did: the versions it applied now, and the schema version it left. */
export interface MigrationReport {
  readonly applied: readonly number[];
  readonly version: number;
}

const FILE_PATTERN = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

/**
 * The `migrations/` directory next to the project's package.json, found by walking up from this
 * module so it works from `src/service/` (tsx, tests) and from `dist/src/service/` (built).
 */
export function defaultMigrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return join(dir, 'migrations');
    const parent = dirname(dir);
    if (parent === dir) throw new MigrationError('NO_MIGRATIONS_DIR', 'Cannot find the migrations/ directory next to package.json. Run the bot from a complete checkout or build.');
    dir = parent;
  }
}

/** Line endings are normalised so a checkout with CRLF does not look like an edited file. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n?/g, '\n')).digest('hex');
}

/** Reads and checks the migration files: well named, numbered 1, 2, 3… without gaps or twins. */
export function loadMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) throw new MigrationError('NO_MIGRATIONS_DIR', `The migrations directory ${resolve(dir)} does not exist.`);
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = FILE_PATTERN.exec(file);
    if (!match) {
      throw new MigrationError(
        'BAD_MIGRATION_NAME',
        `Migration file ${file} is not named NNN_name.sql (three or more digits, lower-case words). Rename it.`,
      );
    }
    const sql = readFileSync(join(dir, file), 'utf8');
    migrations.push({ version: Number(match[1]), name: match[2] as string, file, sql, checksum: checksumOf(sql) });
  }
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (previous && previous.version === m.version) {
      throw new MigrationError('DUPLICATE_MIGRATION', `Migrations ${previous.file} and ${m.file} share the number ${m.version}. Renumber the newer one to the next free number.`);
    }
    if (m.version !== i + 1) {
      const expected = String(i + 1).padStart(3, '0');
      throw new MigrationError(
        'MIGRATION_GAP',
        `Migration ${m.file} follows ${previous?.file ?? 'nothing'}: number ${expected} is missing. Migrations are numbered 001, 002, … without gaps; restore ${expected}_*.sql or renumber ${m.file} to ${expected}.`,
      );
    }
  });
  return migrations;
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

/**
 * Work a migration needs that SQL cannot do, by the migration's name (the file's words after the
 * number, so a renumbered file keeps its hook): run once, right after that migration's SQL, in
 * the same transaction, so the migration and its hook are applied together or not at all. A hook
 * whose migration is not among those given does not run (a test checks the project's hooks all
 * name a migration file).
 */
export type MigrationHooks = Readonly<Record<string, (db: Database) => void>>;

/**
 * Brings the database up to the code's schema. Checks every applied migration against its file
 * first (edited, missing, or newer than the code: stop), then applies the new ones in order,
 * each in its own BEGIN IMMEDIATE transaction, so two processes starting together apply each once.
 */
export function migrate(db: Database, migrations: readonly Migration[], hooks: MigrationHooks = {}): MigrationReport {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    checksum   TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const readApplied = () => db.prepare('SELECT version, name, checksum FROM schema_migrations ORDER BY version').all() as AppliedRow[];
  check(readApplied(), migrations);

  const applied: number[] = [];
  const insert = db.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)');
  for (const m of migrations) {
    const run = db.transaction(() => {
      // Re-read inside the write lock: another process may have applied it meanwhile.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)) return false;
      db.exec(m.sql);
      if (Object.hasOwn(hooks, m.name)) hooks[m.name]?.(db);
      insert.run(m.version, m.name, m.checksum, Date.now());
      return true;
    });
    try {
      if (run.immediate()) applied.push(m.version);
    } catch (cause) {
      throw new MigrationError(
        'MIGRATION_FAILED',
        `Migration ${m.file} failed and was rolled back: ${(cause as Error).message}. Fix the SQL in a new migration file (never edit one already applied elsewhere) and restart.`,
        { cause },
      );
    }
  }
  return { applied, version: migrations.length };
}

function check(applied: readonly AppliedRow[], migrations: readonly Migration[]): void {
  const newest = migrations.length;
  const beyond = applied.filter((row) => row.version > newest);
  if (beyond.length > 0) {
    const last = beyond[beyond.length - 1] as AppliedRow;
    const files = beyond.map((row) => `migrations/${String(row.version).padStart(3, '0')}_${row.name}.sql`).join(', ');
    throw new MigrationError(
      'DATABASE_NEWER',
      `The database is at schema version ${last.version} (${last.name}) but this code only knows up to ${newest}. Either the database was used by a newer version of the bot (run that version, or restore a backup made before the upgrade; never downgrade it by hand), or ${files} was deleted from this checkout (restore it from version control).`,
    );
  }
  for (const row of applied) {
    // Numbering is contiguous and nothing is beyond the newest file, so every row has its file.
    const m = migrations[row.version - 1] as Migration;
    if (m.checksum !== row.checksum) {
      throw new MigrationError(
        'MIGRATION_EDITED',
        `Migration ${m.file} was changed after it was applied to this database (checksum ${row.checksum.slice(0, 12)} when applied, ${m.checksum.slice(0, 12)} now). Applied migrations are never edited: restore the file from version control and put the change in a new migration.`,
      );
    }
  }
}
