import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import tw from '../i18n/tw.json';
import zh from '../i18n/zh.json';
import { messageManifest } from '../module';

/** Every key path of a strings file, e.g. `title.notice.index`. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('message strings', () => {
  it('has the same strings in every language', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    expect(keys(tw).sort()).toEqual(keys(zh).sort());
  });

  it('titles every page of the manifest', () => {
    const titles = keys(zh).filter((k) => k.startsWith('title.'));
    const pages = messageManifest.routes.flatMap((r) => r.pages.map((p) => `title.${r.module}.${p.name}`));
    expect(titles.sort()).toEqual(pages.sort());
  });
});
