import { describe, expect, it } from 'vitest';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';

const t = serverForFile(['admin']);
const { c } = t;

const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOSTS.north, accept: 'text/html', cookie: c.admin } });

/** The policy as a map of directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers of the pages (issue 16, item 15)', () => {
  it('gives the host page (phone pages and console alike) a content security policy its own inline script passes by nonce', async () => {
    for (const url of ['/site/', '/site/notice/manage', '/uc/wap/login']) {
      const res = await open(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      const policy = policyOf(res.headers['content-security-policy']);
      const nonce = /<script nonce="([^"]+)">window\.__SITE__=/.exec(res.body)?.[1];
      expect(nonce, url).toBeTruthy();
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // Every answer has a nonce of its own.
    const [a, b] = [await open('/site/'), await open('/site/')];
    expect(policyOf(a.headers['content-security-policy']).get('script-src')).not.toEqual(policyOf(b.headers['content-security-policy']).get('script-src'));
  });

  it('lets the shell load what it loads: the maps service, the messaging app’s JS-SDK, uploads as images and media', async () => {
    const policy = policyOf((await open('/site/')).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(['https://*.amap.com', 'https://res.wx.qq.com']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(policy.get('media-src')).toContain("'self'");
    expect(policy.get('connect-src')).toContain("'self'");
  });

  it('keeps every other answer out of foreign frames too', async () => {
    expect((await call(t.app, { url: '/wap/setting/info' })).headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await open('/ncov/wap/default/index')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
