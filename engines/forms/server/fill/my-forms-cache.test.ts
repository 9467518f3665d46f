import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSecondInstance, HOSTS, withinOneSecond, type TTestApp } from '@quad/server/test/harness';
import { createKit, type TKit } from '../forms-test-kit';

// Two instances whose caches a bus keeps in step: Redis on SQLite, LISTEN/NOTIFY on PostgreSQL.
const bus = process.env.DATABASE_URL ? {} : { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
let k: TKit;
let b: TTestApp;
beforeAll(async () => {
  k = await createKit(bus);
  b = await createSecondInstance(k.t);
});
afterAll(async () => {
  await b?.close();
  await k?.t.close();
});

type TCard = { no: number; answered: boolean; blocked: string };
type TMyForms = { list: TCard[]; total: number; groups: Record<'todo' | 'done' | 'closed', number> };
/** My forms as the second instance answers them, every form on one page. */
const myForms = async (cookie: string, host: string = HOSTS.north) =>
  (await call(b.app, { url: '/forms/wap/default/list', cookie, host, json: { size: 50 } })).json().d as TMyForms;
const card = async (cookie: string, no: number) => (await myForms(cookie)).list.find((f) => f.no === no);

describe('my forms, kept in memory on each instance', () => {
  it('show a form published, answered and closed on the other instance within a second', async () => {
    const before = await myForms(k.c.student);
    const { id, no } = await k.makeForm((n) => [{ key: `text_${n}_1`, kind: 'text', label: '姓名', required: true }]);
    await withinOneSecond(async () => (await card(k.c.student, no)) !== undefined);
    expect(await card(k.c.student, no)).toMatchObject({ answered: false, blocked: '' });
    expect((await myForms(k.c.student)).groups.todo).toBe(before.groups.todo + 1);

    const submitted = await k.ask('/forms/wap/default/submit', k.c.student, { formid: no, version: 1, values: { [`text_${no}_1`]: '张三' }, requestId: `cache-${no}-${Date.now()}` });
    expect(submitted.e).toBe(0);
    await withinOneSecond(async () => (await card(k.c.student, no))?.answered === true);
    // Opened on the other instance, the form shows my answer (looked up only once I have one).
    const opened = (await call(b.app, { url: `/forms/wap/default/form?formid=${no}`, cookie: k.c.student, host: HOSTS.north })).json();
    expect(opened.d.form).toMatchObject({ answered: true, blocked: 'done' });
    expect(opened.d.mine.values).toEqual({ [`text_${no}_1`]: '张三' });
    expect((await myForms(k.c.student)).groups).toMatchObject({ done: before.groups.done + 1, todo: before.groups.todo });

    const other = await k.makeForm((n) => [{ key: `text_${n}_1`, kind: 'text', label: '姓名', required: true }]);
    await withinOneSecond(async () => (await card(k.c.student, other.no)) !== undefined);
    expect((await k.ask('/forms/api/manage/close', k.c.admin, { id: other.id, closed: true })).e).toBe(0);
    await withinOneSecond(async () => (await card(k.c.student, other.no))?.blocked === 'closed');
    expect(id).not.toBe(other.id);
  });

  it("keep a form to its audience and its site: another department's student and another site's never see it", async () => {
    const { no } = await k.makeForm((n) => [{ key: `text_${n}_1`, kind: 'text', label: '姓名', required: true }]);
    await withinOneSecond(async () => (await card(k.c.student, no)) !== undefined);
    expect((await myForms(k.c.outsider)).list.map((f) => f.no)).not.toContain(no);
    expect((await myForms(k.c.southStudent, HOSTS.south)).list.map((f) => f.no)).not.toContain(no);
  });
});
