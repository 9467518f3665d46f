// The web's string bundles (i18next namespaces) and their Traditional Chinese, generated from the
// Simplified by OpenCC (`npm run i18n` writes every tw.json; scripts/checks/i18n.test.ts compares).
import fs from 'node:fs';
import path from 'node:path';
import { keptAsWritten, simplifiedOnly, toTraditional } from './traditional';
import { ROOT } from './server-messages';

type TBundle = { [key: string]: string | TBundle };

export interface TWebBundle {
  /** Its i18next namespace: `shell`, `console`, an area's id, `<engine>-engine`. */
  namespace: string;
  /** Its folder, relative to the repository: zh.json, en.json and tw.json are in it. */
  folder: string;
}

const FIXED = [
  { namespace: 'shell', folder: 'platform/shell/i18n' },
  { namespace: 'console', folder: 'platform/shell/console/i18n' },
  { namespace: 'example', folder: 'docs/example-area/i18n' },
];

export function webBundles(): TWebBundle[] {
  const units = (layer: string, name: (folder: string) => string) =>
    fs
      .readdirSync(path.join(ROOT, layer))
      .filter((unit) => fs.existsSync(path.join(ROOT, layer, unit, 'i18n/zh.json')))
      .map((unit) => ({ namespace: name(unit), folder: `${layer}/${unit}/i18n` }));
  // An area's console strings, kept off its phone pages (`modules/forms/i18n/console`): namespace `<area>-console`.
  const consoles = fs
    .readdirSync(path.join(ROOT, 'modules'))
    .filter((unit) => fs.existsSync(path.join(ROOT, 'modules', unit, 'i18n/console/zh.json')))
    .map((unit) => ({ namespace: `${unit}-console`, folder: `modules/${unit}/i18n/console` }));
  return [...FIXED, ...units('modules', (unit) => unit), ...consoles, ...units('engines', (unit) => `${unit}-engine`)];
}

export const readBundle = (bundle: TWebBundle, lang: 'zh' | 'tw'): TBundle =>
  JSON.parse(fs.readFileSync(path.join(ROOT, bundle.folder, `${lang}.json`), 'utf8')) as TBundle;

/** The tw bundle of a zh one: every string converted, except those `tw-overrides.json` keeps as written. */
export function traditionalOf(zh: TBundle, namespace: string, prefix = ''): TBundle {
  return Object.fromEntries(
    Object.entries(zh).map(([key, value]) => {
      const at = `${prefix}${key}`;
      if (typeof value !== 'string') return [key, traditionalOf(value, namespace, `${at}.`)];
      return [key, keptAsWritten.has(`${namespace}:${at}`) ? value : toTraditional(value)];
    }),
  );
}

/** `namespace:key → characters` for each string of a tw bundle still holding Simplified-only characters. */
export function simplifiedLeft(tw: TBundle, namespace: string, prefix = ''): string[] {
  return Object.entries(tw).flatMap(([key, value]) => {
    const at = `${prefix}${key}`;
    if (typeof value !== 'string') return simplifiedLeft(value, namespace, `${at}.`);
    const left = keptAsWritten.has(`${namespace}:${at}`) ? [] : simplifiedOnly(value);
    return left.length ? [`${namespace}:${at} → ${left.join('')}`] : [];
  });
}

/** A bundle or catalogue as the repository keeps it: two-space JSON and a final newline. */
export const bundleText = (bundle: object): string => `${JSON.stringify(bundle, null, 2)}\n`;
