import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSecondInstance, createTestApp, HOSTS, login, type TTestApp } from './test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type TEnvelope = { e: number; m: string; d: Record<string, unknown> };

/**
 * Two instances over one database and one Redis, as `npm run cluster` runs three behind nginx: a
 * person whose requests land on either must not notice which one answered. (Caches: cache/cross-instance.test.ts;
 * jobs and outboxes: jobs/jobs.test.ts and webhooks/webhooks.test.ts.)
 */
describe('what two instances share', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl: REDIS_URL });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const ask = (on: TTestApp, url: string, cookie: string, host: string, form?: Record<string, string>) =>
    call(on.app, { url, cookie, host, form }).then((r) => r.json() as TEnvelope);

  it('a session opened on one instance is signed in on the other, and is nobody on another site', async () => {
    const student = await login(a.app, 'student', 'student123', HOSTS.east);
    const me = await ask(b, '/uc/wap/user/get-info', student, HOSTS.east);
    expect(me.e).toBe(0);
    expect((me.d.base as { username: string }).username).toBe('student');
    expect((await ask(b, '/uc/wap/user/get-info', student, HOSTS.south)).e).toBe(10013);
  });

  it('counts wrong passwords on both instances towards one pause of the account', async () => {
    const attempt = (on: TTestApp, password: string) =>
      ask(on, '/uc/wap/login/check', '', HOSTS.east, { username: 'teacher', password });
    const answers: number[] = [];
    // Five free attempts in all, alternating: each instance alone has seen only two or three.
    for (let i = 0; i < 5; i++) answers.push((await attempt(i % 2 ? b : a, 'wrong-password')).e);
    expect(answers.every((e) => e !== 0 && e !== 10029)).toBe(true);
    for (const on of [a, b]) {
      const paused = await attempt(on, 'teacher123');
      expect(paused.e).toBe(10029);
      expect(paused.m).toMatch(/^登录失败次数过多/);
    }
    // Another site's account of the same name is not paused.
    expect((await ask(b, '/uc/wap/login/check', '', HOSTS.south, { username: 'teacher', password: 'teacher123' })).e).toBe(0);
  });

  it('counts a rate-limited key (feedback from one address) on both instances through Redis', async () => {
    const address = `10.77.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const send = (on: TTestApp, host: string) =>
      on.app
        .inject({
          method: 'POST',
          url: '/api/feedback/save',
          headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `content=${encodeURIComponent('报送页面打不开')}`,
          remoteAddress: address,
        })
        .then((r) => (r.json() as TEnvelope).e);
    // The cap is 10 in ten minutes: five on each instance use it up, so the next is refused on both.
    for (let i = 0; i < 5; i++) expect([await send(a, HOSTS.east), await send(b, HOSTS.east)]).toEqual([0, 0]);
    expect([await send(a, HOSTS.east), await send(b, HOSTS.east)]).toEqual([10029, 10029]);
  });

  it('a health code signed by one instance checks out on the other, when both made the site key at once', async () => {
    const [student, admin] = [await login(a.app, 'student', 'student123', HOSTS.east), await login(a.app, 'admin', 'admin123', HOSTS.east)];
    // East has no health-code key yet: both instances make one in the same moment, and must agree on it.
    const [fromA, fromB] = await Promise.all([a, b].map((on) => ask(on, '/ncov/api/code/mine', student, HOSTS.east)));
    expect([fromA?.e, fromB?.e]).toEqual([0, 0]);
    const verify = (on: TTestApp, shown: TEnvelope | undefined, host: string, cookie = admin) =>
      call(on.app, { url: '/ncov/api/code/verify', cookie, host, json: { token: shown?.d.token, gate: '南门' } }).then((r) => r.json() as TEnvelope);
    expect(await verify(b, fromA, HOSTS.east)).toMatchObject({ e: 0, d: { realname: expect.any(String) } });
    expect(await verify(a, fromB, HOSTS.east)).toMatchObject({ e: 0, d: { realname: expect.any(String) } });
    // Another site's gate, on either instance, refuses it.
    const southAdmin = await login(b.app, 'admin', 'admin123', HOSTS.south);
    expect(await verify(b, fromA, HOSTS.south, southAdmin)).toMatchObject({ e: 1, m: '二维码无效' });
  });
});
