import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, type TTestApp } from '../../../test/harness';
import { locationOf, navigate, startCorpSignIn, updateSiteSettings } from './messaging-test-kit';
import { WecomApiError, wecomGet } from './wecom-api';
import { startWecomFake, type TWecomFake } from './wecom-fake';

let t: TTestApp;
let fake: TWecomFake;
const corp = { corpId: 'wwnorth0001', secret: 'north-secret', agentId: '1000002' };

beforeAll(async () => {
  t = await createTestApp();
  fake = await startWecomFake(corp);
  await updateSiteSettings(t, 'north', {
    messaging: { kind: 'wecom', ...corp, baseUrl: fake.baseUrl, authorizeUrl: `${fake.baseUrl}/connect/oauth2/authorize` },
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.member = 'student';
});

/** index → WeCom's authorize page (the fake) → our callback; answers the callback's response. */
async function wecomSignIn(redirectUrl = '/site/') {
  const start = await startCorpSignIn(t, redirectUrl);
  const authorized = await fetch(start.authorize.href.split('#')[0], { redirect: 'manual' });
  expect(authorized.status).toBe(302);
  return navigate(t, authorized.headers.get('location') ?? '', HOSTS.north, start.stateCookie);
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('enterprise sign-in with WeCom', () => {
  it('redirects to the WeCom authorize address in its exact form', async () => {
    const { res, state } = await startCorpSignIn(t, '/site/');
    expect(res.statusCode).toBe(302);
    expect(locationOf(res)).toBe(
      `${fake.baseUrl}/connect/oauth2/authorize?appid=wwnorth0001&redirect_uri=${encodeURIComponent('http://localhost/api/corp/callback')}` +
        `&response_type=code&scope=snsapi_base&agentid=1000002&state=${state}#wechat_redirect`,
    );
  });

  it('uses open.weixin.qq.com when the site names no other authorize address', async () => {
    await updateSiteSettings(t, 'east', { messaging: { kind: 'wecom', ...corp, corpId: 'wweast' } });
    const { authorize } = await startCorpSignIn(t, '/site/', HOSTS.east);
    expect(authorize.origin + authorize.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorize.hash).toBe('#wechat_redirect');
  });

  it('signs the WeCom member in, fetching the access token once and reusing it', async () => {
    expect(fake.counts.gettoken).toBe(0);
    const first = await wecomSignIn('http://localhost/site/ncov/index');
    expect(first.statusCode).toBe(302);
    expect(locationOf(first)).toBe('http://localhost/site/ncov/index');
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(first) })).json();
    expect(info.d.base.realname).toBe('学生演示账号');

    fake.member = 'teacher';
    const second = await wecomSignIn();
    const teacher = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(second) })).json();
    expect(teacher.d.base.realname).toBe('教师演示账号');
    await wecomSignIn();
    expect(fake.counts.gettoken).toBe(1);
    expect(fake.counts.getuserinfo).toBe(3);
  });

  it('fetches a new token when WeCom revoked the cached one', async () => {
    await wecomSignIn();
    const before = fake.counts.gettoken;
    fake.revokeTokens();
    const res = await wecomSignIn();
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === 'eai-sess')).toBeDefined();
    expect(fake.counts.gettoken).toBe(before + 1);
  });

  it('shows a Chinese error page for a WeCom user who is nobody on this site', async () => {
    fake.member = 'ghost.user';
    const res = await wecomSignIn();
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('企业微信账号 ghost.user 未绑定本站用户，请联系学校管理员');
    expect(res.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('shows a Chinese error page for someone outside the corp', async () => {
    fake.member = '';
    const res = await wecomSignIn();
    expect(res.body).toContain('您不是本校企业微信的成员，无法登录本站');
  });

  it('refuses an expired or reused code with a Chinese page', async () => {
    const start = await startCorpSignIn(t, '/site/');
    const expired = fake.issueCode('student', -1);
    const res = await navigate(t, `/api/corp/callback?code=${expired}&state=${start.state}`, HOSTS.north, start.stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('企业微信授权已失效，请重新进入页面');
  });
});

describe('share signatures from WeCom', () => {
  it('signs with the ticket WeCom gave, over the address without its #fragment, fetching the ticket once', async () => {
    const before = fake.counts.get_jsapi_ticket;
    const url = 'http://localhost/site/news/detail?id=7#comments';
    const body = (await call(t.app, { url: '/wap/share/info', form: { url } })).json();
    expect(body.e).toBe(0);
    const { appId, timestamp, nonceStr, signature } = body.d.config;
    expect(appId).toBe('wwnorth0001');
    expect(signature).toBe(sha1(`jsapi_ticket=${fake.ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=http://localhost/site/news/detail?id=7`));
    await call(t.app, { url: '/wap/share/info', form: { url } });
    expect(fake.counts.get_jsapi_ticket - before).toBe(1);
  });
});

describe('WeCom failures', () => {
  it('a wrong secret gives the share call and the sign-in a Chinese message, not a crash', async () => {
    const wrong = await startWecomFake({ corpId: 'wwsouth', secret: 'right' });
    try {
      await updateSiteSettings(t, 'south', {
        messaging: { kind: 'wecom', corpId: 'wwsouth', agentId: '1', secret: 'wrong', baseUrl: wrong.baseUrl },
      });
      const share = (await call(t.app, { url: '/wap/share/info', host: HOSTS.south, form: { url: 'http://south.localhost/site/' } })).json();
      expect(share).toEqual({ e: 1, m: '本站的企业微信配置有误，请联系学校管理员', d: {} });

      const start = await startCorpSignIn(t, '/site/', HOSTS.south);
      const code = wrong.issueCode('student');
      const page = await navigate(t, `/api/corp/callback?code=${code}&state=${start.state}`, HOSTS.south, start.stateCookie);
      expect(page.body).toContain('本站的企业微信配置有误，请联系学校管理员');
    } finally {
      await wrong.close();
    }
  });

  it('an unreachable WeCom gives a Chinese message', async () => {
    const gone = await startWecomFake({ corpId: 'wweast', secret: 'x' });
    await gone.close();
    await updateSiteSettings(t, 'east', { messaging: { kind: 'wecom', corpId: 'wweast', agentId: '1', secret: 'x', baseUrl: gone.baseUrl } });
    const share = (await call(t.app, { url: '/wap/share/info', host: HOSTS.east, form: { url: 'http://east.localhost/site/' } })).json();
    expect(share).toEqual({ e: 1, m: '暂时无法连接企业微信，请稍后再试', d: {} });
  });

  it('gives up on a WeCom that never answers', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/cgi-bin/gettoken`;
      const failure = await wecomGet(url, {}, 200).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WecomApiError);
      expect((failure as WecomApiError).errcode).toBe(-1);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a site with WeCom chosen but not configured says so', async () => {
    await updateSiteSettings(t, 'east', { messaging: { kind: 'wecom' } });
    const res = await navigate(t, '/api/corp/index?redirectUrl=%2Fsite%2F', HOSTS.east);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('本站的企业微信登录尚未配置，请联系学校管理员');
  });
});
