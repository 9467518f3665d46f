import { isPhoneUA, isSignInMessagingApp } from './device';
import { goTo } from './navigation';
import { appPath, currentSite } from './site';

/**
 * Where the visitor signs in (spec §2.3): the corporate login inside a messaging app on a phone (WeCom,
 * or DingTalk, where the server answers its in-app free-login page), else the site's login.
 */
export function loginTarget(backTo: string, ua = navigator.userAgent): string {
  if (isPhoneUA(ua) && isSignInMessagingApp(ua)) return `/api/corp/index?redirectUrl=${encodeURIComponent(backTo)}`;
  const login = currentSite().login;
  // The built-in login address is served by this app's own login screen: go there directly.
  const builtIn = !login || new URL(login, location.href).pathname === '/uc/wap/login';
  const base = builtIn ? appPath('center/login') : login;
  return `${base}${base.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(backTo)}`;
}

export function goLogin(backTo = location.href): void {
  goTo(loginTarget(backTo));
}

/**
 * Only addresses on this site may be returned to after login: anything else would let a link
 * send a freshly signed-in user to a look-alike site.
 */
export function safeReturnUrl(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate, location.href);
    return url.origin === location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}
