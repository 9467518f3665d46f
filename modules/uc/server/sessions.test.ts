import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askJson, call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

type TSession = { key: string; current: boolean; userAgent: string; ip: string; lastSeen: number };
type TBody = { e: number; m: string; d: { list: TSession[] } };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInFrom = async (device: string, username = 'student', password = 'student123', host: string = HOSTS.north) => {
  const res = await call(t.app, { url: '/uc/wap/login/check', form: { username, password }, headers: { 'user-agent': device }, host });
  return (res.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
};
const sessions = async (cookie: string, host: string = HOSTS.north) => (await askJson<TBody>(t.app, '/uc/api/sessions', cookie, undefined, host)).d.list;

describe('登录设备 (my open sessions)', () => {
  it('lists where my account is signed in, marks this device, and signs another device out at once', async () => {
    const phone = await signInFrom('Mozilla/5.0 (iPhone) Safari');
    const desk = await signInFrom('Mozilla/5.0 (Windows NT 10.0) Chrome');
    const mine = await sessions(desk);
    const other = mine.find((s) => s.userAgent.includes('iPhone'));
    expect(mine.find((s) => s.current)?.userAgent).toContain('Windows');
    expect(other).toMatchObject({ current: false, ip: '127.0.0.1' });
    expect(JSON.stringify(mine)).not.toMatch(/token|hash/);

    expect((await askJson(t.app, '/uc/api/sessions/end', desk, { key: other!.key })).e).toBe(0);
    expect((await askJson(t.app, '/uc/wap/user/get-info', phone)).e).toBe(10013);
    expect((await askJson(t.app, '/uc/wap/user/get-info', desk)).e).toBe(0);
    expect(await askJson(t.app, '/uc/api/sessions/end', desk, { key: other!.key })).toMatchObject({ e: 10004, m: '该登录已结束' });
  });

  it('is nobody else’s: another person’s or another site’s session keys end nothing and list nothing of mine', async () => {
    const student = await signInFrom('student-phone');
    const teacher = await login(t.app, 'teacher', 'teacher123');
    const key = (await sessions(student)).find((s) => s.current)!.key;
    expect((await sessions(teacher)).some((s) => s.key === key)).toBe(false);
    expect((await askJson(t.app, '/uc/api/sessions/end', teacher, { key })).e).toBe(10004);
    const south = await signInFrom('south-phone', 'student', 'student123', HOSTS.south);
    expect((await sessions(south, HOSTS.south)).some((s) => s.key === key)).toBe(false);
    expect((await askJson(t.app, '/uc/api/sessions/end', south, { key }, HOSTS.south)).e).toBe(10004);
    expect((await askJson(t.app, '/uc/api/sessions', student, undefined, HOSTS.south)).e).toBe(10013);
    expect((await askJson(t.app, '/uc/wap/user/get-info', student)).e).toBe(0);
    expect((await askJson(t.app, '/uc/api/sessions/end', student, { key: '' })).e).not.toBe(0);
  });
});
