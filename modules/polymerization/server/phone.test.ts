import { describe, expect, it } from 'vitest';
import { HOSTS, serverForFile } from '@quad/server/test/harness';
import { ageCodes, ask, fakesForFile, setContact, siteDbOf } from './codes-test-kit';

const fakes = fakesForFile();
const t = serverForFile(['student', 'other', 'teacher', 'southStudent'], fakes.overrides);
const { c } = t;

const SEND = '/polymerization/api/phone/send-code';
const mobileOf = async (username: string, site = 'north') =>
  (await siteDbOf(t, site).selectFrom('users').select('mobile').where('username', '=', username).executeTakeFirstOrThrow()).mobile;

describe('binding and changing my phone', () => {
  it('binds a first phone with the code sent to it by SMS, and shows it masked', async () => {
    await setContact(t, 'student', { mobile: '' });
    expect(await ask(t, SEND, { phone: '12345' }, c.student)).toMatchObject({ e: 10022, d: { errors: { phone: '请填写正确的11位手机号' } } });
    expect(await ask(t, SEND, { phone: '13800000001' }, c.student)).toMatchObject({ e: 0, d: { expires_in: 300, resend_in: 60 } });
    const code = fakes.sms.lastCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    // The code is stored only as a hash.
    const rows = await siteDbOf(t).selectFrom('polymerization_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(await ask(t, '/polymerization/api/phone/bind', { phone: '13800000001', code }, c.student)).toEqual({ e: 0, m: '操作成功', d: {} });
    expect(await mobileOf('student')).toBe('13800000001');
    expect((await ask(t, '/polymerization/api/account', undefined, c.student)).d).toMatchObject({ username: 'student', phone: '138****0001' });
    // Bound: the next one is a change, which needs the password.
    expect((await ask(t, '/polymerization/api/phone/bind', { phone: '13800000009', code: '123456' }, c.student)).m).toBe('您已绑定手机号，如需修改请使用更换手机');
  });

  it('refuses a number another active account of the site has, but not one of a disabled account or another site', async () => {
    await setContact(t, 'teacher', { mobile: '13800000002' });
    await setContact(t, 'other', { mobile: '' });
    expect(await ask(t, SEND, { phone: '13800000002' }, c.other)).toMatchObject({ e: 1, m: '该手机号已绑定本校其他账号' });
    expect(fakes.sms.lastCode('13800000002')).toBe('');
    // Another school's student may have the same number.
    await setContact(t, 'student', { mobile: '' }, 'south');
    expect((await ask(t, SEND, { phone: '13800000002' }, c.southStudent, HOSTS.south)).e).toBe(0);
    await siteDbOf(t).updateTable('users').set({ status: 'disabled' }).where('username', '=', 'teacher').execute();
    try {
      expect((await ask(t, SEND, { phone: '13800000002' }, c.other)).e).toBe(0);
    } finally {
      await siteDbOf(t).updateTable('users').set({ status: 'active' }).where('username', '=', 'teacher').execute();
    }
  });

  it('changes the phone only with the current password and the new number’s code; another person’s code does not work', async () => {
    await setContact(t, 'student', { mobile: '13800000001' });
    await ageCodes(t, 120);
    expect((await ask(t, SEND, { phone: '13800000003' }, c.student)).e).toBe(0);
    const code = fakes.sms.lastCode('13800000003');
    // Someone else who learns the code cannot bind that number with it.
    await setContact(t, 'other', { mobile: '' });
    expect((await ask(t, '/polymerization/api/phone/bind', { phone: '13800000003', code }, c.other)).m).toBe('验证码错误或已失效，请重新获取');
    expect((await ask(t, '/polymerization/api/phone/change', { phone: '13800000003', code, password: 'wrong' }, c.student)).m).toBe('当前密码不正确');
    expect(await ask(t, '/polymerization/api/phone/change', { phone: '13800000003', code, password: 'student123' }, c.student)).toMatchObject({ e: 0 });
    expect(await mobileOf('student')).toBe('13800000003');
    const audit = await siteDbOf(t).selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'users.change-phone').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toContain('138****0003');
  });

  it('keeps sites apart: a session of one site is nobody on the other, and codes are the site’s own', async () => {
    expect((await ask(t, '/polymerization/api/account', undefined, c.student, HOSTS.south)).e).toBe(10013);
    for (const url of [SEND, '/polymerization/api/phone/bind', '/polymerization/api/phone/change']) {
      expect((await ask(t, url, { phone: '13800000004', code: '123456', password: 'x' }, c.student, HOSTS.south)).e).toBe(10013);
    }
    // A code sent on north for a number is no code on south, even for the same number and account name.
    await ageCodes(t, 120);
    await ageCodes(t, 120, 'south');
    await setContact(t, 'student', { mobile: '' }, 'south');
    expect((await ask(t, SEND, { phone: '13800000005' }, c.other)).e).toBe(0);
    const code = fakes.sms.lastCode('13800000005');
    expect((await ask(t, '/polymerization/api/phone/bind', { phone: '13800000005', code }, c.southStudent, HOSTS.south)).m).toBe('验证码错误或已失效，请重新获取');
  });
});
