import { describe, expect, it } from 'vitest';
import { codeOf, parseCode, sameSitePath, summariseAgent } from './rules';

describe('scan-to-login rules', () => {
  it('names a computer by its browser and system', () => {
    expect(summariseAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toEqual({
      browser: 'Chrome 126',
      os: 'Windows 10/11',
    });
    expect(summariseAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toMatchObject({
      browser: 'Edge 126',
    });
    expect(summariseAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toEqual({
      browser: 'Safari 17',
      os: 'macOS 10.15',
    });
    expect(summariseAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox 128', os: 'Linux' });
    expect(summariseAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) DingTalk(7.6.0-macOS) nw Channel/201200')).toMatchObject({
      browser: '钉钉 7',
    });
    expect(summariseAgent('curl/8.0')).toEqual({ browser: '未知浏览器', os: '未知系统' });
  });

  it('keeps the site in the code, and reads back only well-formed codes', () => {
    expect(parseCode(codeOf('north', 'abcdefghijklmnopqrstuvwxyz'))).toEqual({ siteId: 'north', requestId: 'abcdefghijklmnopqrstuvwxyz' });
    expect(parseCode('a.b.abcdefghijklmnopqrstuvwxyz')).toEqual({ siteId: 'a.b', requestId: 'abcdefghijklmnopqrstuvwxyz' });
    for (const bad of ['', 'garbage', '.abcdefghijklmnopqrstuvwxyz', 'north.short', 'north.ABCDEFGHIJKLMNOPQRSTUVWXYZ']) expect(parseCode(bad)).toBeUndefined();
  });

  it('goes back only to a path of this site', () => {
    const here = 'http://localhost/site/center/login';
    expect(sameSitePath('http://localhost/site/ncov/index?a=1#b', here, '/site/')).toBe('/site/ncov/index?a=1#b');
    expect(sameSitePath('/site/notice/list', here, '/site/')).toBe('/site/notice/list');
    expect(sameSitePath('https://evil.example/site/', here, '/site/')).toBe('/site/');
    expect(sameSitePath('//evil.example/x', here, '/site/')).toBe('/site/');
    expect(sameSitePath('javascript:alert(1)', here, '/site/')).toBe('/site/');
    expect(sameSitePath(null, here, '/site/')).toBe('/site/');
  });
});
