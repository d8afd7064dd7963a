// The real entry point (src/main.ts) started as a child process: without a token, with a
// malformed one, or on a database from a newer version, it stops with a message that says what
// to do — never a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/service/db.js';

const root = resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;

function runMain(env: Record<string, string>): { code: number | null; stderr: string } {
  const cwd = mkdtempSync(join(tmpdir(), 'spiel-main-')); // no .env here
  try {
    const r = spawnSync(process.execPath, ['--import', tsx, join(root, 'src/main.ts')], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { code: r.status, stderr: r.stderr };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

describe('starting the bot', () => {
  it('GIVEN no DISCORD_TOKEN WHEN the bot starts THEN it exits 1 saying what to set, without a stack trace', () => {
    const { code, stderr } = runMain({});
    expect(code).toBe(1);
    expect(stderr).toContain('DISCORD_TOKEN: DISCORD_TOKEN is not set');
    expect(stderr).toContain('Copy .env.example to .env');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('GIVEN a token that is not a bot token WHEN the bot starts THEN it says so', () => {
    const { code, stderr } = runMain({ DISCORD_TOKEN: 'hello' });
    expect(code).toBe(1);
    expect(stderr).toContain('does not look like a bot token');
  });

  it('GIVEN a database written by a newer version WHEN the bot starts THEN it refuses with what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spiel-newer-'));
    const path = join(dir, 'bot.db');
    const db = openDatabase(path);
    db.prepare("INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (999, '999_future.sql', 'x', 0)").run();
    db.close();
    const { code, stderr } = runMain({ DISCORD_TOKEN: 'a.b.c', DATABASE_PATH: path });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toMatch(/newer/i);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
