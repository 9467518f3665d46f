// The server's catalogues: `i18n/server.en.json` of the platform, each engine and each area, written
// by hand and measured against the messages the code writes (server-messages.ts), and beside each
// its `server.tw.json`, generated from the same keys.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueOf, ROOT, serverMessages } from './server-messages';
import { toTraditional } from './traditional';

type TCatalogue = Record<string, string>;

/** Every English catalogue, by its path relative to the repository. */
export function serverCatalogues(): Map<string, TCatalogue> {
  const files = ['platform/server/i18n/server.en.json'];
  for (const layer of ['engines', 'modules']) {
    for (const unit of fs.readdirSync(path.join(ROOT, layer))) files.push(`${layer}/${unit}/i18n/server.en.json`);
  }
  return new Map(files.filter((file) => fs.existsSync(path.join(ROOT, file))).map((file) => [file, readCatalogue(file)]));
}

export const readCatalogue = (file: string): TCatalogue => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as TCatalogue;

/** Where the Traditional catalogue of an English one is. */
export const traditionalFileOf = (englishFile: string): string => englishFile.replace(/server\.en\.json$/, 'server.tw.json');

/** The Traditional catalogue: each message of the English one, converted (its `{placeholders}` are ASCII, so they stay). */
export const traditionalCatalogueOf = (english: TCatalogue): TCatalogue => Object.fromEntries(Object.keys(english).map((key) => [key, toTraditional(key)]));

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
