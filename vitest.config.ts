import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'commands/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests play thousands of games; give them room on a 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1): most of the
    // end-to-end files wait on sockets, timers and child processes, so two at a time take the
    // whole suite from 929 s to 554 s there (2026-11-29, both runs all green).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
