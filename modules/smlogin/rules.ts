/**
 * Scan-to-login's rules both sides share (zod-free: the login page and the phone page import them).
 */

/** A login request's QR is good for this long; the desktop then shows a new one. */
export const LIFETIME_SECONDS = 60;

/** What a desktop sees of its request. `done`: its secret was already exchanged for a session. */
export const SCAN_STATUSES = ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired', 'done'] as const;
export type TScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * The code in the QR names its site before the request (`<site>.<request>`), so a phone of another
 * school is told so in words instead of "not found". The site's id is no secret: it is in the host.
 */
export const codeOf = (siteId: string, requestId: string): string => `${siteId}.${requestId}`;

export function parseCode(code: string): { siteId: string; requestId: string } | undefined {
  const dot = code.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const requestId = code.slice(dot + 1);
  return /^[a-z2-7]{16,64}$/.test(requestId) ? { siteId: code.slice(0, dot), requestId } : undefined;
}

/**
 * Where the desktop goes once signed in: a path of this site (from `candidate`, an address or a path),
 * never another origin, so a crafted login link cannot send a fresh session to a look-alike site.
 */
export function sameSitePath(candidate: string | null | undefined, here: string, fallback: string): string {
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate, here);
    if (url.origin !== new URL(here).origin) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

const BROWSERS: [RegExp, string][] = [
  [/wxwork\/([\d.]+)/i, '企业微信'],
  [/DingTalk[/(]([\d.]+)/i, '钉钉'],
  [/MicroMessenger\/([\d.]+)/i, '微信'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/QQBrowser\/(\d+)/, 'QQ浏览器'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Windows NT 10/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/HarmonyOS/, () => 'HarmonyOS'],
  [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|iPad).* OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Mac OS X (\d+)[._](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

/**
 * A User-Agent as a person reads it (`Chrome 126`, `Windows 10/11`), so the phone can say which
 * computer asks to be signed in. Unknown parts are `未知`.
 */
export function summariseAgent(ua: string): { browser: string; os: string } {
  let browser = '未知浏览器';
  for (const [pattern, name] of BROWSERS) {
    const m = ua.match(pattern);
    if (m) {
      browser = `${name} ${m[1]!.split('.')[0]}`;
      break;
    }
  }
  let os = '未知系统';
  for (const [pattern, name] of SYSTEMS) {
    const m = ua.match(pattern);
    if (m) {
      os = name(m);
      break;
    }
  }
  return { browser, os };
}
