import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadMultipart, pngImage } from '@quad/platform/server/files/test-files';
import { HOSTS } from '@quad/server/test/harness';
import type { TField } from '../../shared/definition';
import { createKit, designOf, type TKit } from '../forms-test-kit';

let k: TKit;
beforeAll(async () => {
  k = await createKit();
});
afterAll(() => k.t.close());
afterEach(() => vi.useRealTimers());

const WAP = '/forms/wap/default';
const textForm = (no: number): TField[] => [{ key: `text_${no}_1`, kind: 'text', label: '姓名', required: true }];
let requests = 0;
const submit = (cookie: string, no: number, values: Record<string, unknown>, extra: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  k.ask(`${WAP}/submit`, cookie, { formid: no, version: 1, values, requestId: `req-${++requests}-${Date.now()}`, ...extra }, host);
/** My forms as one page holds them all (the tests make fewer than 50). */
const myCards = async (cookie: string, host: string = HOSTS.north) => (await k.ask(`${WAP}/list`, cookie, { size: 50 }, host)).d.list as { no: number; blocked: string }[];
const listNos = async (cookie: string, host: string = HOSTS.north) => (await myCards(cookie, host)).map((f) => f.no);
const answersOf = (id: string) => k.north.selectFrom('form_answers').selectAll().where('form_id', '=', id).execute();

describe('demo data', () => {
  it('publishes three forms for everyone with some answers', async () => {
    const forms = await k.north.selectFrom('forms').select(['id', 'no', 'frequency']).where('no', '<=', 3).orderBy('no').execute();
    expect(forms.map((f) => f.frequency)).toEqual(['once', 'daily', 'once']);
    for (const f of forms) expect((await answersOf(f.id)).length).toBeGreaterThan(0);
    expect(await listNos(k.c.student)).toEqual(expect.arrayContaining([1, 2, 3]));
  });
});

describe('versions', () => {
  it('judges an answer by the version it was filled in, even after a newer one is published', async () => {
    const { id, no } = await k.makeForm(textForm);
    await k.ask('/forms/api/manage/save', k.c.admin, {
      id,
      settings: { title: '测试表单', audience: { departments: [k.studentDept] }, frequency: 'unlimited' },
      definition: designOf([...textForm(no), { key: `number_${no}_2`, kind: 'number', label: '年龄', required: true }]),
    });
    await k.ask('/forms/api/manage/publish', k.c.admin, { id });
    const view = (await k.ask(`${WAP}/form`, k.c.student, { formid: no })).d as { version: number; definition: { fields: unknown[] } };
    expect(view.version).toBe(2);
    expect(view.definition.fields).toHaveLength(2);
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '张三' })).e).toBe(0);
    const v2 = await submit(k.c.student, no, { [`text_${no}_1`]: '张三' }, { version: 2 });
    expect(v2).toMatchObject({ e: 10022, d: { errors: { [`number_${no}_2`]: '请填写年龄' } } });
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '张三' }, { version: 3 })).d.errors).toHaveProperty('version');
    const answers = await answersOf(id);
    expect(answers.map((a) => a.version)).toEqual([1]);
  });
});

describe('audience', () => {
  it('keeps a form from people outside it: list, open, draft, submit, data source, original protocol', async () => {
    const { no } = await k.makeForm(textForm);
    expect(await listNos(k.c.student)).toContain(no);
    expect(await listNos(k.c.outsider)).not.toContain(no);
    expect(await k.ask(`${WAP}/form`, k.c.outsider, { formid: no })).toMatchObject({ e: 10003, m: '您不在该表单的填写范围内' });
    expect((await submit(k.c.outsider, no, { [`text_${no}_1`]: '李四' })).e).toBe(10003);
    expect((await k.ask(`${WAP}/draft`, k.c.outsider, { formid: no, version: 1, values: {} })).e).toBe(10003);
    expect((await k.ask(`${WAP}/data-source`, k.c.outsider, { formid: no, version: 1, source: 'x' })).e).toBe(10003);
    expect((await k.askForm(`${WAP}/get-info`, k.c.outsider, { formid: String(no) })).e).toBe(10003);
    expect((await k.askForm(`${WAP}/save`, k.c.outsider, { formid: String(no), [`value[text_${no}_1]`]: '李四' })).e).toBe(10003);
  });

  it('lets anyone with the link fill a link-only form, listed for them once answered', async () => {
    const { no } = await k.makeForm(textForm, { audience: { link: true } });
    expect(await listNos(k.c.outsider)).not.toContain(no);
    expect((await k.ask(`${WAP}/form`, k.c.outsider, { formid: no })).e).toBe(0);
    expect((await submit(k.c.outsider, no, { [`text_${no}_1`]: '李四' })).e).toBe(0);
    expect(await listNos(k.c.outsider)).toContain(no);
    expect(await listNos(k.c.student)).not.toContain(no);
  });

  it('never opens a draft form', async () => {
    const { no } = (await k.ask('/forms/api/manage/create', k.c.admin, { title: '草稿' })).d as { no: number };
    expect((await k.ask(`${WAP}/form`, k.c.student, { formid: no })).e).toBe(10004);
    expect((await submit(k.c.student, no, {})).e).toBe(10004);
    expect(await listNos(k.c.student)).not.toContain(no);
  });
});

describe('my forms, a page at a time', () => {
  it('pages through 待填写, 已填写 and 已截止 in order with their counts, and shows nothing to another site', async () => {
    const aimed = { audience: { people: ['teacher'] }, category: '分页' };
    const made: number[] = [];
    for (let n = 0; n < 5; n++) made.push((await k.makeForm(textForm, aimed)).no);
    const [answered, closed, ...open] = made as [number, number, ...number[]];
    expect((await submit(k.c.teacher, answered, { [`text_${answered}_1`]: '教师' })).e).toBe(0);
    const closedId = (await k.north.selectFrom('forms').select('id').where('no', '=', closed).executeTakeFirstOrThrow()).id;
    await k.ask('/forms/api/manage/close', k.c.admin, { id: closedId, closed: true });
    const page = async (input: Record<string, unknown>, cookie = k.c.teacher, host: string = HOSTS.north) =>
      (await k.ask(`${WAP}/list`, cookie, { category: '分页', size: 2, ...input }, host)).d as { list: { no: number }[]; total: number; groups: unknown; categories: string[] };
    const pages = [await page({ page: 1 }), await page({ page: 2 }), await page({ page: 3 })];
    expect(pages.map((p) => p.list.map((f) => f.no))).toEqual([[open[2], open[1]], [open[0], answered], [closed]]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages[0]?.groups).toEqual({ todo: 3, done: 1, closed: 1 });
    expect(pages[0]?.categories).toContain('分页');
    const done = await page({ group: 'done' });
    expect([done.list.map((f) => f.no), done.total]).toEqual([[answered], 1]);
    expect((await page({ page: 1 }, k.c.student)).total).toBe(0);
    const south = await page({ page: 1 }, k.c.southStudent, HOSTS.south);
    expect([south.list, south.total]).toEqual([[], 0]);
    expect(south.categories).not.toContain('分页');
  });
});

describe('frequency', () => {
  it('once: a second answer is refused; the list says done', async () => {
    const { no } = await k.makeForm(textForm);
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '一' })).e).toBe(0);
    expect(await submit(k.c.student, no, { [`text_${no}_1`]: '二' })).toMatchObject({ e: 1, m: '您已提交过该表单' });
    const card = (await myCards(k.c.student)).find((f) => f.no === no);
    expect(card).toMatchObject({ answered: true, blocked: 'done' });
  });

  it('daily: one a day', async () => {
    const { no } = await k.makeForm(textForm, { frequency: 'daily' });
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '一' })).e).toBe(0);
    expect(await submit(k.c.student, no, { [`text_${no}_1`]: '二' })).toMatchObject({ e: 1, m: '每日仅能提交一次' });
    const card = (await myCards(k.c.student)).find((f) => f.no === no);
    expect(card).toMatchObject({ answered: true, blocked: 'doneToday' });
  });

  it('daily: a new site day opens a new slot', async () => {
    const { no } = await k.makeForm(textForm, { frequency: 'daily' });
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '今天' })).e).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    const card = (await myCards(k.c.student)).find((f) => f.no === no);
    expect(card).toMatchObject({ answered: false, blocked: '' });
    expect((await k.askForm(`${WAP}/get-info`, k.c.student, { formid: String(no) })).d.value).toEqual({ id: '' });
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '明天' })).e).toBe(0);
    const days = ((await k.ask(`${WAP}/my-answers`, k.c.student, { formid: no })).d.list as { day: string }[]).map((a) => a.day);
    expect(new Set(days).size).toBe(2);
  });

  it('unlimited: every answer counts, and my answers list them', async () => {
    const { no } = await k.makeForm(textForm, { frequency: 'unlimited' });
    for (const name of ['一', '二', '三']) expect((await submit(k.c.student, no, { [`text_${no}_1`]: name })).e).toBe(0);
    const mine = (await k.ask(`${WAP}/my-answers`, k.c.student, { formid: no })).d.list as { id: string }[];
    expect(mine).toHaveLength(3);
    expect((await k.ask(`${WAP}/my-answers`, k.c.teacher, { formid: no })).d.list).toEqual([]);
    const one = await k.ask(`${WAP}/answer`, k.c.student, { id: mine[0]!.id });
    expect(one.d).toMatchObject({ formNo: no, version: 1, values: { [`text_${no}_1`]: '三' } });
    expect((await k.ask(`${WAP}/answer`, k.c.teacher, { id: mine[0]!.id })).e).toBe(10004);
  });

  it('editable: a second answer updates the first in place', async () => {
    const { id, no } = await k.makeForm(textForm, { editable: true });
    const first = await submit(k.c.student, no, { [`text_${no}_1`]: '旧' });
    const second = await submit(k.c.student, no, { [`text_${no}_1`]: '新' });
    expect(second.d.id).toBe(first.d.id);
    const answers = await answersOf(id);
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]!.values_json)).toEqual({ [`text_${no}_1`]: '新' });
    const view = (await k.ask(`${WAP}/form`, k.c.student, { formid: no })).d as { mine: { id: string; values: unknown }; form: { blocked: string } };
    expect(view.mine).toMatchObject({ id: first.d.id, values: { [`text_${no}_1`]: '新' } });
    expect(view.form.blocked).toBe('');
    expect((await k.ask(`${WAP}/answer`, k.c.student, { id: first.d.id })).d.canEdit).toBe(true);
  });

  it('a retried request returns the first answer and writes nothing new', async () => {
    const { id, no } = await k.makeForm(textForm, { frequency: 'unlimited' });
    const input = { formid: no, version: 1, values: { [`text_${no}_1`]: '重试' }, requestId: 'same-request-123' };
    const results = await Promise.all([k.ask(`${WAP}/submit`, k.c.student, input), k.ask(`${WAP}/submit`, k.c.student, input)]);
    const again = await k.ask(`${WAP}/submit`, k.c.student, input);
    expect(results.map((r) => r.e)).toEqual([0, 0]);
    expect(new Set([...results, again].map((r) => r.d.id)).size).toBe(1);
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('two racing answers to a once form: one is stored, the other told it was already submitted', async () => {
    const { id, no } = await k.makeForm(textForm);
    const results = await Promise.all([1, 2, 3].map((n) => submit(k.c.student, no, { [`text_${no}_1`]: `竞争${n}` })));
    expect(results.filter((r) => r.e === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.e !== 0)) expect(r).toMatchObject({ e: 1, m: '您已提交过该表单' });
    expect(await answersOf(id)).toHaveLength(1);
  });
});

describe('what a submission writes', () => {
  it('announces it to subscribed webhooks in the same transaction', async () => {
    await k.north
      .insertInto('webhooks', { id: 'hook-forms', url: 'https://example.edu/hook', events: JSON.stringify(['form.submitted']), description: '', secret: 's', created: 0, created_by: '' })
      .execute();
    const { no } = await k.makeForm(textForm);
    const { d } = await submit(k.c.student, no, { [`text_${no}_1`]: '张三' });
    const deliveries = await k.north.selectFrom('webhook_deliveries').select('body').where('webhook_id', '=', 'hook-forms').execute();
    expect(deliveries.map((r) => JSON.parse(r.body).data)).toEqual([{ form_id: String(no), answer_id: d.id, uid: expect.any(String) }]);
    await k.north.deleteFrom('webhook_deliveries').where('webhook_id', '=', 'hook-forms').execute();
    await k.north.deleteFrom('webhooks').where('id', '=', 'hook-forms').execute();
  });
});

describe('opening and closing times', () => {
  it('refuses answers before the start and after the end or closing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const later = await k.makeForm(textForm, { opensAt: now + 3600 });
    expect(await submit(k.c.student, later.no, { [`text_${later.no}_1`]: 'x' })).toMatchObject({ e: 1, m: '表单尚未开始' });
    const past = await k.makeForm(textForm, { opensAt: now - 7200, closesAt: now - 3600 });
    expect(await submit(k.c.student, past.no, { [`text_${past.no}_1`]: 'x' })).toMatchObject({ e: 1, m: '表单已截止' });
    const closed = await k.makeForm(textForm);
    await k.ask('/forms/api/manage/close', k.c.admin, { id: closed.id, closed: true });
    expect(await submit(k.c.student, closed.no, { [`text_${closed.no}_1`]: 'x' })).toMatchObject({ e: 1, m: '表单已截止' });
    const cards = await myCards(k.c.student);
    const blocked = (no: number) => cards.find((c) => c.no === no)?.blocked;
    expect([blocked(later.no), blocked(past.no), blocked(closed.no)]).toEqual(['notOpen', 'closed', 'closed']);
  });
});

describe('checking answers through the API', () => {
  const allKinds = (no: number): TField[] => [
    { key: `text_${no}_1`, kind: 'text', label: '姓名', required: true, maxLength: 4 },
    { key: `textarea_${no}_2`, kind: 'textarea', label: '说明', minLength: 5 },
    { key: `number_${no}_3`, kind: 'number', label: '体温', min: 35, max: 42, decimals: 1 },
    { key: `date_${no}_4`, kind: 'date', label: '日期' },
    { key: `time_${no}_5`, kind: 'time', label: '时间' },
    { key: `datetime_${no}_6`, kind: 'datetime', label: '时刻' },
    { key: `radio_${no}_7`, kind: 'radio', label: '性别', options: [{ value: '1', label: '男' }, { value: '2', label: '女' }] },
    { key: `checkbox_${no}_8`, kind: 'checkbox', label: '爱好', maxSelect: 1, options: [{ value: 'a', label: '读书' }, { value: 'b', label: '跑步' }] },
    { key: `select_${no}_9`, kind: 'select', label: '年级', options: [{ value: '1', label: '大一' }] },
    { key: `region_${no}_10`, kind: 'region', label: '地区', depth: 3 },
    { key: `phone_${no}_11`, kind: 'phone', label: '手机' },
    { key: `idcard_${no}_12`, kind: 'idcard', label: '身份证' },
    { key: `studentno_${no}_13`, kind: 'studentno', label: '学号' },
    { key: `email_${no}_14`, kind: 'email', label: '邮箱' },
    { key: `image_${no}_15`, kind: 'image', label: '照片', maxCount: 1 },
    { key: `file_${no}_16`, kind: 'file', label: '附件' },
    { key: `location_${no}_17`, kind: 'location', label: '位置' },
    { key: `signature_${no}_18`, kind: 'signature', label: '签名', required: true },
    {
      key: `table_${no}_19`,
      kind: 'table',
      label: '成员',
      columns: [{ key: `number_${no}_20`, kind: 'number', label: '年龄', decimals: 0 }],
    },
  ];

  it('names every bad field with its own message', async () => {
    const { no } = await k.makeForm(allKinds);
    const res = await submit(k.c.student, no, {
      [`text_${no}_1`]: '名字太长了吧',
      [`textarea_${no}_2`]: '短',
      [`number_${no}_3`]: '50',
      [`date_${no}_4`]: '2024-02-30',
      [`time_${no}_5`]: '25:00',
      [`datetime_${no}_6`]: 'yesterday',
      [`radio_${no}_7`]: '3',
      [`checkbox_${no}_8`]: ['a', 'b'],
      [`select_${no}_9`]: '9',
      [`region_${no}_10`]: '广东省/杭州市/西湖区',
      [`phone_${no}_11`]: '12345',
      [`idcard_${no}_12`]: '110101199003070000',
      [`studentno_${no}_13`]: '学号',
      [`email_${no}_14`]: 'a@b',
      [`image_${no}_15`]: ['x1', 'x2'],
      [`file_${no}_16`]: ['no-such-file'],
      [`location_${no}_17`]: { lng: 116, lat: 39, address: '' },
      [`table_${no}_19`]: [{ [`number_${no}_20`]: '1.5' }],
    });
    expect(res.e).toBe(10022);
    expect(res.d.errors).toEqual({
      [`text_${no}_1`]: '姓名不能超过4个字',
      [`textarea_${no}_2`]: '说明至少5个字',
      [`number_${no}_3`]: '体温不能大于42',
      [`date_${no}_4`]: '日期格式不正确',
      [`time_${no}_5`]: '时间格式不正确',
      [`datetime_${no}_6`]: '时刻格式不正确',
      [`radio_${no}_7`]: '性别的选项不存在',
      [`checkbox_${no}_8`]: '爱好最多选择1项',
      [`select_${no}_9`]: '年级的选项不存在',
      [`region_${no}_10`]: '地区不存在',
      [`phone_${no}_11`]: '手机不是有效的电话号码',
      [`idcard_${no}_12`]: '身份证不是有效的身份证号码',
      [`studentno_${no}_13`]: '学号应为4到32位字母或数字',
      [`email_${no}_14`]: '邮箱不是有效的邮箱地址',
      [`image_${no}_15`]: '照片最多1个',
      [`file_${no}_16`]: '附件的文件不存在，请重新上传',
      [`location_${no}_17`]: '位置缺少地址',
      [`signature_${no}_18`]: '请完成签名',
      [`table_${no}_19.0.number_${no}_20`]: '第1行年龄必须是整数',
    });
  });

  it('accepts good answers, recomputes nothing it was sent, and only takes uploads of this site', async () => {
    const { id, no } = await k.makeForm(allKinds);
    const south = (await uploadMultipart(k.t.app, { cookie: k.c.southStudent, host: HOSTS.south, name: 's.png', data: await pngImage() })).json();
    const north = (await uploadMultipart(k.t.app, { cookie: k.c.student, name: 'n.png', data: await pngImage() })).json();
    const good = {
      [`text_${no}_1`]: '张三',
      [`region_${no}_10`]: '广东省/广州市/天河区',
      [`idcard_${no}_12`]: '11010519491231002X',
      [`location_${no}_17`]: { lng: 116.3, lat: 39.9, address: '北京市海淀区' },
      [`table_${no}_19`]: [{ [`number_${no}_20`]: '20' }],
      unknown_1_1: 'ignored',
    };
    const foreign = await submit(k.c.student, no, { ...good, [`image_${no}_15`]: [south.d.file], [`signature_${no}_18`]: north.d.file });
    expect(foreign.d.errors).toEqual({ [`image_${no}_15`]: '照片的文件不存在，请重新上传' });
    const ok = await submit(k.c.student, no, { ...good, [`image_${no}_15`]: [north.d.file], [`signature_${no}_18`]: north.d.file });
    expect(ok.e).toBe(0);
    const [answer] = await answersOf(id);
    const values = JSON.parse(answer!.values_json) as Record<string, unknown>;
    expect(values).not.toHaveProperty('unknown_1_1');
    expect(values[`signature_${no}_18`]).toEqual([north.d.file]);
    expect(answer!.search_text).toContain('张三');
    expect(answer!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a reason field only when asked for, and drops it otherwise', async () => {
    const { id, no } = await k.makeForm((no) => [
      { key: `radio_${no}_1`, kind: 'radio', label: '事由', required: true, options: [{ value: '1', label: '病假' }, { value: '3', label: '其他' }] },
      { key: `textarea_${no}_2`, kind: 'textarea', label: '具体事由', required: true, visibleIf: { field: `radio_${no}_1`, op: 'eq', value: '3' } },
    ], { frequency: 'unlimited' });
    expect((await submit(k.c.student, no, { [`radio_${no}_1`]: '3' })).d.errors).toEqual({ [`textarea_${no}_2`]: '请填写具体事由' });
    expect((await submit(k.c.student, no, { [`radio_${no}_1`]: '1', [`textarea_${no}_2`]: '藏起来' })).e).toBe(0);
    expect(JSON.parse((await answersOf(id))[0]!.values_json)).toEqual({ [`radio_${no}_1`]: '1' });
  });
});

describe('drafts and data sources', () => {
  it('keeps my draft until I submit, and runs static, profile and last-answer sources', async () => {
    const { id, no } = await k.makeForm(textForm);
    const table = `table_${no}_2`;
    const columns = [{ key: `text_${no}_3`, kind: 'text' as const, label: '姓名' }, { key: `text_${no}_4`, kind: 'text' as const, label: '学号' }];
    await k.ask('/forms/api/manage/save', k.c.admin, {
      id,
      settings: { title: '测试表单', audience: { departments: [k.studentDept] }, frequency: 'unlimited' },
      definition: {
        ...designOf([...textForm(no), { key: table, kind: 'table', label: '成员', columns }]),
        dataSources: [
          { id: 'fixed', table, label: '固定', kind: 'static', initial: true, rows: [{ [`text_${no}_3`]: '王五' }] },
          { id: 'me', table, label: '本人', kind: 'profile', initial: false, map: { [`text_${no}_3`]: 'realname', [`text_${no}_4`]: 'number' } },
          { id: 'last', table, label: '上次', kind: 'lastAnswer', initial: false },
        ],
      },
    });
    await k.ask('/forms/api/manage/publish', k.c.admin, { id });
    const draft = await k.ask(`${WAP}/draft`, k.c.student, { formid: no, version: 2, values: { [`text_${no}_1`]: '半' } });
    expect(draft.e).toBe(0);
    const view = (await k.ask(`${WAP}/form`, k.c.student, { formid: no })).d as { draft: unknown; profile: Record<string, string> };
    expect(view.draft).toEqual({ [`text_${no}_1`]: '半' });
    expect(view.profile.realname).not.toBe('');
    const run = async (source: string) => ((await k.ask(`${WAP}/data-source`, k.c.student, { formid: no, version: 2, source })).d.rows as unknown[]);
    expect(await run('fixed')).toEqual([{ [`text_${no}_3`]: '王五' }]);
    expect(await run('me')).toEqual([{ [`text_${no}_3`]: view.profile.realname, [`text_${no}_4`]: view.profile.number }]);
    expect(await run('last')).toEqual([]);
    expect((await k.ask(`${WAP}/data-source`, k.c.student, { formid: no, version: 2, source: 'nope' })).d.errors).toEqual({ source: '数据源不存在' });
    expect((await submit(k.c.student, no, { [`text_${no}_1`]: '全', [table]: [{ [`text_${no}_3`]: '赵六' }] }, { version: 2 })).e).toBe(0);
    expect(await run('last')).toEqual([{ [`text_${no}_3`]: '赵六' }]);
    expect(((await k.ask(`${WAP}/form`, k.c.student, { formid: no })).d as { draft?: unknown }).draft).toBeUndefined();
  });
});

describe('the original protocol', () => {
  it('get-info and save with value[...] form fields; a second daily answer is refused', async () => {
    const { no } = await k.makeForm(
      (no) => [
        { key: `date_${no}_1`, kind: 'date', label: '日期', required: true },
        { key: `radio_${no}_2`, kind: 'radio', label: '状态', required: true, options: [{ value: '1', label: '正常' }, { value: '2', label: '异常' }] },
        { key: `checkbox_${no}_3`, kind: 'checkbox', label: '症状', options: [{ value: 'a', label: '咳嗽' }, { value: 'b', label: '乏力' }] },
      ],
      { frequency: 'daily' },
    );
    const empty = await k.askForm(`${WAP}/get-info?formid=${no}`, k.c.student, { formid: String(no) });
    expect(empty).toEqual({ e: 0, m: '操作成功', d: { value: { id: '' }, form: { title: '测试表单', version: 1 } } });
    const body = `formid=${no}&value%5Bid%5D=&value%5Bdate_${no}_1%5D=2024-05-01&value%5Bradio_${no}_2%5D=1&value%5Bcheckbox_${no}_3%5D%5B%5D=a&value%5Bcheckbox_${no}_3%5D%5B%5D=b&value%5Bother_1_1%5D=x`;
    const save = () =>
      k.t.app.inject({
        method: 'POST',
        url: `${WAP}/save`,
        headers: { host: HOSTS.north, cookie: k.c.student, 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest' },
        payload: body,
      });
    expect((await save()).json()).toEqual({ e: 0, m: '操作成功', d: {} });
    const info = (await k.askForm(`${WAP}/get-info`, k.c.student, { formid: String(no) })).d.value as Record<string, unknown>;
    expect(info).toEqual({ id: expect.any(String), [`date_${no}_1`]: '2024-05-01', [`radio_${no}_2`]: '1', [`checkbox_${no}_3`]: ['a', 'b'] });
    expect(info.id).not.toBe('');
    expect((await save()).json()).toMatchObject({ e: 1, m: '每日仅能提交一次' });
  });

  it('serves the SAU alias and a JSON value object, and reports bad fields', async () => {
    const { no } = await k.makeForm(textForm, { frequency: 'unlimited' });
    const alias = await k.askForm(`/form/wap/default/save?formid=${no}`, k.c.student, { [`value[text_${no}_1]`]: '别名' });
    expect(alias).toEqual({ e: 0, m: '操作成功', d: {} });
    expect((await k.ask(`${WAP}/save`, k.c.student, { formid: no, value: { [`text_${no}_1`]: 'JSON' } })).e).toBe(0);
    const latest = (await k.askForm(`${WAP}/get-info`, k.c.student, { formid: String(no) })).d.value;
    expect(latest).toEqual({ id: expect.any(String), [`text_${no}_1`]: 'JSON' });
    expect((await k.askForm(`${WAP}/save`, k.c.student, { formid: String(no) })).d.errors).toEqual({ [`text_${no}_1`]: '请填写姓名' });
  });
});

describe('site isolation', () => {
  it("another site's session and ids see nothing of this site's forms", async () => {
    const { no } = await k.makeForm(textForm, { frequency: 'unlimited' });
    const answer = await submit(k.c.student, no, { [`text_${no}_1`]: '北方' });
    const s = k.c.southStudent;
    const south = (url: string, input: Record<string, unknown>) => k.ask(`${WAP}/${url}`, s, input, HOSTS.south);
    expect(await listNos(s, HOSTS.south)).not.toContain(no);
    expect((await south('form', { formid: no })).e).toBe(10004);
    expect((await south('draft', { formid: no, version: 1, values: {} })).e).toBe(10004);
    expect((await submit(s, no, { [`text_${no}_1`]: '南方' }, {}, HOSTS.south)).e).toBe(10004);
    expect((await south('my-answers', { formid: no })).e).toBe(10004);
    expect((await south('answer', { id: answer.d.id })).e).toBe(10004);
    expect((await south('data-source', { formid: no, version: 1, source: 'x' })).e).toBe(10004);
    expect((await south('get-info', { formid: no })).e).toBe(10004);
    expect((await south('save', { formid: no, value: { [`text_${no}_1`]: '南方' } })).e).toBe(10004);
    // A north session on the south host is nobody.
    expect((await k.ask(`${WAP}/list`, k.c.student, undefined, HOSTS.south)).e).toBe(10013);
  });
});
