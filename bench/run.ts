// npm run bench: every speed and memory figure the project promises, printed with its target,
// never asserted. Each benchmark runs in a fresh child process of this script (the service and
// Discord benchmarks start further processes of their own), one after the other.
//
//   npm run bench                      (builds, then node dist-bench/bench/run.js)
//   node dist-bench/bench/run.js engine ai   (only some of them)
//
// With the 100,000-game database already cached in /tmp/spiel-bot-bench the whole run took
// 2 min 20 s on a 2-core machine, build included (engine 10 s, ai 4 s, service 42 s, discord
// 73 s); the first run builds that database first, 75 s more there. Since 2026-11-28's twelfth
// session the Discord bench's phases are twice as long (about 2 min 30 s of the total).
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchAi } from './ai.js';
import { benchCatchup } from './catchup.js';
import { benchCapacity } from './capacity.js';
import { benchDiscord } from './discord.js';
import { benchEngine } from './engine.js';
import { benchLocal } from './local.js';
import { benchPictures } from './pictures.js';
import { benchRequests } from './requests.js';
import { benchService } from './service.js';
import { loadAverage } from './stats.js';

const BENCHES: Readonly<Record<string, () => void | Promise<unknown>>> = {
  engine: () => benchEngine(),
  ai: () => benchAi(),
  service: () => benchService(),
  discord: () => benchDiscord(),
  local: () => benchLocal(),
  capacity: () => benchCapacity(),
  pictures: () => benchPictures(),
  requests: () => benchRequests(),
  catchup: () => benchCatchup(),
};

/**
 * Node flags for a benchmark's own process where that process is the harness, not what is
 * measured: the capacity benchmark runs the local Discord (and takes the timestamps) there. With
 * V8's default young generation its scavenges were about 40% of that process's CPU in the ramp,
 * more of it for the bot's larger answers than for the bare bot's "ok", and its one thread
 * saturated before either bot. The bots themselves run with the flags they ship with.
 * The Discord benchmark is left as it was: there the same flag made the local Discord's
 * scavenges rarer but 5–6 ms long, in the middle of the latencies it stamps (2026-11-28: the bare
 * bot's p99 fell from 3.4–3.9 to 2.8–3.3 ms, ours stayed 4.7–5.1 ms).
 */
const HARNESS_FLAGS: Readonly<Record<string, readonly string[]>> = {
  capacity: ['--max-semi-space-size=64'],
};

/** Benchmarks `npm run bench` runs only when named (`node dist-bench/bench/run.js catchup`). */
const OPT_IN = new Set(['requests', 'catchup']);

const SELF = fileURLToPath(import.meta.url);
const at = process.argv.indexOf('--bench');
if (at >= 0) {
  const name = process.argv[at + 1] as string;
  const bench = BENCHES[name];
  if (!bench) throw new Error(`no benchmark "${name}" (${Object.keys(BENCHES).join(', ')})`);
  await bench();
} else {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  // The long ones run only when named: requests (about 10 min) and catchup (about 13 min).
  const names = wanted.length > 0 ? wanted : Object.keys(BENCHES).filter((n) => !OPT_IN.has(n));
  const started = performance.now();
  console.log(
    `npm run bench — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${loadAverage()} (1, 5, 15 min)`,
  );
  let failed = false;
  for (const name of names) {
    const t = performance.now();
    const tsx = SELF.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawnSync(process.execPath, [...tsx, ...(HARNESS_FLAGS[name] ?? []), SELF, '--bench', name], { stdio: 'inherit' });
    if (child.status !== 0) {
      failed = true;
      console.log(`${name}: the benchmark failed (exit ${child.status ?? child.signal})`);
    }
    console.log(`  (${name}: ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
  if (failed) process.exitCode = 1;
}
