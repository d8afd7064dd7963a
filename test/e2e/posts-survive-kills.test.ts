// Every public post appears exactly once even when the bot is SIGKILLed while posting: a child
// process runs the real bot against this process's loopback Discord, with two tables (Spiel des
// Jahres and The Award Winning Game) whose players act at a steady pace, and is killed again and again
// — often exactly when Discord has made a post but the bot has not read the answer. The Spiel table
// plays in a thread of its own (issue 33), and the first kill lands while Discord makes that
// thread, before the bot has heard of it. At the end, every message the bot made (in the channels
// and the thread) is one the bot knows (no orphans: no doubled month post with live buttons, no
// second ceremony), both games' posts are complete, there is one thread, archived, and the Spiel
// channel holds only its lobby.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { FakeDiscord, type LocalChannel, type LocalUser } from '../support/fake-discord.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const POSTS = '/channels/:channel/messages';
const THREADS = '/channels/:channel/messages/:message/threads';

let dir: string;
let child: { command: string; args: string[] };

/** Bundles the child once (its packages stay external, resolved from the project) so a restart is quick. */
async function bundleChild(): Promise<{ command: string; args: string[] }> {
  const outDir = join(ROOT, 'node_modules', '.cache', 'posts-kill-child');
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, `child-${process.pid}.mjs`);
  try {
    const { build } = await import('esbuild');
    await build({ entryPoints: [join(HERE, 'posts-kill-child.ts')], bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'error' });
    return { command: process.execPath, args: [out] };
  } catch {
    return { command: process.execPath, args: ['--import', 'tsx', join(HERE, 'posts-kill-child.ts')] };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spiel-post-kill-'));
  child = await bundleChild();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  if (child.args[0]?.endsWith('.mjs')) rmSync(child.args[0], { force: true });
});

interface World {
  readonly discord: FakeDiscord;
  readonly channels: readonly LocalChannel[];
  readonly env: Record<string, string>;
}

function startChild(world: World): { proc: ChildProcess; ready: Promise<void>; exited: Promise<void>; stderr: () => string } {
  const proc = spawn(child.command, child.args, { cwd: ROOT, env: { ...process.env, ...world.env, MIGRATIONS_DIR: join(ROOT, 'migrations') }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const ready = new Promise<void>((resolve) => proc.stdout!.on('data', (c: Buffer) => c.toString().includes('READY') && resolve()));
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return { proc, ready, exited, stderr: () => stderr };
}

/** The games' public posts as the bot recorded them, and the tables' threads. */
function recorded(db: string): { ids: Set<string>; ended: number; behind: number; pending: number; threads: string[] } {
  const raw = new BetterSqlite3(db, { readonly: true });
  try {
    const ids = new Set((raw.prepare("SELECT message_id FROM messages WHERE message_id != '-'").all() as { message_id: string }[]).map((r) => r.message_id));
    const ended = (raw.prepare("SELECT COUNT(*) AS n FROM games WHERE status = 'ended'").get() as { n: number }).n;
    const behind = (
      raw.prepare("SELECT COUNT(*) AS n FROM games g LEFT JOIN messages m ON m.game_id = g.id AND m.key = 'sync' WHERE m.version IS NULL OR m.version < g.version").get() as { n: number }
    ).n;
    const pending = (raw.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n;
    const threads = (raw.prepare('SELECT thread_id FROM games WHERE thread_id IS NOT NULL').all() as { thread_id: string }[]).map((r) => r.thread_id);
    return { ids, ended, behind, pending, threads };
  } finally {
    raw.close();
  }
}

async function playThroughKills(opts: { kills: number; nonceWindowMs?: number; nonceTrustMs?: number; seed: number }): Promise<string> {
  const discord = await FakeDiscord.start(opts.nonceWindowMs === undefined ? {} : { nonceWindowMs: opts.nonceWindowMs });
  const players: LocalUser[] = ['alice', 'bob', 'carol', 'dave'].map((n) => discord.addUser(n));
  const guild = discord.addGuild({ name: 'Kills', members: players, owner: players[0], channels: ['spiel', 'award'] });
  const ids = players.map((p) => p.id);
  const channels = [guild.channel('spiel'), guild.channel('award')];
  const db = join(dir, `kills-${opts.seed}.db`);
  const world: World = {
    discord,
    channels,
    env: {
      DB: db,
      API: discord.clientOptions().rest.api as string,
      TOKEN: discord.token,
      TABLES: JSON.stringify([
        { type: 'spiel', guildId: guild.id, channelId: channels[0]!.id, userIds: ids, thread: true },
        { type: 'award', guildId: guild.id, channelId: channels[1]!.id, userIds: ids.slice(0, 3) },
      ]),
      ...(opts.nonceTrustMs === undefined ? {} : { NONCE_TRUST_MS: String(opts.nonceTrustMs) }),
    },
  };
  const rng = new Rng(seedRng(opts.seed));
  // Discord takes a moment over each post: a kill often lands after it made one but before the bot heard.
  discord.delayRoute(POSTS, 25);
  // The thread is made once, in the first run: long enough in flight for the first kill to land in it.
  discord.delayRoute(THREADS, 200);
  let inFlightAtKill = 0;
  const running = new Set<ChildProcess>();
  try {
    for (let kill = 0; kill < opts.kills; kill++) {
      const run = startChild(world);
      running.add(run.proc);
      await Promise.race([run.ready, run.exited]);
      const since = discord.requests.length;
      const inFlight = (route: string) => discord.requests.slice(since).some((r) => r.method === 'POST' && r.route === route && r.status === 0);
      if (kill === 0) {
        // The first run opens the Spiel table's thread: kill it after Discord made the thread and
        // before the bot heard (and stored it) — a restart must take that thread, not make another.
        // (Looked for among all requests: the child may have asked before its READY reached us.)
        await discord.until(() => discord.requests.some((r) => r.method === 'POST' && r.route === THREADS && r.status === 0), { timeoutMs: 10_000, pollMs: 2 });
      } else if (rng.float() < 0.7) {
        // Kill exactly while a post is made but unanswered. A request's arrival is no event the
        // fake announces (only what it then does is), so poll within the post's 25 ms; and wait
        // long enough for a restarted bot on a loaded machine to make its next post.
        await discord
          .until(() => inFlight(POSTS), { timeoutMs: 10_000, pollMs: 5 })
          .catch(() => undefined);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 20 + rng.int(300)));
      }
      inFlightAtKill += discord.requests.slice(since).filter((r) => r.method === 'POST' && r.route === POSTS && r.status === 0).length;
      run.proc.kill('SIGKILL');
      await run.exited;
    }
    // The last run goes on until both games are over and every post is made.
    const last = startChild(world);
    running.add(last.proc);
    await last.ready;
    await discord.until(
      () => {
        const r = recorded(db);
        return r.ended === 2 && r.behind === 0 && r.pending === 0;
      },
      { timeoutMs: 120_000, pollMs: 100 },
    ).catch((error: unknown) => {
      // What was left undone, for the log of a run that never caught up.
      const raw = new BetterSqlite3(db, { readonly: true });
      console.log('posts-survive-kills: not caught up', JSON.stringify(raw.prepare('SELECT id, status, version, thread_id, thread_note FROM games').all()), last.stderr());
      raw.close();
      throw error;
    });
    last.proc.kill('SIGTERM');
    await last.exited;
    expect(last.stderr()).toBe('');

    const { ids, threads } = recorded(db);
    // One thread, on the Spiel table's lobby message, and no other the bot made; archived at the end.
    const threadsMade = guild.channels.filter((c) => c.isThread && c.ownerId === discord.botUser.id);
    expect(threadsMade.map((c) => c.id)).toEqual(threads);
    expect(threads).toHaveLength(1);
    const thread = threadsMade[0]!;
    expect(thread.parentId).toBe(channels[0]!.id);
    expect(thread.archived).toBe(true);
    // The first run's request made it (its answer never read); later runs' were told it exists (160004).
    const [made1, ...retries] = discord.requests.filter((r) => r.method === 'POST' && r.route === THREADS).map((r) => r.status);
    expect(made1).toBe(200);
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.filter((s) => s !== 400)).toEqual([]);
    const made = [...channels, thread].flatMap((c) => discord.channelMessages(c)).filter((m) => m.author.id === discord.botUser.id);
    const orphans = made.filter((m) => !ids.has(m.id));
    expect(orphans.map((m) => m.text().split('\n')[0])).toEqual([]);
    // The Spiel channel holds its lobby (the table's summary) alone: every post went to the thread.
    expect(discord.channelMessages(channels[0]!).map((m) => m.id)).toEqual([thread.id]);
    expect(discord.channelMessages(thread).length).toBeGreaterThan(12);
    // Each game's end is posted, once: the Spiel table's in its thread.
    for (const c of [thread, channels[1]!]) expect(discord.channelMessages(c).filter((m) => /Final standings/.test(m.text())).length, c.name).toBe(1);
    expect(inFlightAtKill).toBeGreaterThan(opts.kills / 4);
    return `${opts.kills} kills (the first while Discord made the thread), ${inFlightAtKill} of them while Discord had made a post the bot had not heard back about; ${made.length} posts, ${orphans.length} orphans`;
  } finally {
    // A child left behind by a failing run would go on retrying its posts: none outlives the test.
    for (const proc of running) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    await discord.stop();
  }
}

describe('posts survive kills', () => {
  it('GIVEN the bot is SIGKILLed 16 times while two AI tables play, one in a thread of its own, the first kill while Discord makes that thread WHEN it restarts each time THEN every post it made, in the channels and the thread, is one it knows: no doubles, no orphans, one thread, archived, the channel holding only the lobby', async () => {
    const summary = await playThroughKills({ kills: 16, seed: 7 });
    console.log(`post-kill test (nonces): ${summary}`);
  }, 180_000);

  it('GIVEN Discord no longer remembers the nonce of a post made before a kill WHEN the bot tries again THEN it finds the post in the channel instead of making a second one', async () => {
    const summary = await playThroughKills({ kills: 8, seed: 11, nonceWindowMs: 0, nonceTrustMs: 0 });
    console.log(`post-kill test (history look-up): ${summary}`);
  }, 180_000);
});
