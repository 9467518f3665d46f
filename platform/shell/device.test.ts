import { describe, expect, it } from 'vitest';
import { narrowedWidth } from './device';
import { loginTarget } from './login-redirect';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECOM_UA = `${PHONE_UA} wxwork/4.1.20 MicroMessenger/7.0.1`;

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

describe('login redirect (spec §2.3)', () => {
  const back = 'http://localhost/site/center/personal';
  it('sends a phone inside the messaging app to the corporate login', () => {
    expect(loginTarget(back, WECOM_UA)).toBe(`/api/corp/index?redirectUrl=${encodeURIComponent(back)}`);
  });
  it('sends everyone else to the site login with redirect_url', () => {
    expect(loginTarget(back, PHONE_UA)).toBe(`/site/center/login?redirect_url=${encodeURIComponent(back)}`);
    expect(loginTarget(back, `${DESKTOP_UA} wxwork/4.1`)).toBe(`/site/center/login?redirect_url=${encodeURIComponent(back)}`);
  });
});
