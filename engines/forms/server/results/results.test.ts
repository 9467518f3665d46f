import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { siteDay } from '@quad/platform/server/time';
import { HOSTS } from '@quad/server/test/harness';
import type { TAnswerValues, TField } from '../../shared/definition';
import { createKit, type TKit } from '../forms-test-kit';
import { insertAnswer, insertForm } from './fixtures';

let kit: TKit;
let north: SiteDb;
const c = { admin: '', student: '', southAdmin: '' };
/** Generated students of the student account's department, who answer the main form. */
let classmates: string[] = [];
/** Everyone active in that department: the main form's audience. */
let audienceSize = 0;

const ask = (url: string, cookie: string, input: Record<string, unknown>, host?: string) => kit.ask(url, cookie, input, host);

const today = siteDay('Asia/Shanghai');
const yesterday = siteDay('Asia/Shanghai', new Date(Date.now() - 86_400_000));

const V1: TField[] = [
  { key: 'text_9_1', kind: 'text', label: '备注' },
  { key: 'text_9_9', kind: 'text', label: '旧问题' },
];
const V2: TField[] = [
  { key: 'text_9_1', kind: 'text', label: '备注' },
  { key: 'radio_9_2', kind: 'radio', label: '是否返校', options: [{ value: 'y', label: '是' }, { value: 'n', label: '否' }] },
  { key: 'checkbox_9_3', kind: 'checkbox', label: '交通方式', options: [{ value: 'bus', label: '大巴' }, { value: 'train', label: '火车' }, { value: 'air', label: '飞机' }] },
  { key: 'number_9_4', kind: 'number', label: '体温' },
  { key: 'description_9_5', kind: 'description', label: '说明', html: '<p>请如实填写</p>' },
];

let formId = '';
let formNo = 0;
const answerIds: string[] = [];

beforeAll(async () => {
  kit = await createKit();
  ({ north } = kit);
  Object.assign(c, kit.c);
  classmates = (
    await north.selectFrom('users').select('username').where('dept_id', '=', kit.studentDept).where('type', '=', 'student').where('status', '=', 'active').orderBy('username').execute()
  )
    .map((u) => u.username)
    .filter((u) => u !== 'student');
  audienceSize = (await north.selectFrom('users').select('id').where('dept_id', '=', kit.studentDept).where('status', '=', 'active').execute()).length;

  ({ id: formId, no: formNo } = await insertForm(north, { title: '返校登记', versions: [V1, V2], audience: { departments: [kit.studentDept] } }));
  const base = nowSeconds() - 1000;
  // One answer of version 1, then three of version 2 (the student account does not answer).
  answerIds.push(await insertAnswer(north, formId, { username: classmates[0], version: 1, day: yesterday, created: base, values: { text_9_1: '早', text_9_9: '旧答案' }, searchText: '早 旧答案' }));
  const v2: TAnswerValues[] = [
    { text_9_1: '坐大巴', radio_9_2: 'y', checkbox_9_3: ['bus'], number_9_4: 36.5 },
    { text_9_1: '坐火车和飞机', radio_9_2: 'y', checkbox_9_3: ['train', 'air'], number_9_4: 37.1 },
    { text_9_1: 'Stay', radio_9_2: 'n', number_9_4: 36.9 },
  ];
  for (const [i, values] of v2.entries()) {
    answerIds.push(await insertAnswer(north, formId, { username: classmates[i + 1], version: 2, day: today, created: base + 10 + i, values, searchText: `${classmates[i + 1]} ${values.text_9_1}` }));
  }
});
afterAll(() => kit.t.close());

describe('answers', () => {
  it('pages newest first with the current design and each answer by its own keys', async () => {
    const first = await ask('/forms/api/results/answers', c.admin, { id: formId, size: 3 });
    expect(first.e).toBe(0);
    expect(first.d).toMatchObject({ total: 4, title: '返校登记', anonymous: false });
    const list = first.d.list as { id: string; name: string; number: string; department: string; values: Record<string, unknown> }[];
    expect(list.map((r) => r.id)).toEqual([answerIds[3], answerIds[2], answerIds[1]]);
    expect(list[0]).toMatchObject({ name: expect.any(String), department: '计算机学院', values: { text_9_1: 'Stay', radio_9_2: 'n' } });
    expect(list[0].name).not.toBe('');
    expect((first.d.definition as { fields: TField[] }).fields.map((f) => f.key)).toContain('radio_9_2');
    const second = await ask('/forms/api/results/answers', c.admin, { id: formId, size: 3, page: 2 });
    const old = (second.d.list as { id: string; version: number; values: Record<string, unknown> }[])[0];
    expect(old).toMatchObject({ id: answerIds[0], version: 1, values: { text_9_9: '旧答案' } });
  });

  it('searches the answer text (any case) and filters by day', async () => {
    const ids = async (input: Record<string, unknown>) =>
      ((await ask('/forms/api/results/answers', c.admin, { id: formId, ...input })).d.list as { id: string }[]).map((r) => r.id);
    expect(await ids({ keyword: '火车' })).toEqual([answerIds[2]]);
    expect(await ids({ keyword: 'stay' })).toEqual([answerIds[3]]);
    expect(await ids({ keyword: '100%' })).toEqual([]);
    expect(await ids({ day: yesterday })).toEqual([answerIds[0]]);
  });

  it('shows one answer with the design of its own version', async () => {
    const res = await ask('/forms/api/results/answer', c.admin, { id: answerIds[0] });
    expect(res.e).toBe(0);
    expect((res.d.definition as { fields: TField[] }).fields.map((f) => f.key)).toEqual(['text_9_1', 'text_9_9']);
    expect(res.d.answer).toMatchObject({ id: answerIds[0], version: 1, values: { text_9_9: '旧答案' } });
  });

  it('shows the department a person filled as, when they chose one', async () => {
    const math = await north.selectFrom('departments').select('id').where('name', '=', '数学学院').executeTakeFirstOrThrow();
    const form = await insertForm(north, { title: '兼职登记', versions: [V2], audience: { all: true } });
    await insertAnswer(north, form.id, { username: 'teacher', version: 1, day: today, created: nowSeconds(), values: {}, starterDeptId: math.id });
    const list = await ask('/forms/api/results/answers', c.admin, { id: form.id });
    expect(list.d.list).toMatchObject([{ name: '教师演示账号', department: '数学学院' }]);
  });

  it('hides who answered an anonymous form', async () => {
    const anon = await insertForm(north, { title: '匿名评教', versions: [V2], audience: { all: true }, anonymous: true });
    const id = await insertAnswer(north, anon.id, { username: 'student', version: 1, day: today, created: nowSeconds(), values: { text_9_1: '好' } });
    const list = await ask('/forms/api/results/answers', c.admin, { id: anon.id });
    expect(list.d).toMatchObject({ anonymous: true, list: [{ id, name: '', number: '', department: '' }] });
    const one = await ask('/forms/api/results/answer', c.admin, { id });
    expect(one.d.answer).toMatchObject({ name: '', number: '', department: '' });
  });
});

describe('statistics', () => {
  it('counts answers, options with labels, numbers and days', async () => {
    const res = await ask('/forms/api/results/stats', c.admin, { id: formId });
    expect(res.e).toBe(0);
    const d = res.d as { total: number; audience: number; fields: { key: string; answered: number; options?: unknown; numbers?: unknown }[]; perDay: unknown };
    expect(d.total).toBe(4);
    expect(d.audience).toBe(audienceSize);
    const field = (key: string) => d.fields.find((f) => f.key === key);
    expect(d.fields.map((f) => f.key)).not.toContain('description_9_5');
    expect(field('text_9_1')?.answered).toBe(4);
    expect(field('radio_9_2')).toMatchObject({ answered: 3, options: [{ value: 'y', label: '是', count: 2 }, { value: 'n', label: '否', count: 1 }] });
    expect(field('checkbox_9_3')).toMatchObject({
      answered: 2,
      options: [{ label: '大巴', count: 1 }, { label: '火车', count: 1 }, { label: '飞机', count: 1 }],
    });
    expect(field('number_9_4')).toMatchObject({ answered: 3, numbers: { min: 36.5, max: 37.1, avg: 36.83, sum: 110.5 } });
    expect(d.perDay).toEqual([{ day: yesterday, count: 1 }, { day: today, count: 3 }].sort((a, b) => a.day.localeCompare(b.day)));
    const ofToday = await ask('/forms/api/results/stats', c.admin, { id: formId, day: yesterday });
    expect(ofToday.d).toMatchObject({ total: 1, fields: expect.arrayContaining([expect.objectContaining({ key: 'radio_9_2', answered: 0 })]) });
  });
});

describe('pending people and reminders', () => {
  it('lists who in the audience has not answered, with names', async () => {
    const res = await ask('/forms/api/results/pending', c.admin, { id: formId, size: 100 });
    expect(res.e).toBe(0);
    const list = res.d.list as { name: string; number: string; department: string }[];
    expect(res.d.total).toBe(audienceSize - 4);
    expect(list).toHaveLength(res.d.total as number);
    expect(list.find((p) => p.name === '学生演示账号')).toMatchObject({ department: '计算机学院' });
    const paged = await ask('/forms/api/results/pending', c.admin, { id: formId, size: 2, page: 2 });
    expect(paged.d.list).toEqual(list.slice(2, 4));
  });

  it('counts a daily form as pending for those who answered only before today', async () => {
    const daily = await insertForm(north, { title: '每日健康打卡', versions: [V2], audience: { people: ['student', 'teacher'] }, frequency: 'daily' });
    await insertAnswer(north, daily.id, { username: 'student', version: 1, day: yesterday, created: nowSeconds() - 86_400, values: {} });
    await insertAnswer(north, daily.id, { username: 'teacher', version: 1, day: today, created: nowSeconds(), values: {} });
    const res = await ask('/forms/api/results/pending', c.admin, { id: daily.id });
    expect(res.d).toMatchObject({ total: 1, list: [{ name: '学生演示账号' }] });
  });

  it('has no list for a form filled by link', async () => {
    const open = await insertForm(north, { title: '活动报名', versions: [V2], audience: { link: true } });
    expect(await ask('/forms/api/results/pending', c.admin, { id: open.id })).toMatchObject({ e: 1, m: '凭链接填写的表单没有固定对象' });
    expect((await ask('/forms/api/results/remind', c.admin, { id: open.id })).e).toBe(1);
    expect((await ask('/forms/api/results/stats', c.admin, { id: open.id })).d.audience).toBe(0);
  });

  it('reminds nobody about a form that cannot be answered', async () => {
    const closed = await insertForm(north, { title: '已关闭', versions: [V2], audience: { all: true }, status: 'closed' });
    const over = await insertForm(north, { title: '已截止', versions: [V2], audience: { all: true }, closesAt: nowSeconds() - 60 });
    expect(await ask('/forms/api/results/remind', c.admin, { id: closed.id })).toMatchObject({ e: 1, m: '表单未发布或已关闭，无需提醒' });
    expect(await ask('/forms/api/results/remind', c.admin, { id: over.id })).toMatchObject({ e: 1, m: '表单已截止，无需提醒' });
    expect((await ask('/forms/api/results/pending', c.admin, { id: over.id })).e).toBe(0);
  });

  it('reminds each pending person once per 10 minutes, into their inbox, audited', async () => {
    const res = await ask('/forms/api/results/remind', c.admin, { id: formId });
    expect(res).toMatchObject({ e: 0, d: { sent: audienceSize - 4 } });
    const inbox = await ask('/message/wap/default/list', c.student, {});
    expect((inbox.d.list as unknown[])[0]).toMatchObject({ appKey: 'forms', title: '请填写：返校登记', link: `form/formtemplat?formid=${formNo}` });
    const answered = await north.selectFrom('users').select('id').where('username', '=', classmates[1]).executeTakeFirstOrThrow();
    const theirs = await north.selectFrom('messages').select('id').where('user_id', '=', answered.id).where('app_key', '=', 'forms').execute();
    expect(theirs).toHaveLength(0);
    const audit = await north.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'forms.remind').execute();
    expect(audit).toEqual([{ action: 'forms.remind', target_id: formId }]);
    expect((await ask('/forms/api/results/remind', c.admin, { id: formId })).e).toBe(10029);
  });
});

describe('who may see results', () => {
  it('refuses people without the results permission', async () => {
    for (const url of ['answers', 'answer', 'stats', 'pending', 'remind']) {
      const res = await ask(`/forms/api/results/${url}`, c.student, { id: url === 'answer' ? answerIds[0] : formId });
      expect(res.e, url).toBe(10003);
    }
  });

  it("never shows one site's forms or answers to another site's administrator", async () => {
    for (const url of ['answers', 'stats', 'pending', 'remind']) {
      const res = await ask(`/forms/api/results/${url}`, c.southAdmin, { id: formId }, HOSTS.south);
      expect(res.e, url).toBe(10004);
    }
    expect((await ask('/forms/api/results/answer', c.southAdmin, { id: answerIds[1] }, HOSTS.south)).e).toBe(10004);
    // The same cookie on the north host is nobody there.
    expect((await ask('/forms/api/results/answers', c.southAdmin, { id: formId })).e).toBe(10013);
  });
});

describe('through the real design and submit calls', () => {
  it('shows a submitted answer in the list, the statistics, the pending list and the export', async () => {
    const { id, no } = await kit.makeForm((n) => [
      { key: `radio_${n}_1`, kind: 'radio', label: '是否返校', options: [{ value: 'y', label: '是' }, { value: 'n', label: '否' }], required: true },
    ]);
    const before = (await ask('/forms/api/results/pending', c.admin, { id })).d.total as number;
    const submitted = await ask('/forms/wap/default/submit', c.student, { formid: no, version: 1, values: { [`radio_${no}_1`]: 'y' }, requestId: `results-${Date.now()}` });
    expect(submitted.e).toBe(0);
    const list = await ask('/forms/api/results/answers', c.admin, { id, keyword: '学生演示' });
    expect(list.d).toMatchObject({ total: 1, list: [{ id: submitted.d.id, name: '学生演示账号', values: { [`radio_${no}_1`]: 'y' } }] });
    const stats = await ask('/forms/api/results/stats', c.admin, { id });
    expect(stats.d).toMatchObject({ total: 1, audience: audienceSize, perDay: [{ day: today, count: 1 }] });
    expect((await ask('/forms/api/results/pending', c.admin, { id })).d.total).toBe(before - 1);
  });

  it("never finds an anonymous form's answer by its person's name or number", async () => {
    const { id, no } = await kit.makeForm(
      (n) => [{ key: `text_${n}_1`, kind: 'text', label: '意见', required: true }],
      { title: '匿名评教', anonymous: true },
    );
    const values = { [`text_${no}_1`]: '课程很好' };
    expect((await ask('/forms/wap/default/submit', c.student, { formid: no, version: 1, values, requestId: `anon-${Date.now()}` })).e).toBe(0);
    expect((await ask('/forms/api/results/answers', c.admin, { id, keyword: '课程' })).d.total).toBe(1);
    expect((await ask('/forms/api/results/answers', c.admin, { id, keyword: '学生演示' })).d.total).toBe(0);
  });

  it('tells a results holder the fill rate by form number, in or out of the audience, and nobody else', async () => {
    const { id, no } = await kit.makeForm((n) => [{ key: `text_${n}_1`, kind: 'text', label: '意见' }], { title: '满意度调查', frequency: 'daily' });
    expect((await ask('/forms/wap/default/submit', c.student, { formid: no, version: 1, values: { [`text_${no}_1`]: '好' }, requestId: `status-${Date.now()}` })).e).toBe(0);
    const status = await ask('/forms/api/results/fill-status', c.admin, { formid: no });
    expect(status.d).toEqual({ id, title: '满意度调查', frequency: 'daily', day: today, answered: 1, audience: audienceSize });
    expect((await ask('/forms/api/results/fill-status', c.student, { formid: no })).e).toBe(10003);
    expect((await ask('/forms/api/results/fill-status', c.southAdmin, { formid: no }, HOSTS.south)).e).toBe(10004);
  });
});
