import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, cookiesOf, HOSTS, login, serverForFile } from '@quad/server/test/harness';

const t = serverForFile(['admin']);
const { c } = t;

const HEADER = '账号,姓名,学工号,身份,院系,班级,手机号,邮箱,初始密码';
const MUST_CHANGE = 10028;

async function importPeople(lines: string[]) {
  const csv = Buffer.from([HEADER, ...lines].join('\n'));
  const res = (await uploadMultipart(t.app, { url: '/admin/api/users/import', cookie: c.admin, name: '新生.csv', data: csv })).json();
  expect(res.d.errors).toEqual([]);
  for (let i = 0; i < 200; i++) {
    const job = (await call(t.app, { url: `/admin/api/users/import-status?id=${res.d.job_id}`, cookie: c.admin })).json().d;
    if (job.status !== 'running') return job as { status: string; passwords: { row: number; username: string; password: string }[] };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

const signIn = (username: string, password: string) => call(t.app, { url: '/uc/wap/login/check', form: { username, password } });
const change = (cookie: string, form: Record<string, string>) => call(t.app, { url: '/uc/wap/user/change-password', cookie, form });

describe('first passwords', () => {
  it('gives imported people a random password, shown once, that must be changed before anything else works', async () => {
    const job = await importPeople(['newbie1,新生甲,2031000001,学生,计算机学院,,,,', 'newbie2,新生乙,2031000002,学生,计算机学院,,,,']);
    expect(job.status).toBe('done');
    expect(job.passwords.map((p) => p.username)).toEqual(['newbie1', 'newbie2']);
    expect(job.passwords[0].password).toMatch(/^[A-Za-z2-9]{10}$/);
    // The student number, known to every classmate, is no longer a password.
    expect((await signIn('newbie1', '2031000001')).json().m).toBe('账号或密码错误');

    const first = await signIn('newbie1', job.passwords[0].password);
    expect(first.json()).toEqual({ e: 0, m: '操作成功', d: { must_change_password: true } });
    const cookie = cookiesOf(first);
    const refused = (await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie })).json();
    expect(refused).toMatchObject({ e: MUST_CHANGE, m: '首次登录或密码被重置后，请先修改密码', d: { change_url: expect.stringContaining('/center/password') } });
    expect((await call(t.app, { url: '/uc/wap/user/sign-ins', cookie })).json().e).toBe(MUST_CHANGE);
    // A browser opening a page is sent to the change-password page, not the login.
    const page = await t.app.inject({ method: 'GET', url: '/site/center/personal', headers: { host: HOSTS.north, cookie, accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^http:\/\/localhost\/site\/center\/password\?redirect=/);
    // Who is signed in may still be asked, for the change-password page.
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().d.base.realname).toBe('新生甲');

    expect((await change(cookie, { old_password: job.passwords[0].password, new_password: 'abcdefgh', new_password2: 'abcdefgh' })).json()).toMatchObject({
      e: 10022,
      d: { errors: { new_password: '新密码至少8位，须同时包含字母和数字' } },
    });
    expect((await change(cookie, { old_password: job.passwords[0].password, new_password: 'Spring2031', new_password2: 'Spring2032' })).json()).toMatchObject({
      e: 10022,
      d: { errors: { new_password2: '确认新密码与新密码不一致' } },
    });
    expect((await change(cookie, { old_password: job.passwords[0].password, new_password: 'Spring2031', new_password2: 'Spring2031' })).json().e).toBe(0);
    expect((await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie })).json().e).toBe(0);
    expect((await signIn('newbie1', 'Spring2031')).json()).toEqual({ e: 0, m: '操作成功', d: {} });
  });

  it('an administrator’s reset also makes the person choose a new password', async () => {
    const list = (await call(t.app, { url: '/admin/api/users/list?q=2024010009', cookie: c.admin })).json().d.list as { uid: string; username: string }[];
    const user = list.find((u) => u.username === '2024010009')!;
    const reset = (await call(t.app, { url: '/admin/api/users/reset-password', cookie: c.admin, form: { uid: user.uid } })).json();
    const first = await signIn('2024010009', reset.d.password);
    expect(first.json().d).toEqual({ must_change_password: true });
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie: cookiesOf(first) })).json().e).toBe(0);
    expect((await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie: cookiesOf(first) })).json().e).toBe(MUST_CHANGE);
  });
});

describe('changing my password', () => {
  it('ends my other sessions, keeps this one, and is in the audit log', async () => {
    const phone = await login(t.app, 'teacher', 'teacher123');
    const laptop = await login(t.app, 'teacher', 'teacher123');
    const done = (await change(phone, { old_password: 'teacher123', new_password: 'Teach2025x', new_password2: 'Teach2025x' })).json();
    expect(done).toEqual({ e: 0, m: '操作成功', d: {} });
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie: phone })).json().e).toBe(0);
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie: laptop })).json().e).toBe(10013);
    expect((await signIn('teacher', 'teacher123')).json().m).toBe('账号或密码错误');
    await login(t.app, 'teacher', 'Teach2025x');
    const audit = await new SiteDb(t.platform.database.db, 'north')
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'users.change-password')
      .where('actor_name', '=', '教师演示账号')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('Teach2025x');
  });

  it('refuses a wrong current password, and one that is the same as the account', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    expect((await change(cookie, { old_password: 'nope', new_password: 'Study2025x', new_password2: 'Study2025x' })).json()).toMatchObject({ e: 1, m: '当前密码不正确' });
    expect((await change(cookie, { old_password: 'student123', new_password: 'student123', new_password2: 'student123' })).json()).toMatchObject({
      e: 10022,
      d: { errors: { new_password: '新密码不能与当前密码相同' } },
    });
    expect((await call(t.app, { url: '/uc/wap/user/change-password', form: { old_password: 'a', new_password: 'Study2025x', new_password2: 'Study2025x' } })).json().e).toBe(10013);
  });
});
