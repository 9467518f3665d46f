import { describe, expect, it } from 'vitest';
import { cookiesOf } from '@quad/server/test/harness';
import { oidcKitForFile } from './oidc-test-kit';

const kit = oidcKitForFile();
const { c, configure, oidcSignIn, refused, whoIs, signedIn } = kit;

describe('OpenID Connect UserInfo', () => {
  it('takes the number from UserInfo when the ID token lacks it, asked with the access token', async () => {
    const { fake } = kit;
    expect(
      (await configure(c.admin, { enabled: true, issuer: fake.issuer, clientId: fake.clientId, numberClaim: 'employee_number' })).e,
    ).toBe(0);
    fake.alg = 'ES256';
    fake.claims = { sub: 'u-2', preferred_username: 'zhang.san', employee_number: '2024010001' };
    fake.userInfoOnly = ['employee_number'];
    const { done } = await oidcSignIn();
    expect(done.statusCode, done.body).toBe(302);
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
    expect(fake.userInfoRequests.at(-1)).toEqual({ status: 200 });
    // The provider answers only the bearer of a token it issued.
    expect((await fetch(`${fake.issuer}/userinfo`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it('keeps the ID token’s claims over UserInfo’s: UserInfo only fills in what the token lacks', async () => {
    kit.fake.userInfoOverrides = { preferred_username: 'ghost.user' };
    const { done } = await oidcSignIn();
    expect(done.statusCode, done.body).toBe(302);
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
  });

  it('refuses UserInfo about another subject, and a UserInfo that does not answer: nobody signed in, each audited', async () => {
    const cases: [string, () => void, string][] = [
      ['USERINFO_SUB', () => (kit.fake.userInfoOverrides = { sub: 'u-other' }), '统一身份认证登录凭据无效或已过期，请重新登录'],
      ['USERINFO', () => (kit.fake.userInfoDown = true), '暂时无法从统一身份认证服务取得用户信息，请稍后再试'],
    ];
    for (const [code, misbehave, message] of cases) {
      kit.fake.reset();
      misbehave();
      const { done } = await oidcSignIn();
      expect(done.statusCode, code).toBe(403);
      expect(done.body, code).toContain(message);
      expect(signedIn(done), code).toBe(false);
      expect((await refused())[0]?.code, code).toBe(code);
    }
    expect((await refused())[0]?.message).toBe('USERINFO HTTP 503 temporarily_unavailable');
  });
});
