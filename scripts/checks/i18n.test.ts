import { describe, expect, it } from 'vitest';
import { MessageCatalogue } from '@quad/platform/server/i18n/catalogue';
import { missingEnglish, serverCatalogues } from '../lib/server-catalogues';
import { serverMessages } from '../lib/server-messages';
import { readBundle, simplifiedLeft, traditionalOf, webBundles } from '../lib/web-bundles';

/**
 * Languages that are real (docs/i18n.md): every tw.json is what `npm run i18n` makes of its zh.json,
 * in Traditional characters only; every message the server's code writes has its English; the
 * original protocol's fixed messages are still written exactly as the protocol has them.
 */
const bundles = webBundles();
const messages = serverMessages();
const catalogues = serverCatalogues();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Traditional Chinese of the web', () => {
  it.each(bundles.map((b) => [b.folder, b] as const))('%s/tw.json is generated from zh.json (run npm run i18n)', (_, bundle) => {
    expect(readBundle(bundle, 'tw')).toEqual(traditionalOf(readBundle(bundle, 'zh'), bundle.namespace));
  });

  it.each(bundles.map((b) => [b.folder, b] as const))('%s/tw.json holds no Simplified-only character', (_, bundle) => {
    expect(simplifiedLeft(readBundle(bundle, 'tw'), bundle.namespace)).toEqual([]);
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

  it('keeps the original protocol’s fixed messages exactly as the protocol writes them in zh, with an English for other readers', () => {
    const catalogue = new MessageCatalogue([...catalogues.values()]);
    // ../shared/spec/original-protocol.md: scripts compare these literally.
    const fixed = ['用户信息已失效,请重新进入页面', '今天已经填报了', '定位信息不能为空', '您已上报过', '未到上报时间', '每日仅能提交一次', '账号或密码错误'];
    for (const message of fixed) {
      expect(messages.has(message), `${message} is no longer written by the code`).toBe(true);
      expect(catalogue.translate(message, 'zh')).toBe(message);
      expect(catalogue.hasEnglish(message), message).toBe(true);
    }
  });
});
