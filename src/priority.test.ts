import { existsSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HELPER_NICENESS, lowerHelperThreads } from './priority.js';

const linux = existsSync('/proc/self/task');
const others = () => readdirSync('/proc/self/task').map(Number).filter((tid) => tid !== process.pid);

describe.runIf(linux)('the main thread first', () => {
  it('GIVEN a process with a worker thread WHEN its helpers are lowered THEN every other thread runs 10 nice levels below the main thread, and the main thread keeps its own', async () => {
    const main = getPriority(process.pid);
    const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      expect(others().some((tid) => getPriority(tid) < Math.min(19, main + HELPER_NICENESS))).toBe(true);
      expect(lowerHelperThreads()).toBeGreaterThan(0);
      for (const tid of others()) expect(getPriority(tid)).toBeGreaterThanOrEqual(Math.min(19, main + HELPER_NICENESS));
      expect(getPriority(process.pid)).toBe(main);
      expect(lowerHelperThreads()).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});
