import { describe, expect, it } from 'vitest';
import { pngImage, uploadMultipart } from '@quad/platform/server/files/test-files';
import { pdfFonts } from '@quad/platform/server/pdf/pdf-text';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };
type TReceipt = { id: string; unitId: string; unit: string; kind: string; signer: string; signedAt: number };
type TDoc = {
  id: string;
  status: string;
  number: string;
  title: string;
  instanceId: string;
  pastInstances: string[];
  returnComment: string;
  receipts: TReceipt[];
  myReceipts: TReceipt[];
  canEdit: boolean;
  canPublish: boolean;
  canUrge: boolean;
  mainUnits: { id: string; name: string }[];
};
type TTodo = { title: string; link: string };

const t = serverForFile(['student', 'teacher', 'admin', 'other', 'southAdmin', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

let seq = 0;
const key = () => `off_${Date.now()}_${seq++}`;
const units = async (cookie = c.teacher, host: string = HOSTS.north) => (await ask('/official/api/units', cookie, {}, host)).d.list as { id: string; name: string }[];
const doc = async (id: string, cookie = c.teacher, host: string = HOSTS.north) => (await ask('/official/api/document', cookie, { id }, host)).d as unknown as TDoc;
const todos = async (cookie: string) => (await ask('/api/todo/list', cookie, {})).d.list as TTodo[];
const taskOf = async (instanceId: string) =>
  ((await ask('/workflow/api/tasks/backlog', c.admin, { app: 'official' })).d.list as { id: string; instanceId: string }[]).find((task) => task.instanceId === instanceId);
/** One decision of the running step (nobody holds 学校管理员 or 校领导 on the demo site: the administrator decides both). */
const decide = async (instanceId: string, action: 'approve' | 'reject', comment = '') => ask(`/workflow/api/task/${action}`, c.admin, { id: (await taskOf(instanceId))!.id, comment });

/** A complete draft of the teacher's, sent to the site's first unit and copied to its second. */
async function draft(title = '关于开展安全检查的通知'): Promise<string> {
  const created = await ask('/official/api/draft/create', c.teacher, { requestId: key() });
  expect(created.e, created.m).toBe(0);
  const id = (created.d as { id: string }).id;
  const templateId = ((await ask('/official/api/templates', c.teacher)).d.list as { id: string }[])[0]!.id;
  expect((await ask('/official/api/draft/save', c.teacher, { id, templateId, title, body: '各单位：\n请于本周内完成检查。\n特此通知。' })).e).toBe(0);
  const [first, second] = await units();
  expect((await ask('/official/api/draft/units', c.teacher, { id, main: [first!.id], copy: [second!.id] })).e).toBe(0);
  return id;
}

const send = async (id: string, requestId = key()) => ask('/official/api/send', c.teacher, { id, requestId });

/** A document drafted, sent and approved at both steps: issued. */
async function issued(title?: string): Promise<TDoc> {
  const id = await draft(title);
  const { instanceId } = (await send(id)).d as { instanceId: string };
  expect((await decide(instanceId, 'approve')).e).toBe(0);
  expect((await decide(instanceId, 'approve')).e).toBe(0);
  return doc(id);
}

describe('official documents', () => {
  it('lets staff draft, not students; a retried 拟稿 is one draft; sending checks the draft in Chinese and writes nothing', async () => {
    expect(await ask('/official/api/draft/create', c.student, { requestId: key() })).toMatchObject({ e: 1, m: '只有教职工可以拟写公文' });
    const requestId = key();
    const [one, two] = await Promise.all([ask('/official/api/draft/create', c.teacher, { requestId }), ask('/official/api/draft/create', c.teacher, { requestId })]);
    expect(two.d).toEqual(one.d);
    const id = (one.d as { id: string }).id;
    expect(await send(id)).toMatchObject({ e: 1, m: '请填写标题' });
    const templateId = ((await ask('/official/api/templates', c.teacher)).d.list as { id: string }[])[0]!.id;
    expect((await ask('/official/api/draft/save', c.teacher, { id, templateId, title: '通知', body: '正文' })).e).toBe(0);
    expect(await send(id)).toMatchObject({ e: 1, m: '请选择主送单位' });
    expect(await ask('/official/api/draft/units', c.teacher, { id, main: ['nosuchunit'] })).toMatchObject({ e: 10022 });
    expect(await ask('/official/api/draft/save', c.teacher, { id, templateId: 'nosuch', title: 'x' })).toMatchObject({ e: 1, m: '红头模板不存在或已停用' });
    // Another person's draft is not there for them.
    expect((await ask('/official/api/draft/save', c.admin, { id, templateId, title: '改' })).e).toBe(10004);
    expect((await ask('/official/api/document', c.other, { id })).e).toBe(10004);
    const kept = await doc(id);
    expect(kept).toMatchObject({ status: 'draft', title: '通知', instanceId: '', canEdit: true, mainUnits: [] });
  });

  it('locks the draft while it runs; a retried send is one flow; a rejection returns it with the reason, and it goes again', async () => {
    const id = await draft();
    const requestId = key();
    const [one, two] = await Promise.all([send(id, requestId), send(id, requestId)]);
    expect(one.e, one.m).toBe(0);
    expect(two.d).toEqual(one.d);
    const first = (one.d as { instanceId: string }).instanceId;
    expect(await send(id)).toMatchObject({ e: 1, m: '公文正在审批中，不能重复送审' });
    const templateId = ((await ask('/official/api/templates', c.teacher)).d.list as { id: string }[])[0]!.id;
    expect(await ask('/official/api/draft/save', c.teacher, { id, templateId, title: '改' })).toMatchObject({ e: 1, m: '公文正在审批中，不能修改' });
    expect(await doc(id)).toMatchObject({ status: 'running', canEdit: false, instanceId: first });

    expect((await decide(first, 'reject', '请补充检查范围')).e).toBe(0);
    expect(await doc(id)).toMatchObject({ status: 'returned', returnComment: '请补充检查范围', canEdit: true });
    expect((await ask('/official/api/draft/save', c.teacher, { id, templateId, title: '关于开展安全检查的通知（修改稿）', body: '范围：全校。' })).e).toBe(0);
    const again = await send(id);
    const second = (again.d as { instanceId: string }).instanceId;
    expect(second).not.toBe(first);
    expect(await doc(id)).toMatchObject({ status: 'running', instanceId: second, pastInstances: [first], returnComment: '' });

    // The drafter withdrawing it (nobody has acted) returns it too.
    expect((await ask('/workflow/api/instance/withdraw', c.teacher, { id: second })).e).toBe(0);
    expect((await doc(id)).status).toBe('returned');
  });

  it('sent back for changes (退回修改), the drafter edits it and the same flow resumes at the step that returned it', async () => {
    const id = await draft();
    const { instanceId } = (await send(id)).d as { instanceId: string };
    expect((await decide(instanceId, 'approve')).e).toBe(0);
    const second = await taskOf(instanceId);
    expect((await ask('/workflow/api/task/return', c.admin, { id: second!.id, comment: '落款日期有误' })).e).toBe(0);
    expect(await doc(id)).toMatchObject({ status: 'returned', returnComment: '落款日期有误', canEdit: true, instanceId });
    expect((await todos(c.teacher)).map((todo) => todo.link)).toContain(`/document/redpage?id=${id}`);

    const templateId = ((await ask('/official/api/templates', c.teacher)).d.list as { id: string }[])[0]!.id;
    expect((await ask('/official/api/draft/save', c.teacher, { id, templateId, title: '关于开展安全检查的通知', body: '日期已更正。' })).e).toBe(0);
    expect(await send(id)).toMatchObject({ e: 0, d: { instanceId } });
    expect(await doc(id)).toMatchObject({ status: 'running', instanceId, pastInstances: [], returnComment: '' });
    expect((await todos(c.teacher)).map((todo) => todo.link)).not.toContain(`/document/redpage?id=${id}`);
    const steps = (await ask('/workflow/api/instance/detail', c.teacher, { id: instanceId })).d as { steps: { state: string }[]; values: { body: string } };
    expect(steps.steps.map((step) => step.state)).toEqual(['done', 'active']);
    expect(steps.values.body).toBe('日期已更正。');
    expect((await decide(instanceId, 'approve')).e).toBe(0);
    expect((await doc(id)).status).toBe('issued');
  });

  it('numbers it when approved, sends a receipt to each unit, and its leaders (else the administrators) sign once for all', async () => {
    const [first, second] = await units();
    // The teacher leads the first unit (单位负责人); the second has no leader: its receipts go to the administrators.
    const db = t.platform.database.db;
    const role = await db.selectFrom('roles').select('id').where('site_id', '=', 'north').where('key', '=', 'unit-leader').executeTakeFirstOrThrow();
    const teacherRow = await db.selectFrom('users').select('id').where('site_id', '=', 'north').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ site_id: 'north', user_id: teacherRow.id, role_id: role.id, dept_id: first!.id }).execute();

    const item = await issued('关于期末考试安排的通知');
    expect(item.status).toBe('issued');
    expect(item.number).toMatch(new RegExp(`^北辰发〔${new Date().getFullYear()}〕\\d+号$`));
    expect(item.receipts.map((r) => [r.unit, r.kind, r.signedAt])).toEqual([
      [first!.name, 'main', 0],
      [second!.name, 'copy', 0],
    ]);
    const teacherTodo = (await todos(c.teacher)).find((todo) => todo.link === `/document/user?id=${item.id}`);
    expect(teacherTodo?.title).toBe('收文签收：关于期末考试安排的通知');
    expect((await todos(c.admin)).some((todo) => todo.link === `/document/user?id=${item.id}`)).toBe(true);
    const received = (await ask('/official/api/received', c.admin)).d.list as { id: string; unit: string; signedAt: number }[];
    expect(received.find((r) => r.id === item.id)).toMatchObject({ unit: second!.name, signedAt: 0 });

    // A student of the site who receives nothing may not sign or see it.
    expect((await ask('/official/api/sign', c.student, { id: item.id })).e).toBe(10004);
    const [signed, again] = await Promise.all([ask('/official/api/sign', c.admin, { id: item.id }), ask('/official/api/sign', c.admin, { id: item.id })]);
    expect(signed.e, signed.m).toBe(0);
    expect(again.d).toEqual(signed.d);
    expect((signed.d.receipts as TReceipt[]).map((r) => [r.unit, r.signer])).toEqual([[second!.name, '管理员演示账号']]);
    expect((await todos(c.admin)).some((todo) => todo.link === `/document/user?id=${item.id}`)).toBe(false);
    expect((await ask('/official/api/sign', c.teacher, { id: item.id })).e).toBe(0);
    expect((await todos(c.teacher)).some((todo) => todo.link === `/document/user?id=${item.id}`)).toBe(false);
    expect((await doc(item.id)).receipts.every((r) => r.signedAt > 0)).toBe(true);
    await db.deleteFrom('user_roles').where('site_id', '=', 'north').where('role_id', '=', role.id).where('user_id', '=', teacherRow.id).execute();
  });

  it('never gives two documents approved at once the same number, and numbers without gaps', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, (_, i) => draft(`并发${i}`)));
    const instances = await Promise.all(ids.map(async (id) => ((await send(id)).d as { instanceId: string }).instanceId));
    for (const step of [1, 2]) {
      const answers = await Promise.all(instances.map((instanceId) => decide(instanceId, 'approve')));
      expect(answers.map((a) => a.e), `step ${step}`).toEqual(instances.map(() => 0));
    }
    const numbers = await Promise.all(ids.map(async (id) => Number(/〔\d{4}〕(\d+)号/.exec((await doc(id)).number)![1])));
    expect(new Set(numbers).size).toBe(5);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[4]! - sorted[0]!).toBe(4);
  });

  it('downloads the issued document as a PDF with its header, number and seal; publishes it to the site; urges at most every 10 minutes', async () => {
    const seal = (await uploadMultipart(t.app, { cookie: c.admin, name: 'seal.png', data: await pngImage(200, 200), declaredType: 'image/png' })).json<TBody>();
    const saved = await ask('/official/api/manage/template/save', c.admin, { name: '北辰大学教务处文件', organ: '北辰大学教务处', prefix: '北辰教', seal: seal.d.file });
    expect(saved.e, saved.m).toBe(0);
    const created = (await ask('/official/api/draft/create', c.teacher, { requestId: key(), templateId: (saved.d as { id: string }).id })).d as { id: string };
    const [first] = await units();
    await ask('/official/api/draft/save', c.teacher, { id: created.id, templateId: (saved.d as { id: string }).id, title: '关于调整课程安排的通知', body: '经研究决定调整课程。' });
    await ask('/official/api/draft/units', c.teacher, { id: created.id, main: [first!.id] });
    expect((await call(t.app, { url: `/official/api/pdf?id=${created.id}`, cookie: c.teacher })).json()).toMatchObject({ e: 1, m: '公文尚未签发，签发后才能下载' });
    const { instanceId } = (await send(created.id)).d as { instanceId: string };
    await decide(instanceId, 'approve');
    await decide(instanceId, 'approve');
    const item = await doc(created.id);
    expect(item.number).toMatch(/^北辰教〔\d{4}〕1号$/);

    const file = await call(t.app, { url: `/official/api/pdf?id=${item.id}`, cookie: c.teacher });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(1);
    const { chars } = pdfFonts(file.rawPayload);
    for (const char of `北辰大学教务处文件关于调整课程安排的通知${first!.name}${item.number}`) expect(chars, char).toContain(char);
    // Not yet published: a student of the site does not see it.
    expect((await call(t.app, { url: `/official/api/pdf?id=${item.id}`, cookie: c.student })).json()).toMatchObject({ e: 10004 });

    expect(await ask('/official/api/urge', c.teacher, { id: item.id })).toMatchObject({ e: 0, d: { reminded: expect.any(Number) } });
    expect((await ask('/official/api/urge', c.teacher, { id: item.id })).e).toBe(10029);
    expect(await ask('/official/api/publish', c.student, { id: item.id })).toMatchObject({ e: 10004 });
    expect((await ask('/official/api/publish', c.teacher, { id: item.id })).e).toBe(0);
    expect((await ask('/official/api/publish', c.teacher, { id: item.id })).e).toBe(0);
    const published = (await ask('/official/api/published', c.student)).d.list as { id: string; status: string }[];
    expect(published.find((p) => p.id === item.id)).toMatchObject({ status: 'published' });
    expect(await doc(item.id, c.student)).toMatchObject({ status: 'published', receipts: [], canPublish: false, instanceId: '' });
  });

  it('keeps sites apart: another site sees none of it, by session or by id', async () => {
    const item = await issued();
    await ask('/official/api/publish', c.teacher, { id: item.id });
    expect((await ask('/official/api/sent', c.teacher, {}, HOSTS.south)).e).toBe(10013);
    for (const url of ['/official/api/document', '/official/api/sign', '/official/api/publish', '/official/api/urge']) {
      expect((await ask(url, c.southAdmin, { id: item.id }, HOSTS.south)).e, url).toBe(10004);
    }
    expect((await ask('/official/api/draft/save', c.southAdmin, { id: item.id, templateId: 'x' }, HOSTS.south)).e).toBe(10004);
    expect((await call(t.app, { url: `/official/api/pdf?id=${item.id}`, cookie: c.southAdmin, host: HOSTS.south })).json()).toMatchObject({ e: 10004 });
    for (const url of ['/official/api/published', '/official/api/received', '/official/api/sent', '/official/api/manage/documents']) {
      const list = (await ask(url, c.southAdmin, {}, HOSTS.south)).d.list as { id: string }[];
      expect(list.map((d) => d.id), url).not.toContain(item.id);
    }
    const southUnits = await units(c.southAdmin, HOSTS.south);
    const northUnits = await units();
    expect(southUnits.map((u) => u.id)).not.toContain(northUnits[0]!.id);
    const southTemplates = (await ask('/official/api/manage/templates', c.southAdmin, {}, HOSTS.south)).d.list as { name: string }[];
    expect(southTemplates.map((tpl) => tpl.name)).toEqual(['南溪大学文件', '中共南溪大学委员会文件']);
    // A south draft cannot name north's units.
    const south = (await ask('/official/api/draft/create', c.southAdmin, { requestId: key() }, HOSTS.south)).d as { id: string };
    expect((await ask('/official/api/draft/units', c.southAdmin, { id: south.id, main: [northUnits[0]!.id] }, HOSTS.south)).e).toBe(10022);
  });

  it('gives the office every document with filters and the Excel file; templates are managed by it alone', async () => {
    const item = await issued('关于表彰先进集体的决定');
    const records = await ask('/official/api/manage/documents', c.admin, { keyword: item.number });
    expect(records.d.list).toEqual([expect.objectContaining({ id: item.id, units: 2, signed: 0, drafter: '教师演示账号' })]);
    expect(((await ask('/official/api/manage/documents', c.admin, { keyword: '表彰先进' })).d.list as { id: string }[]).map((r) => r.id)).toContain(item.id);
    expect(((await ask('/official/api/manage/documents', c.admin, { status: 'draft' })).d.list as { id: string }[]).map((r) => r.id)).not.toContain(item.id);
    expect((await ask('/official/api/manage/documents', c.teacher)).e).toBe(10003);
    expect((await ask('/official/api/manage/template/save', c.teacher, { name: 'x', organ: 'y', prefix: 'z' })).e).toBe(10003);
    expect(await ask('/official/api/manage/template/save', c.admin, { name: ' ', organ: 'y', prefix: 'z' })).toMatchObject({ e: 10022, m: '请填写模板名称' });
    const excel = await call(t.app, { url: '/official/api/manage/documents/export', cookie: c.admin });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    // The office sees the document's receipts like its drafter.
    expect((await doc(item.id, c.admin)).receipts).toHaveLength(2);
  });
});
