import { describe, expect, it } from 'vitest';
import { call, cookiesOf, HOSTS, serverForFile } from '@quad/server/test/harness';
import { ageCodes, ask, eventually, fakesForFile, setContact, siteDbOf } from './codes-test-kit';

const fakes = fakesForFile();
const t = serverForFile([], fakes.overrides);

const SEND = '/polymerization/api/login/code';
const LOGIN = '/polymerization/api/login';
const REFUSED = '验证码错误或已失效，请重新获取';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const signIn = (json: Record<string, unknown>, host: string = HOSTS.north) => call(t.app, { url: LOGIN, json, host });
const whoIs = async (cookie: string, host: string = HOSTS.north) => (await call(t.app, { url: '/uc/wap/user/get-info', cookie, host })).json() as { e: number; d: { base: { realname: string } } };
const setStatus = (username: string, status: 'active' | 'disabled') => siteDbOf(t).updateTable('users').set({ status }).where('username', '=', username).execute();

describe('signing in with an SMS code', () => {
  it('sends a code to the bound phone, signs its person in once, and records the way in as sms', async () => {
    await setContact(t, 'student', { mobile: '13500000001' });
    expect(await ask(t, SEND, { phone: '13500000001' })).toEqual({ e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } });
    const code = await eventually(() => fakes.sms.lastCode('13500000001'));
    expect(code).toMatch(/^\d{6}$/);

    const res = await signIn({ phone: '13500000001', code });
    expect(res.json()).toEqual({ e: 0, m: '操作成功', d: {} });
    const cookie = cookiesOf(res);
    expect(cookie).toContain('eai-sess=');
    expect((await whoIs(cookie)).d.base.realname).toBe('学生演示账号');
    const history = (await call(t.app, { url: '/uc/wap/user/sign-ins', cookie })).json() as { d: { list: { method: string }[] } };
    expect(history.d.list[0].method).toBe('sms');

    // Single use.
    expect((await signIn({ phone: '13500000001', code })).json()).toMatchObject({ e: 1, m: REFUSED });
  });

  it('refuses bad input in Chinese, naming the field', async () => {
    expect(await ask(t, SEND, { phone: '12345' })).toMatchObject({ e: 10022, d: { errors: { phone: '请填写正确的11位手机号' } } });
    expect(await ask(t, SEND, {})).toMatchObject({ e: 10022, d: { errors: { phone: '请填写手机号' } } });
    expect(await ask(t, LOGIN, { phone: '13500000001', code: '12ab' })).toMatchObject({ e: 10022, d: { errors: { code: '验证码（6位数字，5分钟内有效）：验证码为6位数字' } } });
    expect(await ask(t, LOGIN, { phone: '13500000001' })).toMatchObject({ e: 10022, d: { errors: { code: '请填写验证码（6位数字，5分钟内有效）' } } });
  });

  it('answers a number nobody (active) has exactly as a known one, sends it nothing, and refuses it as a wrong code', async () => {
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13500000002' });
    await setContact(t, 'admin', { mobile: '13500000003' });
    await setStatus('admin', 'disabled');
    try {
      const sent = fakes.sms.sent.length;
      const known = await ask(t, SEND, { phone: '13500000002' });
      expect(await ask(t, SEND, { phone: '13599999999' })).toEqual(known);
      expect(await ask(t, SEND, { phone: '13500000003' })).toEqual(known);
      await eventually(() => fakes.sms.lastCode('13500000002'));
      await new Promise((r) => setTimeout(r, 100));
      expect(fakes.sms.sent.length).toBe(sent + 1);
      // The limits too: a second ask within the minute is refused the same way for both.
      expect(await ask(t, SEND, { phone: '13599999999' })).toEqual(await ask(t, SEND, { phone: '13500000002' }));
      const guess = { code: '123456' };
      expect((await ask(t, LOGIN, { phone: '13599999999', ...guess })).m).toBe((await ask(t, LOGIN, { phone: '13500000002', ...guess })).m);
      expect((await ask(t, LOGIN, { phone: '13500000003', ...guess })).m).toBe(REFUSED);
    } finally {
      await setStatus('admin', 'active');
    }
  });

  it('signs nobody in by a number two different people of the site still share', async () => {
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13500000004' });
    await setContact(t, '2024010002', { mobile: '13500000004' });
    const sent = fakes.sms.sent.length;
    expect((await ask(t, SEND, { phone: '13500000004' })).e).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(fakes.sms.sent.length).toBe(sent);
    await setContact(t, '2024010002', { mobile: '' });
  });

  it('voids a code at the fifth wrong try, audited, and sends one code a minute to a number', async () => {
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13500000005' });
    expect((await ask(t, SEND, { phone: '13500000005' })).e).toBe(0);
    expect(await ask(t, SEND, { phone: '13500000005' })).toMatchObject({ e: 10029, m: '获取验证码太频繁，请1分钟后再试' });
    const code = await eventually(() => fakes.sms.lastCode('13500000005'));
    for (let i = 0; i < 4; i++) expect((await ask(t, LOGIN, { phone: '13500000005', code: wrong(code) })).m).toBe(REFUSED);
    expect((await ask(t, LOGIN, { phone: '13500000005', code: wrong(code) })).m).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await ask(t, LOGIN, { phone: '13500000005', code })).m).toBe(REFUSED);
    const audit = await siteDbOf(t).selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'polymerization.code-voided').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toContain('135****0005');
  });

  it('expires a code after five minutes, and refuses it once the account is disabled', async () => {
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13500000006' });
    expect((await ask(t, SEND, { phone: '13500000006' })).e).toBe(0);
    const code = await eventually(() => fakes.sms.lastCode('13500000006'));
    await ageCodes(t, 301);
    expect((await ask(t, LOGIN, { phone: '13500000006', code })).m).toBe(REFUSED);

    expect((await ask(t, SEND, { phone: '13500000006' })).e).toBe(0);
    const next = await eventually(() => (fakes.sms.lastCode('13500000006') !== code ? fakes.sms.lastCode('13500000006') : undefined));
    await setStatus('teacher', 'disabled');
    try {
      expect((await ask(t, LOGIN, { phone: '13500000006', code: next })).m).toBe(REFUSED);
    } finally {
      await setStatus('teacher', 'active');
    }
  });

  it('sends a first or reset password to be changed first, as the password sign-in does', async () => {
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13500000007' });
    await siteDbOf(t).updateTable('users').set({ must_change_password: 1 }).where('username', '=', 'teacher').execute();
    expect((await ask(t, SEND, { phone: '13500000007' })).e).toBe(0);
    const code = await eventually(() => fakes.sms.lastCode('13500000007'));
    expect((await signIn({ phone: '13500000007', code })).json()).toEqual({ e: 0, m: '操作成功', d: { must_change_password: true } });
    await siteDbOf(t).updateTable('users').set({ must_change_password: 0 }).where('username', '=', 'teacher').execute();
  });

  it('is the site’s own: another site’s host finds nobody by the number, and a north code signs nobody in on south', async () => {
    await ageCodes(t, 120);
    await ageCodes(t, 120, 'south');
    await setContact(t, 'student', { mobile: '13500000008' });
    const sent = fakes.sms.sent.length;
    // South has nobody with this number: nothing is sent, though the answer is the same.
    expect((await ask(t, SEND, { phone: '13500000008' }, undefined, HOSTS.south)).e).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(fakes.sms.sent.length).toBe(sent);

    await ageCodes(t, 120, 'south');
    expect((await ask(t, SEND, { phone: '13500000008' })).e).toBe(0);
    const code = await eventually(() => fakes.sms.lastCode('13500000008'));
    // Even with south's student holding the same number, north's code is no code on south.
    await setContact(t, 'student', { mobile: '13500000008' }, 'south');
    const south = await signIn({ phone: '13500000008', code }, HOSTS.south);
    expect(south.json()).toMatchObject({ e: 1, m: REFUSED });
    expect(south.cookies.find((c) => c.name === 'eai-sess' && c.value)).toBeUndefined();
    const north = await signIn({ phone: '13500000008', code });
    expect(north.json().e).toBe(0);
    // The north session is nobody on south.
    expect((await whoIs(cookiesOf(north), HOSTS.south)).e).toBe(10013);
  });
});
