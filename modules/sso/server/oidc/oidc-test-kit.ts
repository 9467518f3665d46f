import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { askJson, call, cookiesOf, HOSTS, serverForFile } from '@quad/server/test/harness';
import { startOidcFake, type TOidcFake } from './oidc-fake';

/**
 * What the OIDC test files share: a server with the north site's OIDC pointed at a local provider
 * (reset before each test, its person the demo student), and the browser's steps of a sign-in.
 */
export function oidcKitForFile() {
  const t = serverForFile(['admin', 'southAdmin', 'student']);
  const { c } = t;
  const kit = { t, c, fake: {} as TOidcFake };

  const configure = (cookie: string, input: Record<string, unknown>, host: string = HOSTS.north) =>
    askJson(t.app, '/sso/api/oidc/settings/save', cookie, input, host);
  beforeAll(async () => {
    kit.fake = await startOidcFake();
  });
  afterAll(() => kit.fake.close());
  beforeEach(async () => {
    const { fake } = kit;
    fake.reset();
    fake.claims = { sub: 'u-1', preferred_username: '2024010001' };
    const setting = { enabled: true, issuer: fake.issuer, clientId: fake.clientId, clientSecret: fake.clientSecret };
    expect((await configure(c.admin, setting)).e).toBe(0);
  });

  const navigate = (url: string, host: string = HOSTS.north, cookie?: string) => {
    const parsed = new URL(url, `http://${host}`);
    return t.app.inject({
      method: 'GET',
      url: parsed.pathname + parsed.search,
      headers: { host: parsed.host, ...(cookie ? { cookie } : {}) },
    });
  };
  const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

  /** The start's redirect to the fake's /authorize (with the state cookie), and the fake's redirect back with a code. */
  async function begin(start = '/sso/api/oidc/login?redirect=%2Fsite%2Fnotice%2Findex') {
    const begun = await navigate(start);
    expect(begun.statusCode, begun.body).toBe(302);
    const atProvider = await fetch(locationOf(begun), { redirect: 'manual' });
    return { begun, stateCookie: cookiesOf(begun), back: atProvider.headers.get('location') ?? '' };
  }

  /** The refusals audited so far, newest first. */
  const refused = async () =>
    (
      (await call(t.app, { url: '/admin/api/audit/list?action=sso.oidc.refused&size=100', cookie: c.admin })).json().d.list as {
        after: string;
      }[]
    ).map((a) => JSON.parse(a.after) as { code: string; message?: string });

  return Object.assign(kit, {
    configure,
    navigate,
    locationOf,
    begin,
    refused,
    refusals: async () => (await refused()).map((r) => r.code),
    async oidcSignIn() {
      const { begun, stateCookie, back } = await begin();
      return { begun, back, stateCookie, done: await navigate(back, HOSTS.north, stateCookie) };
    },
    whoIs: async (cookie: string) => (await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json(),
    signedIn: (res: LightMyRequestResponse) => res.cookies.some((k) => k.name === 'eai-sess' && k.value),
  });
}
