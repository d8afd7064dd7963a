// Two processes on one database file submit at the same instant: BEGIN IMMEDIATE serialises
// them, and the optimistic version check refuses the one that read a version that moved.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';
import { games, harness, ok, startedGame } from './helpers.js';
import { verifyDatabase } from '../../src/service/verify.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const ROUNDS = 15;
const dir = mkdtempSync(join(tmpdir(), 'spiel-race-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Line {
  round: number;
  phase: 'version' | 'interaction';
  ok: boolean;
  duplicate: boolean;
  code: string | null;
  version: number | null;
}

function racer(db: string, gameId: number, role: 'a' | 'b', startAt: number, ready: () => void): Promise<Line[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'concurrent-child.ts'), db, String(gameId), role, String(startAt), String(ROUNDS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('READY\n')) ready();
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`racer ${role} exited ${code}: ${err}`));
      resolve(out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line));
    });
  });
}

describe('two processes on one file', () => {
  it('GIVEN two processes submitting at the same instant WHEN both expect the same version THEN exactly one applies; WHEN both carry the same interaction THEN it applies once', async () => {
    const path = join(dir, 'race.db');
    const h = harness({ db: openDatabase(path) });
    const gameId = startedGame(h, { settings: { reminderBeforeMs: null } });
    h.db.close();

    // Both start the clock once both are loaded (tsx start-up takes a while on a busy machine).
    let readyCount = 0;
    let release: (startAt: number) => void = () => {};
    const released = new Promise<number>((resolve) => (release = resolve));
    const onReady = () => {
      if (++readyCount === 2) release(Date.now());
    };
    const startAt = Date.now() + 4_000;
    const [a, b] = await Promise.all([racer(path, gameId, 'a', startAt, onReady), racer(path, gameId, 'b', startAt, onReady)]);
    expect(await released).toBeLessThan(startAt); // both were waiting at the barrier

    for (let r = 0; r < 2 * ROUNDS; r++) {
      const pair = [a[r], b[r]] as [Line, Line];
      const winners = pair.filter((l) => l.ok && !l.duplicate);
      expect(winners, `round ${r}`).toHaveLength(1);
      const loser = pair.find((l) => l !== winners[0]) as Line;
      if (r < ROUNDS) expect(loser).toMatchObject({ ok: false, code: 'STALE_VERSION', version: r + 1 });
      else expect(loser).toMatchObject({ ok: true, duplicate: true, version: winners[0]?.version });
    }
    const db = openDatabase(path);
    const service = new GameService(db, { games });
    expect(service.game(gameId)?.version).toBe(2 * ROUNDS);
    expect(verifyDatabase(db, games).disagreements).toEqual([]);
    expect(ok(service.view(gameId, null)).version).toBe(2 * ROUNDS);
    db.close();
  }, 60_000);
});
