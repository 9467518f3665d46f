import type { TPaymentStart } from '../contract';

/** Inside WeChat a payment goes through its JSAPI; any other browser gets the provider's H5 page. */
export const inWeChat = (ua = navigator.userAgent) => /MicroMessenger/i.test(ua);
export const payScene = (): 'jsapi' | 'h5' => (inWeChat() ? 'jsapi' : 'h5');

const jsapiKey = (orderId: string) => `ledger.jsapi.${orderId}`;

/** The JSAPI parameters `followPaymentStart` kept for the WeChat pay page to hand to WeixinJSBridge. */
export function jsapiParams(orderId: string): Record<string, string> | undefined {
  const raw = sessionStorage.getItem(jsapiKey(orderId));
  return raw ? (JSON.parse(raw) as Record<string, string>) : undefined;
}

/**
 * Where the page goes after asking to pay: the provider's page, the WeChat pay page (its parameters
 * kept in the tab's storage, not the address, so they stay out of history and logs), or the result.
 */
export function followPaymentStart(start: TPaymentStart, orderId: string, navigate: (to: string) => unknown) {
  const order = encodeURIComponent(orderId);
  if (start.kind === 'redirect') return window.location.assign(start.url);
  if (start.kind === 'jsapi') {
    sessionStorage.setItem(jsapiKey(orderId), JSON.stringify(start.params));
    return void navigate(`/payment/wxpay?order=${order}`);
  }
  return void navigate(`/payment/result?order=${order}`);
}
