import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@quad/platform/server/config';
import { call, cookiesOf, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /uc/wap/login/check', () => {
  it('answers the exact original body and sets eai-sess and UUkey on good credentials', async () => {
    const res = await call(t.app, { url: '/uc/wap/login/check', form: { username: 'student', password: 'student123' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"e":0,"m":"操作成功","d":{}}');
    const sess = res.cookies.find((c) => c.name === 'eai-sess');
    expect(sess?.value).toMatch(/^[a-z2-7]{40,}$/);
    expect(sess?.httpOnly).toBe(true);
    expect(sess?.sameSite).toBe('Lax');
    expect(sess?.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'UUkey')?.value).toMatch(/^[0-9a-f]{32}$/);
    const flag = res.cookies.find((c) => c.name === 'eai-sess-active');
    expect(flag?.value).toBe('1');
    expect(flag?.httpOnly).toBeFalsy();
  });

  it('answers e=1 账号或密码错误 and binds nothing on a wrong password', async () => {
    const res = await call(t.app, { url: '/uc/wap/login/check', form: { username: 'teacher', password: 'nope' } });
    expect(res.json()).toEqual({ e: 1, m: '账号或密码错误', d: {} });
    expect(res.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('gives a new session id at every login, even when the client already holds one', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/uc/wap/login', headers: { host: HOSTS.north } });
    const anonymous = page.cookies.find((c) => c.name === 'eai-sess')?.value;
    expect(anonymous).toBeTruthy();
    const res = await call(t.app, { url: '/uc/wap/login/check', cookie: `eai-sess=${anonymous}`, form: { username: 'student', password: 'student123' } });
    const fresh = res.cookies.find((c) => c.name === 'eai-sess')?.value;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(anonymous);
    const probe = await call(t.app, { url: '/uc/wap/user/get-info', cookie: `eai-sess=${anonymous}` });
    expect(probe.json().e).toBe(10013);
  });

  it('accepts JSON bodies and bodies without a content type', async () => {
    const json = await call(t.app, { url: '/uc/wap/login/check', json: { username: 'student', password: 'student123' } });
    expect(json.json().e).toBe(0);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/uc/wap/login/check',
      headers: { host: HOSTS.north },
      payload: 'username=student&password=student123',
    });
    expect(bare.json().e).toBe(0);
  });

  it('names the missing field in Chinese', async () => {
    const res = await call(t.app, { url: '/uc/wap/login/check', form: { username: 'student' } });
    const body = res.json();
    expect(body.e).toBe(10022);
    expect(body.m).toBe('请填写密码');
    expect(body.d.errors).toEqual({ password: '请填写密码' });
  });
});

describe('session use', () => {
  it('get-info answers the user with role.number, and eai-sess alone is enough', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    const sess = cookie.split('; ').find((c) => c.startsWith('eai-sess='));
    const res = await call(t.app, { url: '/uc/wap/user/get-info', cookie: sess });
    const body = res.json();
    expect(body.e).toBe(0);
    expect(body.d.base.realname).toBe('学生演示账号');
    expect(body.d.base.role.number).toBe('2024010001');
    expect(body.d.base.type).toBe('student');
    expect(body.d.base.department).toBe('计算机学院');
  });

  it('answers 10013 with a login_url when there is no session', async () => {
    const res = await call(t.app, { url: '/uc/wap/user/get-info', headers: { referer: 'http://localhost/site/center/personal' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      e: 10013,
      m: '用户信息已失效,请重新进入页面',
      d: { login_url: `http://localhost/uc/wap/login?redirect=${encodeURIComponent('http://localhost/site/center/personal')}` },
    });
  });

  it('getUserName and getAllAuth: admin has a non-empty map, a student an empty one', async () => {
    const admin = await login(t.app, 'teacher', 'teacher123');
    // The number beside the name is the one the profile shows (the watermark over other people's data names the viewer by both).
    const profile = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: admin })).json().d.base;
    expect((await call(t.app, { url: '/uc/wap/user/get-user-name', cookie: admin })).json().d).toEqual({ name: '教师演示账号', number: profile.role.number, identity: 'teacher' });
    expect(profile.role.number).toMatch(/^T[A-Z]+\d+$/);
    const teacherAuth = (await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie: admin })).json();
    // The demo teacher is an instructor (who also decides leave) and writes news and notices for review.
    expect(teacherAuth.d).toEqual({
      ncov: { module: ['instructor'] },
      leave: { module: ['approve'] },
      news: { module: ['submit'] },
      notice: { module: ['submit'] },
      // As 辅导员: exams, scores and record checks of the class; as the demo's 资产管理员: the department's assets.
      exam: { module: ['manage'] },
      score: { module: ['staff'] },
      infocheck: { module: ['review'] },
      asset: { module: ['manage'] },
    });
    const student = await login(t.app, 'student', 'student123');
    expect((await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie: student })).json()).toEqual({ e: 0, m: '操作成功', d: {} });
  });

  it('logout ends the session on the server', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    const out = await call(t.app, { method: 'POST', url: '/uc/wap/login/logout', cookie });
    expect(out.json()).toEqual({ e: 0, m: '操作成功', d: {} });
    expect(cookiesOf(out)).toBe('');
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().e).toBe(10013);
  });
});

describe('site isolation', () => {
  it('a north session is not logged in on south, and the same username is a different person there', async () => {
    const north = await login(t.app, 'student', 'student123', HOSTS.north);
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie: north, host: HOSTS.south })).json().e).toBe(10013);
    const south = await login(t.app, 'student', 'student123', HOSTS.south);
    const a = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: north })).json().d.base;
    const b = (await call(t.app, { url: '/uc/wap/user/get-info', cookie: south, host: HOSTS.south })).json().d.base;
    expect(a.uid).not.toBe(b.uid);
    expect(a.department).toBe('计算机学院');
    expect(b.department).toBe('海洋科学学院');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await call(t.app, {
      url: '/uc/wap/login/check',
      form: { username: 'student', password: 'student123' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.json().e).toBe(10003);
    expect(res.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
    const own = await call(t.app, {
      url: '/uc/wap/login/check',
      form: { username: 'student', password: 'student123' },
      headers: { origin: 'http://localhost' },
    });
    expect(own.json().e).toBe(0);
  });
});

describe('browser navigation without a session', () => {
  it('gets a 302 to the login page instead of the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/uc/wap/user/get-info',
      headers: { host: HOSTS.north, accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`http://localhost/uc/wap/login?redirect=${encodeURIComponent('http://localhost/uc/wap/user/get-info')}`);
  });
});

describe('behind a TLS-terminating proxy', () => {
  const signInVia = (app: TTestApp, forwardedFor: string) =>
    call(app.app, {
      url: '/uc/wap/login/check',
      form: { username: 'student', password: 'student123' },
      headers: { 'x-forwarded-for': forwardedFor, 'user-agent': `via ${forwardedFor}` },
    });
  const lastSignInAddress = async (app: TTestApp) => {
    const cookie = await login(app.app, 'student', 'student123');
    return (await call(app.app, { url: '/uc/wap/user/sign-ins', cookie })).json().d.list[1].ip as string;
  };

  describe('with the one proxy in front (TRUST_PROXY=true)', () => {
    let proxied: TTestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ trustProxy: readConfig({ TRUST_PROXY: 'true' }).trustProxy });
    });
    afterAll(() => proxied?.close());

    it('does not take an address the client adds to X-Forwarded-For', async () => {
      // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
      expect((await signInVia(proxied, '1.2.3.4, 203.0.113.9')).json().e).toBe(0);
      expect(await lastSignInAddress(proxied)).toBe('203.0.113.9');
    });

    it('marks the session cookie Secure when the proxy says https', async () => {
      const res = await call(proxied.app, {
        url: '/uc/wap/login/check',
        form: { username: 'student', password: 'student123' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.json().e).toBe(0);
      expect(res.cookies.find((c) => c.name === 'eai-sess')?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === 'eai-sess-active')?.secure).toBe(true);
    });
  });

  it('TRUST_PROXY may name the number of hops', async () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({}).trustProxy).toBe(false);
    const twoHops = await createTestApp({ trustProxy: 2 });
    try {
      expect((await signInVia(twoHops, '1.2.3.4, 198.51.100.7, 10.0.0.1')).json().e).toBe(0);
      expect(await lastSignInAddress(twoHops)).toBe('198.51.100.7');
    } finally {
      await twoHops.close();
    }
  });

  it('TRUST_PROXY may name the proxies’ addresses; a proxy not on the list is a client like any other', async () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    const listed = await createTestApp({ trustProxy: ['10.9.9.9'] });
    try {
      expect((await signInVia(listed, '1.2.3.4')).json().e).toBe(0);
      expect(await lastSignInAddress(listed)).toBe('127.0.0.1');
    } finally {
      await listed.close();
    }
  });
});

describe('my sign-ins', () => {
  it('lists the sign-ins to my own account only, newest first, on this site only', async () => {
    const fresh = await createTestApp();
    try {
      await call(fresh.app, { url: '/uc/wap/login/check', form: { username: 'student', password: 'student123' }, headers: { 'user-agent': 'first-device' } });
      const cookie = await login(fresh.app, 'student', 'student123');
      await login(fresh.app, 'teacher', 'teacher123');
      await login(fresh.app, 'student', 'student123', HOSTS.south);
      const res = (await call(fresh.app, { url: '/uc/wap/user/sign-ins', cookie })).json();
      expect(res.e).toBe(0);
      expect(res.d.list).toHaveLength(2);
      expect(res.d.list[1]).toMatchObject({ user_agent: 'first-device', method: 'password', ip: '127.0.0.1' });
      expect((await call(fresh.app, { url: '/uc/wap/user/sign-ins' })).json().e).toBe(10013);
      expect((await call(fresh.app, { url: '/uc/wap/user/sign-ins', cookie, host: HOSTS.south })).json().e).toBe(10013);
    } finally {
      await fresh.close();
    }
  });
});
