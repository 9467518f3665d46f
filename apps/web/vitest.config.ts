import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SmallProjectsFirst } from '../../scripts/lib/test-order';
import { ownRealmWebTests } from './own-realm-tests';

const WEB_TESTS = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'platform/{shell,ui}/**/*.test.{ts,tsx}',
  'engines/*/web/**/*.test.{ts,tsx}',
  'modules/*/web/**/*.test.{ts,tsx}',
];

/**
 * Web unit tests (shell and the areas' web sides) in jsdom. Run from anywhere: paths are the repo's.
 * Most files run in a VM context of a shared worker (`vmThreads`): jsdom and the UI libraries load once
 * per worker, not once per file, which makes the suite about three times faster. The few files that
 * need a realm of their own (they mock modules, replace `window.location`, or load a library the VM's
 * loader cannot) run in processes of their own, as chosen in own-realm-tests.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OWN_REALM = ownRealmWebTests(ROOT);

export default defineConfig({
  root: ROOT,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/site/' } },
    setupFiles: ['apps/web/src/test-setup.ts'],
    // The console screens' longest tests (antd forms in jsdom) take 6–9 s with a worker per core on two cores: a hang, not a slow machine, should fail them.
    testTimeout: 30_000,
    // A worker per core: vitest's default leaves one core to its own process, which mostly waits (on CI's two cores, 314 s → 244 s).
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: SmallProjectsFirst },
    projects: [
      { extends: true, test: { name: 'web', include: WEB_TESTS, exclude: OWN_REALM, pool: 'vmThreads' } },
      { extends: true, test: { name: 'web (own realm)', include: OWN_REALM, pool: 'forks' } },
    ],
  },
});
