import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '@quad/platform/server/captcha/captcha-test-kit';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES, CAPTCHA_AFTER_ADDRESS_FAILURES, claimSignInAttempt } from '@quad/platform/server/identity/throttle';
import { createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BAD = '账号或密码错误';
const CAPTCHA = { e: 1, m: '请先完成滑块验证', d: { captcha: true, reason: 'captcha.required' } };

/** A password sign-in as the original protocol's scripts send it, from `address`. */
async function attempt(username: string, password: string, captcha_token?: string, address = '192.0.2.10', host: string = HOSTS.north) {
  const form = new URLSearchParams({ username, password, ...(captcha_token ? { captcha_token } : {}) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/uc/wap/login/check',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
    remoteAddress: address,
  });
  return { body: res.json() as { e: number; m: string; d: Record<string, unknown> }, raw: res.body, cookies: res.cookies };
}
const solved = (site = 'north', host: string = HOSTS.north) => solveCaptcha(t.app, t.platform.database.db, site, host);

/** Ages the account's pause away, as if its 30 s had passed (its failures stay counted). */
const endPause = (username: string, site = 'north') =>
  t.platform.database.db.updateTable('login_throttle').set({ locked_until: 0 }).where('site_id', '=', site).where('key', '=', `u:${username}`).execute();

describe('sign-in after repeated failures needs a slider captcha', () => {
  it('asks for it once an account has failed FREE_ATTEMPTS times, and signs in with one, answering exactly the original body', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) expect((await attempt('teacher', 'guess')).body.m).toBe(BAD);
    // Paused first: the wait, not a slider to solve before being told to wait.
    expect((await attempt('teacher', 'teacher123')).body.e).toBe(10029);
    await endPause('teacher');
    // Right password, no token: the slider, and nothing counted or checked.
    expect((await attempt('teacher', 'teacher123')).body).toEqual(CAPTCHA);
    expect((await attempt('teacher', 'teacher123', 'not-a-token')).body).toEqual(CAPTCHA);
    const ok = await attempt('teacher', 'teacher123', await solved());
    expect(ok.raw).toBe('{"e":0,"m":"操作成功","d":{}}');
    expect(ok.cookies.map((c) => c.name)).toContain('eai-sess');
    // The right password started the count over: no slider next time.
    expect((await attempt('teacher', 'teacher123')).body.e).toBe(0);
  });

  it('spends the token on a wrong password too, so one solved slider is one guess', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) await attempt('student', 'guess');
    await endPause('student');
    const token = await solved();
    expect((await attempt('student', 'guess', token)).body.m).toBe(BAD);
    await endPause('student');
    expect((await attempt('student', 'student123', token)).body).toEqual(CAPTCHA);
    expect((await attempt('student', 'student123', await solved())).body.e).toBe(0);
  });

  it('takes no token of another site', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) await attempt('admin', 'guess');
    await endPause('admin');
    const south = await solved('south', HOSTS.south);
    expect((await attempt('admin', 'admin123', south)).body).toEqual(CAPTCHA);
    expect((await attempt('admin', 'admin123', await solved())).body.e).toBe(0);
  });

  it('asks an address that failed over many accounts, for any account, and no other address', async () => {
    const spray = '198.51.100.99';
    const siteDb = new SiteDb(t.platform.database.db, 'north');
    for (let i = 0; i < CAPTCHA_AFTER_ADDRESS_FAILURES; i++) await claimSignInAttempt(siteDb, `sprayed${i}`, spray);
    expect((await attempt('2024010002', 'student123', undefined, spray)).body).toEqual(CAPTCHA);
    expect((await attempt('2024010002', 'student123', undefined, '198.51.100.100')).body.e).toBe(0);
    expect((await attempt('2024010002', 'student123', await solved(), spray)).body.e).toBe(0);
  });

  it('asks nobody who merely mistyped a few times', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES - 1; i++) expect((await attempt('admin', 'typo', undefined, '192.0.2.50', HOSTS.south)).body.m).toBe(BAD);
    expect((await attempt('admin', 'admin123', undefined, '192.0.2.50', HOSTS.south)).body.e).toBe(0);
  });
});
