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

/** The app's own features pages use in its place of the browser's (issue 18 item 8): signed with the share menu's. */
export const NATIVE_APIS = ['scanQRCode', 'previewImage'] as const;

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
  scanQRCode(options: {
    needResult: 1;
    scanType: ['qrCode'];
    success: (result: { resultStr: string }) => void;
    fail: (result: { errMsg?: string }) => void;
    cancel: () => void;
  }): void;
  previewImage(options: { current: string; urls: string[] }): void;
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

let settleReady: { resolve(wx: TWx): void; reject(error: Error): void } | undefined;
/**
 * The SDK once the app accepted the configuration, for the app's own features (`scanQRCode`);
 * rejected when it refused it. Only the messaging app configures it (the shell's startup).
 */
export const wxReady = new Promise<TWx>((resolve, reject) => (settleReady = { resolve, reject }));
// A refusal is already said in an alert: a page that never asks must not report it again.
wxReady.catch(() => undefined);

/**
 * Configures the share menu with the share info answer: the signature goes to `wx.config`, for the
 * share entries and the native features; once the SDK is ready, each of the five entries shares the
 * card and `wxReady` resolves. A refused configuration calls `onError` with the SDK's error and
 * `config信息验证失败`. Resolves when the SDK answered either way.
 */
export function configureShareMenu(wx: TWx, share: TCallOutput<typeof shareInfo>, onError: (message: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const { info, config } = share;
    const card: TShareCard = { title: info.title, desc: info.desc, link: info.url, imgUrl: info.image };
    wx.config({ debug: false, ...config, jsApiList: [...SHARE_APIS, ...NATIVE_APIS] });
    wx.ready(() => {
      for (const api of SHARE_APIS) wx[api]({ ...card });
      settleReady?.resolve(wx);
      resolve();
    });
    wx.error((result) => {
      const message = `${result.errMsg ?? JSON.stringify(result)} ${CONFIG_FAILED}`;
      settleReady?.reject(new Error(message));
      onError(message);
      resolve();
    });
  });
}

/** The app's scanner: the code's text, '' when the person cancelled; rejects when the app refuses. */
export function scanCode(wx: TWx): Promise<string> {
  return new Promise((resolve, reject) =>
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: (result) => resolve(result.resultStr),
      fail: (result) => reject(new Error(result.errMsg ?? 'scanQRCode failed')),
      cancel: () => resolve(''),
    }),
  );
}

/** The app's picture viewer over `urls` (absolute addresses), opened at `current`. */
export function previewPictures(wx: TWx, urls: string[], current: string): void {
  wx.previewImage({ current, urls });
}
