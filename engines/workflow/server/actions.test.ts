import { describe, expect, it } from 'vitest';
import { pngImage, uploadMultipart } from '@quad/platform/server/files/test-files';
import { HOSTS } from '@quad/server/test/harness';
import { saveDefinition } from './definitions';
import { resubmitInstance } from './return';
import { workflowKit } from './workflow-test-kit';

const k = workflowKit();
const A = '2024010002';
const B = '2024010003';
const C = '2024020004';
const D = '2024030005';

const hasTask = async (who: Parameters<typeof k.backlog>[0], id: string) => (await k.backlog(who)).some((l) => l.instanceId === id);

describe('passing a task on', () => {
  it('transfer (转办): my task closes as transferred and the new person decides in my place', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const task = await k.taskOf(A, id);
    expect((await k.as(A, '/workflow/api/task/transfer', { id: task, userId: await k.idOf(B), comment: '请你处理' })).e).toBe(0);
    expect(await hasTask(A, id)).toBe(false);
    expect((await k.todoLinks(A)).some((l) => l.includes(id))).toBe(false);
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    const view = await k.detail(A, id);
    expect(view.steps[0]?.people.map((p) => p.status)).toEqual(['transferred', 'approved']);
    expect(view.log.find((l) => l.action === 'transfer')?.detail).toMatch(/^转办给 /);
    expect(await k.as(A, '/workflow/api/task/transfer', { id: task, userId: await k.idOf(A) })).toMatchObject({ e: 1 });
  });

  it('add-signer before: the added person acts first, then my task comes back', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    expect((await k.as(A, '/workflow/api/task/add-signer', { id: await k.taskOf(A, id), userId: await k.idOf(B), position: 'before' })).e).toBe(0);
    expect(await hasTask(A, id)).toBe(false);
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    expect((await k.detail(A, id)).steps[0]?.people.map((p) => p.id)).toEqual([await k.idOf(B), await k.idOf(A)]);
  });

  it('add-signer after: the step waits for the added person after my approval', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    expect((await k.as(A, '/workflow/api/task/add-signer', { id: await k.taskOf(A, id), userId: await k.idOf(B), position: 'after' })).e).toBe(0);
    expect(await hasTask(B, id)).toBe(false);
    expect((await k.approve(A, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('running');
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
  });
});

describe('the applicant', () => {
  it('withdraws only while nobody has acted; a withdrawn instance’s tasks cannot be decided', async () => {
    const key = await k.flow([{ key: 'one', kind: 'all', assignee: await k.people(A, B) }]);
    const acted = await k.start(key);
    expect((await k.approve(A, acted)).e).toBe(0);
    expect((await k.detail('student', acted)).canWithdraw).toBe(false);
    expect(await k.as('student', '/workflow/api/instance/withdraw', { id: acted })).toMatchObject({ e: 1, m: '已有审批人办理，不能撤回' });

    const fresh = await k.start(key);
    const task = await k.taskOf(A, fresh);
    expect((await k.detail('student', fresh)).canWithdraw).toBe(true);
    expect((await k.as(A, '/workflow/api/instance/withdraw', { id: fresh })).e).toBe(1);
    expect((await k.as('student', '/workflow/api/instance/withdraw', { id: fresh })).e).toBe(0);
    expect(await k.statusOf(fresh)).toBe('withdrawn');
    expect(await hasTask(A, fresh)).toBe(false);
    expect((await k.todoLinks(B)).some((l) => l.includes(fresh))).toBe(false);
    expect(await k.as(A, '/workflow/api/task/approve', { id: task })).toMatchObject({ e: 1, m: '申请人已撤回该申请，无需办理' });
  });

  it('urges the pending approvers once per 10 minutes', async () => {
    const key = await k.flow([{ key: 'one', kind: 'all', assignee: await k.people(A, B) }]);
    const id = await k.start(key);
    expect(await k.as('student', '/workflow/api/instance/urge', { id })).toMatchObject({ e: 0, d: { sent: 2 } });
    expect((await k.as('student', '/workflow/api/instance/urge', { id })).e).toBe(10029);
    expect((await k.as(A, '/workflow/api/instance/urge', { id })).e).toBe(1);
  });

  it('comments with this site’s files only', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const upload = (await uploadMultipart(k.t.app, { cookie: await k.cookieOf(A), data: await pngImage(), name: 'a.png' })).json() as { d: { file: string } };
    expect((await k.as(A, '/workflow/api/instance/comment', { id, comment: '补充说明', attachments: [upload.d.file] })).e).toBe(0);
    expect(await k.as(A, '/workflow/api/instance/comment', { id, comment: '假文件', attachments: ['nosuchfile'] })).toMatchObject({ e: 10022 });
    expect((await k.as(C, '/workflow/api/instance/comment', { id, comment: '路人' })).e).toBe(10004);
    const comments = (await k.detail('student', id)).log.filter((l) => l.action === 'comment');
    expect(comments).toHaveLength(1);
    expect(comments[0]?.attachments).toHaveLength(1);
  });
});

describe('return for changes (退回修改)', () => {
  it('resumes at the step that returned it once the applicant sends it again; the steps before are not asked twice', async () => {
    const key = await k.flow([
      { key: 'one', assignee: await k.people(A) },
      { key: 'two', assignee: await k.people(B) },
    ]);
    const id = await k.start(key, { reason: '旧' });
    expect((await k.approve(A, id)).e).toBe(0);
    expect((await k.as(B, '/workflow/api/task/return', { id: await k.taskOf(B, id), comment: '补充材料' })).e).toBe(0);
    expect(await k.statusOf(id)).toBe('returned');
    expect((await k.detail(B, id)).steps[1]?.people.map((p) => p.status)).toEqual(['returned']);
    await resubmitInstance(k.north(), { instanceId: id, applicantId: await k.idOf('student'), values: { reason: '新' } });
    expect(await hasTask(A, id)).toBe(false);
    expect((await k.approve(B, id)).e).toBe(0);
    expect(await k.statusOf(id)).toBe('approved');
    await expect(resubmitInstance(k.north(), { instanceId: id, applicantId: await k.idOf('student'), values: {} })).rejects.toThrow('该申请不在待修改状态');
  });

  it('is not offered, and refused, where the app cannot take a changed request back', async () => {
    const key = 'no_revisions';
    await saveDefinition(k.north(), await k.idOf('admin'), { key, app: 'certificate', definition: { name: '无修改', steps: [{ key: 'one', name: '一', kind: 'any', assignee: await k.people(A), limitHours: 0, editable: [] }] } });
    const id = await k.start(key);
    expect((await k.detail(A, id)).myTask).toMatchObject({ canReturn: false });
    expect(await k.as(A, '/workflow/api/task/return', { id: await k.taskOf(A, id), comment: '改一下' })).toMatchObject({ e: 1, m: '该类申请不能退回修改，请驳回' });
    expect(await k.statusOf(id)).toBe('running');
  });

  it('of another site’s task finds nothing', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const task = await k.taskOf(A, id);
    expect((await k.ask('/workflow/api/task/return', k.t.c.southAdmin, { id: task, comment: '改' }, HOSTS.south)).e).toBe(10004);
    expect(await k.statusOf(id)).toBe('running');
  });
});

describe('delegation', () => {
  it('routes a new task to the delegate, who acts in the delegator’s name too', async () => {
    const now = Math.floor(Date.now() / 1000);
    const saved = await k.as(C, '/workflow/api/delegation/save', { userId: await k.idOf(D), from: now - 60, to: now + 3600 });
    expect(saved.e).toBe(0);
    expect(((await k.as(C, '/workflow/api/delegation/list')).d.list as unknown[]).length).toBe(1);
    const key = await k.flow([{ key: 'one', assignee: await k.people(C) }]);
    const id = await k.start(key);
    expect(await hasTask(C, id)).toBe(false);
    expect((await k.approve(D, id, { comment: '代为同意' })).e).toBe(0);
    const names = await k.north().selectFrom('users').select(['id', 'realname']).where('username', 'in', [C, D]).execute();
    const byId = new Map(names.map((n) => [n.id, n.realname]));
    const line = (await k.detail(C, id)).log.find((l) => l.action === 'approve');
    expect(line?.actor).toBe(`${byId.get(await k.idOf(D))}（代 ${byId.get(await k.idOf(C))}）`);
    expect((await k.as(C, '/workflow/api/delegation/cancel', { id: saved.d.id })).e).toBe(0);
    expect(await k.as(C, '/workflow/api/delegation/save', { userId: await k.idOf(C), from: now, to: now + 60 })).toMatchObject({ e: 1, m: '不能委托给自己' });
  });
});
