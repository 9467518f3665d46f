#!/usr/bin/env node
/**
 * Per-route first-load JavaScript of the web app (DESIGN.md §6: 150 KB gzipped on a phone, 50 KB for
 * an area's own chunk, no console code in a phone page). Reads the chunk graph the web build writes
 * (`apps/web/dist/.vite/bundle-graph.json`, apps/web/build/bundle-graph.ts; run `npm run build -w
 * @quad/web` first) and adds up, for every route of every area manifest, the gzipped JS a first visit
 * fetches (apps/web/build/bundle-budget.ts says exactly what counts).
 *
 *   node scripts/bundle-report.mjs           the table
 *   node scripts/bundle-report.mjs --check   the table's problems only; exit 1 when a rule is broken
 *                                            (`npm run build` runs it, so an over-budget build fails)
 */
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const check = process.argv.includes('--check');

const { readGraph } = await tsImport(path.join(WEB, 'build/bundle-graph.ts'), import.meta.url);
const { checkBudget, FIRST_LOAD_KB, AREA_CHUNK_KB } = await tsImport(path.join(WEB, 'build/bundle-budget.ts'), import.meta.url);
const { webModules } = await tsImport(path.join(WEB, 'src/modules.gen.ts'), import.meta.url);

let graph;
try {
  graph = readGraph(path.join(WEB, 'dist'));
} catch {
  console.error('apps/web/dist/.vite/bundle-graph.json is missing: run `npm run build -w @quad/web` first');
  process.exit(1);
}
const ceilings = JSON.parse(fs.readFileSync(path.join(WEB, 'build/bundle-ceilings.json'), 'utf8'));
const report = checkBudget(
  graph,
  webModules.map((m) => m.manifest),
  ceilings,
);

if (!check) {
  const width = Math.max(...report.routes.map((row) => row.route.length));
  const column = (text) => String(text).padStart(11);
  console.log(`JS per route, KB gzipped; first-load budget ${FIRST_LOAD_KB} KB on the phone (console screens are desktop)\n`);
  console.log(`${'route'.padEnd(width)}${column('first load')}${column('files')}`);
  for (const row of report.routes) {
    const mark = row.phone ? (row.kb > FIRST_LOAD_KB ? `  <-- over ${FIRST_LOAD_KB} KB` : '') : '  (console)';
    console.log(`${row.route.padEnd(width)}${column(row.kb.toFixed(1))}${column(row.files)}${mark}`);
  }
  console.log(`\nArea chunks, KB gzipped (budget ${AREA_CHUNK_KB}): ${report.areaChunks.map((a) => `${a.area} ${a.kb}`).join(', ')}`);
  const phone = report.routes.filter((row) => row.phone);
  console.log(`${phone.length} phone routes, ${phone.filter((row) => row.kb > FIRST_LOAD_KB).length} over ${FIRST_LOAD_KB} KB; largest ${Math.max(...phone.map((row) => row.kb))} KB.`);
}
if (report.problems.length) {
  console.log(`\nBundle budget: ${report.problems.length} problem(s)\n${report.problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  if (check) process.exit(1);
} else if (check) console.log('Bundle budget: every phone route within budget (or its recorded ceiling).');
