import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { locationOf, navigate, startCorpSignIn, updateSiteSettings } from './messaging-test-kit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Picks `corpUserId` on the demo authorize page; answers the redirect to the callback. */
async function pickOnDemoPage(authorize: URL, corpUserId: string, host: string = HOSTS.north) {
  const page = await navigate(t, authorize.href, host);
  expect(page.statusCode).toBe(200);
  const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&#38;', '&'));
  const link = links.find((href) => new URL(href, authorize).searchParams.get('as') === corpUserId);
  if (!link) throw new Error(`no demo sign-in link for ${corpUserId}`);
  const back = await navigate(t, link, host);
  expect(back.statusCode).toBe(302);
  return new URL(locationOf(back));
}

async function demoSignIn(redirectUrl: string, corpUserId = 'student', host: string = HOSTS.north) {
  const start = await startCorpSignIn(t, redirectUrl, host);
  const callback = await pickOnDemoPage(start.authorize, corpUserId, host);
  const done = await navigate(t, callback.href, host, start.stateCookie);
  return { start, callback, done };
}

describe('enterprise sign-in with the demo provider', () => {
  it('goes index → demo authorize page → callback → signed in, back on the page it started from', async () => {
    const target = 'http://localhost/site/center/personal?tab=1';
    const start = await startCorpSignIn(t, target);
    expect(start.res.statusCode).toBe(302);
    expect(start.authorize.origin + start.authorize.pathname).toBe('http://localhost/api/corp/demo/authorize');
    expect(start.authorize.searchParams.get('redirect_uri')).toBe('http://localhost/api/corp/callback');
    const stateCookie = start.res.cookies.find((c) => c.name === 'corp-state');
    expect(stateCookie?.httpOnly).toBe(true);
    expect(stateCookie?.path).toBe('/api/corp');

    const page = await navigate(t, start.authorize.href);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('演示企业微信授权');
    expect(page.body).toContain('北辰大学');
    expect(page.body).toContain('学生演示账号');
    expect(page.body).toContain('教师演示账号');

    const callback = await pickOnDemoPage(start.authorize, 'student');
    expect(callback.origin + callback.pathname).toBe('http://localhost/api/corp/callback');
    expect(callback.searchParams.get('state')).toBe(start.state);

    const done = await navigate(t, callback.href, HOSTS.north, start.stateCookie);
    expect(done.statusCode).toBe(302);
    expect(locationOf(done)).toBe(target);
    const sess = done.cookies.find((c) => c.name === 'eai-sess');
    expect(sess?.httpOnly).toBe(true);
    expect(sess?.sameSite).toBe('Lax');
    expect(done.cookies.find((c) => c.name === 'UUkey')?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(done.cookies.find((c) => c.name === 'eai-sess-active')?.httpOnly).toBeFalsy();

    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(done) })).json();
    expect(info.e).toBe(0);
    expect(info.d.base.realname).toBe('学生演示账号');
  });

  it('signs in whoever was picked: the teacher gets the teacher', async () => {
    const { done } = await demoSignIn('/site/', 'teacher');
    expect(locationOf(done)).toBe('http://localhost/site/');
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(done) })).json();
    expect(info.d.base.realname).toBe('教师演示账号');
  });

  it('never follows a redirectUrl on another origin: the user lands on the site home', async () => {
    for (const foreign of ['http://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', 'http://south.localhost/site/']) {
      const { done } = await demoSignIn(foreign);
      expect(locationOf(done)).toBe('http://localhost/site/');
    }
  });

  it('refuses a replayed state, and signs nobody in', async () => {
    const start = await startCorpSignIn(t, '/site/');
    const callback = await pickOnDemoPage(start.authorize, 'student');
    expect((await navigate(t, callback.href, HOSTS.north, start.stateCookie)).statusCode).toBe(302);
    const again = await navigate(t, callback.href, HOSTS.north, start.stateCookie);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('登录请求已失效，请重新进入页面');
    expect(again.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('refuses a callback opened in a browser that did not start the sign-in', async () => {
    const start = await startCorpSignIn(t, '/site/');
    const callback = await pickOnDemoPage(start.authorize, 'admin');
    const elsewhere = await navigate(t, callback.href);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).toContain('登录请求已失效');
    expect(elsewhere.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('refuses a north state and a north code on south', async () => {
    const north = await startCorpSignIn(t, '/site/');
    const northCallback = await pickOnDemoPage(north.authorize, 'student');
    const onSouth = await navigate(t, `/api/corp/callback${northCallback.search}`, HOSTS.south, north.stateCookie);
    expect(onSouth.statusCode).toBe(403);
    expect(onSouth.body).toContain('登录请求已失效');

    const south = await startCorpSignIn(t, '/site/', HOSTS.south);
    const code = northCallback.searchParams.get('code') ?? '';
    const mixed = await navigate(t, `/api/corp/callback?code=${code}&state=${south.state}`, HOSTS.south, south.stateCookie);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body).toContain('企业微信授权已失效，请重新进入页面');
    expect(mixed.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('signs a south user in on south as the south person of that name', async () => {
    const { done } = await demoSignIn('/site/', 'student', HOSTS.south);
    expect(locationOf(done)).toBe('http://south.localhost/site/');
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', host: HOSTS.south, cookie: cookiesOf(done) })).json();
    expect(info.d.base.department).toBe('海洋科学学院');
  });

  it('answers a Chinese page, not a crash, when the callback lacks its code or state', async () => {
    const res = await navigate(t, '/api/corp/callback?state=abc');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('登录信息不完整，请重新进入页面');
  });

  it('hands demo codes only to the site\'s own callback', async () => {
    const start = await startCorpSignIn(t, '/site/');
    const evil = new URL(start.authorize);
    evil.searchParams.set('redirect_uri', 'http://evil.example/api/corp/callback');
    evil.searchParams.set('as', 'admin');
    const res = await navigate(t, evil.href);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses the demo page on a site that uses WeCom', async () => {
    await updateSiteSettings(t, 'east', { messaging: { kind: 'wecom', corpId: 'wweast', agentId: '1', secret: 'x' } });
    const res = await navigate(t, '/api/corp/demo/authorize?state=abc&redirect_uri=http%3A%2F%2Feast.localhost%2Fapi%2Fcorp%2Fcallback', HOSTS.east);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('本站未开放演示登录');
  });
});
