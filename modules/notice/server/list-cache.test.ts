import { beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { call, expectSitesApart, HOSTS, instancePairForFile, login, withinOneSecond, type TTestApp } from '@quad/server/test/harness';

type TItem = { id: string; title: string; read: boolean; confirmed: boolean };
type TBody = { e: number; d: { id?: string; list: TItem[]; total: number; unread: number } };

const t = instancePairForFile(['admin', 'southStudent', 'southAdmin']);
const { c } = t;
/** Students of two classes (of one department where the demo has it). */
const reader = { classA: '', classB: '' };
let classA = '';

const ask = async (on: TTestApp, url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
  (await call(on.app, { url, cookie, host, ...(input ? { json: input } : {}) })).json();
const listOf = (on: TTestApp, cookie: string, host: string = HOSTS.north) => ask(on, '/notice/wap/default/list', cookie, undefined, host);
const ids = (body: TBody) => body.d.list.map((n) => n.id);
const publish = async (input: Record<string, unknown>, cookie = c.admin, host: string = HOSTS.north) => {
  const res = await ask(t.a, '/notice/wap/manage/publish', cookie, { body: '<p>内容</p>', ...input }, host);
  expect(res.e).toBe(0);
  return res.d.id as string;
};

beforeAll(async () => {
  // The demo notices go, so each list holds what these tests published.
  for (const site of ['north', 'south']) await new SiteDb(t.a.platform.database.db, site).deleteFrom('notices').execute();
  const north = new SiteDb(t.a.platform.database.db, 'north');
  const students = await north.selectFrom('users').select(['username', 'dept_id', 'class_id']).where('type', '=', 'student').where('class_id', '!=', '').execute();
  const first = students[0];
  const neighbour = students.find((s) => s.dept_id === first.dept_id && s.class_id !== first.class_id) ?? students.find((s) => s.class_id !== first.class_id)!;
  classA = first.class_id;
  reader.classA = await login(t.a.app, first.username, 'student123');
  reader.classB = await login(t.a.app, neighbour.username, 'student123');
});

describe('notice lists built once and kept on every instance', () => {
  it('a new notice reaches the second instance within one second, and a withdrawn one leaves it', async () => {
    // Read twice on b: the second answer comes from its kept list.
    await listOf(t.b, reader.classA);
    const before = await listOf(t.b, reader.classA);
    const id = await publish({ title: '全校停水通知', all: true });
    await withinOneSecond(async () => ids(await listOf(t.b, reader.classA)).includes(id));
    expect((await listOf(t.b, reader.classA)).d.total).toBe(before.d.total + 1);
    expect((await ask(t.a, '/notice/wap/manage/withdraw', c.admin, { id })).e).toBe(0);
    await withinOneSecond(async () => !ids(await listOf(t.b, reader.classA)).includes(id));
  });

  it('a notice for one class never appears in another class’s list, on either instance', async () => {
    for (const on of [t.a, t.b]) for (const cookie of [reader.classA, reader.classB]) await listOf(on, cookie);
    const id = await publish({ title: '班会通知', classes: [classA] });
    expect(ids(await listOf(t.a, reader.classA))).toContain(id);
    await withinOneSecond(async () => ids(await listOf(t.b, reader.classA)).includes(id));
    for (const on of [t.a, t.b]) {
      const other = await listOf(on, reader.classB);
      expect(ids(other)).not.toContain(id);
      // Its counts leave it out too.
      expect(other.d.total).toBe(other.d.list.length);
    }
    expect((await ask(t.b, '/notice/wap/default/detail', reader.classB, { id })).e).toBe(10004);
  });

  it('shows the reader’s own read mark and confirmation at once, and no one else’s', async () => {
    const id = await publish({ title: '必读：安全须知', all: true, mustRead: true });
    const item = async (cookie: string) => (await listOf(t.a, cookie)).d.list.find((n) => n.id === id)!;
    const unreadBefore = (await listOf(t.a, reader.classA)).d.unread;
    expect(await item(reader.classA)).toMatchObject({ read: false, confirmed: false });
    expect((await ask(t.a, '/notice/wap/default/detail', reader.classA, { id })).e).toBe(0);
    expect(await item(reader.classA)).toMatchObject({ read: true, confirmed: false });
    expect((await listOf(t.a, reader.classA)).d.unread).toBe(unreadBefore - 1);
    expect((await ask(t.a, '/notice/wap/default/confirm', reader.classA, { id })).e).toBe(0);
    expect(await item(reader.classA)).toMatchObject({ read: true, confirmed: true });
    expect(await item(reader.classB)).toMatchObject({ read: false, confirmed: false });
    // The other instance learns of the read through the bus as well.
    await withinOneSecond(async () => (await listOf(t.b, reader.classA)).d.list.find((n) => n.id === id)?.confirmed === true);
  });

  it('keeps every site to its own lists: another site’s readers, sessions and ids see nothing', async () => {
    await listOf(t.a, c.southStudent, HOSTS.south);
    const north = await publish({ title: '北辰独有通知', all: true });
    const south = await publish({ title: '南溪独有通知', all: true }, c.southAdmin, HOSTS.south);
    await expectSitesApart(t, { list: '/notice/wap/default/list', detail: '/notice/wap/default/detail' }, { cookie: reader.classA, id: north }, { cookie: c.southStudent, id: south });
  });

  it('answers the same items as the search in SQL does', async () => {
    const kept = await listOf(t.a, reader.classA);
    const searched = await ask(t.a, '/notice/wap/default/list', reader.classA, { keyword: '通知' });
    expect(kept.d.list.filter((n) => n.title.includes('通知'))).toEqual(searched.d.list);
  });
});
