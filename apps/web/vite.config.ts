import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractStubs } from './build/contract-stubs';
import { precompress } from './build/precompress';
import { bundleGraph } from './build/bundle-graph';

/** The app is served by the Fastify server under each site's base path; `/site/` is the default. */
export default defineConfig({
  base: '/site/',
  plugins: [contractStubs(), react(), precompress(), bundleGraph(path.resolve(import.meta.dirname, '../..'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One report line per chunk with its gzip size: the budget of DESIGN.md §6 is checked against it.
    reportCompressedSize: true,
    rolldownOptions: {
      // Building a zod schema has no side effects: schemas a page leaves unused in the few non-contract
      // files it shares with the server (ZSiteInfo beside DEFAULT_LOGO) are dropped. Contract files
      // themselves arrive as zod-free stubs (build/contract-stubs.ts).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
