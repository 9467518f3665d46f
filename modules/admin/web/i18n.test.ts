import { describe, expect, it } from 'vitest';
import zh from '../i18n/zh.json';
import en from '../i18n/en.json';
import tw from '../i18n/tw.json';

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

describe('admin strings', () => {
  const base = flatten(zh);
  it.each([
    ['en', en],
    ['tw', tw],
  ])('%s has every key of zh and no other, with the same {{variables}}', (_, bundle) => {
    const other = flatten(bundle);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) expect(variables(other.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('keeps Simplified characters out of tw (the language names excepted)', () => {
    const simplified = /[个们这账号删设录码数据网络页择权户务统计应组织认证时间后记载]/;
    const mixed = [...flatten(tw)].filter(([key, text]) => !key.startsWith('lang.') && simplified.test(text));
    expect(mixed).toEqual([]);
  });
});
