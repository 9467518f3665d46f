import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { RequestError } from '@quad/platform/shell/request';
import { NEED_OPENID } from '../contract';
import { openidUrlOf } from './payment-start';
import { TopUpForm, type TTopUpRequest } from './top-up-form';

beforeAll(async () => {
  setupI18n('zh');
  await loadRegisteredTranslations();
});
afterEach(() => vi.unstubAllGlobals());

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50';
const OPENID_URL = `http://localhost/api/ledger/wechat/openid?back=${encodeURIComponent('/site/')}`;

const refusal = (d: Record<string, unknown>) => new RequestError({ e: 1, m: '需要先通过微信授权才能在微信内支付', d });

/** The browser at `/site/card/topup?card=1` inside WeChat; answers the assign spy. */
function insideWechat() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', pathname: '/site/card/topup', search: '?card=1', assign });
  vi.stubGlobal('navigator', { ...window.navigator, userAgent: WECHAT_UA });
  return assign;
}

describe('paying by WeChat inside WeChat before the server has the payer’s openid', () => {
  it('reads the authorization’s address from the refusal, back to this page, and only this site’s', () => {
    const here = { origin: 'http://localhost', pathname: '/site/card/topup', search: '?card=1' } as Location;
    const url = new URL(openidUrlOf(refusal({ reason: NEED_OPENID, openidUrl: OPENID_URL }), here) ?? '');
    expect(url.origin + url.pathname).toBe('http://localhost/api/ledger/wechat/openid');
    expect(url.searchParams.get('back')).toBe('/site/card/topup?card=1');
    // A wallet top-up declares no reasons: `d` carries the address alone.
    expect(openidUrlOf(refusal({ openidUrl: OPENID_URL }), here)).toBeTruthy();
    expect(openidUrlOf(refusal({ reason: NEED_OPENID, openidUrl: 'https://evil.example/x' }), here)).toBeUndefined();
    expect(openidUrlOf(refusal({ reason: 'ledger.paid', openidUrl: OPENID_URL }), here)).toBeUndefined();
    expect(openidUrlOf(new Error('网络错误'), here)).toBeUndefined();
  });

  it('goes to the official account’s authorization instead of showing the refusal', async () => {
    const assign = insideWechat();
    const asked: TTopUpRequest[] = [];
    const pay = (request: TTopUpRequest) => {
      asked.push(request);
      return Promise.reject(refusal({ reason: NEED_OPENID, openidUrl: OPENID_URL }));
    };
    renderPage(
      <TopUpForm label="校园卡充值" choicesFen={[1000]} maxTopUpFen={50_000} methods={['wechat']} pay={pay} busy={false} />,
      '/card/topup',
    );
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const to = new URL(String(assign.mock.calls[0]![0]));
    expect(to.pathname).toBe('/api/ledger/wechat/openid');
    expect(to.searchParams.get('back')).toBe('/site/card/topup?card=1');
    expect(asked[0]).toMatchObject({ method: 'wechat', scene: 'jsapi', amountFen: 1000 });
    expect(asked[0]).not.toHaveProperty('openId');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
