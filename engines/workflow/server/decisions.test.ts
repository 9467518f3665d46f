import { describe, expect, it } from 'vitest';
import { workflowKit } from './workflow-test-kit';

const k = workflowKit();
const A = '2024010002';
const B = '2024010003';
const C = '2024020004';

describe('kinds of step', () => {
  it('countersign (all) needs every approver before the flow moves on', async () => {
    const key = await k.flow([{ key: 'all', kind: 'all', assignee: await k.people(A, B) }]);
    const id = await k.start(key);
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    const inbox = (await k.as('student', '/message/wap/default/list', {})).d as { list?: { title: string }[] };
    expect(JSON.stringify(inbox)).toContain('审批已通过');
  });

  it('or-sign (any) takes the first decision and closes the others’ tasks, backlogs and to-dos', async () => {
    const key = await k.flow([{ key: 'any', kind: 'any', assignee: await k.people(A, B) }]);
    const id = await k.start(key);
    expect((await k.todoLinks(B)).some((l) => l.includes(id))).toBe(true);
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    expect((await k.backlog(B)).some((l) => l.instanceId === id)).toBe(false);
    expect((await k.todoLinks(B)).some((l) => l.includes(id))).toBe(false);
    expect((await k.todoLinks(A)).some((l) => l.includes(id))).toBe(false);
    const people = (await k.detail(B, id)).steps[0]?.people.map((p) => p.status).sort();
    expect(people).toEqual(['approved', 'closed']);
  });

  it('two or-signers deciding at once: exactly one decision, the other is told 已被他人处理', async () => {
    const key = await k.flow([{ key: 'any', kind: 'any', assignee: await k.people(A, B) }, { key: 'end', assignee: await k.people(C) }]);
    const id = await k.start(key);
    const [a, b] = [await k.taskOf(A, id), await k.taskOf(B, id)];
    const answers = await Promise.all([
      k.as(A, '/workflow/api/task/approve', { id: a, comment: '甲同意' }),
      k.as(B, '/workflow/api/task/approve', { id: b, comment: '乙同意' }),
    ]);
    expect(answers.map((x) => x.e).sort()).toEqual([0, 1]);
    expect(answers.find((x) => x.e === 1)?.m).toBe('已被他人处理');
    const log = (await k.detail(C, id)).log.filter((l) => l.action === 'approve');
    expect(log).toHaveLength(1);
    const next = await k.north().selectFrom('workflow_tasks').select('id').where('instance_id', '=', id).where('step_key', '=', 'end').execute();
    expect(next).toHaveLength(1);
  });

  it('sequence (依次) gives the next person the task only once the one before approves', async () => {
    const key = await k.flow([{ key: 'seq', kind: 'sequence', assignee: await k.people(A, B) }]);
    const id = await k.start(key);
    expect((await k.backlog(B)).some((l) => l.instanceId === id)).toBe(false);
    expect((await k.approve(A, id)).e).toBe(0);
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });

  it('skips a step whose condition does not hold', async () => {
    const key = await k.flow([
      { key: 'first', assignee: await k.people(A) },
      { key: 'long', assignee: await k.people(B), when: { field: 'days', op: 'gt', value: 3 } },
    ]);
    const short = await k.start(key, { days: 2 });
    expect((await k.approve(A, short)).e).toBe(0);
    expect(await k.statusOf(short)).toBe('approved');
    const long = await k.start(key, { days: '5' });
    expect((await k.approve(A, long)).e).toBe(0);
    expect(await k.statusOf(long)).toBe('running');
    expect((await k.detail(A, short)).steps.map((s) => s.state)).toEqual(['done', 'skipped']);
  });
});

describe('decisions', () => {
  it('rejecting to the applicant ends the instance rejected and tells them', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }, { key: 'two', assignee: await k.people(B) }]);
    const id = await k.start(key);
    const task = await k.taskOf(A, id);
    expect((await k.as(A, '/workflow/api/task/reject', { id: task, comment: '材料不全' })).e).toBe(0);
    expect(await k.statusOf(id)).toBe('rejected');
    expect(await k.as(A, '/workflow/api/task/approve', { id: task })).toMatchObject({ e: 1, m: '已被他人处理' });
    expect((await k.backlog(B)).some((l) => l.instanceId === id)).toBe(false);
  });

  it('rejecting to a chosen step runs it again, with the people chosen before, in a new round', async () => {
    const key = await k.flow([
      { key: 'first', assignee: await k.people(A) },
      { key: 'picked', assignee: { kind: 'chosen', role: 'instructor' } },
      { key: 'last', assignee: await k.people(C) },
    ]);
    const id = await k.start(key);
    const view = await k.detail(A, id);
    expect(view.myTask?.chooseNext?.map((p) => p.id)).toEqual([await k.idOf('teacher')]);
    expect(await k.approve(A, id)).toMatchObject({ e: 1, m: '请选择“环节picked”的审批人' });
    expect(await k.approve(A, id, { next: [await k.idOf(B)] })).toMatchObject({ e: 1, m: '所选的人不能审批“环节picked”，请重新选择' });
    expect((await k.approve(A, id, { next: [await k.idOf('teacher')] })).e).toBe(0);
    expect((await k.approve('teacher', id)).e).toBe(0);
    const last = await k.detail(C, id);
    expect(last.myTask?.rejectTo.map((s) => s.id)).toEqual(['first', 'picked']);
    expect((await k.as(C, '/workflow/api/task/reject', { id: last.myTask?.id, comment: '请辅导员再看看', toStep: 'picked' })).e).toBe(0);
    const rounds = await k.north().selectFrom('workflow_tasks').select(['round', 'status']).where('instance_id', '=', id).where('step_key', '=', 'picked').orderBy('round').execute();
    expect(rounds.map((r) => [Number(r.round), r.status])).toEqual([
      [1, 'approved'],
      [2, 'pending'],
    ]);
    expect((await k.detail('teacher', id)).steps.map((s) => s.state)).toEqual(['done', 'active', 'waiting']);
    expect((await k.approve('teacher', id)).e).toBe(0);
    expect((await k.approve(C, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });

  it('records an approver’s changes to editable fields and refuses the others', async () => {
    const key = await k.flow([{ key: 'edit', assignee: await k.people(A), editable: ['days'] }]);
    const id = await k.start(key, { days: 5, reason: '回家' });
    expect(await k.approve(A, id, { values: { reason: '改了' } })).toMatchObject({ e: 1, m: '本环节不能修改“reason”' });
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.approve(A, id, { values: { days: 3 } })).e).toBe(0);
    const view = await k.detail('student', id);
    expect(view.values).toMatchObject({ days: 3, reason: '回家' });
    expect(view.log.find((l) => l.action === 'approve')?.changes).toEqual([{ field: 'days', before: '5', after: '3' }]);
  });

  it('answers a retried decision (same request id) like the first', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const input = { id: await k.taskOf(A, id), requestId: `retry_${Date.now()}` };
    expect((await k.as(A, '/workflow/api/task/approve', input)).e).toBe(0);
    expect((await k.as(A, '/workflow/api/task/approve', input)).e).toBe(0);
    expect((await k.detail(A, id)).log.filter((l) => l.action === 'approve')).toHaveLength(1);
  });
});
