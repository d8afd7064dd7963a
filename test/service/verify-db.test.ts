// `npm run verify-db -- <file>` on a real database file: silent success when every game agrees,
// a line per disagreeing game and a non-zero exit code otherwise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpielState } from '../../src/games/spiel/index.js';
import { openDatabase } from '../../src/service/db.js';
import { harness, ok, startedGame, storedState } from './helpers.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'spiel-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const verifyDb = (path: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'verify-db.ts'), path], { cwd: ROOT, encoding: 'utf8' });

describe('verify-db', () => {
  it('GIVEN a database WHEN verified THEN it passes until snapshots are tampered with, and then names each game that disagrees', () => {
    const path = join(dir, 'bot.db');
    const h = harness({ db: openDatabase(path) });
    const ids = [1, 2, 3].map((c) => startedGame(h, { channel: `c${c}` }));
    for (const id of ids) ok(h.service.submit({ gameId: id, actor: { userId: 'u1' }, command: { type: 'brainstorm' } }));
    ok(h.service.createLobby({ type: 'spiel', guildId: 'g', channelId: 'lobby', hostUserId: 'u9' })); // lobbies have nothing to replay
    h.db.pragma('wal_checkpoint(TRUNCATE)');

    const clean = verifyDb(path);
    expect(clean.stderr).not.toMatch(/verify-db:/);
    expect(clean.stdout).toContain('verify-db: 3 games replayed');
    expect(clean.status).toBe(0);

    const [a, b] = ids as [number, number];
    const state = storedState<SpielState>(h.db, a);
    h.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify({ ...state, deck: state.deck.slice(1) }), a);
    h.db.prepare('UPDATE games SET version = version + 1 WHERE id = ?').run(b);
    h.db.close();
    const broken = verifyDb(path);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`game ${a} (spiel): snapshot differs from replay at $.deck`);
    expect(broken.stdout).toContain(`game ${b} (spiel): version 2 but 1 logged commands`);
    expect(broken.stdout).toContain('2 of 3 games disagree');
  });

  it('GIVEN no file WHEN verified THEN it says so and exits 2', () => {
    const missing = verifyDb(join(dir, 'nope.db'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no database at');
  });
});
