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

/** A racing child: its round answers, and a way to start its next round. */
interface Racer {
  readonly lines: Line[];
  go(round: number, at: number): void;
  readonly done: Promise<void>;
}

function racer(db: string, gameId: number, role: 'a' | 'b', onReady: () => void, onLine: () => void): Racer {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'concurrent-child.ts'), db, String(gameId), role, String(ROUNDS)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  let out = '';
  let err = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const complete = out.split('\n');
    out = complete.pop() ?? '';
    for (const l of complete) {
      if (l === 'READY') onReady();
      else if (l.startsWith('{')) {
        lines.push(JSON.parse(l) as Line);
        onLine();
      }
    }
  });
  proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`racer ${role} exited ${code}: ${err}`))));
  });
  return { lines, go: (round, at) => proc.stdin.write(`GO ${round} ${at}\n`), done };
}

describe('two processes on one file', () => {
  it('GIVEN two processes submitting at the same instant WHEN both expect the same version THEN exactly one applies; WHEN both carry the same interaction THEN it applies once', async () => {
    const path = join(dir, 'race.db');
    const h = harness({ db: openDatabase(path) });
    const gameId = startedGame(h, { settings: { reminderBeforeMs: null } });
    h.db.close();

    // Each round starts when both processes have answered the one before (and both are loaded,
    // for the first): both spin until the same instant a few milliseconds ahead, then submit.
    let ready = 0;
    let round = 0;
    const racers: Racer[] = [];
    const next = () => {
      if (round < 2 * ROUNDS) for (const x of racers) x.go(round, Date.now() + 15);
      round++;
    };
    const onReady = () => {
      if (++ready === 2) next();
    };
    const onLine = () => {
      if (racers.every((x) => x.lines.length === round)) next();
    };
    racers.push(racer(path, gameId, 'a', onReady, onLine), racer(path, gameId, 'b', onReady, onLine));
    await Promise.all(racers.map((x) => x.done));
    const [a, b] = racers.map((x) => x.lines) as [Line[], Line[]];
    expect(a).toHaveLength(2 * ROUNDS);

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
