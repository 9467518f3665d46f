import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import en from '../../i18n/en.json';
import tw from '../../i18n/tw.json';
import zh from '../../i18n/zh.json';
import { SignInsPage } from './signins';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), confirm: vi.fn(async () => true), alert: vi.fn(async () => {}), closePopups: vi.fn(), POPUP_MS: 1500 }));

/** Every way in the server records in `sign_ins.method`, and what 登录记录 calls it. */
const LABELS: Record<string, string> = {
  password: '账号密码',
  sms: '短信验证码',
  wecom: '企业微信',
  dingtalk: '钉钉',
  cas: '统一身份认证（CAS）',
  oidc: '统一身份认证（OIDC）',
  qrcode: '扫码登录',
  minigram: '小程序',
  switch: '切换身份',
  demo: '演示消息应用',
  corp: '企业消息应用',
  'some-future-way': '其他',
};

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'uc', zh, true, true);
});

describe('登录记录', () => {
  it('names the way in of every sign-in in Chinese', async () => {
    const list = Object.keys(LABELS).map((method, i) => ({ created: 1_790_000_000 - i * 60, ip: '10.0.0.8', user_agent: 'Mozilla/5.0 (iPhone) Safari', method }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://localhost').pathname;
        const d = path === '/uc/wap/user/sign-ins' ? { list } : { list: [] };
        return new Response(JSON.stringify({ e: 0, m: '', d }));
      }),
    );
    renderPage(<SignInsPage />, '/center/signins');
    const rows = within(await screen.findByRole('list', { name: '登录记录' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.uc-badge')?.textContent)).toEqual(Object.values(LABELS));
  });

  it('has every label in English and Traditional Chinese too', () => {
    const keys = Object.keys(zh.signins.method).sort();
    expect(Object.keys(en.signins.method).sort()).toEqual(keys);
    expect(Object.keys(tw.signins.method).sort()).toEqual(keys);
    for (const method of Object.keys(LABELS).filter((m) => m !== 'some-future-way')) expect(keys).toContain(method);
  });
});
