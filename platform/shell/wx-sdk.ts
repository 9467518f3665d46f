import type { TCallOutput } from '@quad/contracts/call';
import type { shareInfo } from '@quad/contracts/platform-calls';

/**
 * The messaging app's JS-SDK (`wx`), behind a small adapter so the rest of the shell never touches
 * the global and tests can hand in a fake. It exists only inside the messaging app, so it is
 * fetched only there.
 */
export const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.2.0.js';

/** The five share menu entries (spec §7, §9): timeline, app message, QQ, Weibo, QZone. */
export const SHARE_APIS = [
  'onMenuShareTimeline',
  'onMenuShareAppMessage',
  'onMenuShareQQ',
  'onMenuShareWeibo',
  'onMenuShareQZone',
] as const;

/** Appended to the SDK's error when the signature is refused (spec §7). */
export const CONFIG_FAILED = 'config信息验证失败';

export interface TShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of `wx` the shell uses. */
export type TWx = {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
} & Record<(typeof SHARE_APIS)[number], (card: TShareCard) => void>;

declare global {
  interface Window {
    wx?: TWx;
  }
}

/** Loads the SDK script once; rejects when it cannot be fetched (the page goes on without a share menu). */
let loading: Promise<TWx> | undefined;
export function loadWx(): Promise<TWx> {
  loading ??= new Promise<TWx>((resolve, reject) => {
    if (window.wx) return resolve(window.wx);
    const script = document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('JS-SDK loaded without wx')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`JS-SDK not reachable: ${JSSDK_URL}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Configures the share menu with the share info answer: the signature goes to `wx.config`; once the
 * SDK is ready, each of the five entries shares the card. A refused configuration calls `onError`
 * with the SDK's error and `config信息验证失败`. Resolves when the SDK answered either way.
 */
export function configureShareMenu(wx: TWx, share: TCallOutput<typeof shareInfo>, onError: (message: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const { info, config } = share;
    const card: TShareCard = { title: info.title, desc: info.desc, link: info.url, imgUrl: info.image };
    wx.config({ debug: false, ...config, jsApiList: [...SHARE_APIS] });
    wx.ready(() => {
      for (const api of SHARE_APIS) wx[api]({ ...card });
      resolve();
    });
    wx.error((result) => {
      onError(`${result.errMsg ?? JSON.stringify(result)} ${CONFIG_FAILED}`);
      resolve();
    });
  });
}
