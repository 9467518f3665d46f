import { describe, expect, it } from 'vitest';
import { siteAddress } from './site-address';

describe('site address', () => {
  it('uses the first domain when the site has one', () => {
    expect(siteAddress({ id: 'west', domains: ['portal.west.edu.cn'], base_path: '/site/' }, { protocol: 'https:', port: '' })).toBe(
      'https://portal.west.edu.cn/site/',
    );
  });

  it('falls back to <id>.localhost on the current port', () => {
    expect(siteAddress({ id: 'west', domains: [], base_path: '/portal/' }, { protocol: 'http:', port: '5173' })).toBe(
      'http://west.localhost:5173/portal/',
    );
  });
});
