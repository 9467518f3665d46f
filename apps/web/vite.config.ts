import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The app is served by the Fastify server under each site's base path; `/site/` is the default. */
export default defineConfig({
  base: '/site/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One report line per chunk with its gzip size: the budget of DESIGN.md §6 is checked against it.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each route loads first, read by `npm run bundle-report`.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effects: schemas nobody uses (ZSiteInfo beside DEFAULT_LOGO,
      // ZPermissionMap beside isAppAllowed) are dropped, so the first page needs no schema library.
      treeshake: { manualPureFunctions: ['z'] },
      // …and the library gets a chunk of its own, fetched with the first call rather than the page.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
