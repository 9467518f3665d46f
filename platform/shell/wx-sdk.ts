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
export const NATIVE_APIS = ['scanQRCode', 'previewImage', 'chooseImage', 'getLocalImgData'] as const;

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
  chooseImage(options: {
    count: 1;
    sizeType: ['compressed'];
    sourceType: ['album', 'camera'];
    success: (result: { localIds: string[] }) => void;
    fail: (result: { errMsg?: string }) => void;
    cancel: () => void;
  }): void;
  getLocalImgData(options: {
    localId: string;
    success: (result: { localData: string }) => void;
    fail: (result: { errMsg?: string }) => void;
  }): void;
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
 * The SDK will not be configured on this page (the server gave no share answer, the script did not
 * load): `wxReady` rejects, so the app's features fall back to the page's instead of waiting forever.
 */
export function wxUnavailable(reason: string): void {
  settleReady?.reject(new Error(reason));
}

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

/** A call of the SDK's callback style as a promise; `cancel` (the person closed the app's screen) gives `cancelled`. */
function ask<T, R>(
  call: (handlers: { success: (result: R) => void; fail: (result: { errMsg?: string }) => void; cancel: () => void }) => void,
  read: (result: R) => T,
  cancelled: T,
): Promise<T> {
  return new Promise((resolve, reject) =>
    call({
      success: (result) => resolve(read(result)),
      fail: (result) => reject(new Error(result.errMsg ?? 'JS-SDK call failed')),
      cancel: () => resolve(cancelled),
    }),
  );
}

/** The app's scanner: the code's text, '' when the person cancelled; rejects when the app refuses. */
export function scanCode(wx: TWx): Promise<string> {
  return ask(
    (handlers) => wx.scanQRCode({ needResult: 1, scanType: ['qrCode'], ...handlers }),
    (result: { resultStr: string }) => result.resultStr,
    '',
  );
}

/** The app's picture viewer over `urls` (absolute addresses), opened at `current`. */
export function previewPictures(wx: TWx, urls: string[], current: string): void {
  wx.previewImage({ current, urls });
}

/**
 * A photo picked with the app's own picker (album or camera) as a file, so it is uploaded like one
 * picked in a browser; undefined when the person cancelled. The app hands the picture over as base64
 * (iOS with a `data:` prefix, Android without).
 */
export async function choosePicture(wx: TWx): Promise<File | undefined> {
  const localId = await ask(
    (handlers) => wx.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'], ...handlers }),
    (result: { localIds: string[] }) => result.localIds[0],
    undefined,
  );
  if (!localId) return undefined;
  const data = await ask(
    (handlers) => wx.getLocalImgData({ localId, ...handlers }),
    (result: { localData: string }) => result.localData,
    '',
  );
  const [, type = 'image/jpeg', base64 = data] = /^data:([^;]+);base64,(.*)$/s.exec(data) ?? [];
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], `photo.${type.split('/')[1] ?? 'jpg'}`, { type });
}
