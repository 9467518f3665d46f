/** A short name for the device a sign-in came from, from its user agent. */
export function deviceOf(userAgent: string): string {
  if (/wxwork/i.test(userAgent)) return '企业微信';
  if (/DingTalk/i.test(userAgent)) return '钉钉';
  if (/MicroMessenger/i.test(userAgent)) return '微信';
  const os = /iPhone|iPad|Android|Windows|Mac OS X|Linux/.exec(userAgent)?.[0]?.replace('Mac OS X', 'macOS');
  // Most specific first: Edge's agent also names Chrome and Safari, Chrome's names Safari.
  const browser = ['Edg', 'Firefox', 'Chrome', 'Safari'].find((b) => userAgent.includes(b))?.replace('Edg', 'Edge');
  return [os, browser].filter(Boolean).join(' · ') || userAgent.slice(0, 40) || '—';
}
