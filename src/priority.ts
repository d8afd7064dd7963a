// The event loop first: every other thread of the process (V8's helpers, which collect garbage
// and compile in the background, libuv's pool, the checkpoint and picture workers) runs 10 nice
// levels below the main thread, so an interaction that arrives while a helper is busy gets a core
// first. On a 2-core machine shared with the Discord bench's local Discord, the bot's p99 latency
// against the bare bot's went from 1.26–1.49× (median 1.38×) to 1.06–1.57× (median 1.18×) in five
// runs each (`npm run bench discord`, images off); its CPU per interaction did not change. Linux
// only (a thread is a task there, with a nice level of its own); elsewhere this does nothing.
// Threads made later (libuv's pool is made at its first use) are lowered at the next pass.
import { existsSync, readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Nice levels between the main thread and the others. */
export const HELPER_NICENESS = 10;
const TASKS = '/proc/self/task';

/** Lowers every thread but the main one, once (see the module comment); returns how many it lowered. */
export function lowerHelperThreads(): number {
  if (!existsSync(TASKS)) return 0;
  const target = Math.min(19, getPriority(process.pid) + HELPER_NICENESS);
  let lowered = 0;
  for (const entry of readdirSync(TASKS)) {
    const tid = Number(entry);
    if (tid === process.pid) continue;
    try {
      if (getPriority(tid) >= target) continue;
      setPriority(tid, target);
      lowered++;
    } catch {
      // the thread has ended, or its nice level may not be changed: nothing to do
    }
  }
  return lowered;
}

/** Lowers the helper threads now and every `everyMs` after (an unref'd timer); returns its stopper. */
export function favourMainThread(everyMs = 10_000): () => void {
  lowerHelperThreads();
  const timer = setInterval(lowerHelperThreads, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
