import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TLeave = { id: string; instanceId: string; status: string; days: number; reason: string; phone: string };

const t = serverForFile(['student', 'teacher', 'other', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let sent = 0;
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const fields = { type: 'personal', start: today, end: dayAfter(1), reason: '回家', phone: '13800138000' };
const taskOf = async (cookie: string, instanceId: string) =>
  ((await ask('/workflow/api/tasks/backlog', cookie, { app: 'leave' })).d.list as { id: string; instanceId: string }[]).find((task) => task.instanceId === instanceId);
const todoLinks = async (cookie: string) => ((await ask('/api/todo/list', cookie)).d.list as { link: string }[]).map((todo) => todo.link);
const myLeave = (instanceId: string, cookie = c.student) => ask('/leave/api/mine/detail', cookie, { instanceId });

/** A new request the instructor has sent back for changes, with its reason. */
async function returnedLeave(reason = '请写明去向和返校时间') {
  const applied = await ask('/leave/api/apply', c.student, { ...fields, requestId: `revise_${Date.now()}_${++sent}` });
  const { instanceId } = applied.d as { instanceId: string };
  const task = await taskOf(c.teacher, instanceId);
  expect((await ask('/workflow/api/task/return', c.teacher, { id: task!.id, comment: reason })).e).toBe(0);
  return { instanceId, task: task!.id };
}

describe('leave sent back for changes (退回修改)', () => {
  it('waits for the student: their list says 待修改, the to-do leads to the form, the approver has nothing left to do', async () => {
    const { instanceId, task } = await returnedLeave();
    expect(((await myLeave(instanceId)).d as TLeave).status).toBe('returned');
    expect(await taskOf(c.teacher, instanceId)).toBeUndefined();
    expect(await todoLinks(c.student)).toContain(`/leave/index?revise=${instanceId}`);
    const detail = (await ask('/workflow/api/instance/detail', c.student, { id: instanceId })).d as { status: string; revise: string; canWithdraw: boolean; log: { action: string; comment: string }[] };
    expect(detail).toMatchObject({ status: 'returned', revise: `/leave/index?revise=${instanceId}`, canWithdraw: true });
    expect(detail.log.at(-1)).toMatchObject({ action: 'return', comment: '请写明去向和返校时间' });
    expect(await ask('/workflow/api/task/approve', c.teacher, { id: task })).toMatchObject({ e: 1 });
    // The instructor must say why: a return without a reason is refused and changes nothing.
    const again = await ask('/leave/api/apply', c.student, { ...fields, requestId: `revise_noreason_${Date.now()}` });
    const open = await taskOf(c.teacher, (again.d as { instanceId: string }).instanceId);
    expect((await ask('/workflow/api/task/return', c.teacher, { id: open!.id, comment: '' })).e).not.toBe(0);
    expect(await taskOf(c.teacher, (again.d as { instanceId: string }).instanceId)).toBeDefined();
  });

  it('changed and sent again: the instructor decides again on the new values, a retry answers the same, a second change is refused', async () => {
    const { instanceId } = await returnedLeave();
    const changed = { ...fields, reason: '回家办理身份证，周三返校', destination: '家中', instanceId };
    const resent = await ask('/leave/api/revise', c.student, changed);
    expect(resent.e, resent.m).toBe(0);
    expect(((await myLeave(instanceId)).d as TLeave)).toMatchObject({ status: 'running', reason: '回家办理身份证，周三返校' });
    expect(await todoLinks(c.student)).not.toContain(`/leave/index?revise=${instanceId}`);
    const detail = (await ask('/workflow/api/instance/detail', c.teacher, { id: instanceId })).d as { values: Record<string, unknown>; log: { action: string; changes: { field: string; after: string }[] }[] };
    expect(detail.values.reason).toBe('回家办理身份证，周三返校');
    expect(detail.log.find((l) => l.action === 'resubmit')?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason', after: '回家办理身份证，周三返校' })]));

    expect(await ask('/leave/api/revise', c.student, changed)).toMatchObject({ e: 0, d: resent.d });
    expect(await ask('/leave/api/revise', c.student, { ...changed, reason: '又改了' })).toMatchObject({ e: 1, m: '只有被退回修改的请假可以修改' });

    const task = await taskOf(c.teacher, instanceId);
    expect((await ask('/workflow/api/task/approve', c.teacher, { id: task!.id })).e).toBe(0);
    expect(((await myLeave(instanceId)).d as TLeave).status).toBe('approved');
  });

  it('is checked as a new request is, may be withdrawn instead, and is nobody else’s to read or change', async () => {
    const { instanceId } = await returnedLeave();
    const tooLong = await ask('/leave/api/revise', c.student, { ...fields, end: dayAfter(60), instanceId });
    expect(tooLong.e).toBe(1);
    expect(((await myLeave(instanceId)).d as TLeave).status).toBe('returned');

    expect((await myLeave(instanceId, c.other)).e).toBe(10004);
    expect((await ask('/leave/api/revise', c.other, { ...fields, instanceId })).e).toBe(10004);
    expect((await ask('/leave/api/mine/detail', c.southStudent, { instanceId }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/leave/api/revise', c.southStudent, { ...fields, instanceId }, HOSTS.south)).e).toBe(10004);

    expect((await ask('/workflow/api/instance/withdraw', c.student, { id: instanceId })).e).toBe(0);
    expect(((await myLeave(instanceId)).d as TLeave).status).toBe('withdrawn');
    expect(await todoLinks(c.student)).not.toContain(`/leave/index?revise=${instanceId}`);
  });
});
