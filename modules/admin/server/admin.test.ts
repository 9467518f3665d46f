import { describe, expect, it } from 'vitest';
import { call, HOSTS, login, serverForFile, signInFirstTime } from '@quad/server/test/harness';

const t = serverForFile(['admin', 'southAdmin']);
const { c } = t;

const get = (url: string, cookie: string, host: string = HOSTS.north) => call(t.app, { url, cookie, host }).then((r) => r.json());
const post = (url: string, form: Record<string, string>, cookie: string, host: string = HOSTS.north) =>
  call(t.app, { url, cookie, host, form }).then((r) => r.json());

async function userByName(username: string, host: string = HOSTS.north, cookie = c.admin) {
  const list = await get(`/admin/api/users/list?q=${encodeURIComponent(username)}`, host === HOSTS.north ? cookie : c.southAdmin, host);
  return list.d.list.find((u: { username: string }) => u.username === username);
}

describe('who may administer', () => {
  it('refuses students and asks strangers to sign in', async () => {
    const student = await login(t.app, 'student', 'student123');
    expect((await get('/admin/api/users/list', student)).e).toBe(10003);
    expect((await call(t.app, { url: '/admin/api/users/list' })).json().e).toBe(10013);
  });
});

describe('people', () => {
  it('lists a site’s own people with paging and search', async () => {
    const all = await get('/admin/api/users/list?size=10', c.admin);
    expect(all.e).toBe(0);
    expect(all.d.total).toBe(63);
    expect(all.d.list).toHaveLength(10);
    const found = await get('/admin/api/users/list?q=2024010002', c.admin);
    expect(found.d.list.map((u: { username: string }) => u.username)).toEqual(['2024010002']);
    const students = await get('/admin/api/users/list?type=teacher', c.admin);
    expect(students.d.list.map((u: { username: string }) => u.username)).toEqual(['teacher']);
  });

  it('creates a person whose one-time password signs in, and records who did it without the password', async () => {
    const depts = (await get('/admin/api/departments/list', c.admin)).d.list as { id: string; kind: string; parent_id: string }[];
    const dept = depts.find((d) => d.kind === 'department')!;
    const cls = depts.find((d) => d.kind === 'class' && d.parent_id === dept.id)!;
    const created = await post(
      '/admin/api/users/save',
      { username: 'newstudent', realname: '新同学', type: 'student', number: '2025019999', dept_id: dept.id, class_id: cls.id },
      c.admin,
    );
    expect(created.e).toBe(0);
    expect(created.d.password).toMatch(/^[A-Za-z2-9]{10}$/);
    await login(t.app, 'newstudent', created.d.password);
    const log = await get(`/admin/api/audit/list?target_id=${created.d.uid}`, c.admin);
    expect(log.d.list[0]).toMatchObject({ action: 'users.create', actor_name: '管理员演示账号', target_type: 'user' });
    expect(JSON.stringify(log.d.list)).not.toContain(created.d.password);
  });

  it('refuses a username already used, and a class outside the chosen department', async () => {
    const taken = await post('/admin/api/users/save', { username: 'teacher', realname: '重名', type: 'teacher' }, c.admin);
    expect(taken).toMatchObject({ e: 10009, m: '账号已被使用' });
    const depts = (await get('/admin/api/departments/list', c.admin)).d.list as { id: string; kind: string; parent_id: string }[];
    const [a, b] = depts.filter((d) => d.kind === 'department');
    const classOfB = depts.find((d) => d.kind === 'class' && d.parent_id === b.id)!;
    const misplaced = await post(
      '/admin/api/users/save',
      { username: 'x1', realname: '某人', type: 'student', dept_id: a.id, class_id: classOfB.id },
      c.admin,
    );
    expect(misplaced).toMatchObject({ e: 10022, d: { errors: { class_id: '班级不属于所选院系' } } });
  });

  it('names every wrong field in Chinese', async () => {
    const bad = await post(
      '/admin/api/users/save',
      { username: '张 三', realname: '', type: 'alien', mobile: '123', email: 'nope' },
      c.admin,
    );
    expect(bad.e).toBe(10022);
    expect(bad.d.errors).toMatchObject({
      username: '账号只能包含字母、数字和 _ . @ -',
      realname: '请填写姓名',
      type: '身份类型不正确',
      mobile: '手机号格式不正确',
      email: '邮箱格式不正确',
    });
  });

  it('disabling a person ends their sessions at once and stops sign-in', async () => {
    const session = await login(t.app, '2024010003', 'student123');
    const user = await userByName('2024010003');
    expect((await post('/admin/api/users/status', { uid: user.uid, status: 'disabled' }, c.admin)).e).toBe(0);
    expect((await get('/uc/wap/user/get-info', session)).e).toBe(10013);
    const again = await call(t.app, { url: '/uc/wap/login/check', form: { username: '2024010003', password: 'student123' } });
    expect(again.json().m).toBe('账号已停用，请联系学校管理员');
    expect((await post('/admin/api/users/status', { uid: user.uid, status: 'active' }, c.admin)).e).toBe(0);
    await login(t.app, '2024010003', 'student123');
  });

  it('a person edited in the console reads the new name and number at once, having read the old ones', async () => {
    const person = { username: 'edited1', realname: '原来的名字', number: 'T-1', type: 'teacher' };
    const created = await post('/admin/api/users/save', person, c.admin);
    const session = await login(t.app, person.username, created.d.password);
    expect((await get('/uc/wap/user/get-info', session)).d.base).toMatchObject({ realname: '原来的名字', role: { number: 'T-1' } });
    expect((await post('/admin/api/users/save', { ...person, uid: created.d.uid, realname: '改过的名字', number: 'T-2' }, c.admin)).e).toBe(
      0,
    );
    expect((await get('/uc/wap/user/get-info', session)).d.base).toMatchObject({ realname: '改过的名字', role: { number: 'T-2' } });
  });

  it('a password reset gives a new password once and ends old sessions', async () => {
    const old = await login(t.app, '2024010008', 'student123');
    const user = await userByName('2024010008');
    const reset = await post('/admin/api/users/reset-password', { uid: user.uid }, c.admin);
    expect((await get('/uc/wap/user/get-info', old)).e).toBe(10013);
    await login(t.app, '2024010008', reset.d.password);
  });

  it('keeps departments with people in them', async () => {
    const depts = (await get('/admin/api/departments/list', c.admin)).d.list as { id: string; kind: string; members: number }[];
    const busy = depts.find((d) => d.kind === 'class' && d.members > 0)!;
    expect(await post('/admin/api/departments/delete', { id: busy.id }, c.admin)).toMatchObject({
      e: 1,
      m: '其下还有人员，请先调整人员的院系或班级',
    });
    const created = await post('/admin/api/departments/save', { name: '临时学院', kind: 'department' }, c.admin);
    expect((await post('/admin/api/departments/delete', { id: created.d.id }, c.admin)).e).toBe(0);
  });
});

describe('roles and permissions', () => {
  it('a granted role shows in getAllAuth at once, and is gone at once when revoked', async () => {
    const role = await call(t.app, {
      url: '/admin/api/roles/save',
      cookie: c.admin,
      json: { key: 'news-editor', name: '新闻编辑', grants: { news: { module: ['publish'] }, empty: { module: [] } } },
    });
    expect(role.json().e).toBe(0);
    const student = await login(t.app, 'student', 'student123');
    const me = await userByName('student');
    expect((await post('/admin/api/roles/grant', { uid: me.uid, role_id: role.json().d.id }, c.admin)).e).toBe(0);
    expect((await get('/uc/wap/user/get-all-auth', student)).d).toEqual({ news: { module: ['publish'] } });
    expect((await post('/admin/api/roles/revoke', { uid: me.uid, role_id: role.json().d.id }, c.admin)).e).toBe(0);
    expect((await get('/uc/wap/user/get-all-auth', student)).d).toEqual({});
  });

  it('a department role needs the department it is about', async () => {
    const roles = (await get('/admin/api/roles/list', c.admin)).d.list as { id: string; key: string; scope: string }[];
    const instructor = roles.find((r) => r.key === 'instructor')!;
    expect(instructor.scope).toBe('department');
    const me = await userByName('teacher');
    const res = await post('/admin/api/roles/grant', { uid: me.uid, role_id: instructor.id }, c.admin);
    expect(res).toMatchObject({ e: 10022, m: '请选择该角色负责的院系或班级' });
  });
});

describe('site isolation', () => {
  it('a south administrator sees only south’s people, departments, roles and log', async () => {
    const users = await get('/admin/api/users/list?size=200', c.southAdmin, HOSTS.south);
    expect(users.d.total).toBe(63);
    expect(users.d.list.some((u: { department: string }) => u.department === '计算机学院')).toBe(false);
    const depts = await get('/admin/api/departments/list', c.southAdmin, HOSTS.south);
    expect(depts.d.list.map((d: { name: string }) => d.name)).not.toContain('计算机学院');
    const log = await get('/admin/api/audit/list', c.southAdmin, HOSTS.south);
    expect(log.d.list.every((e: { actor_name: string }) => e.actor_name !== '')).toBe(true);
    expect(log.d.list.some((e: { action: string }) => e.action === 'users.create')).toBe(false);
  });

  it('every administrative call with another site’s ids finds nothing and changes nothing', async () => {
    const northUser = await userByName('2024010002');
    const northDept = (await get('/admin/api/departments/list', c.admin)).d.list[0];
    const northRole = (await get('/admin/api/roles/list', c.admin)).d.list[0];
    const southUser = await userByName('2024110002', HOSTS.south);
    const south = (url: string, form: Record<string, string>) => post(url, form, c.southAdmin, HOSTS.south);
    expect((await south('/admin/api/users/status', { uid: northUser.uid, status: 'disabled' })).e).toBe(10004);
    expect((await south('/admin/api/users/reset-password', { uid: northUser.uid })).e).toBe(10004);
    expect((await south('/admin/api/users/save', { uid: northUser.uid, username: 'hijack', realname: '劫持', type: 'student' })).e).toBe(
      10004,
    );
    expect((await south('/admin/api/departments/save', { id: northDept.id, name: '改名' })).e).toBe(10004);
    expect((await south('/admin/api/departments/delete', { id: northDept.id })).e).toBe(10004);
    expect((await south('/admin/api/roles/grant', { uid: southUser.uid, role_id: northRole.id })).e).toBe(10004);
    expect((await south('/admin/api/roles/grant', { uid: northUser.uid, role_id: northRole.id })).e).toBe(10004);
    expect((await south('/admin/api/users/save', { username: 'x2', realname: '某人', type: 'student', dept_id: northDept.id })).e).toBe(
      10022,
    );
    const still = await userByName('2024010002');
    expect(still).toMatchObject({ status: 'active', realname: northUser.realname });
    expect((await get('/admin/api/departments/list', c.admin)).d.list[0].name).toBe(northDept.name);
    await login(t.app, '2024010002', 'student123');
  });

  it('a north administrator’s session is nobody on south', async () => {
    expect((await get('/admin/api/users/list', c.admin, HOSTS.south)).e).toBe(10013);
  });
});

describe('webhook events', () => {
  it('announces a created and a changed person to the site’s subscribers', async () => {
    const { startReceiver, waitFor } = await import('@quad/platform/server/webhooks/receiver-test-kit');
    const receiver = await startReceiver();
    try {
      const hook = await call(t.app, {
        url: '/admin/api/webhooks/create',
        cookie: c.admin,
        json: { url: receiver.url('/people'), events: ['user.created', 'user.changed'] },
      });
      expect(hook.json().e).toBe(0);
      const created = await post('/admin/api/users/save', { username: 'hooked', realname: '钩子同学', type: 'student' }, c.admin);
      await post('/admin/api/users/save', { uid: created.d.uid, username: 'hooked', realname: '钩子同学改名', type: 'student' }, c.admin);
      const bodies = await waitFor(() => {
        const got = receiver.at('/people').map((r) => JSON.parse(r.body) as { event: string; site: string; data: Record<string, unknown> });
        return got.length >= 2 && got;
      });
      expect(bodies.map((b) => b.event).sort()).toEqual(['user.changed', 'user.created']);
      expect(bodies.find((b) => b.event === 'user.created')).toMatchObject({
        site: 'north',
        data: { uid: created.d.uid, username: 'hooked', realname: '钩子同学' },
      });
      expect(bodies.find((b) => b.event === 'user.changed')?.data).toEqual({ uid: created.d.uid, changes: ['realname'] });
      await post('/admin/api/users/save', { username: 'southonly', realname: '南溪新人', type: 'student' }, c.southAdmin, HOSTS.south);
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.at('/people')).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });
});

describe('platform rights stay with platform administrators', () => {
  it('a site administrator can neither write platform rights into a role nor take the platform role', async () => {
    const siteAdmin = await (async () => {
      const created = await post('/admin/api/users/save', { username: 'siteonly', realname: '只管本站', type: 'staff' }, c.admin);
      const roles = (await get('/admin/api/roles/list', c.admin)).d.list as { id: string; key: string }[];
      await post('/admin/api/roles/grant', { uid: created.d.uid, role_id: roles.find((r) => r.key === 'site-admin')!.id }, c.admin);
      return { cookie: await signInFirstTime(t.app, 'siteonly', created.d.password, 'Chosen2025'), uid: created.d.uid as string, roles };
    })();
    const sneaky = await call(t.app, {
      url: '/admin/api/roles/save',
      cookie: siteAdmin.cookie,
      json: { key: 'sneaky', name: '偷偷', grants: { platform: { module: ['sites'] } } },
    });
    expect(sneaky.json()).toMatchObject({ e: 1, m: '平台管理权限不能写进角色，只能由平台管理员授予内置的平台管理员角色' });
    const platformRole = siteAdmin.roles.find((r) => r.key === 'platform-admin')!;
    const self = await post('/admin/api/roles/grant', { uid: siteAdmin.uid, role_id: platformRole.id }, siteAdmin.cookie);
    expect(self.e).toBe(10003);
    expect((await get('/admin/api/sites/list', siteAdmin.cookie)).e).toBe(10003);
  });
});
