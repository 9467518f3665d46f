import { describe, expect, it } from 'vitest';
import { call, cookiesOf, HOSTS, login, serverForFile, signInFirstTime } from '@quad/server/test/harness';

const t = serverForFile(['admin', 'southAdmin']);
const { c } = t;

type TIdentity = { uid: string; identity: string; number: string; current: boolean };
const json = async (url: string, cookie: string, body?: Record<string, string>, host: string = HOSTS.north) =>
  (await call(t.app, { url, cookie, host, form: body })).json();
const identities = async (cookie: string) => (await json('/uc/wap/identity/list', cookie)).d.list as TIdentity[];
const me = async (cookie: string) => (await json('/uc/wap/user/get-info', cookie)).d.base as { uid: string; role: { number: string } };

/** A teaching-assistant account for the demo student, made by the administrator (who is shown its password once). */
async function makeAssistant(username: string) {
  const made = await json('/admin/api/users/save', c.admin, { username, realname: '演示学生', number: `TA-${username}`, type: 'staff' });
  expect(made.e).toBe(0);
  passwords.set(username, made.d.password);
  return made.d.uid as string;
}
const passwords = new Map<string, string>();
/** Links the demo student's account with `username`, both accounts consenting with their passwords. */
const linkToStudent = (uid: string, username: string, cookie = c.admin, host: string = HOSTS.north) =>
  json('/admin/api/users/link', cookie, { uid, username, password: 'student123', link_password: passwords.get(username) ?? 'x' }, host);

describe('several identities of one person', () => {
  it('starts with one identity, gains a linked one, and switches to it without a password', async () => {
    const student = await login(t.app, 'student', 'student123');
    const own = await me(student);
    expect(await identities(student)).toEqual([expect.objectContaining({ uid: own.uid, current: true })]);

    const assistant = await makeAssistant('ta1');
    expect((await linkToStudent(own.uid, 'ta1')).e).toBe(0);
    const listed = await identities(student);
    expect(listed.map((i) => [i.uid, i.current]).sort()).toEqual([[assistant, false], [own.uid, true]].sort());
    expect(listed.find((i) => i.uid === assistant)).toMatchObject({ identity: 'staff', number: 'TA-ta1' });

    const switched = await call(t.app, { url: '/uc/wap/identity/switch', cookie: student, form: { uid: assistant } });
    expect(switched.json().e).toBe(0);
    const assistantCookie = cookiesOf(switched);
    expect((await me(assistantCookie)).role.number).toBe('TA-ta1');
    // The identity switched from is signed out: one session per switch, never two live ones.
    expect((await json('/uc/wap/user/get-info', student)).e).toBe(10013);
    // And back again.
    const back = await call(t.app, { url: '/uc/wap/identity/switch', cookie: assistantCookie, form: { uid: own.uid } });
    expect((await me(cookiesOf(back))).uid).toBe(own.uid);
    const history = (await json('/uc/wap/user/sign-ins', cookiesOf(back))).d.list as { method: string }[];
    expect(history[0].method).toBe('switch');
  });

  it('refuses accounts that are not the same person, disabled identities, and identities after unlinking', async () => {
    const teacher = await me(await login(t.app, 'teacher', 'teacher123'));
    const student = await login(t.app, 'student', 'student123');
    expect((await json('/uc/wap/identity/switch', student, { uid: teacher.uid })).e).toBe(10003);

    const assistant = (await identities(student)).find((i) => !i.current)!.uid;
    expect((await json('/admin/api/users/status', c.admin, { uid: assistant, status: 'disabled' })).e).toBe(0);
    expect((await identities(student)).map((i) => i.uid)).not.toContain(assistant);
    expect((await json('/uc/wap/identity/switch', student, { uid: assistant })).e).toBe(10003);
    expect((await json('/admin/api/users/status', c.admin, { uid: assistant, status: 'active' })).e).toBe(0);

    expect((await json('/admin/api/users/unlink', c.admin, { uid: assistant })).e).toBe(0);
    expect(await identities(student)).toHaveLength(1);
    expect((await json('/uc/wap/identity/switch', student, { uid: assistant })).e).toBe(10003);
  });

  it('explains what cannot be linked, and records links in the audit log', async () => {
    const own = await me(await login(t.app, 'student', 'student123'));
    expect((await linkToStudent(own.uid, 'nobody-here')).m).toBe('账号“nobody-here”不存在');
    expect((await linkToStudent(own.uid, 'student')).m).toBe('不能把账号关联到它自己');
    await makeAssistant('ta2');
    expect((await linkToStudent(own.uid, 'ta2')).e).toBe(0);
    expect((await linkToStudent(own.uid, 'ta2')).m).toBe('这两个账号已经是同一人的身份');
    const items = (await json(`/admin/api/users/identities?uid=${own.uid}`, c.admin)).d.list as { username: string }[];
    expect(items.map((i) => i.username).sort()).toEqual(['student', 'ta2']);
    const logged = (await json('/admin/api/audit/list?action=users.link-identity', c.admin)).d.list as unknown[];
    expect(logged.length).toBeGreaterThan(0);
  });

  it("keeps each site's people apart: another site's administrator and session see nothing", async () => {
    const own = await me(await login(t.app, 'student', 'student123'));
    expect((await json(`/admin/api/users/identities?uid=${own.uid}`, c.southAdmin, undefined, HOSTS.south)).e).toBe(10004);
    expect((await linkToStudent(own.uid, 'student', c.southAdmin, HOSTS.south)).e).toBe(10004);
    expect((await json('/admin/api/users/unlink', c.southAdmin, { uid: own.uid }, HOSTS.south)).e).toBe(10004);
    const southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
    expect((await json('/uc/wap/identity/switch', southStudent, { uid: own.uid }, HOSTS.south)).e).toBe(10003);
    // A north session means nobody on south.
    expect((await json('/uc/wap/identity/list', await login(t.app, 'student', 'student123'), undefined, HOSTS.south)).e).toBe(10013);
  });
});

describe('linking needs both accounts, and stays within the administrator\'s reach', () => {
  /** A people administrator (c.admin › people only), signed in. */
  async function peopleAdmin(username: string) {
    const made = await json('/admin/api/users/save', c.admin, { username, realname: '人事老师', type: 'staff' });
    const role = await call(t.app, { url: '/admin/api/roles/save', cookie: c.admin, json: { key: `${username}-people`, name: '人员管理', grants: { admin: { module: ['people'] } } } });
    expect((await json('/admin/api/roles/grant', c.admin, { uid: made.d.uid, role_id: role.json().d.id })).e).toBe(0);
    const password = `${username}-Chosen1`;
    passwords.set(username, password);
    return { uid: made.d.uid as string, cookie: await signInFirstTime(t.app, username, made.d.password, password) };
  }
  const uidOf = async (username: string) =>
    ((await json(`/admin/api/users/list?q=${username}`, c.admin)).d.list as { uid: string; username: string }[]).find((u) => u.username === username)!.uid;

  it('a people administrator cannot link their own account to a site administrator and switch into it', async () => {
    const clerk = await peopleAdmin('clerk1');
    const link = (uid: string, username: string, password: string, linkPassword: string) =>
      json('/admin/api/users/link', clerk.cookie, { uid, username, password, link_password: linkPassword });
    expect(await link(clerk.uid, 'admin', passwords.get('clerk1')!, 'admin123')).toMatchObject({
      e: 10003,
      m: expect.stringContaining('该账号有你没有的权限，不能关联'),
    });
    expect(await link(await uidOf('admin'), 'clerk1', 'admin123', passwords.get('clerk1')!)).toMatchObject({ e: 10003 });
    expect(await identities(clerk.cookie)).toHaveLength(1);
    expect((await json('/uc/wap/identity/switch', clerk.cookie, { uid: await uidOf('admin') })).e).toBe(10003);
  });

  it('a link without the other account\'s own password is refused, both ways', async () => {
    const clerk = await peopleAdmin('clerk2');
    const student = await uidOf('student');
    const wrong = await json('/admin/api/users/link', clerk.cookie, { uid: student, username: 'clerk2', password: 'guess', link_password: passwords.get('clerk2')! });
    expect(wrong).toMatchObject({ e: 10022, d: { errors: { password: '密码不正确，请让该账号本人输入' } } });
    const other = await json('/admin/api/users/link', clerk.cookie, { uid: clerk.uid, username: 'student', password: passwords.get('clerk2')!, link_password: 'guess' });
    expect(other).toMatchObject({ e: 10022, d: { errors: { link_password: '密码不正确，请让该账号本人输入' } } });
    expect((await json('/uc/wap/identity/switch', clerk.cookie, { uid: student })).e).toBe(10003);
  });

  it('a people administrator cannot reset the password of an account holding more than they do', async () => {
    const clerk = await peopleAdmin('clerk3');
    expect(await json('/admin/api/users/reset-password', clerk.cookie, { uid: await uidOf('admin') })).toMatchObject({
      e: 10003,
      m: expect.stringContaining('该账号有你没有的权限，不能重置密码'),
    });
    expect((await call(t.app, { url: '/uc/wap/login/check', form: { username: 'admin', password: 'admin123' } })).json().e).toBe(0);
    expect((await json('/admin/api/users/reset-password', clerk.cookie, { uid: await uidOf('ta2') })).e).toBe(0);
  });

  it('a people administrator cannot rename or disable an account holding more than they do', async () => {
    const clerk = await peopleAdmin('clerk4');
    const adminUid = await uidOf('admin');
    expect(await json('/admin/api/users/save', clerk.cookie, { uid: adminUid, username: 'admin-gone', realname: '管理员', type: 'staff' })).toMatchObject({
      e: 10003,
      m: expect.stringContaining('该账号有你没有的权限，不能修改'),
    });
    expect(await json('/admin/api/users/status', clerk.cookie, { uid: adminUid, status: 'disabled' })).toMatchObject({
      e: 10003,
      m: expect.stringContaining('不能停用'),
    });
    expect((await call(t.app, { url: '/uc/wap/login/check', form: { username: 'admin', password: 'admin123' } })).json().e).toBe(0);
    const ta = await uidOf('ta2');
    expect((await json('/admin/api/users/status', clerk.cookie, { uid: ta, status: 'disabled' })).e).toBe(0);
  });

  it('records every switch in the audit log, from whom to whom', async () => {
    const student = await login(t.app, 'student', 'student123');
    const own = await me(student);
    const assistant = await makeAssistant('ta3');
    expect((await linkToStudent(own.uid, 'ta3')).e).toBe(0);
    expect((await json('/uc/wap/identity/switch', student, { uid: assistant })).e).toBe(0);
    const logged = (await json(`/admin/api/audit/list?action=users.switch-identity&target_id=${assistant}`, c.admin)).d.list as {
      actor_id: string;
      actor_name: string;
    }[];
    expect(logged).toEqual([expect.objectContaining({ actor_id: own.uid, actor_name: '学生演示账号' })]);
  });
});
