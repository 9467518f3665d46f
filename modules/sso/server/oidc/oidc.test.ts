import { describe, expect, it } from 'vitest';
import { askJson, call, cookiesOf, HOSTS } from '@quad/server/test/harness';
import { oidcKitForFile } from './oidc-test-kit';

const kit = oidcKitForFile();
const { t, c, configure, navigate, locationOf, begin, oidcSignIn, refusals, whoIs, signedIn } = kit;

describe('OpenID Connect sign-in', () => {
  it('goes to the provider with code flow, PKCE S256, state and nonce, and comes back signed in', async () => {
    const { begun, done } = await oidcSignIn();
    const asked = new URL(locationOf(begun)).searchParams;
    expect(locationOf(begun).startsWith(`${kit.fake.issuer}/authorize?`)).toBe(true);
    expect(Object.fromEntries(asked)).toMatchObject({
      response_type: 'code',
      client_id: kit.fake.clientId,
      redirect_uri: 'http://localhost/sso/api/oidc/callback',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
    expect(asked.get('state')).toBeTruthy();
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.statusCode, done.body).toBe(302);
    expect(locationOf(done)).toBe('http://localhost/site/notice/index');
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
    const signIns = (await askJson(t.app, '/uc/wap/user/sign-ins', cookiesOf(done))).d.list as { method: string }[];
    expect(signIns[0]!.method).toBe('oidc');
  });

  it('maps the person by the configured claim, and authenticates by client_secret_post when that is all the provider offers', async () => {
    expect(
      (
        await configure(c.admin, {
          enabled: true,
          issuer: `${kit.fake.issuer}/`,
          clientId: kit.fake.clientId,
          numberClaim: 'employee_number',
        })
      ).e,
    ).toBe(0);
    kit.fake.authMethod = 'client_secret_post';
    kit.fake.claims = { sub: 'u-2', preferred_username: 'zhang.san', employee_number: '2024010001' };
    const { done } = await oidcSignIn();
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
  });

  it('refuses a wrong audience, issuer, nonce, signature or an expired token: nobody signed in, each audited', async () => {
    const cases: [string, () => void][] = [
      ['WRONG_AUDIENCE', () => (kit.fake.aud = 'another-client')],
      ['WRONG_ISSUER', () => (kit.fake.iss = 'https://evil.example/oidc')],
      ['WRONG_NONCE', () => (kit.fake.nonce = 'not-the-one')],
      ['BAD_SIGNATURE', () => (kit.fake.signWithWrongKey = true)],
      ['EXPIRED', () => (kit.fake.expired = true)],
    ];
    for (const [code, misbehave] of cases) {
      kit.fake.reset();
      misbehave();
      const { done } = await oidcSignIn();
      expect(done.statusCode, code).toBe(403);
      expect(done.headers['content-type']).toContain('text/html');
      expect(done.body).toContain('统一身份认证登录凭据无效或已过期，请重新登录');
      expect(signedIn(done), code).toBe(false);
      expect(await refusals()).toContain(code);
    }
  });

  it('refuses an account that is nobody on this site', async () => {
    kit.fake.claims = { sub: 'u-9', preferred_username: 'ghost.user' };
    const { done } = await oidcSignIn();
    expect(done.statusCode).toBe(403);
    expect(done.body).toContain('统一身份认证账号 ghost.user 在本站没有对应的人员，请联系管理员');
    expect(signedIn(done)).toBe(false);
    expect(await refusals()).toContain('NO_PERSON');
  });

  it('sends the verifier of the state the code came back with: a code issued for another sign-in is refused by the provider', async () => {
    const first = await begin();
    const second = await begin();
    const code = new URL(first.back).searchParams.get('code') ?? '';
    const state = new URL(second.back).searchParams.get('state') ?? '';
    const done = await navigate(`/sso/api/oidc/callback?code=${code}&state=${state}`, HOSTS.north, second.stateCookie);
    expect(done.statusCode).toBe(403);
    expect(signedIn(done)).toBe(false);
    expect(kit.fake.tokenRequests.at(-1)).toEqual({ status: 400, error: 'invalid_grant' });
    // The provider itself: a wrong verifier for a code is refused.
    const third = await begin();
    const res = await fetch(`${kit.fake.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${kit.fake.clientId}:s3cret+value`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(third.back).searchParams.get('code') ?? '',
        redirect_uri: 'http://localhost/sso/api/oidc/callback',
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(res.status).toBe(400);
  });

  it('uses a state once, on its own site and in the browser that started it', async () => {
    const { back, stateCookie } = await begin();
    // Another site's host, even with the cookie: the state is not that site's.
    const south = await navigate(back.replace('//localhost/', `//${HOSTS.south}/`), HOSTS.south, stateCookie);
    expect(south.statusCode).toBe(403);
    expect(signedIn(south)).toBe(false);
    // Another browser (no state cookie): refused, and the state is not spent by it.
    expect((await navigate(back)).statusCode).toBe(403);
    const done = await navigate(back, HOSTS.north, stateCookie);
    expect(done.statusCode).toBe(302);
    const again = await navigate(back, HOSTS.north, stateCookie);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('登录请求已失效或已使用过，请重新登录');
    expect(await refusals()).toContain('UNKNOWN_STATE');
  });

  it('refuses to send anyone elsewhere after signing in', async () => {
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await navigate(`/sso/api/oidc/login?redirect=${encodeURIComponent(evil)}`);
      expect(res.statusCode, evil).toBe(400);
      expect(res.body).toContain('登录后要跳转的地址不是本站地址，已拒绝');
    }
  });

  it('is what the pages’ sign-in entry uses when it is on, CAS otherwise', async () => {
    expect(locationOf(await navigate('/sso/api/login?redirect=%2Fsite%2F')).startsWith(`${kit.fake.issuer}/authorize?`)).toBe(true);
    expect((await call(t.app, { url: '/sso/api/help' })).json().d.signInEnabled).toBe(true);
    expect((await configure(c.admin, { enabled: false })).e).toBe(0);
    const off = await navigate('/sso/api/login?redirect=%2Fsite%2F');
    expect(off.body).toContain('本站尚未开启统一身份认证登录，请使用账号密码登录');
    expect((await navigate('/sso/api/oidc/login')).statusCode).toBe(400);
  });
});

describe('OpenID Connect settings', () => {
  it('never answers the secret, keeps it when saved empty, and validates in Chinese', async () => {
    const read = async () => (await askJson(t.app, '/sso/api/oidc/settings', c.admin)).d;
    expect(await read()).toEqual({
      enabled: true,
      issuer: kit.fake.issuer,
      clientId: kit.fake.clientId,
      hasSecret: true,
      scopes: 'openid profile',
      numberClaim: 'preferred_username',
    });
    expect(JSON.stringify(await read())).not.toContain(kit.fake.clientSecret);
    expect(
      (
        await configure(c.admin, {
          enabled: true,
          issuer: kit.fake.issuer,
          clientId: kit.fake.clientId,
          clientSecret: '',
          scopes: 'profile email',
        })
      ).e,
    ).toBe(0);
    expect(await read()).toMatchObject({ hasSecret: true, scopes: 'openid profile email' });
    expect((await oidcSignIn()).done.statusCode).toBe(302);
    const audit = JSON.stringify(
      (await call(t.app, { url: '/admin/api/audit/list?action=sso.oidc.settings&size=50', cookie: c.admin })).json().d.list,
    );
    expect(audit).not.toContain(kit.fake.clientSecret);

    expect((await configure(c.admin, { enabled: true, issuer: '', clientId: 'x' })).m).toBe('启用 OIDC 登录须填写颁发者地址');
    expect((await configure(c.admin, { enabled: true, issuer: kit.fake.issuer, clientId: '' })).m).toBe('启用 OIDC 登录须填写客户端 ID');
    expect((await configure(c.admin, { enabled: true, issuer: 'ftp://idp.example', clientId: 'x' })).m).toContain(
      '必须以 http:// 或 https:// 开头',
    );
    expect((await configure(c.admin, { enabled: true, issuer: kit.fake.issuer, clientId: 'x', numberClaim: 'a b' })).m).toContain(
      '声明名只能包含字母、数字、下划线、点、冒号和横线',
    );
    expect((await configure(c.southAdmin, { enabled: true, issuer: kit.fake.issuer, clientId: 'x' }, HOSTS.south)).m).toBe(
      '启用 OIDC 登录须填写客户端密钥',
    );
    expect((await configure(c.student, { enabled: false })).e).toBe(10003);
    expect((await askJson(t.app, '/sso/api/oidc/settings', c.southAdmin, undefined, HOSTS.south)).d).toMatchObject({
      enabled: false,
      hasSecret: false,
    });
  });
});
