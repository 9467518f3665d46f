import { describe, expect, it } from 'vitest';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';
import { ask, eventually, fakesForFile, setContact, siteDbOf } from './codes-test-kit';

const fakes = fakesForFile();
const t = serverForFile([], fakes.overrides);

const SEND = '/polymerization/api/reset/send-code';
const CONFIRM = '/polymerization/api/reset/confirm';
const signIn = async (username: string, password: string, host: string = HOSTS.north) =>
  (await call(t.app, { url: '/uc/wap/login/check', host, form: { username, password } })).json() as { e: number; m: string };

describe('resetting a forgotten password with a code', () => {
  it('by SMS: the new password signs in, every session of the person ends, the old password no longer works', async () => {
    await setContact(t, 'teacher', { mobile: '13900000001' });
    const phone = await login(t.app, 'teacher', 'teacher123');
    const laptop = await login(t.app, 'teacher', 'teacher123');
    expect(await ask(t, SEND, { account: 'teacher', channel: 'phone' })).toEqual({ e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } });
    const code = await eventually(() => fakes.sms.lastCode('13900000001'));
    expect(await ask(t, CONFIRM, { account: 'teacher', code, new_password: 'abcdefgh', new_password2: 'abcdefgh' })).toMatchObject({
      e: 10022,
      d: { errors: { new_password: '新密码至少8位，须同时包含字母和数字' } },
    });
    // Refused before the code is taken: the code still works once the password is fixed.
    expect((await ask(t, CONFIRM, { account: 'teacher', code, new_password: 'teacher1', new_password2: 'teacher1' })).e).toBe(0);
    for (const cookie of [phone, laptop]) expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().e).toBe(10013);
    expect((await signIn('teacher', 'teacher123')).m).toBe('账号或密码错误');
    expect(await signIn('teacher', 'teacher1')).toMatchObject({ e: 0, d: {} });
    // Single use.
    expect((await ask(t, CONFIRM, { account: 'teacher', code, new_password: 'Another123', new_password2: 'Another123' })).m).toBe('验证码错误或已失效，请重新获取');
    const audit = await siteDbOf(t).selectFrom('audit_log').select('action').where('action', '=', 'users.reset-password-by-code').execute();
    expect(audit).toHaveLength(1);
  });

  it('by e-mail through SMTP, and clears the account’s sign-in pause', async () => {
    await setContact(t, 'admin', { email: 'admin@school.test' });
    for (let i = 0; i < 6; i++) await signIn('admin', 'guess');
    expect((await signIn('admin', 'admin123')).e).not.toBe(0);
    expect((await ask(t, SEND, { account: 'admin', channel: 'email' })).e).toBe(0);
    const mail = await eventually(() => fakes.smtp.messages.find((m) => m.to.includes('admin@school.test')));
    const code = /(\d{6})/.exec(mail.text)?.[1] ?? '';
    expect((await ask(t, CONFIRM, { account: 'admin', code, new_password: 'Admin2026x', new_password2: 'Admin2026x' })).e).toBe(0);
    expect((await signIn('admin', 'Admin2026x')).e).toBe(0);
  });

  it('answers an unknown account, or one without the phone chosen, exactly as a known one, and sends nothing', async () => {
    const sent = fakes.sms.sent.length;
    const known = await ask(t, SEND, { account: '2024010002', channel: 'email' });
    const unknown = await ask(t, SEND, { account: 'nobody-here', channel: 'phone' });
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({ e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } });
    // The limits too: a second ask within the minute is refused the same way for both.
    expect(await ask(t, SEND, { account: 'nobody-here', channel: 'phone' })).toEqual(await ask(t, SEND, { account: '2024010002', channel: 'email' }));
    const guess = { code: '123456', new_password: 'Guess12345', new_password2: 'Guess12345' };
    expect((await ask(t, CONFIRM, { account: 'nobody-here', ...guess })).m).toBe((await ask(t, CONFIRM, { account: '2024010002', ...guess })).m);
    await new Promise((r) => setTimeout(r, 100));
    expect(fakes.sms.sent.length).toBe(sent);
  });

  it('is the site’s own: a code asked on north does nothing on south', async () => {
    await setContact(t, 'student', { mobile: '13900000002' });
    await setContact(t, 'student', { mobile: '13900000002' }, 'south');
    expect((await ask(t, SEND, { account: 'student', channel: 'phone' })).e).toBe(0);
    const code = await eventually(() => fakes.sms.lastCode('13900000002'));
    const form = { account: 'student', code, new_password: 'South2026x', new_password2: 'South2026x' };
    expect((await ask(t, CONFIRM, form, undefined, HOSTS.south)).m).toBe('验证码错误或已失效，请重新获取');
    expect((await ask(t, CONFIRM, form)).e).toBe(0);
    expect((await signIn('student', 'student123', HOSTS.south)).e).toBe(0);
  });
});
