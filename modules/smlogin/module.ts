import { defineArea } from '@quad/contracts/manifest';

/** The phone's confirmation page and its two outcomes; `smloginV2` serves the same pages under the newer route names. */
const PHONE_PAGES = {
  index: '扫码登录确认',
  success: '已在电脑上登录',
  cancel: '已取消登录',
} as const;

/**
 * Scan-to-login (扫码登录): the desktop's login page shows a QR of a single-use login request that
 * lives 60 s; a phone signed in to the same school opens it, sees which browser asks, and confirms or
 * cancels; the desktop, which alone holds the request's secret, then exchanges it for a session.
 * Not an app of the square (nothing to open from there): the login page offers it as the widget
 * `scanLogin` (web/home.ts), so the sign-in area never imports this one.
 */
export const smloginManifest = defineArea('smlogin', { zh: '扫码登录', en: 'Scan to sign in', tw: '掃碼登錄' }, {
  order: 14,
  defaultEnabled: false,
  routes: {
    smlogin: PHONE_PAGES,
    smloginV2: PHONE_PAGES,
  },
});
