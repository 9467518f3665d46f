import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
let admin: string;
let southAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin123');
  southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
});
afterAll(() => t.close());

type TIdentity = { uid: string; identity: string; number: string; current: boolean };
const json = async (url: string, cookie: string, body?: Record<string, string>, host: string = HOSTS.north) =>
  (await call(t.app, { url, cookie, host, form: body })).json();
const identities = async (cookie: string) => (await json('/uc/wap/identity/list', cookie)).d.list as TIdentity[];
const me = async (cookie: string) => (await json('/uc/wap/user/get-info', cookie)).d.base as { uid: string; role: { number: string } };

/** A teaching-assistant account for the demo student, made by the administrator. */
async function makeAssistant(username: string) {
  const made = await json('/admin/api/users/save', admin, { username, realname: '演示学生', number: `TA-${username}`, type: 'staff' });
  expect(made.e).toBe(0);
  return made.d.uid as string;
}

describe('several identities of one person', () => {
  it('starts with one identity, gains a linked one, and switches to it without a password', async () => {
    const student = await login(t.app, 'student', 'student123');
    const own = await me(student);
    expect(await identities(student)).toEqual([expect.objectContaining({ uid: own.uid, current: true })]);

    const assistant = await makeAssistant('ta1');
    expect((await json('/admin/api/users/link', admin, { uid: own.uid, username: 'ta1' })).e).toBe(0);
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
    const history = (await json('/uc/wap/user/sign-ins', cookiesOf(back))).d.items as { method: string }[];
    expect(history[0].method).toBe('switch');
  });

  it('refuses accounts that are not the same person, disabled identities, and identities after unlinking', async () => {
    const teacher = await me(await login(t.app, 'teacher', 'teacher123'));
    const student = await login(t.app, 'student', 'student123');
    expect((await json('/uc/wap/identity/switch', student, { uid: teacher.uid })).e).toBe(10003);

    const assistant = (await identities(student)).find((i) => !i.current)!.uid;
    expect((await json('/admin/api/users/status', admin, { uid: assistant, status: 'disabled' })).e).toBe(0);
    expect((await identities(student)).map((i) => i.uid)).not.toContain(assistant);
    expect((await json('/uc/wap/identity/switch', student, { uid: assistant })).e).toBe(10003);
    expect((await json('/admin/api/users/status', admin, { uid: assistant, status: 'active' })).e).toBe(0);

    expect((await json('/admin/api/users/unlink', admin, { uid: assistant })).e).toBe(0);
    expect(await identities(student)).toHaveLength(1);
    expect((await json('/uc/wap/identity/switch', student, { uid: assistant })).e).toBe(10003);
  });

  it('explains what cannot be linked, and records links in the audit log', async () => {
    const own = await me(await login(t.app, 'student', 'student123'));
    expect((await json('/admin/api/users/link', admin, { uid: own.uid, username: 'nobody-here' })).m).toBe('账号“nobody-here”不存在');
    expect((await json('/admin/api/users/link', admin, { uid: own.uid, username: 'student' })).m).toBe('不能把账号关联到它自己');
    await makeAssistant('ta2');
    expect((await json('/admin/api/users/link', admin, { uid: own.uid, username: 'ta2' })).e).toBe(0);
    expect((await json('/admin/api/users/link', admin, { uid: own.uid, username: 'ta2' })).m).toBe('这两个账号已经是同一人的身份');
    const items = (await json(`/admin/api/users/identities?uid=${own.uid}`, admin)).d.items as { username: string }[];
    expect(items.map((i) => i.username).sort()).toEqual(['student', 'ta2']);
    const logged = (await json('/admin/api/audit/list?action=users.link-identity', admin)).d.items as unknown[];
    expect(logged.length).toBeGreaterThan(0);
  });

  it("keeps each site's people apart: another site's administrator and session see nothing", async () => {
    const own = await me(await login(t.app, 'student', 'student123'));
    expect((await json(`/admin/api/users/identities?uid=${own.uid}`, southAdmin, undefined, HOSTS.south)).e).toBe(10004);
    expect((await json('/admin/api/users/link', southAdmin, { uid: own.uid, username: 'student' }, HOSTS.south)).e).toBe(10004);
    expect((await json('/admin/api/users/unlink', southAdmin, { uid: own.uid }, HOSTS.south)).e).toBe(10004);
    const southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
    expect((await json('/uc/wap/identity/switch', southStudent, { uid: own.uid }, HOSTS.south)).e).toBe(10003);
    // A north session means nobody on south.
    expect((await json('/uc/wap/identity/list', await login(t.app, 'student', 'student123'), undefined, HOSTS.south)).e).toBe(10013);
  });
});
