// Crash safety: a child process applies a stream of commands (and runs deadlines and AI turns)
// against a database file and is SIGKILLed at random moments, at least 50 times, restarting
// each time. Every command the child acknowledged (printed after the commit) must be in the log
// exactly once, no interaction may be applied twice, every game must equal the replay of its
// log, and every running game must have its deadline stored.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { spiel } from '../../src/games/spiel/index.js';
import { verifyDatabase } from '../../src/service/verify.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const KILLS = 50;

let dir: string;
let child: { command: string; args: string[] };

/** Bundles the child once (esbuild ships with tsx) so each restart costs ~0.2 s, not ~1 s. */
async function bundleChild(out: string): Promise<{ command: string; args: string[] }> {
  try {
    const { build } = await import('esbuild');
    const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
    await build({
      entryPoints: [join(HERE, 'crash-child.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: out,
      logLevel: 'error',
      plugins: [{ name: 'native-sqlite', setup: (b) => void b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: sqlite, external: true })) }],
    });
    return { command: process.execPath, args: [out] };
  } catch {
    return { command: process.execPath, args: ['--import', 'tsx', join(HERE, 'crash-child.ts')] };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spiel-crash-'));
  child = await bundleChild(join(dir, 'child.mjs'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ack {
  readonly gameId: number;
  readonly result: string; // a version, or E:CODE
  readonly duplicate: boolean;
}

interface Run {
  readonly lastStep: number | null;
  readonly done: boolean;
  readonly killed: boolean;
  /** Background checkpoints the child completed (reported when it finishes). */
  readonly checkpoints: number;
}

/**
 * When to SIGKILL the child: `ms` after it was spawned (during start-up), or `ms` after it began
 * applying commands (counted from its first step, so a slow machine still kills mid-stream).
 */
type Kill = { readonly from: 'spawn' | 'firstStep'; readonly ms: number } | null;

/** Runs the child from step `from`; kills it as `kill` says, unless null. */
function runChild(db: string, from: number, to: number, kill: Kill, acks: Map<number, Ack[]>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const proc = spawn(child.command, [...child.args, db, String(from), String(to)], {
      cwd: ROOT,
      env: { ...process.env, MIGRATIONS_DIR: join(ROOT, 'migrations') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lastStep: number | null = null;
    let done = false;
    let checkpoints = 0;
    let buffer = '';
    let stderr = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [kind, a, b, c, d] = line.split(' ');
        if (kind === 'S') {
          if (lastStep === null && kill?.from === 'firstStep') timer = setTimeout(() => proc.kill('SIGKILL'), kill.ms);
          lastStep = Number(a);
        }
        else if (kind === 'A') {
          const list = acks.get(Number(a)) ?? [];
          list.push({ gameId: Number(b), result: c as string, duplicate: d === '1' });
          acks.set(Number(a), list);
        } else if (kind === 'DONE') {
          done = true;
          checkpoints = Number(a);
        }
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timer: NodeJS.Timeout | null = kill?.from === 'spawn' ? setTimeout(() => proc.kill('SIGKILL'), kill.ms) : null;
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal === 'SIGKILL') resolve({ lastStep, done, killed: true, checkpoints });
      else if (code === 0) resolve({ lastStep, done, killed: false, checkpoints });
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });
}

describe('crash safety', () => {
  it(`GIVEN a child applying commands WHEN it is SIGKILLed ${KILLS} times at random moments THEN no acknowledged command is lost or applied twice and every game equals its replay`, async () => {
    const db = join(dir, 'crash.db');
    const acks = new Map<number, Ack[]>();
    const rng = new Rng(seedRng(20260101));
    let from = 0;
    let kills = 0;
    let killedInStartup = 0;
    while (kills < KILLS) {
      // A third of the kills land while the child opens the database and catches up.
      const early = rng.float() < 0.33;
      const kill: Kill = early ? { from: 'spawn', ms: rng.int(220) } : { from: 'firstStep', ms: 5 + rng.int(120) };
      const run = await runChild(db, from, from + 100_000, kill, acks);
      if (!run.killed) throw new Error('the child finished before it was killed');
      kills++;
      if (run.lastStep === null) killedInStartup++;
      from = run.lastStep ?? from;
      const roll = rng.float();
      // Half the time Discord redelivers the last few interactions: acknowledged steps run again.
      if (roll < 0.5) from = Math.max(0, from - 1 - rng.int(3));
      // Now and then the bot stays down for a few simulated hours: deadlines pile up.
      else if (roll < 0.7) from += 30 + rng.int(30);
    }
    const final = await runChild(db, from, from + 600, null, acks);
    expect(final.done).toBe(true);
    expect(final.checkpoints).toBeGreaterThan(0); // the WAL was checkpointed by the worker thread

    const raw = new BetterSqlite3(db, { readonly: true });
    try {
      const logged = new Map<string, { game_id: number; seq: number }[]>();
      for (const row of raw.prepare('SELECT game_id, seq, interaction_id FROM command_log WHERE interaction_id IS NOT NULL').all() as {
        game_id: number;
        seq: number;
        interaction_id: string;
      }[]) {
        logged.set(row.interaction_id, [...(logged.get(row.interaction_id) ?? []), row]);
      }
      // Nothing applied twice.
      expect([...logged.values()].filter((rows) => rows.length > 1)).toEqual([]);
      // Every acknowledged command is there, exactly where its answer said.
      let applied = 0;
      let duplicates = 0;
      for (const [step, list] of acks) {
        const first = list[0] as Ack;
        for (const again of list.slice(1)) {
          expect(again).toEqual({ ...first, duplicate: true }); // a re-run got the same answer
          duplicates++;
        }
        const rows = logged.get(`crash-${step}`) ?? [];
        if (first.result.startsWith('E:')) expect(rows).toEqual([]);
        else {
          expect(rows).toEqual([{ game_id: first.gameId, seq: Number(first.result), interaction_id: `crash-${step}` }]);
          applied++;
        }
      }
      // Every game equals the replay of its log.
      const report = verifyDatabase(raw, { spiel });
      expect(report.disagreements).toEqual([]);
      // Every running game has its deadline stored; finished games have none.
      const games = raw.prepare("SELECT id, status, state FROM games WHERE state IS NOT NULL").all() as { id: number; status: string; state: string }[];
      const timeouts = new Map(
        (raw.prepare("SELECT game_id, due FROM deadlines WHERE kind = 'timeout'").all() as { game_id: number; due: number }[]).map((r) => [r.game_id, r.due]),
      );
      for (const g of games) {
        const due = g.status === 'running' ? spiel.awaiting(JSON.parse(g.state)).deadline?.due : undefined;
        expect([g.id, timeouts.get(g.id)]).toEqual([g.id, due]);
      }
      const deadlineRuns = (raw.prepare("SELECT COUNT(*) AS n FROM command_log WHERE cause = 'deadline'").get() as { n: number }).n;
      const aiRuns = (raw.prepare("SELECT COUNT(*) AS n FROM command_log WHERE cause = 'ai'").get() as { n: number }).n;
      console.log(
        `crash test: ${kills} kills (${killedInStartup} during start-up), ${acks.size} steps acknowledged (${applied} applied, ${duplicates} re-answered as duplicates), ${report.checked} games replayed, ${deadlineRuns} deadline and ${aiRuns} AI commands`,
      );
      expect(applied).toBeGreaterThan(300); // the uninterrupted final 600 steps alone apply more than that
      expect(duplicates).toBeGreaterThan(20);
      expect(report.checked).toBeGreaterThan(10);
      expect(deadlineRuns).toBeGreaterThan(50);
      expect(aiRuns).toBeGreaterThan(10);
    } finally {
      raw.close();
    }
  }, 90_000);
});
