import vm from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { DINGTALK_JSAPI_URL } from './dingtalk-bridge';
import { startDingtalkFake, type TDingtalkFake } from './dingtalk-fake';
import { locationOf, updateSiteSettings } from './messaging-test-kit';
import { startWecomFake, type TWecomFake } from './wecom-fake';

/**
 * DingTalk's in-app free login (issue 23): inside the DingTalk app `/api/corp/index` answers a bridge
 * page that asks the JS-API for a code and posts it to `/api/corp/app-sign-in`. North signs in with
 * DingTalk, east with another school's DingTalk app, south with WeCom.
 */
let t: TTestApp;
let fake: TDingtalkFake;
let wecom: TWecomFake;
const northApp = { appKey: 'dingnorthkey', appSecret: 'north-ding-secret-5e1f' };
const eastApp = { appKey: 'dingeastkey', appSecret: 'east-ding-secret-77aa' };
const northDingtalk = { kind: 'dingtalk', corpId: 'dingcorpnorth', agentId: '3001', appKey: northApp.appKey, secret: northApp.appSecret };
const eastDingtalk = { kind: 'dingtalk', corpId: 'dingcorpeast', agentId: '3002', appKey: eastApp.appKey, secret: eastApp.appSecret };
const southWecom = { corpId: 'wwsouth0001', secret: 'south-wecom-secret', agentId: '1000003' };

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DINGTALK_UA = `${PHONE_UA} AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/29431453 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK`;
const WECOM_UA = `${PHONE_UA} wxwork/4.1.20 MicroMessenger/7.0.1`;

beforeAll(async () => {
  fake = await startDingtalkFake({ ...northApp, moreApps: [eastApp] });
  wecom = await startWecomFake(southWecom);
  t = await createTestApp({ dingtalk: fake.config, wecom: wecom.config });
  await updateSiteSettings(t, 'north', { messaging: northDingtalk });
  await updateSiteSettings(t, 'east', { messaging: eastDingtalk });
  await updateSiteSettings(t, 'south', { messaging: { kind: 'wecom', ...southWecom } });
});
afterAll(async () => {
  await fake.close();
  await wecom.close();
  await t.close();
});

const db = () => t.platform.database.db;
const setCorpUserId = (site: string, username: string, corpUserId: string) =>
  db().updateTable('users').set({ corp_userid: corpUserId }).where('site_id', '=', site).where('username', '=', username).execute();
const realnameOf = async (cookie: string, host: string = HOSTS.north) =>
  (await call(t.app, { url: '/uc/wap/user/get-info', cookie, host })).json().d.base.realname as string;

/** The sign-in entry as the shell opens it, in a browser saying `ua`. */
const openIndex = (redirectUrl: string, ua: string | undefined, host: string = HOSTS.north) =>
  t.app.inject({
    method: 'GET',
    url: `/api/corp/index?redirectUrl=${encodeURIComponent(redirectUrl)}`,
    headers: { host, ...(ua ? { 'user-agent': ua } : {}) },
  });

/** The bridge's inline script and its nonce (the script element without `src`). */
function inlineScriptOf(res: LightMyRequestResponse) {
  const match = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(res.body);
  if (!match) throw new Error('no inline script');
  return { nonce: match[1], script: match[2] };
}

const policyOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

type TOutcome = { went: string } | { title: string; message: string; passwordLink: string };

/**
 * Runs the bridge page's script as DingTalk's browser would: `dd` hands out `code` (or refuses when
 * `code` is an Error), the script's XHR reaches this server from the page's origin. Answers where the
 * page went, or the failure it showed.
 */
async function runBridge(res: LightMyRequestResponse, code: string | Error, host: string = HOSTS.north): Promise<TOutcome & { corpIds: string[] }> {
  const { script } = inlineScriptOf(res);
  const corpIds: string[] = [];
  const passwordLink = /<a id="password" href="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return new Promise((resolve, reject) => {
    const text: Record<string, string> = {};
    const element = (id: string) => ({
      set textContent(value: string) {
        text[id] = value;
      },
      set hidden(value: boolean) {
        if (!value) resolve({ title: text.title, message: text.message, passwordLink: passwordLink.replace(/&#38;/g, '&'), corpIds });
      },
    });
    class FakeXhr {
      responseText = '';
      onload?: () => void;
      onerror?: () => void;
      private request = { method: 'GET', url: '', headers: {} as Record<string, string> };
      open(method: string, url: string) {
        this.request = { ...this.request, method, url };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name.toLowerCase()] = value;
      }
      send(body: string) {
        const origin = host === HOSTS.north ? 'http://localhost' : `http://${host}`;
        t.app
          .inject({ method: this.request.method as 'POST', url: this.request.url, headers: { ...this.request.headers, host, origin, 'user-agent': DINGTALK_UA }, payload: body })
          .then((answer) => {
            lastAnswer = answer;
            this.responseText = answer.body;
            this.onload?.();
          }, reject);
      }
    }
    const dd = {
      ready: (callback: () => void) => callback(),
      error: () => undefined,
      runtime: {
        permission: {
          requestAuthCode(options: { corpId: string; onSuccess: (info: { code: string }) => void; onFail: (error: unknown) => void }) {
            corpIds.push(options.corpId);
            if (code instanceof Error) options.onFail({ errorMessage: code.message });
            else options.onSuccess({ code });
          },
        },
      },
    };
    const sandbox: Record<string, unknown> = {
      dd,
      XMLHttpRequest: FakeXhr,
      document: { getElementById: element },
      location: { replace: (url: string) => resolve({ went: url, corpIds }) },
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    };
    sandbox.window = sandbox;
    vm.runInNewContext(script, sandbox);
  });
}
let lastAnswer: LightMyRequestResponse | undefined;

describe('the DingTalk bridge page inside the DingTalk app', () => {
  it('is served with the corp id, the JS-API address and the checked return address, never the secret', async () => {
    const res = await openIndex('/site/news/index', DINGTALK_UA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('"corpId":"dingcorpnorth"');
    expect(res.body).toContain(`<script nonce="${inlineScriptOf(res).nonce}" src="${DINGTALK_JSAPI_URL}"></script>`);
    expect(res.body).toContain('"redirectUrl":"http://localhost/site/news/index"');
    expect(res.body).toContain('"signIn":"/api/corp/app-sign-in"');
    expect(res.body).toContain('正在通过钉钉登录');
    expect(res.body).not.toContain(northApp.appSecret);
    // Nothing is started with DingTalk's servers: no state, no token.
    expect(res.cookies.find((c) => c.name === 'corp-state')).toBeUndefined();
  });

  it('lets only its own inline script (by nonce) and DingTalk’s JS-API run, and talks to this site only', async () => {
    const first = await openIndex('/site/', DINGTALK_UA);
    const policy = policyOf(first.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual([`'nonce-${inlineScriptOf(first).nonce}'`, DINGTALK_JSAPI_URL]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const second = await openIndex('/site/', DINGTALK_UA);
    expect(inlineScriptOf(second).nonce).not.toBe(inlineScriptOf(first).nonce);
  });

  it('never returns elsewhere: a foreign redirectUrl becomes the site’s home', async () => {
    const res = await openIndex('https://evil.example/phish', DINGTALK_UA);
    expect(res.body).toContain('"redirectUrl":"http://localhost/site/"');
    expect(res.body).not.toContain('evil.example');
  });

  it('signs a bound person in with the JS-API’s code and goes back to the page', async () => {
    await setCorpUserId('north', 'teacher', 'teacher');
    const page = await openIndex('http://localhost/site/news/index', DINGTALK_UA);
    const outcome = await runBridge(page, fake.issueAppCode('teacher'));
    expect(outcome).toEqual({ went: 'http://localhost/site/news/index', corpIds: ['dingcorpnorth'] });
    expect(await realnameOf(cookiesOf(lastAnswer!))).toBe('教师演示账号');
  });

  it('sends an unbound person to the binding page, without a session', async () => {
    await setCorpUserId('north', 'student', '');
    const outcome = await runBridge(await openIndex('/site/', DINGTALK_UA), fake.issueAppCode('student'));
    expect('went' in outcome && outcome.went).toMatch(/^\/site\/corpBind\/index\?ticket=[a-z2-7]+$/);
    expect(lastAnswer!.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
    await setCorpUserId('north', 'student', 'student');
  });

  it('says in Chinese what went wrong, with the password sign-in a tap away', async () => {
    const refused = await runBridge(await openIndex('/site/', DINGTALK_UA), new Error('user cancelled'));
    expect(refused).toMatchObject({ title: '无法通过钉钉登录', message: '未能取得钉钉授权，请使用账号密码登录' });
    expect('passwordLink' in refused && refused.passwordLink).toBe(`http://localhost/uc/wap/login?redirect=${encodeURIComponent('http://localhost/site/')}`);

    const forged = await runBridge(await openIndex('/site/', DINGTALK_UA), 'forged-code');
    expect(forged).toMatchObject({ title: '无法通过钉钉登录', message: '钉钉授权已失效，请重新进入页面' });
  });
});

describe('everywhere else the sign-in stays a redirect', () => {
  it('a browser outside DingTalk goes to DingTalk’s OAuth page (the QR sign-in)', async () => {
    for (const ua of [PHONE_UA, WECOM_UA, undefined]) {
      const res = await openIndex('/site/', ua);
      expect(res.statusCode, ua).toBe(302);
      expect(locationOf(res), ua).toContain(`${fake.baseUrl}/oauth2/auth?`);
    }
  });

  it('a WeCom site sends WeCom to WeCom, and DingTalk, where WeCom cannot sign anyone in, to the password page', async () => {
    const inWecom = await openIndex('/site/', WECOM_UA, HOSTS.south);
    expect(inWecom.statusCode).toBe(302);
    expect(locationOf(inWecom)).toContain(`${wecom.baseUrl}/connect/oauth2/authorize?appid=${southWecom.corpId}`);
    const inDingtalk = await openIndex('/site/', DINGTALK_UA, HOSTS.south);
    expect(inDingtalk.statusCode).toBe(302);
    expect(locationOf(inDingtalk)).toMatch(/\/login\?redirect=/);
    expect(inDingtalk.body).not.toContain('dingtalk.open.js');
  });
});

describe('app sign-in across schools', () => {
  it('a code of one school’s DingTalk is refused on another school’s site, which signs in its own', async () => {
    // East's own person holding DingTalk userid `teacher` there, as north's teacher holds it in north's corp.
    const eastUsers = db().selectFrom('users').select(['username', 'realname']).where('site_id', '=', 'east').where('status', '=', 'active');
    const east = (await eastUsers.where('corp_userid', '=', 'teacher').executeTakeFirst()) ?? (await eastUsers.executeTakeFirstOrThrow());
    await setCorpUserId('east', east.username, 'teacher');

    const northCode = fake.issueAppCode('teacher');
    const refused = await call(t.app, { url: '/api/corp/app-sign-in', host: HOSTS.east, json: { code: northCode, redirectUrl: '/site/' } });
    expect(refused.json()).toMatchObject({ e: 1, m: '钉钉授权已失效，请重新进入页面' });
    expect(refused.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();

    const eastPage = await openIndex('/site/', DINGTALK_UA, HOSTS.east);
    expect(eastPage.body).toContain('"corpId":"dingcorpeast"');
    expect(eastPage.body).not.toContain(eastApp.appSecret);
    const own = await runBridge(eastPage, fake.issueAppCode('teacher', undefined, eastApp.appKey), HOSTS.east);
    expect(own).toMatchObject({ went: 'http://east.localhost/site/' });
    expect(await realnameOf(cookiesOf(lastAnswer!), HOSTS.east)).toBe(east.realname);
  });

  it('a WeCom site has no in-app sign-in by code', async () => {
    const res = await call(t.app, { url: '/api/corp/app-sign-in', host: HOSTS.south, json: { code: fake.issueAppCode('teacher') } });
    expect(res.json()).toMatchObject({ e: 1, m: '本站的消息应用不支持应用内免登，请从登录页进入' });
  });
});
