import { describe, expect, it } from 'vitest';
import { askJson, cookiesOf } from '@quad/server/test/harness';
import { oidcKitForFile } from './oidc-test-kit';

const kit = oidcKitForFile();
const { t, oidcSignIn, refused, whoIs, signedIn } = kit;

describe('OpenID Connect ID tokens signed ES256', () => {
  it('signs in with an ES256 ID token verified by the issuer’s P-256 key', async () => {
    kit.fake.alg = 'ES256';
    const { done } = await oidcSignIn();
    expect(done.statusCode, done.body).toBe(302);
    expect((await whoIs(cookiesOf(done))).d.base.realname).toBe('学生演示账号');
    const signIns = (await askJson(t.app, '/uc/wap/user/sign-ins', cookiesOf(done))).d.list as { method: string }[];
    expect(signIns[0]!.method).toBe('oidc');
  });

  it('refuses an ES256 token by another key, a key that does not fit the alg, and HMAC: nobody signed in, each audited', async () => {
    const cases: [string, () => void, string][] = [
      ['ES256 by another P-256 key under the issuer’s kid', () => (kit.fake.signWithWrongKey = true), 'signature does not verify'],
      // The kid names the issuer's RSA key: ES256 is never tried with it.
      ['ES256 naming an RSA key', () => (kit.fake.kid = 'k1'), 'key RSA does not fit ES256'],
      ['RS256 naming the P-256 key', () => ((kit.fake.alg = 'RS256'), (kit.fake.kid = 'e1')), 'key EC P-256 does not fit RS256'],
      ['HS256 keyed by the client secret', () => (kit.fake.alg = 'HS256'), 'alg HS256'],
    ];
    for (const [name, misbehave, message] of cases) {
      kit.fake.reset();
      kit.fake.alg = 'ES256';
      misbehave();
      const { done } = await oidcSignIn();
      expect(done.statusCode, name).toBe(403);
      expect(done.body, name).toContain('统一身份认证登录凭据无效或已过期，请重新登录');
      expect(signedIn(done), name).toBe(false);
      expect((await refused())[0], name).toEqual({ code: 'BAD_SIGNATURE', message });
    }
  });

  it('still signs in RS256, the default, alongside', async () => {
    const { done } = await oidcSignIn();
    expect(done.statusCode, done.body).toBe(302);
    expect(signedIn(done)).toBe(true);
  });
});
