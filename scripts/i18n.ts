// `npm run i18n` (docs/i18n.md): writes every web bundle's tw.json from its zh.json and every
// server.tw.json from its server.en.json's keys (OpenCC with Taiwan's phrases and the reviewed
// scripts/i18n/tw-overrides.json), then names the server messages that have no English entry yet.
// npm test (scripts/checks/i18n.test.ts) fails until both are done.
import fs from 'node:fs';
import path from 'node:path';
import { missingEnglish, serverCatalogues, traditionalCatalogueOf, traditionalFileOf } from './i18n/server-catalogues';
import { ROOT } from './i18n/server-messages';
import { bundleText, readBundle, traditionalOf, webBundles } from './i18n/web-bundles';

const generated = new Map<string, string>();
for (const bundle of webBundles()) generated.set(`${bundle.folder}/tw.json`, bundleText(traditionalOf(readBundle(bundle, 'zh'), bundle.namespace)));
for (const [file, english] of serverCatalogues()) generated.set(traditionalFileOf(file), bundleText(traditionalCatalogueOf(english)));

let written = 0;
for (const [file, text] of generated) {
  const full = path.join(ROOT, file);
  if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) continue;
  fs.writeFileSync(full, text);
  written++;
  console.log(`wrote ${file}`);
}
console.log(`${written} of ${generated.size} Traditional files written`);

const missing = missingEnglish();
for (const [catalogue, keys] of missing) {
  console.log(`\n${catalogue} lacks English for:`);
  for (const key of keys) console.log(`  ${JSON.stringify(key)}`);
}
if (missing.size) process.exitCode = 1;
