// The servers' English catalogues (`i18n/server.en.json` of the platform, each engine and each area)
// measured against the messages the code writes (server-messages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { catalogueOf, ROOT, serverMessages } from './server-messages';

/** Every catalogue file, by its path relative to the repository. */
export function serverCatalogues(): Map<string, Record<string, string>> {
  const files = ['platform/server/i18n/server.en.json'];
  for (const layer of ['engines', 'modules']) {
    for (const unit of fs.readdirSync(path.join(ROOT, layer))) files.push(`${layer}/${unit}/i18n/server.en.json`);
  }
  return new Map(
    files.filter((file) => fs.existsSync(path.join(ROOT, file))).map((file) => [file, JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>]),
  );
}

/** Messages of the code without an English entry in any catalogue, by the catalogue they belong in. */
export function missingEnglish(messages = serverMessages(), catalogues = serverCatalogues()): Map<string, string[]> {
  const known = new Set([...catalogues.values()].flatMap((catalogue) => Object.keys(catalogue)));
  const missing = new Map<string, string[]>();
  for (const [message, files] of messages) {
    if (known.has(message)) continue;
    const catalogue = catalogueOf([...files].sort()[0]);
    missing.set(catalogue, [...(missing.get(catalogue) ?? []), message]);
  }
  return missing;
}
