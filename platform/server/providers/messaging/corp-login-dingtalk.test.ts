import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, signInAll, type TTestApp } from '@quad/server/test/harness';
import { startDingtalkFake, type TDingtalkFake } from './dingtalk-fake';
import { locationOf, navigate, startCorpSignIn, updateSiteSettings } from './messaging-test-kit';

let t: TTestApp;
let fake: TDingtalkFake;
const app = { appKey: 'dingnorthkey', appSecret: 'north-ding-secret' };
const northDingtalk = { kind: 'dingtalk', corpId: 'dingcorpnorth', agentId: '3001', appKey: app.appKey, secret: app.appSecret };

beforeAll(async () => {
  fake = await startDingtalkFake(app);
  // DingTalk's addresses are the platform's configuration (DINGTALK_*), never a site's.
  t = await createTestApp({ dingtalk: fake.config });
  await updateSiteSettings(t, 'north', { messaging: northDingtalk });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.member = 'student';
});

const db = () => t.platform.database.db;
const setCorpUserId = (site: string, username: string, corpUserId: string) =>
  db().updateTable('users').set({ corp_userid: corpUserId }).where('site_id', '=', site).where('username', '=', username).execute();
const numberOf = async (site: string, username: string) =>
  (await db().selectFrom('users').select('number').where('site_id', '=', site).where('username', '=', username).executeTakeFirstOrThrow()).number;
const realnameOf = async (cookie: string, host: string = HOSTS.north) =>
  (await call(t.app, { url: '/uc/wap/user/get-info', cookie, host })).json().d.base.realname as string;

/** index → DingTalk's OAuth page (the fake, as `fake.member`) → our callback. */
async function qrSignIn(redirectUrl = '/site/', host: string = HOSTS.north) {
  const start = await startCorpSignIn(t, redirectUrl, host);
  const authorized = await fetch(start.authorize.href, { redirect: 'manual' });
  return navigate(t, authorized.headers.get('location') ?? '', host, start.stateCookie);
}
const appSignIn = (code: string, host: string = HOSTS.north, redirectUrl = '/site/') =>
  call(t.app, { url: '/api/corp/app-sign-in', host, form: { code, redirectUrl } });
const bindTicketOf = (location: string) => new URL(location, 'http://localhost').searchParams.get('ticket') ?? '';
const bind = (ticket: string, number: string, password: string, host: string = HOSTS.north) =>
  call(t.app, { url: '/api/corp/bind', host, form: { ticket, number, password } });

describe('DingTalk QR / OAuth sign-in', () => {
  it('sends the browser to DingTalk’s OAuth page in its documented form', async () => {
    const { authorize, state } = await startCorpSignIn(t, '/site/');
    expect(authorize.origin + authorize.pathname).toBe(`${fake.baseUrl}/oauth2/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      redirect_uri: 'http://localhost/api/corp/callback',
      response_type: 'code',
      client_id: app.appKey,
      scope: 'openid',
      state,
      prompt: 'consent',
    });
  });

  it('signs the member in through userAccessToken → users/me → getbyunionid', async () => {
    await setCorpUserId('north', 'student', 'student');
    const res = await qrSignIn('http://localhost/site/news/index');
    expect(res.statusCode).toBe(302);
    expect(locationOf(res)).toBe('http://localhost/site/news/index');
    expect(await realnameOf(cookiesOf(res))).toBe('学生演示账号');
    expect(fake.counts.userAccessToken).toBeGreaterThan(0);
    expect(fake.counts.getbyunionid).toBeGreaterThan(0);
  });

  it('refuses a forged or reused code, and someone outside the corp, with Chinese pages', async () => {
    const start = await startCorpSignIn(t, '/site/');
    const forged = await navigate(t, `/api/corp/callback?authCode=forged&state=${start.state}`, HOSTS.north, start.stateCookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('钉钉授权已失效，请重新进入页面');
    expect(forged.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();

    fake.member = '';
    const outsider = await qrSignIn();
    expect(outsider.body).toContain('您不是本校钉钉组织的成员，无法登录本站');
  });

  it('a site on another provider never reaches DingTalk', async () => {
    const res = await navigate(t, '/api/corp/index?redirectUrl=%2Fsite%2F', HOSTS.south);
    expect(locationOf(res)).not.toContain(fake.baseUrl);
  });
});

describe('DingTalk in-app free login', () => {
  it('signs in with the JS-API code, fetching the app token once, and refuses a forged or reused code', async () => {
    await setCorpUserId('north', 'teacher', 'teacher');
    fake.revokeTokens();
    const code = fake.issueAppCode('teacher');
    const res = await appSignIn(code);
    expect(res.json()).toEqual({ e: 0, m: expect.any(String), d: { redirect: 'http://localhost/site/' } });
    expect(await realnameOf(cookiesOf(res))).toBe('教师演示账号');
    expect((await appSignIn(code)).json()).toMatchObject({ e: 1, m: '钉钉授权已失效，请重新进入页面' });
    expect((await appSignIn('forged-code')).json()).toMatchObject({ e: 1, m: '钉钉授权已失效，请重新进入页面' });
  });

  it('refuses an open redirect: elsewhere becomes the site’s home', async () => {
    const res = await appSignIn(fake.issueAppCode('teacher'), HOSTS.north, 'https://evil.example/phish');
    expect(res.json().d.redirect).toBe('http://localhost/site/');
  });

  it('another site’s code exchange is refused: south has no DingTalk', async () => {
    const res = await appSignIn(fake.issueAppCode('student'), HOSTS.south);
    expect(res.json().e).not.toBe(0);
    expect(res.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });
});

describe('binding on first sign-in', () => {
  it('an unbound account goes to the bind page; number + password binds and signs in; the next sign-in needs no bind', async () => {
    await setCorpUserId('north', 'student', '');
    fake.member = 'student';
    const first = await qrSignIn('/site/news/index');
    expect(first.statusCode).toBe(302);
    expect(locationOf(first)).toMatch(/^\/site\/corpBind\/index\?ticket=[a-z2-7]+$/);
    expect(first.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();

    const ticket = bindTicketOf(locationOf(first));
    const number = await numberOf('north', 'student');
    // Another site cannot use north's ticket.
    expect((await bind(ticket, await numberOf('south', 'student'), 'student123', HOSTS.south)).json()).toMatchObject({ e: 1, m: '绑定请求已失效，请重新进入页面' });
    const bound = await bind(ticket, number, 'student123');
    expect(bound.json()).toMatchObject({ e: 0, d: { redirect: 'http://localhost/site/news/index' } });
    expect(await realnameOf(cookiesOf(bound))).toBe('学生演示账号');
    // 登录记录 names the messaging app the person came in by.
    const history = (await call(t.app, { url: '/uc/wap/user/sign-ins', cookie: cookiesOf(bound) })).json() as { d: { list: { method: string }[] } };
    expect(history.d.list[0].method).toBe('dingtalk');
    // Single use.
    expect((await bind(ticket, number, 'student123')).json()).toMatchObject({ e: 1, m: '绑定请求已失效，请重新进入页面' });

    const again = await qrSignIn();
    expect(locationOf(again)).toBe('http://localhost/site/');
    expect(again.cookies.find((c) => c.name === 'eai-sess')).toBeDefined();

    const audit = await db().selectFrom('audit_log').select(['action', 'site_id']).where('action', '=', 'corp.bind').execute();
    expect(audit).toEqual([{ action: 'corp.bind', site_id: 'north' }]);
  });

  it('a wrong password is refused, then attempts are rate-limited', async () => {
    await setCorpUserId('north', 'teacher', '');
    fake.member = 'teacher';
    const ticket = bindTicketOf(locationOf(await qrSignIn()));
    const number = await numberOf('north', 'teacher');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await bind(ticket, number, 'wrong')).json());
    expect(answers[0]).toMatchObject({ e: 1, m: '学工号或密码错误' });
    expect(answers[5].e).toBe(10029);
    expect((await bind(ticket, number, 'teacher123')).json().e).toBe(10029);
    await setCorpUserId('north', 'teacher', 'teacher');
  });
});

describe('my bindings in the personal centre', () => {
  it('lists my account and unbinds it; another site sees nothing', async () => {
    await setCorpUserId('north', 'student', 'student');
    // South's own student holds no account there, so anything it saw would be north's.
    await setCorpUserId('south', 'student', '');
    const cookies = await signInAll(t.app, ['student', 'southStudent']);
    const mine = (await call(t.app, { url: '/api/corp/bindings', cookie: cookies.student })).json();
    expect(mine.d.list).toEqual([{ kind: 'dingtalk', corpUserId: 'student' }]);
    const south = (await call(t.app, { url: '/api/corp/bindings', cookie: cookies.southStudent, host: HOSTS.south })).json();
    expect(south.d.list).toEqual([]);
    // South's session cannot unbind north's account.
    expect((await call(t.app, { url: '/api/corp/unbind', cookie: cookies.southStudent, host: HOSTS.south, form: { corpUserId: 'student' } })).json().e).toBe(1);

    expect((await call(t.app, { url: '/api/corp/unbind', cookie: cookies.student, form: { corpUserId: 'student' } })).json().e).toBe(0);
    expect((await call(t.app, { url: '/api/corp/bindings', cookie: cookies.student })).json().d.list).toEqual([]);
    const next = await qrSignIn();
    expect(locationOf(next)).toContain('/site/corpBind/index?ticket=');
  });
});
