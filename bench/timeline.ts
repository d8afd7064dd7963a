// BENCH_DISCORD_TIMELINE=<dir>: where the Discord bench's slowest interactions lost their time. Each
// bot process and the benchmark's own process (the fake Discord and the driver) write down, in
// wall-clock milliseconds, what happened in them: garbage collections, the event loop held up
// for more than 4 ms (split into the main thread's own work and its wait for a core, from
// /proc/thread-self/schedstat), and in the bot the INTERACTION_CREATE arriving, each REST request written
// out (undici's diagnostics channel) and answered, each picture drawn. At the end the slowest
// interactions are printed with everything that happened around them, and the interactions
// during which a picture was being drawn are compared with the rest. It costs the bot CPU (a
// 1 ms timer), so the run's CPU figures are not comparable with a plain run; nor are its tails:
// the timer keeps the bot's thread from sleeping, and runs with it had p99 ratios of 1.07–1.16×
// on an hour whose plain runs had 1.38–1.64× (2026-11-28). Each interaction is also split into
// its way to the bot, the bot's own work and the callback's way back, for all of them and for
// the slowest 2%. BENCH_TIMELINE_HOLD_MS (default 4) sets which stalls are written down. Events
// outside the run's interactions are ignored, so a directory used before only gathers files.
import { subscribe } from 'node:diagnostics_channel';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import type { Client } from 'discord.js';
import type { Drawer } from '../src/render/pictures.js';
import { percentile, schedstat, type Log } from './stats.js';

/** [wall-clock ms, what] */
export type Event = [number, string];

const now = () => performance.timeOrigin + performance.now();
const HOLD_MS = Number(process.env.BENCH_TIMELINE_HOLD_MS ?? 4);
/** perf_hooks' kinds of collection (its NODE_PERFORMANCE_GC_* constants; before 2026-11-28 these were mislabelled: 4 read "incremental", 8 "weak"). */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Garbage collections and event-loop stalls of this process, into `events`. */
export function watchProcess(events: Event[]): void {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      events.push([performance.timeOrigin + e.startTime, `gc ${GC_KINDS[kind ?? 0] ?? kind} ${e.duration.toFixed(1)} ms`]);
    }
  }).observe({ entryTypes: ['gc'] });
  // The main thread's own time on a core and its wait for one, read every tick: a hold is then
  // split into the thread's own work and the scheduler's delay.
  let last = now();
  let before = schedstat();
  setInterval(() => {
    const n = now();
    const at = schedstat();
    if (n - last > HOLD_MS) events.push([last, `loop held ${(n - last).toFixed(1)} ms (ran ${(at.ranMs - before.ranMs).toFixed(1)}, waited for a core ${(at.waitedMs - before.waitedMs).toFixed(1)})`]);
    last = n;
    before = at;
  }, 1).unref();
}

/** The bot's side: interactions in, requests out and back, pictures drawn. */
export function watchBot(events: Event[], client: Client, drawer: Drawer): void {
  watchProcess(events);
  client.on('raw' as never, (packet: { t?: string }) => {
    if (packet.t === 'INTERACTION_CREATE') events.push([now(), 'interaction arrives']);
  });
  subscribe('undici:client:sendHeaders', (message) => {
    const r = (message as { request: { method: string; path: string } }).request;
    events.push([now(), `sends ${r.method} ${r.path.replace(/\/api\/v10/, '').replace(/\/[\w-]{20,}/g, '/…').replace(/\d{6,}/g, ':id')}`]);
  });
  client.rest.on('response', (request, response) => events.push([now(), `answered ${request.method} ${response.status}`]));
  const draw = drawer.draw.bind(drawer);
  drawer.draw = (scene, hash) => {
    const t = now();
    return draw(scene, hash).then((png) => {
      events.push([t, `picture drawn in ${(now() - t).toFixed(1)} ms`]);
      return png;
    });
  };
}

export function writeEvents(dir: string, name: string, events: Event[]): void {
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(events));
}

interface TimedSample {
  readonly kind: string;
  readonly phase: string;
  readonly latencyMs: number | null;
  /** wall-clock ms when INTERACTION_CREATE was sent */
  readonly at: number;
}

/** Prints the slowest bot interactions with what happened around them, and the effect of drawing. */
export function reportTimeline(dir: string, samples: readonly TimedSample[], log: Log, slowest = 12): void {
  const events: Event[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const prefix = file.startsWith('fake') ? 'fake: ' : '';
    for (const [t, what] of JSON.parse(readFileSync(join(dir, file), 'utf8')) as Event[]) events.push([t, prefix + what]);
  }
  events.sort((a, b) => a[0] - b[0]);
  const draws = events.filter(([, w]) => w.startsWith('picture drawn')).map(([t, w]) => [t, t + Number(w.split(' ')[3])] as const);
  const bot = samples.filter((s): s is TimedSample & { latencyMs: number } => s.phase.startsWith('bot') && s.latencyMs !== null);
  const drawing = (s: { at: number; latencyMs: number }) => draws.some(([a, b]) => a < s.at + s.latencyMs && b > s.at);
  for (const [label, group] of [
    ['while a picture was being drawn', bot.filter(drawing)],
    ['otherwise', bot.filter((s) => !drawing(s))],
  ] as const) {
    const ms = group.map((s) => s.latencyMs).sort((a, b) => a - b);
    if (ms.length > 0) log(`  timeline: ${ms.length} interactions ${label}: p50 ${percentile(ms, 50).toFixed(2)}, p90 ${percentile(ms, 90).toFixed(2)}, p99 ${percentile(ms, 99).toFixed(2)} ms, ${ms.filter((x) => x > 8).length} over 8 ms`);
  }
  // The holds over 4 ms inside the bot phases' interactions, split into work and waiting for a core.
  for (const who of ['', 'fake: ']) {
    const holds = events.filter(([t, w]) => w.startsWith(`${who}loop held`) && w.includes('ran') && bot.some((s) => t >= s.at - 20 && t <= s.at + s.latencyMs));
    const sum = (i: number) => holds.reduce((a, [, w]) => a + Number(w.match(/[\d.]+/g)?.[i] ?? 0), 0);
    if (holds.length > 0) log(`  timeline: ${who || 'bot: '}${holds.length} holds over ${HOLD_MS} ms near the bot's interactions, ${sum(0).toFixed(0)} ms in all: ran ${sum(1).toFixed(0)} ms, waited for a core ${sum(2).toFixed(0)} ms`);
  }
  // Each interaction split in three: the fake Discord's send until the bot has it, the bot's own
  // work until its callback leaves, and the callback's way until the fake Discord takes it in.
  const arrivals = events.filter(([, w]) => w === 'interaction arrives').map(([t]) => t);
  const callbacks = events.filter(([, w]) => /^sends POST \/interactions\/.*callback/.test(w)).map(([t]) => t);
  const firstAfter = (list: number[], t: number) => list.find((x) => x >= t);
  const split = bot.flatMap((s) => {
    const arrive = firstAfter(arrivals, s.at);
    const send = arrive === undefined ? undefined : firstAfter(callbacks, arrive);
    if (arrive === undefined || send === undefined || send > s.at + s.latencyMs + 1) return [];
    return [{ latency: s.latencyMs, parts: [arrive - s.at, send - arrive, s.at + s.latencyMs - send] }];
  });
  const tail = percentile(split.map((x) => x.latency).sort((a, b) => a - b), 98);
  for (const [label, group] of [['all', split], [`slowest 2% (over ${tail.toFixed(2)} ms)`, split.filter((x) => x.latency > tail)]] as const) {
    const at = (i: number, q: number) => percentile(group.map((x) => x.parts[i] as number).sort((a, b) => a - b), q).toFixed(2);
    if (group.length > 0) log(`  timeline: ${label}, ${group.length}: to the bot p50 ${at(0, 50)} p90 ${at(0, 90)}; in the bot p50 ${at(1, 50)} p90 ${at(1, 90)}; back to the fake p50 ${at(2, 50)} p90 ${at(2, 90)} ms`);
  }
  for (const s of [...bot].sort((a, b) => b.latencyMs - a.latencyMs).slice(0, slowest)) {
    log(`  timeline: ${s.kind}, ${s.latencyMs.toFixed(1)} ms (ms from INTERACTION_CREATE sent):`);
    for (const [t, what] of events) if (t >= s.at - 12 && t <= s.at + s.latencyMs + 1) log(`      ${(t - s.at).toFixed(1).padStart(6)}  ${what}`);
  }
}
