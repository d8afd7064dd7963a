// The local table's figures: how long `npm start` takes to a playable page (the build, then the
// process to the page answering with the table), and the memory (RSS) of the local table process
// at rest and after whole Spiel des Jahres games played through the page's own endpoints (two
// players and an AI company, every month by clicks as the page sends them).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedNodeFlags } from './stats.js';

/** Whole games played one after another (BENCH_LOCAL_GAMES; default 3), in the table's channels in turn. */
const GAMES = Number(process.env.BENCH_LOCAL_GAMES) || 3;
const ROOT = join(fileURLToPath(import.meta.url), '../../..');

interface Shown {
  id: string;
  html: string;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024;
}

async function json<T>(url: string, body?: unknown): Promise<T> {
  const r = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await r.json()) as T & { error?: string };
  if (!r.ok) throw new Error(`${url}: ${data.error ?? r.status}`);
  return data;
}

/** Waits until `find` returns something, asking again every 20 ms (10 s at most). */
async function until<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`local bench: ${what} never came`);
}

const idsIn = (html: string, prefix: string): string[] => [...html.matchAll(/data-custom-id="([^"]+)"/g)].map((m) => m[1] ?? '').filter((id) => id.startsWith(prefix));

/** Plays one whole Spiel game in `channel` as the page would: both players brainstorm every month; the AI plays its company. */
async function playSpiel(url: string, people: string[], channel: string): Promise<void> {
  const [ada, ben] = people as [string, string];
  // As a page load: the first read starts a session, later reads pass it (a fresh load is shown no earlier ephemeral reply).
  let session = '';
  const shown = (user: string) =>
    json<{ session: string; messages: Shown[] }>(`${url}/api/messages?user=${user}&channel=${channel}${session ? `&session=${session}` : ''}`).then((r) => {
      session ||= r.session;
      return r.messages;
    });
  const click = (user: string, message: string, customId: string) => json(`${url}/api/click`, { user, message, customId });
  // What was there before, by id: the table forgets a person's older ephemeral messages, so a
  // count of messages can go down.
  const ids = async (user: string) => new Set((await shown(user)).map((m) => m.id));
  const since = async (user: string, seen: Set<string>) => (await shown(user)).filter((m) => !seen.has(m.id));
  const before = await ids(ada);
  await json(`${url}/api/slash`, { user: ada, channel, name: 'spiel', subcommand: 'start', options: { ai: '1', deadline_minutes: '30' } });
  const lobby = await until('the lobby', async () => (await since(ada, before)).find((m) => idsIn(m.html, 'lobby:join').length > 0));
  await click(ben, lobby.id, idsIn(lobby.html, 'lobby:join')[0] ?? '');
  await until('Ben in the lobby', async () => ((await shown(ada)).find((m) => m.id === lobby.id)?.html.match(/discord-mention/g)?.length ?? 0) >= 2 || undefined);
  const fresh = (await shown(ada)).find((m) => m.id === lobby.id);
  await click(ada, lobby.id, idsIn(fresh?.html ?? '', 'lobby:start')[0] ?? '');
  for (let month = 1; month <= 12; month++) {
    const post = await until(`month ${month}`, async () => (await since(ada, before)).findLast((m) => m.html.includes(`Month ${month} of 12`) && idsIn(m.html, 'sp:hand').length > 0));
    for (const user of [ada, ben]) {
      const seen = await ids(user);
      await click(user, post.id, idsIn(post.html, 'sp:hand')[0] ?? '');
      const panel = await until('a panel', async () => (await since(user, seen)).find((m) => idsIn(m.html, 'sp:brainstorm').length > 0));
      await click(user, panel.id, idsIn(panel.html, 'sp:brainstorm')[0] ?? '');
    }
    await until(`month ${month}'s results`, async () => (await since(ada, before)).find((m) => m.html.includes(`Month ${month} — results`)));
  }
  await until('the ceremony', async () => (await since(ada, before)).find((m) => m.html.includes('Final standings')));
}

export async function benchLocal(): Promise<void> {
  const build = performance.now();
  const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
  const buildMs = performance.now() - build;
  const dir = mkdtempSync(join(tmpdir(), 'spiel-bench-local-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, [...shippedNodeFlags(join(ROOT, 'package.json')), join(ROOT, 'dist/src/main.js'), '--local'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', LOCAL_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the local table exited (${code}) before printing its address: ${out}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolve(m[1] as string);
      });
    });
    const table = await until('the page', async () => {
      const [page, client] = await Promise.all([fetch(url), fetch(`${url}/client/main.js`)]);
      return page.ok && client.ok ? json<{ people: { id: string }[]; channels: { id: string; name: string }[] }>(`${url}/api/table`) : undefined;
    });
    const startMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssMb(child.pid ?? 0);
    const people = table.people.map((p) => p.id);
    const rss: number[] = [];
    const channels = table.channels.map((c) => c.id);
    for (let game = 0; game < GAMES; game++) {
      const g0 = performance.now();
      await playSpiel(url, people, channels[game % channels.length] ?? '');
      console.log(`  game ${game + 1}: 12 months by clicks in ${((performance.now() - g0) / 1000).toFixed(1)} s; RSS ${rssMb(child.pid ?? 0).toFixed(1)} MB`);
      rss.push(rssMb(child.pid ?? 0));
    }
    console.log(`local table: npm start → playable page ${((buildMs + startMs) / 1000).toFixed(1)} s (build ${(buildMs / 1000).toFixed(1)} s, then the process ${(startMs / 1000).toFixed(2)} s)`);
    console.log(`local table: RSS ${idle.toFixed(1)} MB at rest after start; ${rss.map((r) => r.toFixed(1)).join(', ')} MB after ${rss.map((_, i) => i + 1).join(', ')} whole Spiel games (target: under 200 MB)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
