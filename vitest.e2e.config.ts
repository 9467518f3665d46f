import { defineConfig } from 'vitest/config';

/** Browser tests: the built server plus Debian's chromium (see e2e/harness.ts). Run `npm run build` first. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One file at a time: two at once took CI's browser suite from 800 s to 1,145 s, the accessibility
    // sweep (chromium and axe, busy throughout) running three times slower beside another file.
    fileParallelism: false,
    pool: 'forks',
  },
});
