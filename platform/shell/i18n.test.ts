import { describe, expect, it } from 'vitest';

/**
 * Every string bundle, the shell's, each area's (`modules/<area>/i18n`) and each engine's
 * (`engines/<name>/i18n`): the same keys in zh, en and tw, the same {{variables}}. tw is generated
 * from zh and checked for Simplified characters by scripts/checks/i18n.test.ts.
 */
const files = import.meta.glob<Record<string, unknown>>(['./i18n/*.json', '../../modules/*/i18n/*.json', '../../engines/*/i18n/*.json'], {
  eager: true,
  import: 'default',
});
const bundles = new Map<string, Partial<Record<'zh' | 'en' | 'tw', object>>>();
for (const [file, bundle] of Object.entries(files)) {
  const [, layer, folder, lang] = /(?:(modules|engines)\/([^/]+)\/)?i18n\/(zh|en|tw)\.json$/.exec(file) ?? [];
  if (!lang) continue;
  // Named as their namespaces are: the forms engine's strings are `forms-engine`, the forms area's `forms`.
  const name = !folder ? 'shell' : layer === 'engines' ? `${folder}-engine` : folder;
  bundles.set(name, { ...bundles.get(name), [lang]: bundle });
}

/** `path → text` for every string of a bundle. */
function flatten(bundle: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    if (value && typeof value === 'object') for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
    else out.set(prefix + key, String(value));
  }
  return out;
}
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([...bundles])('%s strings', (_, { zh = {}, en = {}, tw = {} }) => {
  const base = flatten(zh);
  it.each([
    ['en', en],
    ['tw', tw],
  ])('%s has every key of zh and no other, with the same {{variables}}', (_, bundle) => {
    const other = flatten(bundle);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) expect(variables(other.get(key) ?? ''), key).toEqual(variables(text));
  });
});
