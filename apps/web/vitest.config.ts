import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Web unit tests (shell and the areas' web sides) in jsdom. Run from anywhere: paths are the repo's. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [react()],
  test: {
    include: ['apps/web/src/**/*.test.{ts,tsx}', 'platform/{shell,ui}/**/*.test.{ts,tsx}', 'engines/*/web/**/*.test.{ts,tsx}', 'modules/*/web/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/site/' } },
    setupFiles: ['apps/web/src/test-setup.ts'],
    testTimeout: 10_000,
  },
});
