#!/usr/bin/env node
/**
 * Per-route first-load JavaScript of the web app (DESIGN.md §6 budget: 150 KB gzipped on a phone).
 * Reads the build manifest Vite writes (`apps/web/dist/.vite/manifest.json`; run `npm run build`
 * first) and, for every route of every area manifest, adds up the gzipped JS a first visit fetches:
 *
 *   first load = the entry and its static imports
 *                + the area's chunk and its static imports, with the area's zh strings (default language)
 *
 * (The site settings come injected in the host page, so no page fetches anything else to start.)
 *
 * Each file is counted once per route. Chunks fetched later (popups, other languages, the share
 * menu) are in neither. Exit code 0; routes whose first load is over the budget are flagged.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const BUDGET_KB = 150;

if (!fs.existsSync(MANIFEST)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
/** Manifest keys are source paths relative to the web app's root. */
const keyOf = (fromRoot) => path.relative(WEB, path.join(ROOT, fromRoot)).split(path.sep).join('/');

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length);
  return gzipped.get(file);
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest names no entry');
const entryFiles = staticClosure(entryKey);

const kb = (bytes) => bytes / 1024;
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const { webModules } = await tsImport(path.join(WEB, 'src/modules.gen.ts'), import.meta.url);
const rows = [
  { route: '/ (home)', files: entryFiles },
  { route: 'noPagedata/index', files: entryFiles },
];
for (const { manifest: area } of webModules) {
  // Areas follow the layout of DESIGN.md §1: modules/<id>/web/index.ts, strings in modules/<id>/i18n.
  const areaKey = keyOf(`modules/${area.id}/web/index.ts`);
  if (!manifest[areaKey]) {
    console.warn(`! ${area.id}: no chunk for ${areaKey} in the build`);
    continue;
  }
  const files = new Set(entryFiles);
  staticClosure(areaKey, files);
  staticClosure(keyOf(`modules/${area.id}/i18n/zh.json`), files);
  for (const route of area.routes) for (const page of route.pages) rows.push({ route: `${route.module}/${page.name}`, files });
}

const width = Math.max(...rows.map((row) => row.route.length));
const column = (text) => String(text).padStart(11);
console.log(`JS per route, KB gzipped; budget ${BUDGET_KB} KB for the first load\n`);
console.log(`${'route'.padEnd(width)}${column('first load')}${column('files')}`);
let over = 0;
for (const row of rows) {
  const first = kb(total(row.files));
  const flag = first > BUDGET_KB ? `  <-- over ${BUDGET_KB} KB` : '';
  if (flag) over++;
  console.log(`${row.route.padEnd(width)}${column(first.toFixed(1))}${column(row.files.size)}${flag}`);
}
console.log(`\n${rows.length} routes, ${over} over the budget.`);
