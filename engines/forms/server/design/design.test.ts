import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import type { TFormDefinition } from '../../shared/definition';
import { createKit, designOf, type TKit } from '../forms-test-kit';

let k: TKit;
beforeAll(async () => {
  k = await createKit();
});
afterAll(() => k.t.close());

const MANAGE = '/forms/api/manage';

describe('designing a form', () => {
  it('creates from a template under the next number, with keys of that number', async () => {
    const before = (await k.ask(`${MANAGE}/list`, k.c.admin)).d.list as { no: number }[];
    const created = await k.ask(`${MANAGE}/create`, k.c.admin, { title: '健康打卡', template: 'health' });
    expect(created.e).toBe(0);
    const { id, no } = created.d as { id: string; no: number };
    expect(no).toBe(Math.max(0, ...before.map((f) => f.no)) + 1);
    const form = (await k.ask(`${MANAGE}/get`, k.c.admin, { id })).d as { settings: { frequency: string }; definition: TFormDefinition; status: string };
    expect(form.status).toBe('draft');
    expect(form.settings.frequency).toBe('daily');
    for (const f of form.definition.fields) expect(f.key).toContain(`_${no}_`);
    expect((await k.ask(`${MANAGE}/create`, k.c.admin, { title: 'x', template: 'nope' })).d.errors).toEqual({ template: '模板不存在' });
    const templates = (await k.ask(`${MANAGE}/templates`, k.c.admin)).d.list as unknown[];
    expect(templates.length).toBeGreaterThanOrEqual(5);
  });

  it('gives numbers that never repeat, even to creators racing', async () => {
    const results = await Promise.all([1, 2].map((n) => k.ask(`${MANAGE}/create`, k.c.admin, { title: `并发${n}` })));
    const nos = results.map((r) => (r.d as { no: number }).no);
    expect(results.map((r) => r.e)).toEqual([0, 0]);
    expect(new Set(nos).size).toBe(2);
  });

  it('refuses to publish an empty form, sanitises description blocks, checks the audience per field and audits', async () => {
    const { id, no } = (await k.ask(`${MANAGE}/create`, k.c.admin, { title: '空表单' })).d as { id: string; no: number };
    expect(await k.ask(`${MANAGE}/publish`, k.c.admin, { id })).toMatchObject({ e: 1, m: '表单还没有字段，无法发布' });
    const definition = designOf([
      { key: `description_${no}_1`, kind: 'description', label: '说明', html: '<p onclick="x()">请填写<script>steal()</script></p>' },
      { key: `text_${no}_2`, kind: 'text', label: '姓名', required: true },
    ]);
    const bad = await k.ask(`${MANAGE}/save`, k.c.admin, { id, settings: { title: '空表单', audience: { departments: ['nope'] } }, definition });
    expect(bad.e).toBe(10022);
    expect(bad.d.errors).toEqual({ 'settings.audience.departments': '部门不存在：nope' });
    const badPeople = await k.ask(`${MANAGE}/save`, k.c.admin, { id, settings: { title: '空表单', audience: { people: ['ghost'] } }, definition });
    expect(badPeople.d.errors).toEqual({ 'settings.audience.people': '指定人员不存在：ghost' });
    const window = await k.ask(`${MANAGE}/save`, k.c.admin, { id, settings: { title: '空表单', opensAt: 200, closesAt: 100, audience: { all: true } }, definition });
    expect(window.d.errors).toEqual({ 'settings.closesAt': '截止时间应晚于开始时间' });
    const pasted = designOf([{ key: 'text_999_1', kind: 'text', label: '姓名' }]);
    const wrongKeys = await k.ask(`${MANAGE}/save`, k.c.admin, { id, settings: { title: '空表单', audience: { all: true } }, definition: pasted });
    expect(wrongKeys.d.errors).toEqual({ 'definition.fields.0.key': `字段标识 text_999_1 应为“类型_${no}_序号”` });
    const saved = await k.ask(`${MANAGE}/save`, k.c.admin, { id, settings: { title: '报名', audience: { people: ['student'], link: true } }, definition });
    expect(saved.e).toBe(0);
    const form = (await k.ask(`${MANAGE}/get`, k.c.admin, { id })).d as { settings: { audience: { people: string[]; link: boolean } }; definition: TFormDefinition };
    expect(form.settings.audience).toMatchObject({ people: ['student'], link: true });
    expect(form.definition.fields[0]?.html).not.toMatch(/onclick|<script/);
    expect(form.definition.fields[0]?.html).toContain('请填写');
    const audits = await k.north.selectFrom('audit_log').select('action').where('target_id', '=', id).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['forms.create', 'forms.save']);
  });

  it('publishes versions, shows unpublished changes, closes and reopens', async () => {
    const { id, no } = await k.makeForm((no) => [{ key: `text_${no}_1`, kind: 'text', label: '姓名' }]);
    const row = () => k.ask(`${MANAGE}/list`, k.c.admin).then((r) => (r.d.list as { id: string; version: number; unpublished: boolean; status: string }[]).find((f) => f.id === id));
    expect(await row()).toMatchObject({ version: 1, unpublished: false, status: 'published' });
    await k.ask(`${MANAGE}/save`, k.c.admin, {
      id,
      settings: { title: '测试表单', audience: { all: true } },
      definition: designOf([{ key: `text_${no}_1`, kind: 'text', label: '姓名' }, { key: `number_${no}_2`, kind: 'number', label: '年龄' }]),
    });
    expect(await row()).toMatchObject({ version: 1, unpublished: true });
    expect((await k.ask(`${MANAGE}/publish`, k.c.admin, { id })).d).toEqual({ version: 2 });
    expect(await row()).toMatchObject({ version: 2, unpublished: false });
    const versions = (await k.ask(`${MANAGE}/get`, k.c.admin, { id })).d.versions as { version: number; by: string }[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]?.by).not.toBe('');
    expect((await k.ask(`${MANAGE}/close`, k.c.admin, { id, closed: true })).e).toBe(0);
    expect(await row()).toMatchObject({ status: 'closed' });
    expect((await k.ask(`${MANAGE}/close`, k.c.admin, { id, closed: false })).e).toBe(0);
    expect(await row()).toMatchObject({ status: 'published' });
    expect((await k.ask(`${MANAGE}/list`, k.c.admin, { status: 'closed' })).d.list).not.toContainEqual(expect.objectContaining({ id }));
  });

  it('copies settings and design renumbered, without versions or answers', async () => {
    const { id } = (await k.ask(`${MANAGE}/create`, k.c.admin, { title: '活动报名', template: 'signup' })).d as { id: string };
    const copy = await k.ask(`${MANAGE}/copy`, k.c.admin, { id });
    expect(copy.e).toBe(0);
    const { id: copyId, no } = copy.d as { id: string; no: number };
    const form = (await k.ask(`${MANAGE}/get`, k.c.admin, { id: copyId })).d as { settings: { title: string }; definition: TFormDefinition; version: number; versions: unknown[] };
    expect(form.settings.title).toBe('活动报名（副本）');
    expect(form.version).toBe(0);
    expect(form.versions).toEqual([]);
    const json = JSON.stringify(form.definition);
    expect(json.match(/[a-z]+_\d+_\d+/g)?.every((key) => key.split('_')[1] === String(no))).toBe(true);
    expect(form.definition.dataSources[0]?.table).toBe(`table_${no}_4`);
  });

  it('deletes a form without answers and refuses one with answers', async () => {
    const { id } = (await k.ask(`${MANAGE}/create`, k.c.admin, { title: '待删除' })).d as { id: string };
    expect((await k.ask(`${MANAGE}/delete`, k.c.admin, { id })).e).toBe(0);
    expect((await k.ask(`${MANAGE}/get`, k.c.admin, { id })).e).toBe(10004);
    const answered = await k.makeForm((no) => [{ key: `text_${no}_1`, kind: 'text', label: '姓名', required: true }]);
    const submitted = await k.ask('/forms/wap/default/submit', k.c.student, { formid: answered.no, version: 1, values: { [`text_${answered.no}_1`]: '张三' }, requestId: 'delete-test-1' });
    expect(submitted.e).toBe(0);
    expect(await k.ask(`${MANAGE}/delete`, k.c.admin, { id: answered.id })).toMatchObject({ e: 1, m: '表单已有答卷，不能删除，可以关闭' });
  });

  it('is for designers only, and each site sees only its own forms', async () => {
    expect((await k.ask(`${MANAGE}/list`, k.c.student)).e).toBe(10003);
    expect((await k.ask(`${MANAGE}/create`, k.c.teacher, { title: 'x' })).e).toBe(10003);
    const { id } = await k.makeForm((no) => [{ key: `text_${no}_1`, kind: 'text', label: '姓名' }]);
    const south = (await k.ask(`${MANAGE}/list`, k.c.southAdmin, undefined, HOSTS.south)).d.list as { id: string }[];
    expect(south.map((f) => f.id)).not.toContain(id);
    const settings = { title: '越权', audience: { all: true } };
    for (const [url, input] of [
      ['get', { id }],
      ['save', { id, settings, definition: designOf([]) }],
      ['publish', { id }],
      ['close', { id, closed: true }],
      ['copy', { id }],
      ['delete', { id }],
    ] as const) {
      expect((await k.ask(`${MANAGE}/${url}`, k.c.southAdmin, input, HOSTS.south)).e, url).toBe(10004);
    }
    // A session of one site is nobody on another.
    expect((await k.ask(`${MANAGE}/list`, k.c.admin, undefined, HOSTS.south)).e).toBe(10013);
    expect((await k.ask(`${MANAGE}/get`, k.c.admin, { id })).d).toMatchObject({ status: 'published', settings: { title: '测试表单' } });
  });
});

describe('audience pickers', () => {
  it("offers this site's departments, classes and roles to designers only", async () => {
    const north = await k.ask(`${MANAGE}/audience-options`, k.c.admin);
    expect(north.e).toBe(0);
    const d = north.d as { departments: { id: string; name: string }[]; classes: { name: string; department: string }[]; roles: { name: string }[] };
    expect(d.departments.map((x) => x.id)).toContain(k.studentDept);
    expect(d.classes).toContainEqual(expect.objectContaining({ name: '计科2401班', department: '计算机学院' }));
    expect(d.roles.map((r) => r.name)).toContain('辅导员');
    const south = (await k.ask(`${MANAGE}/audience-options`, k.c.southAdmin, undefined, HOSTS.south)).d as typeof d;
    expect(south.departments.map((x) => x.name)).not.toContain('计算机学院');
    expect((await k.ask(`${MANAGE}/audience-options`, k.c.student)).e).toBe(10003);
  });
});
