import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TTestApp } from '@quad/server/test/harness';
import { locationOf, navigate } from './messaging-test-kit';

/**
 * The demo provider signs in as anyone picked from a list: it may only work on the sites the demo
 * seed made, on a server that is not in production.
 */
let t: TTestApp;
let westAdmin = '';
const WEST = 'west.localhost';

beforeAll(async () => {
  t = await createTestApp();
  const platformAdmin = await login(t.app, 'admin', 'admin123');
  // Whatever an administrator sends, a site made through the API is not a demo site.
  const created = await call(t.app, {
    url: '/admin/api/sites/create',
    cookie: platformAdmin,
    json: { id: 'west', name: '西山师范大学', demo: true, settings: { messaging: { kind: 'demo' } } },
  });
  expect(created.json().e).toBe(0);
  westAdmin = await login(t.app, 'admin', created.json().d.admin_password, WEST);
});
afterAll(() => t.close());

const demoPage = (host: string) =>
  navigate(t, `/api/corp/demo/authorize?state=abc&redirect_uri=${encodeURIComponent(`http://${host}/api/corp/callback`)}&as=admin`, host);

describe('a site an administrator created', () => {
  it('has no messaging sign-in until one is configured: the app sends its people to the password login', async () => {
    const settings = (await call(t.app, { url: '/admin/api/settings/get', cookie: westAdmin, host: WEST })).json();
    expect(settings.d.list.find((i: { key: string }) => i.key === 'messaging').value).toMatchObject({ kind: 'none' });
    const start = await navigate(t, '/api/corp/index?redirectUrl=%2Fsite%2Fnotice%2Findex', WEST);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`http://${WEST}/uc/wap/login?redirect=${encodeURIComponent(`http://${WEST}/site/notice/index`)}`);
    const page = await demoPage(WEST);
    expect(page.statusCode).toBe(403);
    expect(page.headers.location).toBeUndefined();
    const share = await call(t.app, { url: '/wap/share/info', host: WEST, form: { url: `http://${WEST}/site/` } });
    expect(share.json()).toEqual({ e: 1, m: '本站未开通企业微信登录，请使用账号密码登录', d: {} });
  });

  it('gets no demo sign-in when its administrator chooses the demo kind', async () => {
    const set = await call(t.app, { url: '/admin/api/settings/set', cookie: westAdmin, host: WEST, json: { key: 'messaging', value: { kind: 'demo', corpId: '', agentId: '' } } });
    expect(set.json().e).toBe(0);
    t.platform.sites.invalidate();
    const start = await navigate(t, '/api/corp/index?redirectUrl=%2Fsite%2F', WEST);
    expect(start.statusCode).toBe(403);
    expect(start.body).toContain('本站未开放演示登录');
    const page = await demoPage(WEST);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('本站未开放演示登录');
    expect(page.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('leaves the demo sites their demo sign-in', async () => {
    const start = await navigate(t, '/api/corp/index?redirectUrl=%2Fsite%2F');
    expect(start.statusCode).toBe(302);
    expect(locationOf(start)).toContain('/api/corp/demo/authorize?');
  });
});

describe('a production server', () => {
  let prod: TTestApp;
  beforeAll(async () => {
    prod = await createTestApp({ production: true, demo: true });
  });
  afterAll(() => prod.close());

  it('signs nobody in through the demo provider, even on the demo sites', async () => {
    const start = await prod.app.inject({ method: 'GET', url: '/api/corp/index?redirectUrl=%2Fsite%2F', headers: { host: 'localhost' } });
    expect(start.statusCode).toBe(403);
    expect(start.body).toContain('本站未开放演示登录');
    const page = await prod.app.inject({
      method: 'GET',
      url: `/api/corp/demo/authorize?state=abc&redirect_uri=${encodeURIComponent('http://localhost/api/corp/callback')}&as=admin`,
      headers: { host: 'localhost' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers.location).toBeUndefined();
  });
});
