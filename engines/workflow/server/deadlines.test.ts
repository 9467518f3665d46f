import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { remindOverdue } from './deadlines';
import { saveDefinition } from './definitions';
import { startInstance } from './start';
import { workflowKit, type TPerson } from './workflow-test-kit';

const k = workflowKit();
const A = '2024010002';
const B = '2024010003';
const C = '2024020004';
const HOUR = 3600;

/** A round of the job over every site, `hours` from now: no sleeping, the job is given its clock. */
const roundIn = (hours: number) => k.t.app.jobs.run('workflow.deadlines', nowSeconds() + hours * HOUR);

const overdueMessages = async (who: TPerson, instanceId: string) =>
  k
    .north()
    .selectFrom('messages')
    .select(['title', 'link'])
    .where('user_id', '=', await k.idOf(who))
    .where('title', 'like', '审批已超时%')
    .where('link', '=', `/document/flow?id=${instanceId}`)
    .execute();

const tasksOfInstance = (id: string) =>
  k.north().selectFrom('workflow_tasks').select(['assignee_id', 'status', 'by_escalation']).where('instance_id', '=', id).orderBy('seq').execute();

const logActions = async (id: string, action: string) => (await k.detail('student', id)).log.filter((l) => l.action === action);

describe('time limits of steps', () => {
  it('reminds an overdue assignee once in the inbox and the log, however often the job runs', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A), limitHours: 2 }]);
    const id = await k.start(key);
    await roundIn(1);
    expect(await overdueMessages(A, id)).toEqual([]);
    await roundIn(3);
    await roundIn(3);
    const messages = await overdueMessages(A, id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toMatch(/^审批已超时：测试申请/);
    const reminded = await logActions(id, 'remind');
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toMatchObject({ step: '环节one' });
    // Still A's to decide: a reminder decides nothing.
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });

  it('two rounds at the same time (two instances of the server) remind once', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A), limitHours: 1 }]);
    const id = await k.start(key);
    const later = nowSeconds() + 2 * HOUR;
    const counts = await Promise.all([remindOverdue(k.north(), later), remindOverdue(k.north(), later)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await overdueMessages(A, id)).toHaveLength(1);
    expect(await logActions(id, 'remind')).toHaveLength(1);
  });

  it('never reminds a task decided before its deadline', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A), limitHours: 1 }, { key: 'two', assignee: await k.people(B) }]);
    const id = await k.start(key);
    expect((await k.approve(A, id)).e).toBe(0);
    await roundIn(2);
    expect(await overdueMessages(A, id)).toEqual([]);
    expect(await overdueMessages(B, id)).toEqual([]);
    expect(await logActions(id, 'remind')).toEqual([]);
  });

  it('escalates once: the escalation person gets a task and a to-do, and their approval moves the flow on and closes the late task', async () => {
    const key = await k.flow([
      { key: 'one', assignee: await k.people(A), limitHours: 1, escalateTo: await k.people(B) },
      { key: 'two', assignee: await k.people(C) },
    ]);
    const id = await k.start(key);
    await roundIn(2);
    await roundIn(2);
    expect(await overdueMessages(A, id)).toHaveLength(1);
    const escalated = await logActions(id, 'escalate');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]?.detail).toContain('上报给');
    expect((await k.todoLinks(B)).some((l) => l.includes(id))).toBe(true);
    expect((await k.backlog(A)).some((l) => l.instanceId === id)).toBe(true);

    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.backlog(C)).some((l) => l.instanceId === id)).toBe(true);
    expect((await k.backlog(A)).some((l) => l.instanceId === id)).toBe(false);
    expect((await k.todoLinks(A)).some((l) => l.includes(id))).toBe(false);
    const firstStep = (await k.detail(A, id)).steps[0]?.people.map((p) => p.status).sort();
    expect(firstStep).toEqual(['approved', 'closed']);
  });

  it('in a countersign step the escalation stands for the whole step, and the step never waits for it', async () => {
    const key = await k.flow([{ key: 'all', kind: 'all', assignee: await k.people(A, C), limitHours: 1, escalateTo: await k.people(B) }]);
    const id = await k.start(key);
    await roundIn(2);
    expect(await overdueMessages(A, id)).toHaveLength(1);
    expect(await overdueMessages(C, id)).toHaveLength(1);
    expect(await logActions(id, 'escalate')).toHaveLength(1);
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    expect((await tasksOfInstance(id)).map((t) => [t.status, Number(t.by_escalation)])).toEqual([
      ['approved', 0],
      ['closed', 0],
      ['approved', 1],
    ]);

    const again = await k.start(key);
    await roundIn(2);
    expect((await k.approve(A, again)).e).toBe(0);
    expect((await k.approve(C, again)).e).toBe(0);
    expect(await k.statusOf(again)).toBe('approved');
    expect((await tasksOfInstance(again)).map((t) => t.status)).toEqual(['approved', 'approved', 'closed']);
    expect((await k.todoLinks(B)).some((l) => l.includes(again))).toBe(false);
  });

  it('refuses an escalation without a time limit, or to the people chosen for the step (its own assignees)', async () => {
    await expect(k.flow([{ key: 'one', assignee: await k.people(A), escalateTo: await k.people(B) }])).rejects.toThrow('“环节one”设置了超时上报，请填写办理时限');
    await expect(k.flow([{ key: 'one', assignee: await k.people(A), limitHours: 1, escalateTo: { kind: 'chosen' } }])).rejects.toThrow('“环节one”的超时上报人不能由上一环节审批人选择');
  });

  it('leaves another site’s tasks to that site’s own round', async () => {
    const south = new SiteDb(k.t.platform.database.db, 'south');
    const southAdmin = (await south.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const southStudent = (await south.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow()).id;
    await saveDefinition(south, southAdmin, { key: 'south_limit', app: 'leave', definition: { name: '南校流程', steps: [{ key: 'one', name: '审批', assignee: { kind: 'people', userIds: [southAdmin] }, limitHours: 1 }] } });
    const { id } = await startInstance(south, { key: 'south_limit', applicantId: southStudent, title: '南校申请', values: {} });
    const later = nowSeconds() + 2 * HOUR;
    await remindOverdue(k.north(), later);
    const southTask = () => south.selectFrom('workflow_tasks').select(['reminded', 'status']).where('instance_id', '=', id).executeTakeFirstOrThrow();
    expect(Number((await southTask()).reminded)).toBe(0);
    expect(await south.selectFrom('workflow_log').select('id').where('instance_id', '=', id).where('action', '=', 'remind').execute()).toEqual([]);
    expect(await remindOverdue(south, later)).toBe(1);
    expect(Number((await southTask()).reminded)).toBe(later);
    const inbox = await south.selectFrom('messages').select('title').where('user_id', '=', southAdmin).where('title', '=', '审批已超时：南校申请').execute();
    expect(inbox).toHaveLength(1);
  });
});
