import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { ADDRESS_CEILING, claimSignInAttempt } from '@quad/platform/server/identity/throttle';
import { solveCaptcha } from '@quad/platform/server/captcha/captcha-test-kit';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const BAD = '账号或密码错误';
const attempt = async (username: string, password: string, captcha_token?: string) =>
  (await call(t.app, { url: '/uc/wap/login/check', form: { username, password, ...(captcha_token ? { captcha_token } : {}) } })).json() as {
    e: number;
    m: string;
    d: { retry_after?: number };
  };
// Once the account's first pause begins, every further attempt also brings a solved slider (sign-in-captcha.test.ts).
const solved = () => solveCaptcha(t.app, t.platform.database.db, 'north', HOSTS.north);

describe('sign-in throttling', () => {
  it('checks no more than five of many parallel wrong passwords, and names the wait in seconds', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => attempt('teacher', 'guess')));
    // Each checked password answers 账号或密码错误; the rest are turned away before any check.
    expect(answers.filter((a) => a.m === BAD)).toHaveLength(5);
    expect(answers.filter((a) => a.e === 10029)).toHaveLength(19);
    const right = await attempt('teacher', 'teacher123');
    expect(right.e).toBe(10029);
    expect(right.m).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    expect(right.d.retry_after).toBeLessThanOrEqual(30);
  });

  it('pauses an account for 30 s after five failures, then twice as long after each further one, and starts over after a right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Ahead of the real clock: the rows other tests left behind are never from the future.
    const start = Date.now() + 3600_000;
    vi.setSystemTime(start);
    for (let i = 0; i < 5; i++) expect((await attempt('admin', 'wrong')).m).toBe(BAD);
    expect((await attempt('admin', 'admin123')).m).toBe('登录失败次数过多，请30秒后再试');
    vi.setSystemTime(start + 31_000);
    expect((await attempt('admin', 'wrong', await solved())).m).toBe(BAD);
    expect((await attempt('admin', 'admin123')).m).toBe('登录失败次数过多，请1分钟后再试');
    vi.setSystemTime(start + 92_000);
    expect((await attempt('admin', 'admin123', await solved())).e).toBe(0);
    expect((await attempt('admin', 'wrong')).m).toBe(BAD);
    expect((await attempt('admin', 'admin123')).e).toBe(0);
  });

  it('does not lock a whole school out behind one campus address', async () => {
    // Sixty failures from one address (a campus NAT), spread over twelve mistyped accounts.
    for (let i = 0; i < 12; i++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => attempt(`typo${i}`, 'wrong')));
      expect(answers.every((a) => a.m === BAD)).toBe(true);
    }
    await login(t.app, 'student', 'student123');
  });

  it('pauses one address that sprays guesses over many accounts once it reaches the ceiling', async () => {
    const spray = '198.51.100.23';
    const siteDb = new SiteDb(t.platform.database.db, 'north');
    for (let i = 0; i < ADDRESS_CEILING; i++) await claimSignInAttempt(siteDb, `sprayed${i}`, spray);
    const res = await t.app.inject({
      method: 'POST',
      url: '/uc/wap/login/check',
      headers: { host: HOSTS.north, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=student&password=student123',
      remoteAddress: spray,
    });
    expect(res.json()).toMatchObject({ e: 10029, m: '登录失败次数过多，请15分钟后再试' });
    await login(t.app, 'student', 'student123');
  });
});
