// The real entry point (src/main.ts) started as a child process: without a token, with a
// malformed one, on a database from a newer version, or on a database file it cannot use (a
// directory, garbage, a truncated file, a read-only file or directory), it stops with a message
// that names the file, the cause and what to do — never a stack trace. A database that does not
// exist yet in a directory the bot may not write (a read-only directory or file system) says the
// directory is not writable (nothing is damaged: no backup to restore).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/service/db.js';

const root = resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * How the bot is started: `wrap` is a command line that runs the rest (node and its arguments),
 * `user` the uid and gid to run as (see readOnlyRunner).
 */
interface Runner {
  readonly wrap: readonly string[];
  readonly user: { readonly uid?: number; readonly gid?: number };
}
const DIRECT: Runner = { wrap: [], user: {} };

/** The command and arguments that run node with `args` the runner's way. */
function commandLine(runner: Runner, args: readonly string[]): [string, string[]] {
  const [first, ...rest] = runner.wrap;
  return first === undefined ? [process.execPath, [...args]] : [first, [...rest, process.execPath, ...args]];
}

/** `text` matched literally in a RegExp. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function runMain(env: Record<string, string>, runner: Runner = DIRECT): { code: number | null; stderr: string } {
  const cwd = mkdtempSync(join(tmpdir(), 'spiel-main-')); // no .env here
  chmodSync(cwd, 0o755);
  const [command, args] = commandLine(runner, ['--import', tsx, join(root, 'src/main.ts')]);
  try {
    const r = spawnSync(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 30_000,
      ...runner.user,
    });
    return { code: r.status, stderr: r.stderr };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** Whether a process started by `wrap` is refused writing a read-only (0444) file, as the read-only cases need. */
function refusedWriting(runner: Runner): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'spiel-probe-'));
  chmodSync(dir, 0o755);
  const file = join(dir, 'read-only');
  writeFileSync(file, '');
  chmodSync(file, 0o444);
  try {
    const script = `try { require('node:fs').appendFileSync(${JSON.stringify(file)}, 'x'); process.exit(0) } catch (e) { process.exit(e.code === 'EACCES' ? 3 : 1) }`;
    const [command, args] = commandLine(runner, ['-e', script]);
    return spawnSync(command, args, { stdio: 'ignore', timeout: 10_000, ...runner.user }).status === 3;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How the read-only cases start the bot so that a read-only file or directory is read-only to it.
 * Not root: as it is. Root ignores file permissions: the bot runs as root without
 * CAP_DAC_OVERRIDE and CAP_FOWNER (util-linux's setpriv, from the bounding and inheritable sets),
 * so it is refused writes the permissions refuse, yet keeps CAP_DAC_READ_SEARCH and reads the
 * checkout wherever it lives — in a clone under `mktemp -d` or /root, which "nobody" cannot
 * enter. Where setpriv is missing or may not drop capabilities (no CAP_SETPCAP), as "nobody",
 * if nobody can read the checkout; else the cases are skipped with the reason.
 */
function readOnlyRunner(): Runner | { readonly skip: string } {
  if (process.getuid?.() !== 0) return DIRECT;
  const drop = ['-dac_override', '-fowner'].join(',');
  const withoutOverride: Runner = { wrap: ['setpriv', '--bounding-set', drop, '--inh-caps', drop, '--'], user: {} };
  if (refusedWriting(withoutOverride)) return withoutOverride;
  const nobody: Runner = { wrap: [], user: { uid: 65534, gid: 65534 } };
  const canRead = spawnSync(process.execPath, ['-e', `require('node:fs').accessSync(${JSON.stringify(join(root, 'node_modules/tsx/dist/loader.mjs'))})`], { stdio: 'ignore', ...nobody.user }).status === 0;
  if (canRead && refusedWriting(nobody)) return nobody;
  return { skip: 'tests run as root, setpriv is missing or may not drop CAP_DAC_OVERRIDE here, and "nobody" cannot read the checkout (it lies in a directory other users cannot enter)' };
}
const readOnly = readOnlyRunner();
/** A read-only case: skipped, saying why, where no runner could be arranged. */
const readOnlyIt = (name: string, fn: () => void) => ('skip' in readOnly ? it.skip(`${name} (skipped: ${readOnly.skip})`, fn) : it(name, fn));
const asReadOnly: Runner = 'skip' in readOnly ? DIRECT : readOnly;

/**
 * A runner whose bot sees `dir` as an empty read-only file system (a tmpfs mounted read-only
 * there in a mount namespace of its own, through a user namespace, as unshare(1) makes them);
 * null where user namespaces or mounts in them are not allowed.
 */
function onReadOnlyFileSystem(dir: string): Runner | null {
  const wrap = ['unshare', '--user', '--map-root-user', '--mount', 'sh', '-c', 'mount -t tmpfs -o ro spiel-read-only "$0" && exec "$@"', dir];
  const probe = spawnSync('unshare', [...wrap.slice(1), 'true'], { stdio: 'ignore', timeout: 10_000 });
  return probe.status === 0 ? { wrap, user: {} } : null;
}

describe('starting the bot', () => {
  /** Starts src/main.ts with `env` and `args` in an empty folder; resolves with the address it prints, and how to stop it. */
  async function startLocal(env: Record<string, string>, args: string[] = []): Promise<{ url: string; cwd: string; stop(): Promise<void> }> {
    const cwd = mkdtempSync(join(tmpdir(), 'spiel-local-')); // no .env here
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'src/main.ts'), ...args], { cwd, env: { PATH: process.env.PATH ?? '', LOCAL_PORT: '0', LOG_LEVEL: 'warn', ...env } });
    const stop = async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(cwd, { recursive: true, force: true });
    };
    let out = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), 20_000);
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /The local table is open: (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1] as string);
          }
        });
      });
      return { url, cwd, stop };
    } catch (error) {
      await stop();
      throw error;
    }
  }

  it('GIVEN no DISCORD_TOKEN WHEN the bot starts THEN it opens the local table, prints its address, and the page answers there', async () => {
    const { url, cwd, stop } = await startLocal({});
    try {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('discord-messages');
      const tableInfo = (await (await fetch(`${url}/api/table`)).json()) as { channels: { name: string }[]; commands: { name: string }[] };
      expect(tableInfo.channels.map((c) => c.name)).toEqual(['spiel', 'award', 'games']);
      expect(tableInfo.commands.map((c) => c.name).sort()).toEqual(['award', 'away', 'games', 'settings', 'spiel']);
      // Games go to their own file, never the production database.
      expect(existsSync(join(cwd, 'data/local.db'))).toBe(true);
      expect(existsSync(join(cwd, 'data/spiel-bot.db'))).toBe(false);
      // Bad input changes nothing and says why.
      const bad = await fetch(`${url}/api/slash`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"user":"1"}' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/Bad request/);
    } finally {
      await stop();
    }
  });

  it('GIVEN a token WHEN started with --local (npm run local) THEN it opens the local table instead of connecting to Discord', async () => {
    const { url, stop } = await startLocal({ DISCORD_TOKEN: 'a.b.c' }, ['--local']);
    try {
      expect((await fetch(`${url}/api/table`)).status).toBe(200);
    } finally {
      await stop();
    }
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

  it('GIVEN METRICS_PORT taken by another program WHEN the bot starts THEN it stops saying which address and what to do', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const dir = mkdtempSync(join(tmpdir(), 'spiel-port-'));
    const { code, stderr } = runMain({ DISCORD_TOKEN: 'a.b.c', DATABASE_PATH: join(dir, 'bot.db'), METRICS_PORT: String(port) });
    holder.close();
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toContain(`The health and metrics endpoint cannot listen on 127.0.0.1:${port}`);
    expect(stderr).toContain('Set METRICS_PORT to a free port');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  describe('GIVEN a database file the bot cannot use WHEN it starts THEN it stops naming the file, the cause and what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spiel-baddb-'));
    chmodSync(dir, 0o755);
    const good = join(dir, 'good.db');
    const seed = openDatabase(good);
    seed.exec('CREATE TABLE filler (x TEXT)');
    const fill = seed.prepare('INSERT INTO filler VALUES (?)');
    for (let i = 0; i < 500; i++) fill.run('x'.repeat(200));
    seed.pragma('wal_checkpoint(TRUNCATE)');
    seed.close();
    const bytes = readFileSync(good);
    afterAll(() => {
      for (const sub of ['ro-dir', 'ro-empty', 'ro-parent']) if (existsSync(join(dir, sub))) chmodSync(join(dir, sub), 0o755);
      rmSync(dir, { recursive: true, force: true });
    });
    const start = (path: string, runner: Runner = DIRECT) => runMain({ DISCORD_TOKEN: 'a.b.c', DATABASE_PATH: path }, runner);
    const expectExplained = (r: { code: number | null; stderr: string }, path: string, cause: RegExp, todo: RegExp) => {
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(path);
      expect(r.stderr).toMatch(cause);
      expect(r.stderr).toMatch(todo);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    };

    it('a directory as DATABASE_PATH', () => {
      const path = join(dir, 'a-directory');
      mkdirSync(path);
      expectExplained(start(path), path, /is a directory/, /Set DATABASE_PATH to a file/);
    });

    it('a file that is not SQLite', () => {
      const path = join(dir, 'garbage.db');
      writeFileSync(path, 'these are not the games you are looking for\n'.repeat(200));
      expectExplained(start(path), path, /is not an SQLite database/, /restore it from a backup/);
    });

    it('a truncated database', () => {
      const path = join(dir, 'truncated.db');
      writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
      expectExplained(start(path), path, /damaged/, /restore it from a backup/);
    });

    readOnlyIt('a read-only database file', () => {
      const sub = join(dir, 'ro-file');
      mkdirSync(sub, { mode: 0o777 });
      chmodSync(sub, 0o777);
      const path = join(sub, 'bot.db');
      writeFileSync(path, bytes);
      chmodSync(path, 0o444);
      expectExplained(start(path, asReadOnly), path, /can be read but not written/, /write permission/);
    });

    readOnlyIt('a database in a read-only directory', () => {
      const sub = join(dir, 'ro-dir');
      mkdirSync(sub);
      const path = join(sub, 'bot.db');
      writeFileSync(path, bytes);
      chmodSync(path, 0o666);
      chmodSync(sub, 0o555);
      expectExplained(start(path, asReadOnly), path, /not writable|not written/, /write permission/);
    });

    /** Nothing is damaged when there is no database yet: no backup to restore, no errno riddle. */
    const expectNotWritable = (r: { code: number | null; stderr: string }, path: string, directory: string, why: RegExp, todo: RegExp) => {
      expectExplained(r, path, new RegExp(`does not exist yet and cannot be created: the directory ${literally(directory)} is not writable`), todo);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).not.toMatch(/backup|ENOENT|cannot be used/);
    };

    readOnlyIt('no database yet, in a read-only directory', () => {
      const sub = join(dir, 'ro-empty');
      mkdirSync(sub);
      chmodSync(sub, 0o555);
      const path = join(sub, 'bot.db');
      expectNotWritable(start(path, asReadOnly), path, sub, /permission denied/, new RegExp(`write permission to ${literally(sub)}`));
      expect(existsSync(path)).toBe(false);
    });

    readOnlyIt('no database yet, its folder to be made in a read-only directory', () => {
      const sub = join(dir, 'ro-parent');
      mkdirSync(sub);
      chmodSync(sub, 0o555);
      const path = join(sub, 'data', 'bot.db');
      expectNotWritable(start(path, asReadOnly), path, sub, /permission denied/, new RegExp(`write permission to ${literally(sub)}`));
    });

    // Node's recursive mkdir calls a read-only file system ENOENT (nodejs/node#47098): the case
    // the bot used to answer with "cannot be used: ENOENT … mkdir" and "restore a backup".
    const mnt = join(dir, 'ro-fs');
    mkdirSync(mnt);
    const readOnlyFs = onReadOnlyFileSystem(mnt);
    (readOnlyFs ? it : it.skip)(`no database yet, its folder to be made on a read-only file system${readOnlyFs ? '' : ' (skipped: user and mount namespaces are not allowed here, so no read-only file system can be mounted)'}`, () => {
      const path = join(mnt, 'data', 'bot.db');
      expectNotWritable(start(path, readOnlyFs as Runner), path, mnt, /read-only file system/, /Mount that file system read-write/);
    });
  });
});
