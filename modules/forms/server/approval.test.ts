import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TFlow = { answerId: string; instanceId: string; status: string };

const t = serverForFile(['admin', 'student', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);
const north = () => new SiteDb(t.platform.database.db, 'north');

let sent = 0;
const requestId = () => `approval-${Date.now()}-${++sent}`;

/** A published form for everyone (事由, 金额, 类别) by the demo administrator, with the settings given. */
async function makeForm(settings: Record<string, unknown>) {
  const created = await ask('/forms/api/manage/create', c.admin, { title: '报销申请' });
  const { id, no } = created.d as { id: string; no: number };
  const fields = [
    { key: `text_${no}_1`, kind: 'text', label: '事由', required: true },
    { key: `number_${no}_2`, kind: 'number', label: '金额', required: true, unit: '元' },
    { key: `radio_${no}_3`, kind: 'radio', label: '类别', options: [{ value: 'a', label: '耗材' }, { value: 'b', label: '差旅' }] },
  ];
  const definition = { fields, dataSources: [], plugins: [], print: { columns: 1, showSubmitter: true, showTime: true, signatureLines: [] } };
  const save = (more: Record<string, unknown>) =>
    ask('/forms/api/manage/save', c.admin, { id, settings: { title: '报销申请', audience: { all: true }, ...settings, ...more }, definition });
  expect(await save({})).toMatchObject({ e: 0 });
  expect((await ask('/forms/api/manage/publish', c.admin, { id })).e).toBe(0);
  const values = (reason: string, amount = 1200) => ({ [`text_${no}_1`]: reason, [`number_${no}_2`]: amount, [`radio_${no}_3`]: 'a' });
  return { id, no, save, values };
}

const submit = (cookie: string, no: number, values: Record<string, unknown>, id = requestId()) =>
  ask('/forms/wap/default/submit', cookie, { formid: no, version: 1, values, requestId: id });
const flowsOf = async (ids: string[], cookie = c.student, host: string = HOSTS.north) =>
  ((await ask('/forms/api/flows/mine', cookie, { ids }, host)).d.list as TFlow[]) ?? [];
const backlogTask = async (cookie: string, instanceId: string) =>
  ((await ask('/workflow/api/tasks/backlog', cookie, { app: 'forms', size: 50 })).d.list as { id: string; instanceId: string }[]).find((task) => task.instanceId === instanceId);
const instancesOfForm = (formId: string) => north().selectFrom('workflow_instances').select(['id', 'status']).where('def_key', '=', `form.${formId}`).execute();

describe('a form whose answers need approval (提交后需要审批)', () => {
  it('starts a flow per submission, pending for the form’s maker, with the answer by its labels', async () => {
    const form = await makeForm({ approval: true, frequency: 'unlimited' });
    const sentAnswer = await submit(c.student, form.no, form.values('购买实验耗材'));
    expect(sentAnswer.e, sentAnswer.m).toBe(0);
    const answerId = (sentAnswer.d as { id: string }).id;

    const [flow] = await flowsOf([answerId]);
    expect(flow).toMatchObject({ answerId, status: 'running' });
    expect(await backlogTask(c.admin, flow!.instanceId)).toBeDefined();
    const detail = (await ask('/workflow/api/instance/detail', c.admin, { id: flow!.instanceId })).d as { title: string; values: Record<string, unknown> };
    expect(detail.title).toMatch(/的报销申请$/);
    expect(detail.values).toEqual({ 事由: '购买实验耗材', 金额: 1200, 类别: '耗材' });

    // 流程设置 lists the form's flow by its title, its one step decided by the maker.
    const flows = (await ask('/document/api/flows/list', c.admin)).d.list as { key: string; name: string; app: string }[];
    expect(flows).toContainEqual(expect.objectContaining({ key: `form.${form.id}`, name: '报销申请', app: 'forms' }));
    const design = (await ask('/document/api/flows/detail', c.admin, { key: `form.${form.id}` })).d as { definition: { steps: { name: string; assignee: { kind: string } }[] } };
    expect(design.definition.steps).toEqual([expect.objectContaining({ name: '审批', assignee: expect.objectContaining({ kind: 'people' }) })]);
  });

  it('answers a retried submission with the same answer and one instance; the approval shows on the answer', async () => {
    const form = await makeForm({ approval: true, frequency: 'unlimited' });
    const id = requestId();
    const first = await submit(c.student, form.no, form.values('会议差旅'), id);
    const again = await submit(c.student, form.no, form.values('会议差旅'), id);
    expect(again).toMatchObject({ e: 0, d: first.d });
    expect(await instancesOfForm(form.id)).toHaveLength(1);

    const answerId = (first.d as { id: string }).id;
    const [flow] = await flowsOf([answerId]);
    const task = await backlogTask(c.admin, flow!.instanceId);
    expect((await ask('/workflow/api/task/approve', c.admin, { id: task!.id, comment: '同意' })).e).toBe(0);
    expect(await flowsOf([answerId])).toEqual([{ answerId, instanceId: flow!.instanceId, status: 'approved' }]);
    const results = (await ask('/forms/api/flows/results', c.admin, { id: form.id, ids: [answerId] })).d.list as TFlow[];
    expect(results).toEqual([expect.objectContaining({ answerId, status: 'approved' })]);
  });

  it('starts nothing once switched off, while the flows already running go on', async () => {
    const form = await makeForm({ approval: true, frequency: 'unlimited' });
    const before = (await submit(c.student, form.no, form.values('打印资料'))).d as { id: string };
    expect(await form.save({ approval: false })).toMatchObject({ e: 0 });
    const after = await submit(c.student, form.no, form.values('打印资料'));
    expect(after.e).toBe(0);
    expect(await flowsOf([(after.d as { id: string }).id])).toEqual([]);
    expect(await instancesOfForm(form.id)).toEqual([expect.objectContaining({ status: 'running' })]);
    expect(await flowsOf([before.id])).toEqual([expect.objectContaining({ status: 'running' })]);
  });

  it('keeps an answer under approval from being changed, and writes no answer when the flow cannot start', async () => {
    const form = await makeForm({ approval: true, frequency: 'once', editable: true });
    const first = await submit(c.student, form.no, form.values('借用设备'));
    expect(first.e).toBe(0);
    const changed = await submit(c.student, form.no, form.values('借用投影仪'));
    expect(changed).toMatchObject({ e: 1, m: '答卷正在审批中，不能修改；如需修改，请先撤回审批' });
    const answers = await north().selectFrom('form_answers').select('values_json').where('form_id', '=', form.id).execute();
    expect(answers.map((a) => JSON.parse(a.values_json)[`text_${form.no}_1`])).toEqual(['借用设备']);
    // Withdrawn, it may change again: a new flow for the changed answer replaces the ended one.
    const [flow] = await flowsOf([(first.d as { id: string }).id]);
    expect((await ask('/workflow/api/instance/withdraw', c.student, { id: flow!.instanceId })).e).toBe(0);
    expect((await submit(c.student, form.no, form.values('借用投影仪'))).e).toBe(0);
    const [next] = await flowsOf([(first.d as { id: string }).id]);
    expect(next).toMatchObject({ status: 'running' });
    expect(next!.instanceId).not.toBe(flow!.instanceId);

    // The engine refuses an applicant who is no longer active: the submission fails whole, in its words.
    const other = await north().selectFrom('users').select('id').where('username', '=', '2024010002').executeTakeFirstOrThrow();
    await north().updateTable('users').set({ status: 'disabled' }).where('id', '=', other.id).execute();
    try {
      expect(await submit(c.other, form.no, form.values('借用教室'))).toMatchObject({ e: 1, m: '申请人不存在或已停用' });
    } finally {
      await north().updateTable('users').set({ status: 'active' }).where('id', '=', other.id).execute();
    }
    expect(await north().selectFrom('form_answers').select('id').where('form_id', '=', form.id).where('user_id', '=', other.id).execute()).toEqual([]);
  });

  it('refuses approval on an anonymous form: the approvers would see who answered', async () => {
    const form = await makeForm({});
    expect(await form.save({ anonymous: true, approval: true })).toMatchObject({ e: 10022, d: { errors: { 'settings.approval': '匿名表单不能开启审批' } } });
  });

  it('shows an answer’s approval to nobody but its person and the form’s results readers, never on another site', async () => {
    const form = await makeForm({ approval: true, frequency: 'unlimited' });
    const answerId = ((await submit(c.student, form.no, form.values('外出调研'))).d as { id: string }).id;
    const [flow] = await flowsOf([answerId]);
    expect(await flowsOf([answerId], c.other)).toEqual([]);
    expect(await flowsOf([answerId], c.southStudent, HOSTS.south)).toEqual([]);
    expect((await ask('/forms/api/flows/results', c.southAdmin, { id: form.id, ids: [answerId] }, HOSTS.south)).d.list).toEqual([]);
    expect((await ask('/forms/api/flows/results', c.student, { id: form.id, ids: [answerId] })).e).toBe(10003);
    expect((await ask('/workflow/api/instance/detail', c.southAdmin, { id: flow!.instanceId }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/workflow/api/instance/detail', c.other, { id: flow!.instanceId })).e).toBe(10004);
  });
});
