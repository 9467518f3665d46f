import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, signInAll, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
let cookies: Record<'student' | 'admin' | 'southStudent', string>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app, ['student', 'admin', 'southStudent']);
});
afterAll(() => t.close());

const issueMine = (cookie: string, host: string = HOSTS.north) => call(t.app, { method: 'POST', url: '/minigram/api/ticket', cookie, host }).then((r) => r.json());
const exchange = (ticket: string, redirect = '', host: string = HOSTS.north) => call(t.app, { url: '/minigram/api/exchange', host, form: { ticket, redirect } });
const realnameOf = async (cookie: string, host: string = HOSTS.north) =>
  (await call(t.app, { url: '/uc/wap/user/get-info', cookie, host })).json().d.base.realname as string;
const INVALID = '登录票据无效或已过期，请回到小程序重新进入';

describe('mini program tickets', () => {
  it('a signed-in person’s ticket opens a session once, then goes to the page asked for', async () => {
    const issued = await issueMine(cookies.student);
    expect(issued).toMatchObject({ e: 0, d: { expiresIn: 60 } });
    const res = await exchange(issued.d.ticket, '/site/news/index');
    expect(res.json()).toMatchObject({ e: 0, d: { redirect: 'http://localhost/site/news/index' } });
    expect(await realnameOf(cookiesOf(res))).toBe('学生演示账号');
    const again = await exchange(issued.d.ticket);
    expect(again.json()).toMatchObject({ e: 1, m: INVALID });
    expect(again.cookies.find((c) => c.name === 'eai-sess')).toBeUndefined();
  });

  it('refuses an open redirect: another origin becomes the site’s home', async () => {
    const { d } = await issueMine(cookies.student);
    expect((await exchange(d.ticket, 'https://evil.example/phish')).json().d.redirect).toBe('http://localhost/site/');
  });

  it('is bound to its site: south cannot spend north’s ticket, and north’s is still good after', async () => {
    const { d } = await issueMine(cookies.student);
    expect((await exchange(d.ticket, '', HOSTS.south)).json()).toMatchObject({ e: 1, m: INVALID });
    expect((await exchange(d.ticket)).json().e).toBe(0);
  });

  it('expires after a minute', async () => {
    const { d } = await issueMine(cookies.student);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect((await exchange(d.ticket)).json()).toMatchObject({ e: 1, m: INVALID });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses malformed tickets and asks for a session to issue one', async () => {
    expect((await exchange('not a ticket')).json().e).toBe(10022);
    expect((await call(t.app, { method: 'POST', url: '/minigram/api/ticket' })).json().e).toBe(10013);
  });

  it('a service token with the grant issues a ticket for a person by number; without it, refused', async () => {
    const token = (
      await call(t.app, {
        url: '/admin/api/tokens/create',
        cookie: cookies.admin,
        json: { name: '小程序后台', grants: { minigram: { module: ['tickets'] } }, expires: Math.floor(Date.now() / 1000) + 86400 },
      })
    ).json();
    expect(token.e, token.m).toBe(0);
    const number = (await t.platform.database.db.selectFrom('users').select('number').where('site_id', '=', 'north').where('username', '=', 'student').executeTakeFirstOrThrow()).number;
    const asToken = (json: unknown, host: string = HOSTS.north) =>
      call(t.app, { url: '/minigram/api/ticket/issue', host, json, headers: { authorization: `Bearer ${token.d.token}` } }).then((r) => r.json());
    const issued = await asToken({ number });
    expect(issued.e, issued.m).toBe(0);
    expect(await realnameOf(cookiesOf(await exchange(issued.d.ticket)))).toBe('学生演示账号');
    expect(await asToken({ number: 'nobody' })).toMatchObject({ e: 1, m: '没有这个学工号的在用账号' });
    // North's token is nobody on south.
    expect((await asToken({ number }, HOSTS.south)).e).toBe(10013);
    // A person's session is not a token with the grant.
    expect((await call(t.app, { url: '/minigram/api/ticket/issue', cookie: cookies.southStudent, host: HOSTS.south, json: { number } })).json().e).toBe(10003);
  });
});
