import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSecondInstance, createTestApp, HOSTS, login, withinOneSecond, type TTestApp } from '@quad/server/test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const onPostgres = Boolean(process.env.DATABASE_URL);

type TEnvelope = { e: number; d: Record<string, unknown> & { list?: { id: string; key: string }[] } };

/**
 * Two instances over one database: what one changes (a sign-out, a disabled account, a role), the
 * other sees within a second although it keeps sessions and permission maps in memory.
 */
function crossInstanceSuite(name: string, bus: { redisUrl?: string }) {
  describe(`caches across two instances, evictions through ${name}`, () => {
    let a: TTestApp;
    let b: TTestApp;
    beforeAll(async () => {
      a = await createTestApp(bus);
      b = await createSecondInstance(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const ask = (on: TTestApp, url: string, cookie: string, form?: Record<string, string>) =>
      call(on.app, { url, cookie, host: HOSTS.north, form }).then((r) => r.json() as TEnvelope);

    it('a sign-out on one instance ends the session on the other', async () => {
      const student = await login(a.app, 'student', 'student123');
      // Read twice on b: the second answer comes from its cache.
      expect((await ask(b, '/uc/wap/user/get-info', student)).e).toBe(0);
      expect((await ask(b, '/uc/wap/user/get-info', student)).e).toBe(0);
      expect((await ask(a, '/uc/wap/login/logout', student, {})).e).toBe(0);
      await withinOneSecond(async () => (await ask(b, '/uc/wap/user/get-info', student)).e === 10013);
    });

    it('a disabled account is refused on the other instance at once', async () => {
      const admin = await login(a.app, 'admin', 'admin123');
      const other = await login(a.app, '2024010002', 'student123');
      const me = await ask(b, '/uc/wap/user/get-info', other);
      expect(me.e).toBe(0);
      const uid = (me.d.base as { uid: string }).uid;
      expect((await ask(a, '/admin/api/users/status', admin, { uid, status: 'disabled' })).e).toBe(0);
      await withinOneSecond(async () => (await ask(b, '/uc/wap/user/get-info', other)).e === 10013);
      expect((await ask(a, '/admin/api/users/status', admin, { uid, status: 'active' })).e).toBe(0);
    });

    it('a revoked role no longer grants on the other instance, and a granted one does', async () => {
      const admin = await login(a.app, 'admin', 'admin123');
      const teacher = await login(a.app, 'teacher', 'teacher123');
      const grants = async () => (await ask(b, '/uc/wap/user/get-all-auth', teacher)).d as Record<string, { module: string[] }>;
      expect((await grants()).ncov?.module).toContain('instructor');
      const uid = ((await ask(b, '/uc/wap/user/get-info', teacher)).d.base as { uid: string; department_id: string }).uid;
      const roles = (await ask(a, '/admin/api/roles/list', admin)).d.list ?? [];
      const instructor = roles.find((r) => r.key === 'instructor')!;
      const held = await call(a.app, { url: `/admin/api/users/list?q=teacher`, cookie: admin, host: HOSTS.north }).then((r) => r.json());
      const deptId = held.d.list[0].roles[0].dept_id as string;
      expect((await ask(a, '/admin/api/roles/revoke', admin, { uid, role_id: instructor.id, dept_id: deptId })).e).toBe(0);
      await withinOneSecond(async () => !(await grants()).ncov?.module.includes('instructor'));
      expect((await ask(a, '/admin/api/roles/grant', admin, { uid, role_id: instructor.id, dept_id: deptId })).e).toBe(0);
      await withinOneSecond(async () => Boolean((await grants()).ncov?.module.includes('instructor')));
    });

    it("a person's edited profile and a renamed department show in get-info on the other instance", async () => {
      const admin = await login(a.app, 'admin', 'admin123');
      const other = await login(a.app, '2024010002', 'student123');
      const base = async () => (await ask(b, '/uc/wap/user/get-info', other)).d.base as { uid: string; realname: string; department: string; department_id: string };
      const before = await base();
      expect(await base()).toEqual(before);
      const listed = await call(a.app, { url: '/admin/api/users/list?q=2024010002', cookie: admin, host: HOSTS.north }).then((r) => r.json());
      const person = listed.d.list[0] as Record<string, string>;
      const profile = { uid: person.uid!, username: person.username!, realname: '改名后的学生', number: person.number!, mobile: person.mobile!, email: person.email!, type: person.type!, dept_id: person.dept_id!, class_id: person.class_id! };
      expect((await ask(a, '/admin/api/users/save', admin, profile)).e).toBe(0);
      await withinOneSecond(async () => (await base()).realname === '改名后的学生');

      const departments = (await call(a.app, { url: '/admin/api/departments/list', cookie: admin, host: HOSTS.north }).then((r) => r.json())).d.list as Record<string, string | number>[];
      const department = departments.find((d) => d.id === before.department_id)!;
      const renamed = { id: department.id, parent_id: department.parent_id ?? '', name: '改名后的学院', kind: department.kind, code: department.code ?? '', sort: String(department.sort ?? 0) } as Record<string, string>;
      expect((await ask(a, '/admin/api/departments/save', admin, renamed)).e).toBe(0);
      await withinOneSecond(async () => (await base()).department === '改名后的学院');

      expect((await ask(a, '/admin/api/departments/save', admin, { ...renamed, name: String(department.name) })).e).toBe(0);
      expect((await ask(a, '/admin/api/users/save', admin, { ...profile, realname: person.realname! })).e).toBe(0);
      await withinOneSecond(async () => (await base()).realname === before.realname && (await base()).department === before.department);
    });

    it('a site setting changed on one instance shows on the other', async () => {
      const admin = await login(a.app, 'admin', 'admin123');
      const copyright = async () => ((await ask(b, '/wap/setting/info', '')).d.copyright as string) ?? '';
      const before = await copyright();
      const changed = await call(a.app, { url: '/admin/api/settings/set', cookie: admin, host: HOSTS.north, json: { key: 'copyright', value: '© 北辰大学 新版权' } });
      expect(changed.json().e).toBe(0);
      expect(before).not.toBe('© 北辰大学 新版权');
      await withinOneSecond(async () => (await copyright()) === '© 北辰大学 新版权');
    });

    it('keeps each site to its own entries: a session of one site is nobody on another', async () => {
      const student = await login(a.app, 'student', 'student123');
      expect((await ask(b, '/uc/wap/user/get-info', student)).e).toBe(0);
      const elsewhere = await call(b.app, { url: '/uc/wap/user/get-info', cookie: student, host: HOSTS.south }).then((r) => r.json() as TEnvelope);
      expect(elsewhere.e).toBe(10013);
    });
  });
}

crossInstanceSuite('Redis pub/sub', { redisUrl: REDIS_URL });
if (onPostgres) crossInstanceSuite('PostgreSQL LISTEN/NOTIFY', {});
