import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { pngImage } from '@quad/platform/server/files/test-files';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
const c: Record<'admin' | 'student' | 'outsider' | 'teacher' | 'southAdmin' | 'southStudent', string> = {
  admin: '',
  student: '',
  outsider: '',
  teacher: '',
  southAdmin: '',
  southStudent: '',
};
let csDept = '';

type TBody = { e: number; m: string; d: Record<string, unknown> & { list: { id: string; title: string }[]; errors?: Record<string, string> } };
const ask = async (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
  (await call(t.app, { url, cookie, host, ...(input ? { json: input } : {}) })).json();
const ids = (body: TBody) => body.d.list.map((n) => n.id);

beforeAll(async () => {
  t = await createTestApp();
  const north = new SiteDb(t.platform.database.db, 'north');
  // The demo's school-wide notices go: every list below then holds exactly what its test published.
  for (const site of ['north', 'south']) await new SiteDb(t.platform.database.db, site).deleteFrom('notices').execute();
  const student = await north.selectFrom('users').select(['dept_id']).where('username', '=', 'student').executeTakeFirstOrThrow();
  csDept = student.dept_id;
  const outsider = await north
    .selectFrom('users')
    .select('username')
    .where('type', '=', 'student')
    .where('dept_id', '!=', csDept)
    .executeTakeFirstOrThrow();
  c.admin = await login(t.app, 'admin', 'admin123');
  c.student = await login(t.app, 'student', 'student123');
  c.outsider = await login(t.app, outsider.username, 'student123');
  c.teacher = await login(t.app, 'teacher', 'teacher123');
  c.southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
  c.southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const publish = async (input: Record<string, unknown>, cookie = c.admin, host: string = HOSTS.north) =>
  ask('/notice/wap/manage/publish', cookie, { body: '<p>内容</p>', ...input }, host);

describe('a notice for one department', () => {
  let id = '';
  beforeAll(async () => {
    const options = await ask('/notice/wap/manage/audience', c.admin);
    expect((options.d.departments as { id: string; name: string }[]).find((d) => d.name === '计算机学院')?.id).toBe(csDept);
    const res = await publish({
      title: '<script>alert(1)</script>期末考试安排',
      body: '<p onclick="x()">请按时参加<img src="javascript:alert(1)"><a href="https://example.edu/k">考场</a></p><script>steal()</script>',
      departments: [csDept],
      mustRead: true,
    });
    expect(res.e).toBe(0);
    id = res.d.id as string;
    expect(res.d.recipients).toBeGreaterThan(1);
  });

  it('reaches its audience: list, search, counts, must-read popup and an inbox message', async () => {
    const list = await ask('/notice/wap/default/list', c.student);
    expect(ids(list)).toContain(id);
    expect(list.d.unread).toBeGreaterThanOrEqual(1);
    expect(ids(await ask('/notice/wap/default/list', c.student, { keyword: '期末' }))).toEqual([id]);
    // What people type is searched for literally: `%` and `_` are no wildcards.
    expect((await ask('/notice/wap/default/list', c.student, { keyword: '%' })).d.total).toBe(0);
    expect((await ask('/notice/wap/default/list', c.student, { keyword: '期_' })).d.total).toBe(0);
    expect(ids(await ask('/notice/wap/default/pending', c.student))).toContain(id);
    const inbox = await ask('/message/wap/default/list', c.student);
    expect(inbox.d.list[0]).toMatchObject({ appKey: 'notice', title: '期末考试安排', link: `notice/noticepage?id=${id}` });
  });

  it('never shows to a student outside the audience, in lists, search, counts, detail or popup', async () => {
    const list = await ask('/notice/wap/default/list', c.outsider);
    expect(ids(list)).not.toContain(id);
    expect(list.d).toMatchObject({ total: 0, unread: 0 });
    expect((await ask('/notice/wap/default/list', c.outsider, { keyword: '期末' })).d.total).toBe(0);
    expect(ids(await ask('/notice/wap/default/pending', c.outsider))).toEqual([]);
    expect((await ask('/notice/wap/default/detail', c.outsider, { id })).e).toBe(10004);
    expect((await ask('/notice/wap/default/confirm', c.outsider, { id })).e).toBe(10004);
    expect((await ask('/message/wap/default/list', c.outsider)).d.total).toBe(0);
  });

  it('renders stored XSS inert and keeps the allowed markup', async () => {
    const detail = await ask('/notice/wap/default/detail', c.student, { id });
    expect(detail.d.title).toBe('期末考试安排');
    const body = detail.d.body as string;
    expect(body).toContain('<a href="https://example.edu/k" target="_blank" rel="noopener noreferrer">考场</a>');
    expect(body).not.toMatch(/onclick|javascript:|<script|steal/);
  });

  it('counts read receipts and names who has not read; must-read stays pending until confirmed', async () => {
    const before = await ask('/notice/wap/manage/stats', c.admin, { id });
    const unreadNames = (before.d.unread as { realname: string }[]).map((u) => u.realname);
    expect(before.d.read).toBe(1);
    expect(unreadNames).not.toContain('学生演示账号');
    expect(before.d.audience).toBe((before.d.unread as unknown[]).length + 1);
    expect(before.d.confirmed).toBe(0);
    expect(ids(await ask('/notice/wap/default/pending', c.student))).toContain(id);

    expect((await ask('/notice/wap/default/confirm', c.student, { id })).e).toBe(0);
    expect(ids(await ask('/notice/wap/default/pending', c.student))).not.toContain(id);
    expect((await ask('/notice/wap/manage/stats', c.admin, { id })).d).toMatchObject({ read: 1, confirmed: 1 });
    const published = await ask('/notice/wap/manage/list', c.admin);
    expect(published.d.list.find((n) => n.id === id)).toMatchObject({ read: 1, audience: before.d.audience, mustRead: true });
  });

  it('is invisible to another site: its session and its ids see nothing', async () => {
    expect((await ask('/notice/wap/default/list', c.southStudent, {}, HOSTS.south)).d.total).toBe(0);
    for (const url of ['/notice/wap/default/detail', '/notice/wap/default/confirm']) {
      expect((await ask(url, c.southStudent, { id }, HOSTS.south)).e).toBe(10004);
    }
    for (const url of ['/notice/wap/manage/stats', '/notice/wap/manage/withdraw']) {
      expect((await ask(url, c.southAdmin, { id }, HOSTS.south)).e).toBe(10004);
    }
    expect((await ask('/notice/wap/manage/update', c.southAdmin, { id, title: 'x', body: 'y', all: true }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/notice/wap/manage/list', c.southAdmin, {}, HOSTS.south)).d.total).toBe(0);
    // North's department is unknown on south.
    const cross = await publish({ title: '跨站', departments: [csDept] }, c.southAdmin, HOSTS.south);
    expect(cross).toMatchObject({ e: 10022, m: `部门不存在：${csDept}` });
    expect((await ask('/notice/wap/default/list', c.student, {}, HOSTS.south)).e).toBe(10013);
  });

  it('disappears when withdrawn', async () => {
    expect((await ask('/notice/wap/manage/withdraw', c.admin, { id })).e).toBe(0);
    expect(ids(await ask('/notice/wap/default/list', c.student))).not.toContain(id);
    expect((await ask('/notice/wap/default/detail', c.student, { id })).e).toBe(10004);
    expect((await ask('/notice/wap/manage/withdraw', c.admin, { id })).e).toBe(10004);
  });
});

describe('targeting by people and roles, pinning and expiry', () => {
  it('reaches named people and role holders only', async () => {
    const roles = (await ask('/notice/wap/manage/audience', c.admin)).d.roles as { id: string; name: string }[];
    const adminRole = roles.find((r) => r.name === '站点管理员')?.id;
    const toTeacher = (await publish({ title: '教师会议', people: 'teacher' })).d.id as string;
    const toAdmins = (await publish({ title: '管理员培训', roles: [adminRole] })).d.id as string;
    expect(ids(await ask('/notice/wap/default/list', c.teacher))).toEqual([toTeacher]);
    expect(ids(await ask('/notice/wap/default/list', c.admin))).toEqual([toAdmins]);
    expect(ids(await ask('/notice/wap/default/list', c.student))).not.toContain(toTeacher);
    expect((await ask('/notice/wap/manage/stats', c.admin, { id: toTeacher })).d.audience).toBe(1);
  });

  it('lists pinned notices first and hides expired ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const plain = (await publish({ title: '普通通知', all: true })).d.id as string;
    const pinned = (await publish({ title: '置顶通知', all: '1', pinned: '1' })).d.id as string;
    const expiring = (await publish({ title: '限时通知', all: true, expires: now + 3600 })).d.id as string;
    const list = ids(await ask('/notice/wap/default/list', c.outsider));
    expect(list[0]).toBe(pinned);
    expect(list).toEqual(expect.arrayContaining([plain, expiring]));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 3601) * 1000);
    expect(ids(await ask('/notice/wap/default/list', c.outsider))).not.toContain(expiring);
    expect((await ask('/notice/wap/default/detail', c.outsider, { id: expiring })).e).toBe(10004);
  });

  it('lets a publisher edit a notice', async () => {
    const id = (await publish({ title: '旧标题', people: ['student'] })).d.id as string;
    expect((await ask('/notice/wap/manage/update', c.admin, { id, title: '新标题', body: '<p>新</p>', people: ['student', 'teacher'] })).e).toBe(0);
    expect((await ask('/notice/wap/default/detail', c.teacher, { id })).d).toMatchObject({ title: '新标题', body: '<p>新</p>' });
  });
});

describe('drafts, review and scheduled notices', () => {
  const north = () => new SiteDb(t.platform.database.db, 'north');
  const inbox = async (cookie: string) => (await ask('/message/wap/default/list', cookie)).d.list as unknown as { title: string; body: string; link: string }[];
  const attach = async (cookie: string, host: string = HOSTS.north) =>
    (await call(t.app, { url: '/api/upload/bybase64', cookie, host, json: { base64: (await pngImage()).toString('base64') } })).json().d.file as string;

  it('a writer drafts for their department, the publisher sends it back, then schedules it; it goes out once at its time', async () => {
    const file = await attach(c.teacher);
    const saved = await ask('/notice/wap/manage/save', c.teacher, { title: '班会通知', body: '<p>周三晚七点</p>', departments: [csDept], attachments: [file] });
    expect(saved.e, saved.m).toBe(0);
    const id = saved.d.id as string;
    expect(ids(await ask('/notice/wap/default/list', c.student))).not.toContain(id);
    expect((await ask('/notice/wap/manage/all', c.teacher)).d.list).toEqual([expect.objectContaining({ id, status: 'draft', mine: true })]);
    expect((await ask('/notice/wap/manage/submit', c.teacher, { id })).e).toBe(0);
    expect((await inbox(c.admin))[0]).toMatchObject({ title: '待审核：班会通知', link: `notice/manage?id=${id}` });
    expect((await ask('/notice/wap/manage/save', c.teacher, { id, title: '改', body: 'x', all: true })).m).toBe('稿件已提交审核或已发布，不能再修改');

    expect((await ask('/notice/wap/manage/review', c.admin, { id, approve: false, note: '请写明地点' })).d.status).toBe('draft');
    expect((await inbox(c.teacher))[0]).toMatchObject({ title: '稿件被退回：班会通知', body: '审核意见：请写明地点' });
    const detail = await ask('/notice/wap/manage/detail', c.teacher, { id });
    expect(detail.d).toMatchObject({ status: 'draft', reviewNote: '请写明地点', departments: [csDept], all: false });
    expect((detail.d.attachments as { file: string }[])[0]?.file).toBe(file);

    await ask('/notice/wap/manage/save', c.teacher, { id, title: '班会通知', body: '<p>周三晚七点，教学楼201</p>', departments: [csDept], attachments: [file] });
    await ask('/notice/wap/manage/submit', c.teacher, { id });
    const at = Math.floor(Date.now() / 1000) + 3600;
    expect((await ask('/notice/wap/manage/review', c.admin, { id, approve: true, publishAt: at })).d).toMatchObject({ status: 'scheduled', recipients: 0 });
    expect(ids(await ask('/notice/wap/default/list', c.student))).not.toContain(id);
    await t.app.jobs.run('notice.publish', at);
    await t.app.jobs.run('notice.publish', at + 60);
    expect(ids(await ask('/notice/wap/default/list', c.student))).toContain(id);
    // Sent once (at the notice's time, so the inbox shows it from then on).
    const studentId = (await north().selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow()).id;
    expect(await north().selectFrom('messages').select('id').where('user_id', '=', studentId).where('title', '=', '班会通知').execute()).toHaveLength(1);
    expect(ids(await ask('/notice/wap/default/list', c.outsider))).not.toContain(id);
    const read = await ask('/notice/wap/default/detail', c.student, { id });
    expect((read.d.attachments as { url: string }[])[0]?.url).toBe(`/site/attach?file=${file}`);
    // The writer follows the receipts of their own notice.
    expect((await ask('/notice/wap/manage/stats', c.teacher, { id })).d.read).toBe(1);
  });

  it('a publisher drafts and sends at once, to everyone it is for', async () => {
    const id = (await ask('/notice/wap/manage/save', c.admin, { title: '停水通知', body: '<p>明日停水</p>', people: ['student', 'teacher'] })).d.id as string;
    expect((await ask('/notice/wap/manage/release', c.admin, { id })).d).toMatchObject({ status: 'published', recipients: 2 });
    expect((await ask('/notice/wap/manage/release', c.admin, { id })).m).toBe('通知已发出或已撤回');
    expect((await inbox(c.teacher)).some((m) => m.title === '停水通知')).toBe(true);
  });

  it('keeps writers to their own notices and other sites out', async () => {
    const mine = (await ask('/notice/wap/manage/save', c.admin, { title: '管理员草稿', body: '<p>x</p>', all: true })).d.id as string;
    expect((await ask('/notice/wap/manage/detail', c.teacher, { id: mine })).e).toBe(10004);
    expect((await ask('/notice/wap/manage/stats', c.teacher, { id: mine })).e).toBe(10004);
    expect(ids(await ask('/notice/wap/manage/all', c.teacher))).not.toContain(mine);
    for (const [url, input] of [
      ['release', {}],
      ['detail', {}],
      ['submit', {}],
      ['review', { approve: true }],
      ['stats', {}],
      ['save', { title: '南溪改北辰', body: '<p>x</p>', all: true }],
    ] as const) {
      expect((await ask(`/notice/wap/manage/${url}`, c.southAdmin, { id: mine, ...input }, HOSTS.south)).e, url).toBe(10004);
    }
    expect(ids(await ask('/notice/wap/manage/all', c.southAdmin, {}, HOSTS.south))).not.toContain(mine);
    const southFile = await attach(c.southAdmin, HOSTS.south);
    const stolen = await ask('/notice/wap/manage/save', c.admin, { title: '借用附件', body: '<p>x</p>', all: true, attachments: [southFile] });
    expect(stolen.d.errors?.attachments).toBe('附件不存在，请重新上传');
  });
});

describe('permissions and bad input', () => {
  it('only publishers may publish, edit, withdraw or see statistics', async () => {
    for (const url of ['publish', 'update', 'withdraw', 'list', 'stats', 'audience', 'save', 'submit', 'review', 'release', 'all', 'detail']) {
      expect((await ask(`/notice/wap/manage/${url}`, c.student, { id: 'abc', title: 't', body: 'b', all: true, approve: true })).e, url).toBe(10003);
    }
    // A writer (the demo teacher) does not publish.
    for (const url of ['publish', 'update', 'withdraw', 'list', 'review', 'release']) {
      expect((await ask(`/notice/wap/manage/${url}`, c.teacher, { id: 'abc', title: 't', body: 'b', all: true, approve: true })).e, url).toBe(10003);
    }
    for (const url of ['/notice/wap/default/list', '/notice/wap/default/pending', '/notice/wap/default/detail']) {
      expect((await ask(url, '', { id: 'abc' })).e).toBe(10013);
    }
  });

  it('names the field in Chinese for every call', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/notice/wap/default/list', { page: 'x' }, '页码必须是整数'],
      ['/notice/wap/default/list', { keyword: 'k'.repeat(51) }, '搜索词不能超过50个字'],
      ['/notice/wap/default/detail', {}, '请填写通知编号'],
      ['/notice/wap/default/confirm', { id: '../x' }, '通知编号格式不正确'],
      ['/notice/wap/manage/publish', { body: 'b', all: true }, '请填写标题'],
      ['/notice/wap/manage/publish', { title: '<b></b>', body: 'b', all: true }, '请填写标题'],
      ['/notice/wap/manage/publish', { title: 't', body: '<p></p>', all: true }, '请填写正文'],
      ['/notice/wap/manage/publish', { title: 't', body: 'b' }, '请选择通知对象'],
      ['/notice/wap/manage/publish', { title: 't', body: 'b', people: ['nobody'] }, '指定人员不存在：nobody'],
      ['/notice/wap/manage/publish', { title: 't', body: 'b', classes: [csDept] }, `班级不存在：${csDept}`],
      ['/notice/wap/manage/publish', { title: 't', body: 'b', all: true, expires: 5 }, '过期时间应晚于现在'],
      ['/notice/wap/manage/publish', { title: 't', body: 'b', all: 'yes' }, '全校可见格式不正确'],
      ['/notice/wap/manage/update', { title: 't', body: 'b', all: true }, '请填写通知编号'],
      ['/notice/wap/manage/withdraw', { id: '' }, '通知编号格式不正确'],
      ['/notice/wap/manage/stats', { id: 7 }, '请填写通知编号'],
      ['/notice/wap/manage/list', { size: 0 }, '每页条数不能小于1'],
    ];
    for (const [url, input, message] of cases) {
      const body = await ask(url, c.admin, input);
      expect({ url, e: body.e, m: body.m }).toEqual({ url, e: 10022, m: message });
    }
    expect((await ask('/notice/wap/manage/stats', c.admin, { id: 'zzz' })).e).toBe(10004);
  });
});

describe('paging', () => {
  it('answers the next notices on page 2 with the whole count, and nothing to another site', async () => {
    const before = (await ask('/notice/wap/default/list', c.teacher)).d.total as number;
    const published: string[] = [];
    for (let n = 1; n <= 55; n++) published.push((await publish({ title: `第${n}期简报`, people: 'teacher' })).d.id as string);
    const page1 = await ask('/notice/wap/default/list', c.teacher, { page: 1, size: 50 });
    const page2 = await ask('/notice/wap/default/list', c.teacher, { page: 2, size: 50 });
    expect(page1.d.total).toBe(before + 55);
    expect(page2.d.total).toBe(before + 55);
    expect(ids(page1)).toHaveLength(50);
    expect(ids(page2)).toHaveLength(before + 5);
    expect(ids(page2).filter((id) => ids(page1).includes(id))).toEqual([]);
    expect([...ids(page1), ...ids(page2)]).toEqual(expect.arrayContaining(published));
    const south = await ask('/notice/wap/default/list', c.southStudent, { page: 2, size: 50 }, HOSTS.south);
    expect(south.e).toBe(0);
    expect(south.d).toMatchObject({ list: [], total: 0 });
  });

  it("pages the publisher's list: page 2 goes on from page 1, the count is the site's, another site sees none", async () => {
    const total = (await ask('/notice/wap/manage/list', c.admin)).d.total as number;
    expect(total).toBeGreaterThan(20);
    const page1 = await ask('/notice/wap/manage/list', c.admin, { page: 1, size: 10 });
    const page2 = await ask('/notice/wap/manage/list', c.admin, { page: 2, size: 10 });
    const whole = await ask('/notice/wap/manage/list', c.admin, { page: 1, size: 20 });
    expect([page1.d.total, page2.d.total]).toEqual([total, total]);
    expect([...ids(page1), ...ids(page2)]).toEqual(ids(whole));
    expect((await ask('/notice/wap/manage/list', c.southAdmin, { page: 2, size: 10 }, HOSTS.south)).d).toMatchObject({ list: [], total: 0 });
  });
});
