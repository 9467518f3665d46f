import { defineConfig } from 'vitest/config';

/** Browser tests: the built server plus Debian's chromium (see e2e/harness.ts). Run `npm run build` first. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time, each with its own server and browser: a file spends much of its time waiting
    // on a page or its server, so two share the machine's two cores (about an eighth off the suite).
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
  },
});
