import { createElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { followPaymentStart } from '@quad/ledger-engine/web';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { setupStrings } from './test-kit';
import { WxPayPage } from './wxpay-page';

const PARAMS = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };

/** The WeChat pay page as `followPaymentStart` leaves it: the order's parameters kept, the page opened. */
function openPayPage() {
  const router = createMemoryRouter([{ path: '*', element: createElement(WxPayPage) }], { initialEntries: ['/payment/gopay'] });
  followPaymentStart({ kind: 'jsapi', params: PARAMS }, 'o1', (to) => router.navigate(to));
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
  return router;
}

beforeAll(setupStrings);
afterEach(() => vi.restoreAllMocks());

describe('the WeChat pay page', () => {
  it('hands the kept parameters to WeChat once its bridge is ready, and goes to the result when paid', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 iPhone MicroMessenger/8.0.50');
    const invoke = vi.fn((_api: string, _params: unknown, done: (answer: { err_msg: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    const router = openPayPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/wxpay'));
    expect(invoke).not.toHaveBeenCalled();
    vi.stubGlobal('WeixinJSBridge', { invoke });
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/result'));
    expect(router.state.location.search).toBe('?order=o1');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function));
  });

  it('asks to be opened in WeChat anywhere else', async () => {
    openPayPage();
    expect(await screen.findByText('请在微信中打开')).toBeTruthy();
  });
});
