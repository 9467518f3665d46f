import { describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '@quad/platform/server/providers/messaging/one-time-tokens';
import { call, cookiesOf, HOSTS, serverForFile } from '@quad/server/test/harness';
import { ageCodes, eventually, fakesForFile, setContact, siteDbOf } from './codes-test-kit';

const fakes = fakesForFile();
// Each test asks from an address of its own (X-Forwarded-For through a trusted local proxy): binding tries are counted per address.
fakes.overrides.trustProxy = ['127.0.0.1'];
const t = serverForFile([], fakes.overrides);

const SEND = '/api/corp/bind/send-code';
const BIND = '/api/corp/bind/by-code';
const REFUSED = '验证码错误或已失效，请重新获取';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A binding ticket, as the messaging sign-in hands one to an account nobody on the site holds. */
const ticketFor = (corpUserId: string, site = 'north') =>
  issueOneTimeToken(siteDbOf(t, site), 'bind', JSON.stringify({ corpUserId, target: 'http://localhost/site/news/index' }), 600);
const unbind = (username: string) => siteDbOf(t).updateTable('users').set({ corp_userid: '' }).where('username', '=', username).execute();
const numberOf = async (username: string, site = 'north') =>
  (await siteDbOf(t, site).selectFrom('users').select('number').where('username', '=', username).executeTakeFirstOrThrow()).number;
const post = (url: string, json: Record<string, unknown>, from: string, host: string = HOSTS.north) => call(t.app, { url, json, host, headers: { 'x-forwarded-for': from } });
const ask = async (url: string, json: Record<string, unknown>, from: string, host: string = HOSTS.north) =>
  (await post(url, json, from, host)).json() as { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

describe('binding a messaging account on first sign-in with a code', () => {
  it('sends a code to the number’s bound phone, named masked; the code binds, signs in as the provider, and is spent', async () => {
    const from = '10.0.0.1';
    // The demo seed binds its people to messaging accounts named like them: this one starts unbound.
    await unbind('student');
    await setContact(t, 'student', { mobile: '13812345678' });
    const ticket = await ticketFor('wx-student');
    const number = await numberOf('student');
    expect(await ask(SEND, { ticket, number }, from)).toEqual({ e: 0, m: '操作成功', d: { phone: '138****5678', expires_in: 300, resend_in: 60 } });
    const code = fakes.sms.lastCode('13812345678');
    expect(code).toMatch(/^\d{6}$/);

    const bound = await post(BIND, { ticket, number, code }, from);
    expect(bound.json()).toEqual({ e: 0, m: '操作成功', d: { redirect: 'http://localhost/site/news/index' } });
    const cookie = cookiesOf(bound);
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().d.base.realname).toBe('学生演示账号');
    const row = await siteDbOf(t).selectFrom('users').select('corp_userid').where('username', '=', 'student').executeTakeFirstOrThrow();
    expect(row.corp_userid).toBe('wx-student');
    // 登录记录 names the site's messaging app (north's demo provider), not a generic "corp".
    const history = (await call(t.app, { url: '/uc/wap/user/sign-ins', cookie })).json() as { d: { list: { method: string }[] } };
    expect(history.d.list[0].method).toBe('demo');
    const audit = await siteDbOf(t).selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'corp.bind').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ corpUserId: 'wx-student', by: 'code' });

    // Ticket and code are both spent.
    expect(await ask(BIND, { ticket, number, code }, from)).toMatchObject({ e: 1, m: '绑定请求已失效，请重新进入页面' });
  });

  it('says in Chinese what is wrong: no phone, no such number, bad input, a spent ticket', async () => {
    const from = '10.0.0.2';
    const ticket = await ticketFor('wx-teacher');
    await setContact(t, 'teacher', { mobile: '' });
    expect(await ask(SEND, { ticket, number: await numberOf('teacher') }, from)).toMatchObject({
      e: 1,
      m: '该学工号未绑定手机号，无法发送验证码，请改用密码绑定或联系学校管理员',
    });
    expect(await ask(SEND, { ticket, number: 'nobody-0000' }, from)).toMatchObject({ e: 1, m: '未找到该学工号的账号，请核对后重试' });
    expect(await ask(SEND, { ticket, number: '' }, '10.0.0.22')).toMatchObject({ e: 10022, d: { errors: { number: '请填写学工号' } } });
    expect(await ask(BIND, { ticket, number: 'x', code: '12' }, '10.0.0.22')).toMatchObject({ e: 10022, d: { errors: { code: '验证码（6位数字，5分钟内有效）：验证码为6位数字' } } });
    expect(await ask(SEND, { ticket: 'not-a-ticket', number: 'x' }, '10.0.0.22')).toMatchObject({ e: 10022 });
    const unknown = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(await ask(SEND, { ticket: unknown, number: await numberOf('teacher') }, '10.0.0.23')).toMatchObject({ e: 1, m: '绑定请求已失效，请重新进入页面' });
    // A code to nobody: a number with no phone fails as a wrong code.
    expect(await ask(BIND, { ticket, number: await numberOf('teacher'), code: '123456' }, from)).toMatchObject({ e: 1, m: REFUSED });
  });

  it('limits codes (one a minute to a phone, five tries, the fifth wrong audited) and asks per address', async () => {
    const from = '10.0.0.3';
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13812340003' });
    const ticket = await ticketFor('wx-teacher-3');
    const number = await numberOf('teacher');
    expect((await ask(SEND, { ticket, number }, from)).e).toBe(0);
    expect(await ask(SEND, { ticket, number }, from)).toMatchObject({ e: 10029, m: '获取验证码太频繁，请1分钟后再试' });
    const code = fakes.sms.lastCode('13812340003');
    for (let i = 0; i < 4; i++) expect((await ask(BIND, { ticket, number, code: wrong(code) }, from)).m).toBe(REFUSED);
    expect((await ask(BIND, { ticket, number, code: wrong(code) }, from)).m).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await ask(BIND, { ticket, number, code }, from)).m).toBe(REFUSED);
    const audit = await siteDbOf(t).selectFrom('audit_log').select('after').where('action', '=', 'polymerization.code-voided').execute();
    expect(audit.map((a) => a.after).join()).toContain('138****0003');
    // Asking for codes names accounts: five asks in fifteen minutes from one address, then no more.
    for (let i = 0; i < 3; i++) await ask(SEND, { ticket, number: `nobody-${i}` }, from);
    expect(await ask(SEND, { ticket, number: 'nobody-9' }, from)).toMatchObject({ e: 10029, m: '尝试次数过多，请稍后再试' });
  });

  it('refuses a person bound to another messaging account before spending the code', async () => {
    const from = '10.0.0.4';
    await ageCodes(t, 120);
    await setContact(t, 'teacher', { mobile: '13812340004' });
    await siteDbOf(t).updateTable('users').set({ corp_userid: 'wx-teacher-old' }).where('username', '=', 'teacher').execute();
    try {
      const ticket = await ticketFor('wx-teacher-new');
      const number = await numberOf('teacher');
      expect((await ask(SEND, { ticket, number }, from)).e).toBe(0);
      const code = fakes.sms.lastCode('13812340004');
      expect(await ask(BIND, { ticket, number, code }, from)).toMatchObject({ e: 1, m: '该学工号已绑定其他消息应用账号，请先在个人中心解除绑定' });
    } finally {
      await unbind('teacher');
    }
  });

  it('keeps sites apart: a north ticket is nothing on south, and south’s host finds north’s number nowhere', async () => {
    const from = '10.0.0.5';
    await ageCodes(t, 120);
    await ageCodes(t, 120, 'south');
    await unbind('student');
    await setContact(t, 'student', { mobile: '13812340005' });
    await setContact(t, 'student', { mobile: '' }, 'south');
    const northTicket = await ticketFor('wx-student-5');
    const number = await numberOf('student');
    const sent = fakes.sms.sent.length;
    expect(await ask(SEND, { ticket: northTicket, number }, from, HOSTS.south)).toMatchObject({ e: 1, m: '绑定请求已失效，请重新进入页面' });
    // South's own ticket: north's student and phone are not south's.
    const southTicket = await ticketFor('wx-student-5', 'south');
    expect((await ask(SEND, { ticket: southTicket, number }, '10.0.0.55', HOSTS.south)).e).toBe(1);
    expect(fakes.sms.sent.length).toBe(sent);
    // A code sent on north binds nothing on south.
    expect((await ask(SEND, { ticket: northTicket, number }, from)).e).toBe(0);
    const code = await eventually(() => fakes.sms.lastCode('13812340005'));
    expect((await ask(BIND, { ticket: southTicket, number, code }, '10.0.0.55', HOSTS.south)).e).toBe(1);
    expect((await ask(BIND, { ticket: northTicket, number, code }, from)).e).toBe(0);
  });
});
