import { describe, expect, it } from 'vitest';
import { MessageCatalogue } from '@quad/platform/server/i18n/catalogue';
import { missingEnglish, readCatalogue, serverCatalogues, traditionalCatalogueOf, traditionalFileOf } from '../i18n/server-catalogues';
import { serverMessages } from '../i18n/server-messages';
import { readBundle, simplifiedLeft, traditionalOf, webBundles } from '../i18n/web-bundles';

/**
 * Languages that are real (docs/i18n.md): every tw.json and server.tw.json is what `npm run i18n`
 * makes of its Simplified source, in Traditional characters only; every message the server's code
 * writes has its English; the original protocol's fixed messages are still written exactly as the
 * protocol has them.
 */
const bundles = webBundles().map((bundle) => [bundle.folder, bundle] as const);
const messages = serverMessages();
const catalogues = serverCatalogues();
const englishFiles = [...catalogues.keys()];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Traditional Chinese', () => {
  it.each(bundles)('%s/tw.json is generated from zh.json (run npm run i18n)', (_, bundle) => {
    expect(readBundle(bundle, 'tw')).toEqual(traditionalOf(readBundle(bundle, 'zh'), bundle.namespace));
  });

  it.each(bundles)('%s/tw.json holds no Simplified-only character', (_, bundle) => {
    expect(simplifiedLeft(readBundle(bundle, 'tw'), bundle.namespace)).toEqual([]);
  });

  it.each(englishFiles)('the server.tw.json beside %s is generated from its keys, in Traditional characters only', (file) => {
    const traditional = readCatalogue(traditionalFileOf(file));
    expect(traditional).toEqual(traditionalCatalogueOf(catalogues.get(file)!));
    expect(simplifiedLeft(traditional, file)).toEqual([]);
  });

  it('catches a Simplified string planted in a tw bundle, which the generator would have converted', () => {
    const planted = { title: '管理', nested: { hint: '请先登录账号' } };
    expect(simplifiedLeft(planted, 'planted')).toEqual(['planted:nested.hint → 请录账号']);
    expect(traditionalOf(planted, 'planted')).toEqual({ title: '管理', nested: { hint: '請先登入帳號' } });
    expect(simplifiedLeft(traditionalOf(planted, 'planted'), 'planted')).toEqual([]);
  });
});

describe('English of the server', () => {
  it('finds the messages the code writes, values as {placeholders}', () => {
    expect(messages.has('请填写{label}')).toBe(true);
    expect(messages.has('今天已经填报了')).toBe(true);
    expect(messages.size).toBeGreaterThan(500);
  });

  it('has an English entry for every message the server can answer (npm run i18n lists the missing)', () => {
    expect(Object.fromEntries(missingEnglish(messages, catalogues))).toEqual({});
  });

  it('keeps no entry for a message the code no longer writes; each English has no Chinese and every value of its key', () => {
    for (const [file, catalogue] of catalogues) {
      for (const [key, english] of Object.entries(catalogue)) {
        expect(messages.has(key), `${file}: ${key} is written nowhere`).toBe(true);
        expect(placeholders(english), `${file}: ${key}`).toEqual(placeholders(key));
        expect(english, `${file}: ${key} is not English`).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('keeps the original protocol’s fixed messages exactly as the protocol writes them, with an English for other readers', () => {
    const english = new MessageCatalogue([...catalogues.values()]);
    // ../shared/spec/original-protocol.md: scripts compare these literally (zh answers are never translated).
    const fixed = ['用户信息已失效,请重新进入页面', '今天已经填报了', '定位信息不能为空', '您已上报过', '未到上报时间', '每日仅能提交一次', '账号或密码错误'];
    for (const message of fixed) {
      expect(messages.has(message), `${message} is no longer written by the code`).toBe(true);
      expect(english.has(message), message).toBe(true);
    }
  });
});
