import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SmallProjectsFirst } from './scripts/lib/test-order';
import { ISOLATED_TESTS } from './scripts/lib/isolated-tests';

const API_TESTS = ['scripts/checks/**/*.test.ts', 'scripts/cluster/*.test.mjs', 'packages/*/src/**/*.test.ts', 'platform/server/**/*.test.ts', 'engines/*/{server,shared}/**/*.test.ts', 'engines/*/*.test.ts', 'apps/server/src/**/*.test.ts', 'modules/*/server/**/*.test.ts', 'modules/*/*.test.ts'];
const SEEDED_ONCE = ['apps/server/src/test/global-setup.ts'];
/**
 * Tests that read source files and no database (the lint-like checks, the contracts' own units, the
 * nginx config): CI's rerun of the suite on PostgreSQL (`QUAD_DATABASE_RERUN`, scripts/test.mjs) leaves
 * them out, since they answer the same on either database.
 */
const SOURCE_ONLY_TESTS = ['scripts/checks/{bundle-budget,i18n,isolated-tests,layers,own-tables,site-joins}.test.ts', 'scripts/cluster/*.test.mjs', 'packages/**'];
const notRerun = process.env.QUAD_DATABASE_RERUN === '1' ? SOURCE_ONLY_TESTS : [];

/** Unit and API tests of the server, the contracts and the areas' server sides (node environment). */
export default defineConfig({
  test: {
    environment: 'node',
    // The AWS SDK's notice that its future versions need Node 22 would print once per test process.
    env: { NODE_ENV: 'test', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A worker per core: vitest's default leaves one core to its own process, which waits; on CI's two
    // cores that was one file at a time (the API suite took 290 s on SQLite and 560 s on PostgreSQL, now about 190 and 350).
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: SmallProjectsFirst },
    projects: [
      {
        // One process per worker for every file: the server's modules are imported once, not once per file.
        extends: true,
        test: { name: 'api', globalSetup: SEEDED_ONCE, include: API_TESTS, exclude: [...ISOLATED_TESTS, ...notRerun], isolate: false, unstubEnvs: true, unstubGlobals: true },
      },
      {
        extends: true,
        test: { name: 'api (isolated)', globalSetup: SEEDED_ONCE, include: ISOLATED_TESTS, exclude: notRerun },
      },
      {
        // The upload, download and backup tests again with the files in a bucket of a local S3 fake: both storage drivers must answer alike.
        extends: true,
        test: { name: 'api on S3', include: ['platform/server/files/{upload,attach}.test.ts', 'platform/server/backup/backup.test.ts'], env: { QUAD_TEST_STORAGE: 's3' } },
      },
    ],
  },
});
