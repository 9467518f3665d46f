import { describe, expect, it } from 'vitest';
import { serverForFile } from '@quad/server/test/harness';
import { ageCodes, ask, fakesForFile, setContact, siteDbOf } from '../codes-test-kit';
import { DAILY_PER_IP, DAILY_PER_SUBJECT } from './service-codes';

const fakes = fakesForFile();
const t = serverForFile(['student', 'other'], fakes.overrides);
const { c } = t;

const SEND = '/polymerization/api/phone/send-code';
const BIND = '/polymerization/api/phone/bind';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('are voided by the fifth wrong try, which is audited; the right code then fails too', async () => {
    await setContact(t, 'student', { mobile: '' });
    expect((await ask(t, SEND, { phone: '13700000001' }, c.student)).e).toBe(0);
    const code = fakes.sms.lastCode('13700000001');
    for (let i = 0; i < 4; i++) expect((await ask(t, BIND, { phone: '13700000001', code: wrong(code) }, c.student)).m).toBe('验证码错误或已失效，请重新获取');
    expect((await ask(t, BIND, { phone: '13700000001', code: wrong(code) }, c.student)).m).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await ask(t, BIND, { phone: '13700000001', code }, c.student)).m).toBe('验证码错误或已失效，请重新获取');
    const audit = await siteDbOf(t).selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'polymerization.code-voided').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toContain('137****0001');
  });

  it('are sent at most once a minute to a number, and only the latest works', async () => {
    await ageCodes(t, 120);
    expect((await ask(t, SEND, { phone: '13700000002' }, c.student)).e).toBe(0);
    const first = fakes.sms.lastCode('13700000002');
    expect(await ask(t, SEND, { phone: '13700000002' }, c.student)).toMatchObject({ e: 10029, m: '获取验证码太频繁，请1分钟后再试' });
    await ageCodes(t, 61);
    expect((await ask(t, SEND, { phone: '13700000002' }, c.student)).e).toBe(0);
    const second = fakes.sms.lastCode('13700000002');
    if (first !== second) expect((await ask(t, BIND, { phone: '13700000002', code: first }, c.student)).e).toBe(1);
    expect((await ask(t, BIND, { phone: '13700000002', code: second }, c.student)).e).toBe(0);
  });

  it('expire after five minutes', async () => {
    await setContact(t, 'other', { mobile: '' });
    expect((await ask(t, SEND, { phone: '13700000003' }, c.other)).e).toBe(0);
    await ageCodes(t, 301);
    expect((await ask(t, BIND, { phone: '13700000003', code: fakes.sms.lastCode('13700000003') }, c.other)).m).toBe('验证码错误或已失效，请重新获取');
  });

  it('stop for the day after the daily cap per number, and per address', async () => {
    for (let i = 0; i < DAILY_PER_SUBJECT - 1; i++) {
      await ageCodes(t, 61);
      expect((await ask(t, SEND, { phone: '13700000004' }, c.other)).e).toBe(0);
    }
    await ageCodes(t, 61);
    expect((await ask(t, SEND, { phone: '13700000004' }, c.other)).e).toBe(0);
    await ageCodes(t, 61);
    expect(await ask(t, SEND, { phone: '13700000004' }, c.other)).toMatchObject({ e: 10029, m: '今天获取验证码的次数已达上限，请明天再试' });
    // The address: the tests all come from one, so a count of rows from it reaches the cap.
    const db = siteDbOf(t);
    const made = Number((await db.selectFrom('polymerization_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (let i = made; i < DAILY_PER_IP; i++) await ask(t, SEND, { phone: `1360000${String(i).padStart(4, '0')}` }, c.other);
    expect(await ask(t, SEND, { phone: '13611112222' }, c.other)).toMatchObject({ e: 10029, m: '当前网络今天获取验证码的次数过多，请明天再试' });
  });
});
