import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { readConfig } from '../config';

/**
 * The site comes from the Host header; the CSRF wall and the addresses the server builds must judge by
 * the same header, never by X-Forwarded-Host, which a client can send whether or not TRUST_PROXY is on
 * (issue 16, item 15).
 */
describe.each([
  ['without TRUST_PROXY', ''],
  ['with TRUST_PROXY', 'true'],
])('a forged X-Forwarded-Host %s', (_label, setting) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: readConfig({ TRUST_PROXY: setting }).trustProxy });
  });
  afterAll(() => t.close());

  it('does not pick the site', async () => {
    const south = (await call(t.app, { url: '/wap/setting/info', host: HOSTS.south, headers: { 'x-forwarded-host': HOSTS.north } })).json();
    const north = (await call(t.app, { url: '/wap/setting/info', host: HOSTS.north })).json();
    expect(south.e).toBe(0);
    expect(south.d).not.toEqual(north.d);
    expect(south).toEqual((await call(t.app, { url: '/wap/setting/info', host: HOSTS.south })).json());
  });

  it('does not make a foreign page’s request pass the origin check', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    const forged = await call(t.app, {
      method: 'POST',
      url: '/uc/wap/login/logout',
      cookie,
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.json()).toMatchObject({ e: 10003, m: '请求来源不合法，请从本站页面操作' });
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().e).toBe(0);
  });

  it('does not send the login page to another host', async () => {
    const res = (await call(t.app, { url: '/uc/wap/user/get-info', headers: { 'x-forwarded-host': 'evil.example' } })).json();
    expect(res.e).toBe(10013);
    expect(res.d.login_url).toMatch(new RegExp(`^https?://${HOSTS.north}/uc/wap/login\\?redirect=https?%3A%2F%2F${HOSTS.north}%2F`));
  });
});
