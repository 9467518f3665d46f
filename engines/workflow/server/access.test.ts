import { describe, expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import { ensureDefinition, saveDefinition } from './definitions';
import { startInstance } from './start';
import { workflowKit } from './workflow-test-kit';

const k = workflowKit();
const A = '2024010002';
const B = '2024010003';

const saving = async (steps: unknown[]) => {
  try {
    await saveDefinition(k.north(), await k.idOf('admin'), { key: 'refused', app: 'leave', definition: { name: '不该保存', steps } });
    return '';
  } catch (e) {
    return (e as Error).message;
  }
};
const savedVersions = async () => (await k.north().selectFrom('workflow_definitions').select('version').where('key', '=', 'refused').execute()).length;

describe('definitions', () => {
  it('refuses in Chinese what the site cannot run, and saves nothing', async () => {
    const people = await k.people(A);
    expect(await saving([{ key: 'one', name: '审批', assignee: { kind: 'role', role: 'no-such-role' } }])).toBe('角色不存在：no-such-role');
    expect(await saving([{ key: 'one', name: '审批', assignee: { kind: 'people', userIds: ['nobody'] } }])).toBe('审批人不存在或已停用，请重新选择');
    expect(await saving([{ key: 'one', name: '审批', assignee: people }, { key: 'one', name: '再审', assignee: people }])).toBe('环节标识重复：one');
    expect(await saving([{ key: 'one', name: '审批', assignee: { kind: 'chosen' } }])).toBe('第一个环节不能由上一环节审批人选择');
    const when = { field: 'days', op: 'gt', value: '很多' };
    expect(await saving([{ key: 'one', name: '审批', assignee: people, when }])).toBe('“审批”的条件需要数字才能比较大小');
    expect(await saving([{ key: 'one', name: '审批', assignee: people, editable: ['remark'], hidden: ['remark'] }])).toBe('“审批”不能修改看不到的字段：remark');
    expect(await saving([])).toBe('流程至少需要一个审批环节');
    expect(await savedVersions()).toBe(0);
  });

  it('saves each change as a new version; a running instance keeps the version it started with', async () => {
    const admin = await k.idOf('admin');
    const first = { name: '版本', steps: [{ key: 'one', name: '第一版', assignee: await k.people(A) }] };
    expect(await saveDefinition(k.north(), admin, { key: 'versions', app: 'leave', definition: first })).toEqual({ version: 1 });
    const id = await k.start('versions');
    const second = { name: '版本', steps: [{ key: 'one', name: '第二版', assignee: await k.people(B) }] };
    expect(await saveDefinition(k.north(), admin, { key: 'versions', app: 'leave', definition: second })).toEqual({ version: 2 });
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });
});

describe('who approves', () => {
  it('finds a role’s holder for the applicant’s department (the instructor)', async () => {
    const key = await k.flow([{ key: 'instructor', assignee: { kind: 'role', role: 'instructor', scope: 'applicant' } }]);
    const id = await k.start(key);
    expect((await k.approve('teacher', id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });

  it('refuses a designer’s step for a role nobody holds; an area’s first flow with one goes to the fallback approver, logged', async () => {
    const steps = [{ key: 'leader', name: '院系领导审批', kind: 'single' as const, assignee: { kind: 'role' as const, role: 'leader', scope: 'applicant' as const }, limitHours: 0, editable: [] }];
    expect(await saving(steps)).toBe('“院系领导审批”的审批角色（leader）目前没有人担任，请先在人员管理中授予，或改选审批人');
    const key = 'nobody_leads';
    await ensureDefinition(k.north(), { key, app: 'leave', definition: { name: '无人担任', steps } });
    const id = await k.start(key);
    const view = await k.detail('admin', id);
    expect(view.log.map((l) => l.action)).toEqual(['submit', 'fallback']);
    expect(view.log[1]).toMatchObject({ step: '院系领导审批', detail: '未找到审批人，转交站点管理员' });
    expect((await k.approve('admin', id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });

  it('sends a step to the person the request names in a field, and to the fallback approver when it names nobody', async () => {
    const key = await k.flow([{ key: 'host', name: '受访人确认', assignee: { kind: 'field', field: 'hostId' } }]);
    const named = await k.start(key, { hostId: await k.idOf(A) });
    expect((await k.approve(A, named)).e).toBe(0);
    expect(await k.statusOf(named)).toBe('approved');
    const nobody = await k.start(key, { hostId: 'nobody123' });
    expect((await k.detail('admin', nobody)).log.map((l) => l.action)).toEqual(['submit', 'fallback']);
    expect((await k.backlog(A)).some((l) => l.instanceId === nobody)).toBe(false);
  });

  it('starts once per request id, however often the applicant submits', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const input = { key, applicantId: await k.idOf('student'), title: '重复提交', values: {}, requestId: `twice_${Date.now()}` };
    const [first, second] = await Promise.all([startInstance(k.north(), input), startInstance(k.north(), input)]);
    expect(second.id).toBe(first.id);
    expect((await startInstance(k.north(), input)).id).toBe(first.id);
    const tasks = await k.north().selectFrom('workflow_tasks').select('id').where('instance_id', '=', first.id).execute();
    expect(tasks).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it('shows an instance to its applicant and approvers only; nobody else may act on it', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const task = await k.taskOf(A, id);
    expect((await k.as(B, '/workflow/api/instance/detail', { id })).e).toBe(10004);
    expect(await k.as(B, '/workflow/api/task/approve', { id: task })).toMatchObject({ e: 1, m: '这不是您的待办，不能办理' });
    expect((await k.as('student', '/workflow/api/task/approve', { id: task })).e).toBe(1);
    expect((await k.detail('student', id)).myTask).toBeNull();
    expect(await k.statusOf(id)).toBe('running');
  });

  it('keeps a step’s hidden fields from its approvers, not from the applicant or the other steps', async () => {
    const key = await k.flow([
      { key: 'one', assignee: await k.people(A), hidden: ['remark'], editable: ['days'] },
      { key: 'two', assignee: await k.people(B) },
    ]);
    const id = await k.start(key, { days: 2, remark: '辅导员评价' });
    expect((await k.detail(A, id)).values).toEqual({ days: 2 });
    expect((await k.approve(A, id, { values: { days: 3 } })).e).toBe(0);
    expect((await k.detail(A, id)).values).toEqual({ days: 3 });
    expect((await k.detail(B, id)).values).toEqual({ days: 3, remark: '辅导员评价' });
    expect((await k.detail('student', id)).values).toEqual({ days: 3, remark: '辅导员评价' });
  });

  it('keeps sites apart: another site’s session and ids see nothing', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people('admin') }]);
    const id = await k.start(key);
    const task = await k.taskOf('admin', id);
    const south = (url: string, input: Record<string, unknown>) => k.ask(url, k.t.c.southAdmin, input, HOSTS.south);
    // The south site has requests of its own (the demo's): none of them is this one.
    expect(((await south('/workflow/api/tasks/backlog', {})).d.list as { instanceId: string }[]).map((l) => l.instanceId)).not.toContain(id);
    expect(((await south('/workflow/api/instances/mine', {})).d.list as { id: string }[]).map((l) => l.id)).not.toContain(id);
    expect((await south('/workflow/api/instance/detail', { id })).e).toBe(10004);
    expect((await south('/workflow/api/task/approve', { id: task })).e).toBe(10004);
    expect((await south('/workflow/api/instance/withdraw', { id })).e).toBe(10004);
    // A north session is nobody on the south site.
    expect((await k.ask('/workflow/api/tasks/backlog', k.t.c.admin, {}, HOSTS.south)).e).toBe(10013);
    expect(await k.statusOf(id)).toBe('running');
  });

  it('lists my backlog, done and started with their filters', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(B) }]);
    const id = await k.start(key);
    expect((await k.as(B, '/workflow/api/tasks/backlog', { app: 'other' })).d.list).toEqual([]);
    expect((await k.approve(B, id, { comment: '好' })).e).toBe(0);
    const done = (await k.as(B, '/workflow/api/tasks/done', { app: 'leave' })).d.list as { instanceId: string; status: string }[];
    expect(done.find((t) => t.instanceId === id)).toMatchObject({ status: 'approved' });
    const mine = (await k.as('student', '/workflow/api/instances/mine', {})).d.list as { id: string; status: string; step: string }[];
    expect(mine.find((i) => i.id === id)).toMatchObject({ status: 'approved', step: '' });
  });
});

describe('bad input', () => {
  it('answers e != 0 with a Chinese message and writes nothing', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const task = await k.taskOf(A, id);
    const before = await k.north().selectFrom('workflow_log').select('id').where('instance_id', '=', id).execute();
    const answers = [
      await k.as(A, '/workflow/api/task/reject', { id: task, comment: '' }),
      await k.as(A, '/workflow/api/task/reject', { id: task, comment: '退回', toStep: 'nowhere' }),
      await k.as(A, '/workflow/api/task/approve', { id: 'NOT AN ID' }),
      await k.as(A, '/workflow/api/task/transfer', { id: task, userId: 'nosuchperson' }),
      await k.as(A, '/workflow/api/task/add-signer', { id: task, userId: await k.idOf(B), position: 'sideways' }),
      await k.as(A, '/workflow/api/delegation/save', { userId: await k.idOf(B), from: 100, to: 50 }),
      await k.as(A, '/workflow/api/people/search', { keyword: '' }),
    ];
    for (const answer of answers) {
      expect(answer.e).not.toBe(0);
      expect(answer.m).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await k.north().selectFrom('workflow_log').select('id').where('instance_id', '=', id).execute()).toHaveLength(before.length);
    expect(await k.north().selectFrom('workflow_delegations').select('id').execute()).toHaveLength(0);
    expect(await k.taskOf(A, id)).toBe(task);
  });

  it('finds colleagues by name, pinyin or number', async () => {
    const found = (await k.as(A, '/workflow/api/people/search', { keyword: 'T' })).d.list as { number: string }[];
    expect(found.length).toBeGreaterThan(0);
    const teacher = await k.north().selectFrom('users').select('realname').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    const byName = (await k.as(A, '/workflow/api/people/search', { keyword: teacher.realname })).d.list as { id: string }[];
    expect(byName.map((p) => p.id)).toContain(await k.idOf('teacher'));
  });
});
