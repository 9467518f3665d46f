import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askJson, call, cookiesOf, HOSTS, serverForFile } from '@quad/server/test/harness';
import { startCasFake, type TCasFake } from './cas-fake';

const t = serverForFile(['admin', 'southAdmin', 'student']);
const { c } = t;
let fake: TCasFake;

beforeAll(async () => {
  fake = await startCasFake();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.member = '2024010001';
  fake.attributes = {};
  fake.casV2Only = false;
  await configure(c.admin, { enabled: true, serverUrl: fake.serverUrl });
});

/** A browser's page load (no XHR header). */
const navigate = (url: string, host: string = HOSTS.north, cookie?: string) => {
  const parsed = new URL(url, `http://${host}`);
  return t.app.inject({ method: 'GET', url: parsed.pathname + parsed.search, headers: { host: parsed.host, ...(cookie ? { cookie } : {}) } });
};
const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');
const configure = async (cookie: string, input: Record<string, unknown>, host: string = HOSTS.north) => askJson(t.app, '/sso/api/cas/settings/save', cookie, input, host);

/** The start page's redirect to the fake's /login, that page's redirect back with a ticket, and the callback's answer. */
async function casSignIn(start = '/sso/api/cas/login?redirect=%2Fsite%2Fnotice%2Findex', host: string = HOSTS.north) {
  const begun = await navigate(start, host);
  expect(begun.statusCode, begun.body).toBe(302);
  const atCas = await fetch(locationOf(begun), { redirect: 'manual' });
  const back = atCas.headers.get('location') ?? '';
  return { begun, back, done: await navigate(back, host) };
}
const whoIs = async (cookie: string, host: string = HOSTS.north) => (await call(t.app, { url: '/uc/wap/user/get-info', cookie, host })).json();

describe('CAS sign-in', () => {
  it('goes to the site’s CAS login with our callback as the service, and comes back signed in', async () => {
    const { begun, back, done } = await casSignIn();
    const service = new URL(locationOf(begun)).searchParams.get('service');
    expect(locationOf(begun).startsWith(`${fake.serverUrl}/login?service=`)).toBe(true);
    expect(service).toBe('http://localhost/sso/api/cas/callback?redirect=%2Fsite%2Fnotice%2Findex');
    expect(back).toMatch(/^http:\/\/localhost\/sso\/api\/cas\/callback\?redirect=.*&ticket=ST-/);
    expect(done.statusCode).toBe(302);
    expect(locationOf(done)).toBe('http://localhost/site/notice/index');
    const names = done.cookies.map((k) => k.name);
    expect(names).toEqual(expect.arrayContaining(['eai-sess', 'UUkey']));
    const info = await whoIs(cookiesOf(done));
    expect(info.d.base.realname).toBe('学生演示账号');
    const signIns = (await askJson(t.app, '/uc/wap/user/sign-ins', cookiesOf(done))).d.list as { method: string }[];
    expect(signIns[0]!.method).toBe('cas');
    expect(fake.validations.at(-1)).toBe('/p3/serviceValidate');
  });

  it('maps the person by a CAS attribute when the site names one, and falls back to CAS 2.0', async () => {
    await configure(c.admin, { enabled: true, serverUrl: `${fake.serverUrl}/`, numberAttribute: 'xgh' });
    fake.casV2Only = true;
    fake.member = 'zhang.san';
    fake.attributes = { xgh: '2024010001' };
    // CAS 2.0 releases no attributes: nobody to map.
    expect((await casSignIn()).done.body).toContain('统一身份认证账号 zhang.san 在本站没有对应的人员，请联系管理员');
    fake.casV2Only = false;
    const { done } = await casSignIn();
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
  });

  it('shows a Chinese page for a CAS account that is nobody on this site', async () => {
    fake.member = 'ghost.user';
    const { done } = await casSignIn();
    expect(done.statusCode).toBe(403);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('统一身份认证账号 ghost.user 在本站没有对应的人员，请联系管理员');
    expect(done.cookies.find((k) => k.name === 'eai-sess')).toBeUndefined();
  });

  it('refuses a replayed ticket without asking CAS, and a forged one, and audits both', async () => {
    const { back } = await casSignIn();
    const asked = fake.validations.length;
    const again = await navigate(back);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('该统一身份认证登录凭据已使用过，请重新登录');
    expect(fake.validations.length).toBe(asked);
    const forged = await navigate('/sso/api/cas/callback?redirect=%2Fsite%2F&ticket=ST-forged-1');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('统一身份认证登录凭据无效或已过期，请重新登录');
    const audit = (await call(t.app, { url: '/admin/api/audit/list?action=sso.cas.refused&size=50', cookie: c.admin })).json().d.list as { after: string }[];
    const codes = audit.map((a) => (JSON.parse(a.after) as { code: string }).code);
    expect(codes).toEqual(expect.arrayContaining(['REPLAYED', 'INVALID_TICKET']));
  });

  it('refuses a ticket issued for another service (another page, or another site)', async () => {
    const other = fake.issueTicket('http://localhost/sso/api/cas/callback?redirect=%2Fsite%2Fother');
    const res = await navigate(`/sso/api/cas/callback?redirect=%2Fsite%2F&ticket=${other}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('统一身份认证登录凭据无效或已过期');
  });

  it('keeps sites apart: another site uses neither this site’s settings nor its tickets', async () => {
    const south = await navigate('/sso/api/cas/login?redirect=%2Fsite%2F', HOSTS.south);
    expect(south.statusCode).toBe(400);
    expect(south.body).toContain('本站尚未开启统一身份认证登录，请使用账号密码登录');
    expect((await askJson(t.app, '/sso/api/cas/settings', c.southAdmin, undefined, HOSTS.south)).d).toMatchObject({ enabled: false, serverUrl: '' });
    expect((await askJson(t.app, '/sso/api/cas/settings', c.admin, undefined, HOSTS.south)).e).toBe(10013);

    await configure(c.southAdmin, { enabled: true, serverUrl: fake.serverUrl }, HOSTS.south);
    fake.member = '2024110001';
    const northTicket = fake.issueTicket('http://localhost/sso/api/cas/callback?redirect=%2Fsite%2F');
    const res = await navigate(`/sso/api/cas/callback?redirect=%2Fsite%2F&ticket=${northTicket}`, HOSTS.south);
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((k) => k.name === 'eai-sess')).toBeUndefined();
    await configure(c.southAdmin, { enabled: false, serverUrl: '' }, HOSTS.south);
  });

  it('refuses to send anyone elsewhere after signing in', async () => {
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await navigate(`/sso/api/cas/login?redirect=${encodeURIComponent(evil)}`);
      expect(res.statusCode, evil).toBe(400);
      expect(res.body).toContain('登录后要跳转的地址不是本站地址，已拒绝');
    }
    const ticket = fake.issueTicket('http://localhost/sso/api/cas/callback?redirect=https%3A%2F%2Fevil.example%2F');
    const res = await navigate(`/sso/api/cas/callback?redirect=https%3A%2F%2Fevil.example%2F&ticket=${ticket}`);
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((k) => k.name === 'eai-sess')).toBeUndefined();
  });

  it('ends the session a ticket opened when CAS sends its single logout', async () => {
    const { back, done } = await casSignIn();
    const cookie = cookiesOf(done);
    const ticket = new URL(back).searchParams.get('ticket') ?? '';
    const other = cookiesOf((await casSignIn()).done);
    const logoutRequest = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-1" Version="2.0" IssueInstant="2026-01-01T00:00:00Z"><saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`;
    // Another site's host names the ticket: nothing ends.
    await t.app.inject({ method: 'POST', url: '/sso/api/cas/callback', headers: { host: HOSTS.south }, payload: { logoutRequest } });
    expect((await whoIs(cookie)).e).toBe(0);
    const res = await t.app.inject({ method: 'POST', url: '/sso/api/cas/callback?redirect=%2Fsite%2F', headers: { host: HOSTS.north }, payload: { logoutRequest } });
    expect(res.statusCode).toBe(200);
    expect((await whoIs(cookie)).e).toBe(10013);
    expect((await whoIs(other)).e).toBe(0);
  });

  it('refuses bad settings with Chinese messages and keeps them to administrators', async () => {
    const bad = await configure(c.admin, { enabled: true, serverUrl: '' });
    expect(bad.e).not.toBe(0);
    expect(bad.m).toBe('启用统一身份认证须填写 CAS 服务地址');
    expect((await configure(c.admin, { enabled: true, serverUrl: 'ftp://cas.example' })).m).toContain('必须以 http:// 或 https:// 开头');
    expect((await configure(c.admin, { enabled: true, serverUrl: fake.serverUrl, numberAttribute: 'a b' })).e).toBe(10022);
    expect((await configure(c.student, { enabled: false })).e).toBe(10003);
    expect((await askJson(t.app, '/sso/api/cas/settings', c.admin)).d).toEqual({ enabled: true, serverUrl: fake.serverUrl, numberAttribute: '' });
  });
});

describe('tenant SSO bridge (/a_<site>/api/sso/…)', () => {
  it('signs in through CAS under the bridge’s own service address, and sends a signed-in visitor straight back', async () => {
    const { begun, done } = await casSignIn('/a_north/api/sso/index?redirect=http%3A%2F%2Flocalhost%2Fsite%2Fncov%2Findex');
    expect(new URL(locationOf(begun)).searchParams.get('service')).toBe('http://localhost/a_north/api/sso/validate?redirect=%2Fsite%2Fncov%2Findex');
    expect(locationOf(done)).toBe('http://localhost/site/ncov/index');
    const again = await navigate('/a_north/api/sso/index?redirect=%2Fsite%2F', HOSTS.north, cookiesOf(done));
    expect(locationOf(again)).toBe('http://localhost/site/');
  });

  it('answers sso/check and login-v2/index like /uc/wap/login/check', async () => {
    for (const url of ['/a_north/api/sso/check', '/a_north/api/login-v2/index']) {
      const res = await call(t.app, { url, form: { username: 'student', password: 'student123', imei: 'x', mobile_type: 'android', sid: 's' } });
      expect(res.body).toBe('{"e":0,"m":"操作成功","d":{}}');
      expect(res.cookies.map((k) => k.name)).toEqual(expect.arrayContaining(['eai-sess', 'UUkey']));
      expect((await whoIs(cookiesOf(res))).d.base.role.number).toBe('2024010001');
    }
    const wrong = (await call(t.app, { url: '/a_north/api/sso/check', form: { username: 'student', password: 'nope' } })).json();
    expect(wrong).toMatchObject({ e: 1, m: '账号或密码错误' });
    expect((await call(t.app, { url: '/a_north/api/sso/check', form: { username: '' } })).json().e).not.toBe(0);
  });

  it('refuses an a_<site> that is not the Host’s site', async () => {
    const check = await call(t.app, { url: '/a_south/api/sso/check', form: { username: 'student', password: 'student123' } });
    expect(check.json()).toMatchObject({ e: 10003, m: '访问地址中的站点与本站不符，已拒绝' });
    expect(check.cookies.find((k) => k.name === 'eai-sess')).toBeUndefined();
    expect((await navigate('/a_south/api/sso/index?redirect=%2Fsite%2F')).statusCode).toBe(403);
    expect((await navigate('/a_north/api/sso/validate?ticket=ST-1&redirect=%2F', HOSTS.south)).statusCode).toBe(403);
  });
});
