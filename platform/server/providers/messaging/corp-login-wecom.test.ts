import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, cookiesOf, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { readConfig } from '../../config';
import { ExpiringCache } from './expiring-cache';
import { locationOf, navigate, signInThroughWecomFake, startCorpSignIn, startWecomNorth, updateSiteSettings } from './messaging-test-kit';
import { WecomApiError, wecomGet } from './wecom-api';
import { startWecomFake, type TWecomFake } from './wecom-fake';
import { wecomProvider } from './wecom-provider';

let t: TTestApp;
let fake: TWecomFake;
const corp = { corpId: 'wwnorth0001', secret: 'north-secret', agentId: '1000002' };

beforeAll(async () => {
  ({ fake, t } = await startWecomNorth(corp));
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.member = 'student';
});

const wecomSignIn = (redirectUrl = '/site/') => signInThroughWecomFake(t, redirectUrl);

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

  it('signs the WeCom member in, fetching the access token once and reusing it', async () => {
    expect(fake.counts.gettoken).toBe(0);
    const first = await wecomSignIn('http://localhost/site/ncov/index');
    expect(first.statusCode).toBe(302);
    expect(locationOf(first)).toBe('http://localhost/site/ncov/index');
    const info = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(first) })).json();
    expect(info.d.base.realname).toBe('学生演示账号');
    // 登录记录 names the messaging app the person came in by.
    expect((await call(t.app, { url: '/uc/wap/user/sign-ins', cookie: cookiesOf(first) })).json().d.list[0].method).toBe('wecom');

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

  it('sends a WeCom user who is nobody on this site to the bind page, without a session', async () => {
    fake.member = 'ghost.user';
    const res = await wecomSignIn();
    expect(res.statusCode).toBe(302);
    expect(locationOf(res)).toMatch(/^\/site\/corpBind\/index\?ticket=[a-z2-7]+$/);
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

describe('WeCom addresses', () => {
  it('uses the real WeCom addresses unless the platform configures others', () => {
    expect(readConfig({}).wecom).toEqual({ apiBase: 'https://qyapi.weixin.qq.com', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' });
    expect(readConfig({ WECOM_API_BASE: 'https://wecom.proxy.example/', WECOM_AUTHORIZE_URL: 'https://wecom.proxy.example/auth' }).wecom).toEqual({
      apiBase: 'https://wecom.proxy.example',
      authorizeUrl: 'https://wecom.proxy.example/auth',
    });
  });

  it('ignores API and sign-in addresses a site stored under an older version: the secret goes only to the platform’s WeCom', async () => {
    const stolen: string[] = [];
    const thief = http.createServer((req, res) => {
      stolen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0,"access_token":"x","expires_in":7200}');
    });
    await new Promise<void>((resolve) => thief.listen(0, '127.0.0.1', resolve));
    const thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}`;
    try {
      await updateSiteSettings(t, 'north', {
        messaging: { kind: 'wecom', ...corp, baseUrl: thiefUrl, authorizeUrl: `${thiefUrl}/connect/oauth2/authorize` },
      });
      const { authorize } = await startCorpSignIn(t, '/site/');
      expect(authorize.origin).toBe(fake.baseUrl);
      fake.revokeTokens();
      expect((await wecomSignIn()).statusCode).toBe(302);
      expect(stolen).toEqual([]);
    } finally {
      await updateSiteSettings(t, 'north', { messaging: { kind: 'wecom', ...corp } });
      thief.closeAllConnections();
      await new Promise((resolve) => thief.close(resolve));
    }
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
    await updateSiteSettings(t, 'south', { messaging: { kind: 'wecom', corpId: corp.corpId, agentId: '1', secret: 'wrong' } });
    const share = (await call(t.app, { url: '/wap/share/info', host: HOSTS.south, form: { url: 'http://south.localhost/site/' } })).json();
    expect(share).toEqual({ e: 1, m: '本站的企业微信配置有误，请联系学校管理员', d: {} });

    const start = await startCorpSignIn(t, '/site/', HOSTS.south);
    const code = fake.issueCode('student');
    const page = await navigate(t, `/api/corp/callback?code=${code}&state=${start.state}`, HOSTS.south, start.stateCookie);
    expect(page.body).toContain('本站的企业微信配置有误，请联系学校管理员');
  });

  it('an unreachable WeCom gives a Chinese message', async () => {
    const gone = await startWecomFake({ corpId: 'wweast', secret: 'x' });
    await gone.close();
    const east = (await t.platform.sites.get('east'))!;
    const site = { ...east, settings: { ...east.settings, messaging: { kind: 'wecom' as const, corpId: 'wweast', agentId: '1', secret: 'x' } } };
    const api = { outbound: t.platform.outbound, apiBase: gone.baseUrl, timeoutMs: 2000 };
    const provider = wecomProvider(site, { cache: new ExpiringCache(), log: t.app.log, api, authorizeUrl: gone.config.authorizeUrl });
    await expect(provider.signPage('http://east.localhost/site/')).rejects.toThrow('暂时无法连接企业微信，请稍后再试');
  });

  it('gives up on a WeCom that never answers', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const api = { outbound: t.platform.outbound, apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 200 };
      const failure = await wecomGet(api, '/cgi-bin/gettoken', {}).catch((error: unknown) => error);
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
