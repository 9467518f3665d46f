import { defineConfig } from 'vitest/config';

/** Unit and API tests of the server, the contracts and the areas' server sides (node environment). */
export default defineConfig({
  test: {
    include: ['scripts/checks/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'platform/server/**/*.test.ts', 'engines/*/{server,shared}/**/*.test.ts', 'engines/*/*.test.ts', 'apps/server/src/**/*.test.ts', 'modules/*/server/**/*.test.ts', 'modules/*/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
