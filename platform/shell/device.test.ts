import { describe, expect, it } from 'vitest';
import { isDingtalkApp, isMessagingApp, isSignInMessagingApp, narrowedWidth } from './device';
import { loginTarget } from './login-redirect';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECOM_UA = `${PHONE_UA} wxwork/4.1.20 MicroMessenger/7.0.1`;
/** DingTalk's browser on iOS and Android, as it introduces itself. */
const DINGTALK_IOS_UA = `${PHONE_UA} AliApp(DingTalk/7.0.0) com.laiwang.DingTalk/29431453 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK`;
const DINGTALK_ANDROID_UA =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2227A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 ' +
  'UWS/3.22.2.59 Mobile Safari/537.36 AliApp(DingTalk/7.0.10) com.alibaba.android.rimet/31187443 Channel/227200 language/zh-CN abi/64 UT4Aplus/0.2.25';
const DINGTALK_MAC_UA = `${DESKTOP_UA} DingTalk(7.0.10-macOS-macOS-MAS-27519066) nw Channel/201200`;

describe('desktop narrowing (spec §2.1)', () => {
  const desktop = { ua: DESKTOP_UA, windowWidth: 1280, screenHeight: 800 };
  it('narrows a desktop page to 10/16 of the screen height', () => {
    expect(narrowedWidth('/center/personal', desktop)).toBe(500);
  });
  it('keeps exempt modules, m_ pages, phones and narrow windows full width', () => {
    expect(narrowedWidth('/schoolMap/index', desktop)).toBeUndefined();
    expect(narrowedWidth('/m_center/personal', desktop)).toBeUndefined();
    expect(narrowedWidth('/center/personal', { ...desktop, ua: PHONE_UA })).toBeUndefined();
    expect(narrowedWidth('/center/personal', { ...desktop, windowWidth: 750 })).toBeUndefined();
  });
});

describe('messaging app detection', () => {
  const dingtalk = [DINGTALK_IOS_UA, DINGTALK_ANDROID_UA, DINGTALK_MAC_UA];
  it('recognises DingTalk on iOS, Android and desktop', () => {
    for (const ua of dingtalk) expect(isDingtalkApp(ua), ua).toBe(true);
    for (const ua of [PHONE_UA, DESKTOP_UA, WECOM_UA, '']) expect(isDingtalkApp(ua), ua).toBe(false);
  });
  it('signs in through the messaging app in WeCom, WeChat and DingTalk', () => {
    for (const ua of [WECOM_UA, `${PHONE_UA} MicroMessenger/8.0.40`, ...dingtalk]) expect(isSignInMessagingApp(ua), ua).toBe(true);
    for (const ua of [PHONE_UA, DESKTOP_UA, '']) expect(isSignInMessagingApp(ua), ua).toBe(false);
  });
  it('keeps the wx JS-SDK features to the WeCom family: DingTalk has no wx', () => {
    expect(isMessagingApp(WECOM_UA)).toBe(true);
    for (const ua of [PHONE_UA, DESKTOP_UA, ...dingtalk]) expect(isMessagingApp(ua), ua).toBe(false);
  });
});

describe('login redirect (spec §2.3)', () => {
  const back = 'http://localhost/site/center/personal';
  it('sends a phone inside the messaging app to the corporate login', () => {
    expect(loginTarget(back, WECOM_UA)).toBe(`/api/corp/index?redirectUrl=${encodeURIComponent(back)}`);
  });
  it('sends a phone inside DingTalk to the corporate login too (the server answers its in-app sign-in page)', () => {
    expect(loginTarget(back, DINGTALK_IOS_UA)).toBe(`/api/corp/index?redirectUrl=${encodeURIComponent(back)}`);
    expect(loginTarget(back, DINGTALK_ANDROID_UA)).toBe(`/api/corp/index?redirectUrl=${encodeURIComponent(back)}`);
  });
  it('sends everyone else to the site login with redirect_url', () => {
    expect(loginTarget(back, PHONE_UA)).toBe(`/site/center/login?redirect_url=${encodeURIComponent(back)}`);
    expect(loginTarget(back, `${DESKTOP_UA} wxwork/4.1`)).toBe(`/site/center/login?redirect_url=${encodeURIComponent(back)}`);
    // DingTalk on a desktop signs in by password (or the QR on the login page), as WeCom's desktop client does.
    expect(loginTarget(back, DINGTALK_MAC_UA)).toBe(`/site/center/login?redirect_url=${encodeURIComponent(back)}`);
  });
});
