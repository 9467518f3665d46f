import { NEED_OPENID, type TPaymentStart } from '../contract';

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

/**
 * The address of the official account's authorization when a refusal asks for it (`ledger.need-openid`,
 * `d.openidUrl`; wallet top-ups answer `d` without their reason), with `back` set to this page, so
 * the person comes back here from WeChat and presses pay again; undefined for any other refusal.
 * Only an address of this site is followed.
 */
export function openidUrlOf(refusal: unknown, here: Location = window.location): string | undefined {
  const d = (refusal as { envelope?: { d?: { reason?: unknown; openidUrl?: unknown } | null } } | null)?.envelope?.d;
  if (!d || typeof d.openidUrl !== 'string' || (d.reason !== undefined && d.reason !== NEED_OPENID)) return undefined;
  let url: URL;
  try {
    url = new URL(d.openidUrl, here.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  url.searchParams.set('back', `${here.pathname}${here.search}`);
  return url.href;
}
