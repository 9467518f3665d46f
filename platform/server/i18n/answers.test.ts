import { describe, expect, it } from 'vitest';
import { call, login, serverForFile } from '@quad/server/test/harness';

const t = serverForFile();

const signIn = (form: Record<string, string>, headers?: Record<string, string>) =>
  call(t.app, { url: '/uc/wap/login/check', form, headers });
/** A wrong password, each time for another account, so the sign-in throttle never pauses one. */
let guesses = 0;
const wrongPassword = (headers?: Record<string, string>) => signIn({ username: `guess${++guesses}`, password: 'wrong' }, headers);

describe('answers in the reader’s language', () => {
  it('answers an English session’s validation in English, message and field alike', async () => {
    const answer = (await signIn({ username: 'student' }, { 'x-lang': 'en' })).json();
    expect(answer.e).toBe(10022);
    expect(answer.m).toBe('Please enter the password');
    expect(answer.d.errors).toEqual({ password: 'Please enter the password' });
  });

  it('answers a Traditional session in Traditional characters with Taiwan’s words', async () => {
    expect((await signIn({ username: 'student' }, { 'x-lang': 'tw' })).json().m).toBe('請填寫密碼');
    expect((await wrongPassword({ 'x-lang': 'tw' })).json().m).toBe('帳號或密碼錯誤');
  });

  it('leaves zh, and requests that name no language, exactly as written', async () => {
    expect((await signIn({ username: 'student' })).json().m).toBe('请填写密码');
    expect((await wrongPassword({ 'x-lang': 'zh', 'accept-language': 'en-US' })).json()).toEqual({
      e: 1,
      m: '账号或密码错误',
      d: {},
    });
  });

  it('falls back to Accept-Language when the request names no language', async () => {
    expect((await wrongPassword({ 'accept-language': 'en-GB,en;q=0.9' })).json().m).toBe('Wrong account or password');
    expect((await wrongPassword({ 'accept-language': 'zh-TW' })).json().m).toBe('帳號或密碼錯誤');
    expect((await wrongPassword({ 'accept-language': 'fr, zh-CN;q=0.5' })).json().m).toBe('账号或密码错误');
  });

  it('fills a message written from a template with its values translated too', async () => {
    const student = await login(t.app, 'student', 'student123');
    const answer = (await call(t.app, { url: '/forms/wap/default/list?page=x', cookie: student, headers: { 'x-lang': 'en' } })).json();
    expect(answer.e).toBe(10022);
    expect(answer.m).toBe('Page number must be an integer');
    const traditional = (await call(t.app, { url: '/forms/wap/default/list?page=x', cookie: student, headers: { 'x-lang': 'tw' } })).json();
    expect(traditional.m).toBe('頁碼必須是整數');
  });

  it('answers zod’s own checks, those a contract words no message for, in the reader’s language too', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const tooLong = (lang: string) =>
      call(t.app, {
        url: '/api/exports/start',
        method: 'POST',
        cookie: admin,
        json: { path: '/admin/api/users/export', query: { q: 'x'.repeat(501) } },
        headers: { 'x-lang': lang },
      }).then((r) => r.json());
    expect((await tooLong('en')).m).toContain('Too big: expected string to have <=500 characters');
    // The field's name before the message is translated as well: an English reader sees no Chinese.
    expect((await tooLong('en')).m).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
    expect((await tooLong('tw')).m).toContain('數值過大');
    expect((await tooLong('zh')).m).toContain('数值过大');
  });

  it('translates failures the platform answers outside any call, and never a success', async () => {
    expect((await call(t.app, { url: '/no/such/call', headers: { 'x-lang': 'en' } })).json().m).toBe('The call does not exist');
    // The original protocol's success body: its clients compare it, one of them by its length.
    expect((await signIn({ username: 'student', password: 'student123' }, { 'x-lang': 'en' })).body).toBe('{"e":0,"m":"操作成功","d":{}}');
  });
});
