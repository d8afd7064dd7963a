import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'commands/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests play thousands of games; give them room on a 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
