import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TLeave = { id: string; instanceId: string; status: string; days: number; returned: number };
type TTask = { id: string; instanceId: string; app: string };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southStudent', 'southAdmin']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const request = (extra: Record<string, unknown> = {}) => ({
  type: 'personal',
  start: today,
  end: dayAfter(2),
  reason: '回家办理身份证',
  phone: '13800138000',
  requestId: `leave_${Date.now()}_${seq++}`,
  ...extra,
});
const apply = (cookie = c.student, extra: Record<string, unknown> = {}, host: string = HOSTS.north) => ask('/leave/api/apply', cookie, request(extra), host);
const mine = async (cookie = c.student, host: string = HOSTS.north) => (await ask('/leave/api/mine', cookie, {}, host)).d.list as TLeave[];
const backlog = async (cookie: string, host: string = HOSTS.north) => (await ask('/workflow/api/tasks/backlog', cookie, { app: 'leave' }, host)).d.list as TTask[];
const taskOf = async (cookie: string, instanceId: string) => (await backlog(cookie)).find((task) => task.instanceId === instanceId);

describe('leave', () => {
  it('goes to the instructor for 3 days, and once approved the student sees it approved, reports back, and the task is gone', async () => {
    const sent = await apply();
    expect(sent.e, sent.m).toBe(0);
    const { id, instanceId } = sent.d as { id: string; instanceId: string };
    expect((await mine()).find((l) => l.id === id)).toMatchObject({ status: 'running', days: 3, returned: 0 });

    const task = await taskOf(c.teacher, instanceId);
    expect(task).toMatchObject({ app: 'leave' });
    const todos = async () => ((await ask('/api/todo/list', c.teacher)).d.list as { link: string }[]).filter((todo) => todo.link.includes(instanceId));
    expect(await todos()).toHaveLength(1);

    expect((await ask('/workflow/api/task/approve', c.teacher, { id: task!.id, comment: '同意，注意安全' })).e).toBe(0);
    expect((await mine()).find((l) => l.id === id)?.status).toBe('approved');
    expect(await taskOf(c.teacher, instanceId)).toBeUndefined();
    expect(await todos()).toHaveLength(0);

    expect((await ask('/leave/api/return', c.student, { id })).e).toBe(0);
    expect((await mine()).find((l) => l.id === id)?.returned).toBeGreaterThan(0);
    expect(await ask('/leave/api/return', c.student, { id })).toMatchObject({ e: 1, m: '已经销假' });
  });

  it('asks a leader as well past 3 days: with none on the site the fallback approver decides, and the instructor alone cannot end it', async () => {
    const { instanceId } = (await apply(c.student, { end: dayAfter(4) })).d as { instanceId: string };
    const first = await taskOf(c.teacher, instanceId);
    expect((await ask('/workflow/api/task/approve', c.teacher, { id: first!.id })).e).toBe(0);
    expect((await mine()).find((l) => l.instanceId === instanceId)?.status).toBe('running');
    // The demo site has no department leader: the site's administrator gets the step.
    const second = await taskOf(c.admin, instanceId);
    expect(second).toBeDefined();
    expect((await ask('/workflow/api/task/reject', c.admin, { id: second!.id, comment: '时间太长，请缩短' })).e).toBe(0);
    expect((await mine()).find((l) => l.instanceId === instanceId)?.status).toBe('rejected');
  });

  it('answers a retried request once (also two at once), refuses bad input in Chinese and writes nothing', async () => {
    const before = (await mine()).length;
    const same = request();
    const once = await ask('/leave/api/apply', c.student, same);
    const twice = await ask('/leave/api/apply', c.student, same);
    expect(twice.d).toEqual(once.d);
    expect(await mine()).toHaveLength(before + 1);
    // Two taps at once: both answered with the one request.
    const racing = request();
    const [a, b] = await Promise.all([ask('/leave/api/apply', c.student, racing), ask('/leave/api/apply', c.student, racing)]);
    expect([a.e, b.e]).toEqual([0, 0]);
    expect(b.d).toEqual(a.d);
    expect(await mine()).toHaveLength(before + 2);

    expect(await apply(c.student, { start: dayAfter(3), end: dayAfter(1) })).toMatchObject({ e: 10022, m: '结束日期不能早于开始日期' });
    expect(await apply(c.student, { phone: '12345' })).toMatchObject({ e: 10022, m: '联系电话应为11位手机号' });
    expect(await apply(c.student, { type: 'holiday' })).toMatchObject({ e: 10022, m: '请选择请假类型' });
    expect(await apply(c.student, { end: dayAfter(70) })).toMatchObject({ e: 1, m: '一次请假不能超过60天' });
    expect(await apply(c.student, { start: '2020-01-01', end: '2020-01-02' })).toMatchObject({ e: 1, m: '只能补请7天内的假' });
    expect(await mine()).toHaveLength(before + 2);
  });

  it('shows records and statistics to approvers only, within their scope, and never across sites', async () => {
    const { id, instanceId } = (await apply(c.southStudent, {}, HOSTS.south)).d as { id: string; instanceId: string };
    expect((await ask('/leave/api/records', c.student)).e).toBe(10003);
    const north = (await ask('/leave/api/records', c.admin)).d.list as { id: string; name: string }[];
    expect(north.length).toBeGreaterThan(0);
    expect(north.map((r) => r.id)).not.toContain(id);
    expect(((await ask('/leave/api/records', c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[]).map((r) => r.id)).toContain(id);
    // A session of one site is nobody on the other; the other site's request cannot be reported back.
    expect((await ask('/leave/api/mine', c.student, {}, HOSTS.south)).e).toBe(10013);
    expect(await ask('/leave/api/return', c.student, { id })).toMatchObject({ e: 10004 });
    expect((await backlog(c.admin)).map((task) => task.instanceId)).not.toContain(instanceId);
    expect((await ask('/workflow/api/instance/detail', c.admin, { id: instanceId })).e).toBe(10004);

    const stats = async () => (await ask('/leave/api/statistic', c.teacher)).d as { away: number; running: number; byType: { type: string; count: number }[]; awayPeople: { id: string }[] };
    const before = await stats();
    expect(before.byType.map((row) => row.type)).toEqual(['sick', 'personal', 'other']);
    const sick = (await apply(c.student, { type: 'sick' })).d as { id: string; instanceId: string };
    expect((await stats()).running).toBe(before.running + 1);
    const task = await taskOf(c.teacher, sick.instanceId);
    expect((await ask('/workflow/api/task/approve', c.teacher, { id: task!.id })).e).toBe(0);
    const after = await stats();
    expect(after.away).toBe(before.away + 1);
    expect(after.awayPeople.map((p) => p.id)).toContain(sick.id);
    expect(after.byType.find((row) => row.type === 'sick')?.count).toBe((before.byType.find((row) => row.type === 'sick')?.count ?? 0) + 1);
  });
});
