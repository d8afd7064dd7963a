// The bot run as a service with SHARDS=auto: the real main.js (bundled once), whose
// ShardingManager asks this process's loopback Discord how many shards to run (2) and starts one
// process per shard, all on one SQLite file. Two guilds, one on each shard, each play a Spiel des
// Jahres game against an AI company through slash commands at the same time, while tables that
// nobody plays have month deadlines falling due every few seconds in both guilds. Mid-game the
// test SIGKILLs shard 1's process; the manager starts it again and it catches up. At the end:
// every answered command applied exactly once, every deadline applied once by its own shard,
// every post made once and known to the bot, both games ended with one ceremony each.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { deployCommands } from '../../src/discord/deploy.js';
import { AI_POLICIES, GAMES } from '../../src/registry.js';
import { ManualClock } from '../../src/service/clock.js';
import { openDatabase } from '../../src/service/db.js';
import { GameService } from '../../src/service/service.js';
import { shardOfGuild } from '../../src/service/shards.js';
import { FakeDiscord, type LocalChannel, type LocalGuild, type LocalUser } from '../support/fake-discord.js';
import { componentId } from './harness.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const DAY = 24 * 3_600_000;
/** When the tables nobody plays reach their deadline, after the manager starts (both guilds each time). */
const DEADLINE_OFFSETS_S = [6, 14, 22, 30];
const MONTHS = 12;
/** The month after which shard 1's process is killed. */
const KILL_AFTER_MONTH = 5;

let dir: string;
let entry: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spiel-shards-'));
  // main.ts bundled once (packages stay external); under test-artifacts/ so it finds migrations/ as a build does.
  const outDir = join(ROOT, 'test-artifacts', `shards-${process.pid}`);
  mkdirSync(outDir, { recursive: true });
  entry = join(outDir, 'main.mjs');
  const { build } = await import('esbuild');
  await build({ entryPoints: [join(ROOT, 'src', 'main.ts')], bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', outfile: entry, logLevel: 'error' });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(ROOT, 'test-artifacts', `shards-${process.pid}`), { recursive: true, force: true });
});

/** Polls `condition` every 50 ms; fails with `what()` (evaluated then) after `ms`. */
async function waitUntil(condition: () => boolean, ms: number, what: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port p with p + 1 free too (METRICS_PORT + shard id). */
async function freePortPair(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
}

/** The manager's output: its log lines and its shards' (they share its stdout), parsed. */
class Output {
  readonly lines: { msg: string; shard?: unknown; level?: number }[] = [];
  stderr = '';
  constructor(proc: ChildProcess) {
    let rest = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      rest += chunk.toString();
      const parts = rest.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        try {
          this.lines.push(JSON.parse(line) as { msg: string });
        } catch {
          this.lines.push({ msg: line });
        }
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }
  /** The pids of shard `id`'s processes, in the order they started. */
  pids(id: number): number[] {
    return this.lines.flatMap((l) => {
      const m = new RegExp(`^shard ${id} of \\d+: process (\\d+) started`).exec(l.msg);
      return m ? [Number(m[1])] : [];
    });
  }
  count(pattern: RegExp): number {
    return this.lines.filter((l) => pattern.test(l.msg)).length;
  }
}

interface Played {
  readonly guild: LocalGuild;
  readonly channel: LocalChannel;
  /** Interactions the bot answered, by id. */
  readonly answered: string[];
}

/** A game nobody plays in `channel`, its first deadline at `due`, written from this process (as a script would). */
function seedDeadline(dbPath: string, guild: LocalGuild, channel: string, host: LocalUser, other: LocalUser, due: number): { id: number; guildId: string; due: number } {
  const db = openDatabase(dbPath);
  const clock = new ManualClock(due - DAY);
  const service = new GameService(db, { games: GAMES, policies: AI_POLICIES, clock, seed: () => 17, backgroundCheckpoints: false });
  try {
    const lobby = service.createLobby({ type: 'spiel', guildId: guild.id, channelId: guild.channel(channel).id, hostUserId: host.id });
    if (!lobby.ok) throw new Error(lobby.error.code);
    const id = lobby.outcome.game.id;
    if (!service.join(id, other.id).ok || !service.start(id, host.id).ok) throw new Error('could not start a seeded game');
    return { id, guildId: guild.id, due };
  } finally {
    void service.close();
    db.close();
  }
}

describe('shards survive a kill', () => {
  it('GIVEN SHARDS=auto against a Discord that recommends 2 WHEN games in guilds of both shards are played at once and shard 1 is SIGKILLed mid-game THEN the manager restarts it and nothing is lost or doubled: each command once, each deadline once, each post once', async () => {
    const discord = await FakeDiscord.start({ token: 'shards.test.token', shards: 2, callbackDeadlineMs: 10_000, timeoutMs: 20_000 });
    const [alice, bob] = ['alice', 'bob'].map((n) => discord.addUser(n)) as [LocalUser, LocalUser];
    const channels = ['games', 'late', ...DEADLINE_OFFSETS_S.map((_, i) => `t${i}`)];
    const guilds = [0, 1].map((shard) => discord.addGuild({ name: `Shard ${shard} club`, members: [alice, bob], owner: alice, channels, shard: [shard, 2] }));
    for (const guild of guilds) await deployCommands({ token: discord.token, applicationId: discord.applicationId, guildId: guild.id, commands, rest: discord.clientOptions().rest });
    const dbPath = join(dir, 'bot.db');
    const start = Date.now();
    const seeded = DEADLINE_OFFSETS_S.flatMap((offset, i) => guilds.map((guild) => seedDeadline(dbPath, guild, `t${i}`, alice, bob, start + offset * 1000)));
    const metricsPort = await freePortPair();

    const manager = spawn(process.execPath, [entry], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        DISCORD_TOKEN: discord.token,
        DISCORD_API_URL: discord.clientOptions().rest.api as string,
        DATABASE_PATH: dbPath,
        SHARDS: 'auto',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = new Output(manager);
    const exited = new Promise<number | null>((resolve) => manager.on('exit', (code) => resolve(code)));
    const killed: number[] = [];
    const spawnedAt = Date.now();
    let readyMs = 0;
    let backMs = 0;
    try {
      await waitUntil(() => out.count(/^2 shard\(s\) ready/) === 1, 90_000, () => `the shards did not get ready:\n${out.lines.map((l) => l.msg).join('\n')}\n${out.stderr}`);
      readyMs = Date.now() - spawnedAt;
      expect(discord.gatewayShards().sort()).toEqual([
        [0, 2],
        [1, 2],
      ]);

      const played: Played[] = guilds.map((guild) => ({ guild, channel: guild.channel('games'), answered: [] }));
      const send = async (p: Played, subcommand: string, options: Record<string, number> = {}) => {
        const h = await discord.slash(alice, p.channel, 'spiel', { subcommand, options });
        const reply = await h.reply();
        p.answered.push(h.id);
        return reply;
      };
      const resultsOf = (p: Played, month: number) => discord.channelMessages(p.channel).filter((m) => m.text().includes(`Month ${month} — results`));
      // Both tables open at once, each with an AI company, and start.
      const lobbies = await Promise.all(played.map((p) => send(p, 'start', { ai: 1 })));
      await Promise.all(
        played.map(async (p, i) => {
          const lobby = () => discord.message(lobbies[i]!.id)!;
          // The AI company is seated by a command of its own: Start is enabled once the lobby shows it.
          await waitUntil(() => lobby().findComponent(componentId(lobby(), 'lobby:start'))?.disabled !== true, 20_000, () => `${p.guild.name}: Start stays disabled`);
          await (await discord.click(alice, lobby(), componentId(lobby(), 'lobby:start'))).callback();
        }),
      );

      /** Mid-game: shard 1's process dies without a chance to clean up, right after a command was answered. */
      const killShard1 = async () => {
        const pid = out.pids(1).at(-1)!;
        // A deadline of shard 1's that falls due while it is down (shard 0 must leave it alone).
        seeded.push(seedDeadline(dbPath, guilds[1]!, 'late', alice, bob, Date.now() + 300));
        process.kill(pid, 'SIGKILL');
        killed.push(pid);
        const killedAt = Date.now();
        await waitUntil(() => out.pids(1).length === 2 && out.count(/^shard 1 of 2 is ready/) === 2, 60_000, () => 'shard 1 was not started again');
        backMs = Date.now() - killedAt;
        await waitUntil(() => discord.connections.open === 2, 20_000, () => `${discord.connections.open} gateway sessions open`);
      };
      for (let month = 1; month <= MONTHS; month++) {
        // Both guilds play the month at the same time; each waits for its results post.
        await Promise.all(
          played.map(async (p, shard) => {
            await send(p, 'brainstorm');
            if (shard === 1 && month === KILL_AFTER_MONTH) await killShard1();
            await waitUntil(() => resultsOf(p, month).length > 0, 30_000, () => `month ${month} in ${p.guild.name} was not resolved`);
          }),
        );
      }
      // Every seeded deadline has come and been applied (those of shard 1 while it was down, at its restart).
      const raw = new BetterSqlite3(dbPath, { readonly: true });
      const log = (gameId: number) =>
        raw.prepare('SELECT seq, cause, interaction_id, at FROM command_log WHERE game_id = ? ORDER BY seq').all(gameId) as { seq: number; cause: string; interaction_id: string | null; at: number }[];
      await waitUntil(() => seeded.every((g) => log(g.id).length > 0), 60_000, () => 'a seeded deadline was not applied');
      const behind = () =>
        (raw.prepare("SELECT COUNT(*) AS n FROM games g LEFT JOIN messages m ON m.game_id = g.id AND m.key = 'sync' WHERE g.status != 'lobby' AND (m.version IS NULL OR m.version < g.version)").get() as { n: number }).n +
        (raw.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n +
        (raw.prepare('SELECT COUNT(*) AS n FROM post_intents').get() as { n: number }).n;
      await waitUntil(() => behind() === 0, 30_000, () => `${behind()} posts still to make`);

      // Each shard serves its own metrics, labelled with its shard.
      for (const shard of [0, 1]) {
        const text = await (await fetch(`http://127.0.0.1:${metricsPort + shard}/metrics`)).text();
        expect(text).toContain(`spielbot_gateway_ready{shard="${shard}"} 1`);
      }

      // Each deadline once, by the shard of its guild, at or after its time.
      for (const g of seeded) {
        const entries = log(g.id);
        expect(entries.map((e) => e.cause)).toEqual(['deadline']);
        expect(entries[0]!.at).toBeGreaterThanOrEqual(g.due);
      }
      // Each answered command once; the games ended, with one ceremony and one results post per month each.
      const games = raw.prepare("SELECT id, guild_id, status FROM games WHERE channel_id IN (?, ?)").all(played[0]!.channel.id, played[1]!.channel.id) as { id: number; guild_id: string; status: string }[];
      expect(games.map((g) => [shardOfGuild(g.guild_id, 2), g.status])).toEqual([
        [0, 'ended'],
        [1, 'ended'],
      ]);
      for (const [i, p] of played.entries()) {
        const ids = log(games[i]!.id).flatMap((e) => (e.interaction_id ? [e.interaction_id] : []));
        expect(new Set(ids).size, 'no interaction applied twice').toBe(ids.length);
        const brainstorms = p.answered.slice(1); // the first was /spiel start, a table change
        for (const id of brainstorms) expect(ids.filter((x) => x === id), `interaction ${id}`).toHaveLength(1);
        for (let month = 1; month <= MONTHS; month++) expect(resultsOf(p, month), `${p.guild.name} month ${month}`).toHaveLength(1);
        expect(discord.channelMessages(p.channel).filter((m) => /Final standings/.test(m.text()))).toHaveLength(1);
      }
      // Every post the bot made is one it recorded (no doubles, no orphans), and no nonce was used twice.
      const recorded = new Set((raw.prepare("SELECT message_id FROM messages WHERE message_id != '-'").all() as { message_id: string }[]).map((r) => r.message_id));
      const made = guilds.flatMap((g) => g.channels.flatMap((c) => discord.channelMessages(c))).filter((m) => m.author.id === discord.botUser.id && m.origin === 'channel');
      expect(made.filter((m) => !recorded.has(m.id)).map((m) => m.text().split('\n')[0])).toEqual([]);
      const nonces = made.flatMap((m) => (m.extra.nonce === undefined ? [] : [String(m.extra.nonce)]));
      expect(new Set(nonces).size).toBe(nonces.length);
      raw.close();
      console.log(
        `shards test: both shards ready ${(readyMs / 1000).toFixed(1)} s after the start, shard 1 ready again ${(backMs / 1000).toFixed(1)} s after its SIGKILL; ${seeded.length} deadlines applied once each, ${played.map((p) => p.answered.length).join(' + ')} commands, ${made.length} posts, shard 1 processes ${out.pids(1).join(' → ')} (killed ${killed.join(', ')})`,
      );
    } finally {
      if (manager.exitCode === null) manager.kill('SIGTERM');
      const code = await exited;
      for (const pid of [...out.pids(0), ...out.pids(1)]) {
        try {
          process.kill(pid, 'SIGKILL'); // none should be left; if one is, it must not outlive the test
        } catch {
          /* gone, as it should be */
        }
      }
      await discord.stop();
      expect(code).toBe(0);
    }
    expect(out.count(/exited \(SIGKILL\); starting it again/)).toBe(1);
    // The restarted shard 1 caught up the deadline that fell due while it was down.
    expect(out.lines.some((l) => l.shard === '1' && /^caught up: applied [1-9]/.test(l.msg))).toBe(true);
    expect(out.lines.filter((l) => (l.level ?? 0) >= 50).map((l) => l.msg)).toEqual([]);
  }, 240_000);

  it('GIVEN the manager is SIGKILLed WHEN its shard processes find it gone THEN they stop by themselves (no orphan keeps playing)', async () => {
    const discord = await FakeDiscord.start({ token: 'shards.test.token', shards: 2 });
    [0, 1].forEach((shard) => discord.addGuild({ shard: [shard, 2] }));
    const manager = spawn(process.execPath, [entry], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.clientOptions().rest.api as string, DATABASE_PATH: join(dir, 'orphans.db'), SHARDS: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = new Output(manager);
    /** Running (a zombie waiting for whoever adopted it to reap it has stopped). */
    const alive = (pid: number) => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    try {
      await waitUntil(() => out.count(/^2 shard\(s\) ready/) === 1, 90_000, () => `the shards did not get ready:\n${out.lines.map((l) => l.msg).join('\n')}\n${out.stderr}`);
      const pids = [...out.pids(0), ...out.pids(1)];
      expect(pids.every(alive)).toBe(true);
      manager.kill('SIGKILL');
      await waitUntil(() => !pids.some(alive), 30_000, () => `shard processes still running: ${pids.filter(alive).join(', ')}`);
      await waitUntil(() => discord.connections.open === 0, 10_000, () => `${discord.connections.open} gateway sessions still open`);
    } finally {
      if (manager.exitCode === null && manager.signalCode === null) manager.kill('SIGKILL');
      for (const pid of [...out.pids(0), ...out.pids(1)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await discord.stop();
    }
  }, 150_000);
});
