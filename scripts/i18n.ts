// `npm run i18n`: writes every web bundle's tw.json from its zh.json (OpenCC, Taiwan phrases, the
// reviewed overrides of platform/server/i18n/tw-overrides.json) and names the server messages
// that have no English entry yet (docs/i18n.md). npm test fails until both are done.
import fs from 'node:fs';
import path from 'node:path';
import { bundleText, readBundle, traditionalOf, webBundles } from './lib/web-bundles';
import { missingEnglish } from './lib/server-catalogues';
import { ROOT } from './lib/server-messages';

let written = 0;
for (const bundle of webBundles()) {
  const file = path.join(ROOT, bundle.folder, 'tw.json');
  const text = bundleText(traditionalOf(readBundle(bundle, 'zh'), bundle.namespace));
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
  fs.writeFileSync(file, text);
  written++;
  console.log(`wrote ${bundle.folder}/tw.json`);
}
console.log(`${written} tw.json written`);

const missing = missingEnglish();
for (const [catalogue, keys] of missing) {
  console.log(`\n${catalogue} lacks English for:`);
  for (const key of keys) console.log(`  ${JSON.stringify(key)}`);
}
if (missing.size) process.exitCode = 1;
