import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, HOSTS } from '@quad/server/test/harness';
import type { TPerson, TSummary } from '../../contract-views';
import { healthKitForFile } from '../health-test-kit';
import { loadSetup, saveSettings } from '../settings/service';
import { TEMPERATURE_BANDS } from '../../bands';

const k = healthKitForFile();
let firstDept = { id: '', name: '' };
beforeAll(async () => {
  const teacher = await k.north.selectFrom('user_roles').innerJoin('users', 'users.id', 'user_roles.user_id').select('user_roles.dept_id').where('users.username', '=', 'teacher').executeTakeFirstOrThrow();
  const dept = await k.north.selectFrom('departments').select(['id', 'name']).where('id', '=', teacher.dept_id).executeTakeFirstOrThrow();
  firstDept = dept;
});

const V = '/ncov/api/views';
const summary = async (cookie: string, input: Record<string, unknown>, host?: string) => k.ask(`${V}/summary`, cookie, { group: 'epideState', ...input }, host);
const people = async (cookie: string, input: Record<string, unknown>, host?: string) =>
  (await k.ask(`${V}/people`, cookie, { group: 'epideState', page: 1, size: 200, ...input }, host)).d as unknown as { total: number; list: TPerson[] };

describe('role page statistics', () => {
  it('shows the manager the whole school by department, totals adding up to the rows and the lists', async () => {
    const res = await summary(k.c.admin, { role: 'manager' });
    expect(res.e).toBe(0);
    const s = res.d as unknown as TSummary;
    const users = await k.north.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
    expect(s.kind).toBe('daily');
    expect(s.totals.audience).toBe(Number(users.n));
    expect(s.totals.reported).toBeGreaterThan(0);
    expect(s.totals.missing).toBe(s.totals.audience - s.totals.reported);
    expect(s.rows.every((r) => r.kind === 'department')).toBe(true);
    expect(s.rows.reduce((n, r) => n + r.reported, 0)).toBe(s.totals.reported);
    expect((await people(k.c.admin, { role: 'manager', status: 'reported' })).total).toBe(s.totals.reported);
    expect((await people(k.c.admin, { role: 'manager', status: 'missing', size: 1 })).total).toBe(s.totals.missing);
    // Every seventh demo person-day has a symptom and a fever band.
    const abnormal = await people(k.c.admin, { role: 'manager', status: 'abnormal' });
    expect(abnormal.total).toBe(s.totals.abnormal);
    for (const p of abnormal.list) expect(p.abnormal).toEqual(expect.arrayContaining(['发热', '有症状']));
  });

  it('shows the instructor only the classes of their department, and drills down on the fenji page', async () => {
    const s = (await summary(k.c.teacher, { role: 'instructor' })).d as unknown as TSummary;
    expect(s.rows.length).toBeGreaterThan(0);
    expect(s.rows.every((r) => r.kind === 'class')).toBe(true);
    const classes = await k.north.selectFrom('departments').select('id').where('parent_id', '=', firstDept.id).execute();
    for (const r of s.rows) expect([firstDept.id, '', ...classes.map((c) => c.id)]).toContain(r.id);
    const all = await people(k.c.teacher, { role: 'instructor', status: 'missing' });
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((p) => p.deptName === firstDept.name)).toBe(true);
    const fenji = (await summary(k.c.teacher, { role: 'fenji', dept: classes[0].id })).d as unknown as TSummary;
    expect(fenji.rows.map((r) => r.id)).toEqual([classes[0].id]);
  });

  it('refuses a student, a role page the person does not hold, and a department outside the scope', async () => {
    expect(await summary(k.c.student, { role: 'instructor' })).toMatchObject({ e: expect.any(Number), m: '无权查看' });
    expect((await summary(k.c.student, { role: 'instructor' })).e).not.toBe(0);
    expect((await summary(k.c.teacher, { role: 'manager' })).m).toBe('无权查看');
    const other = await k.north.selectFrom('departments').select('id').where('kind', '=', 'department').where('id', '!=', firstDept.id).executeTakeFirstOrThrow();
    expect((await summary(k.c.teacher, { role: 'instructor', dept: other.id })).m).toBe('无权查看');
    expect((await k.ask(`${V}/people`, k.c.student, { group: 'epideState', role: 'fenji', status: 'missing' })).m).toBe('无权查看');
  });

  it('counts reports after the deadline as late, with a group keeping its own deadline', async () => {
    const { settings } = await loadSetup(k.north);
    try {
      await saveSettings(k.north, { ...settings, deadline: '23:59', groups: [{ id: 'cs', name: '计算机', departments: [firstDept.id], deadline: '00:00' }] });
      const s = (await summary(k.c.admin, { role: 'manager' })).d as unknown as TSummary;
      const cs = (await summary(k.c.admin, { role: 'manager', groupId: 'cs' })).d as unknown as TSummary;
      expect(cs.deadline).toBe('00:00');
      expect(cs.totals.reported).toBeGreaterThan(0);
      expect(cs.totals.late).toBe(cs.totals.reported);
      expect(s.totals.late).toBe(cs.totals.late);
      expect((await people(k.c.admin, { role: 'manager', status: 'late' })).total).toBe(cs.totals.late);
      await saveSettings(k.north, { ...settings, deadline: '00:00', groups: [] });
      const all = (await summary(k.c.admin, { role: 'manager' })).d as unknown as TSummary;
      expect(all.totals.late).toBe(all.totals.reported);
      expect((await summary(k.c.admin, { role: 'manager', groupId: 'nope' })).e).not.toBe(0);
    } finally {
      await saveSettings(k.north, settings);
    }
  });

  it('gives chart data per day and per department, refusing more than 62 days', async () => {
    const s = (await summary(k.c.admin, { role: 'manager' })).d as unknown as TSummary;
    const day = (back: number) => new Date(Date.parse(`${s.day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const byDay = await k.ask(`${V}/datacube`, k.c.admin, { group: 'epideState', role: 'manager', from: day(5), to: s.day, by: 'day' });
    const rows = byDay.d.rows as { key: string; reported: number; audience: number; rate: number }[];
    expect(rows.map((r) => r.key)).toEqual([5, 4, 3, 2, 1, 0].map(day));
    expect(rows[0].reported).toBeGreaterThanOrEqual(40);
    expect(rows[5].reported).toBe(s.totals.reported);
    const byDept = await k.ask(`${V}/datacube`, k.c.teacher, { group: 'epideState', role: 'instructor', from: day(5), to: s.day, by: 'class' });
    expect((byDept.d.rows as unknown[]).length).toBeGreaterThan(0);
    const tooLong = await k.ask(`${V}/datacube`, k.c.admin, { group: 'epideState', role: 'manager', from: day(70), to: s.day });
    expect(tooLong.e).not.toBe(0);
  });

  it('keeps sites apart: south sees only south people, and north ids find nothing there', async () => {
    const south = (await summary(k.c.southAdmin, { role: 'manager' }, HOSTS.south)).d as unknown as TSummary;
    const southUsers = await k.south.selectFrom('users').select('id').where('status', '=', 'active').execute();
    expect(south.totals.audience).toBe(southUsers.length);
    const list = await people(k.c.southAdmin, { role: 'manager', status: 'reported' }, HOSTS.south);
    const northIds = new Set((await k.north.selectFrom('users').select('id').execute()).map((u) => u.id));
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.some((p) => northIds.has(p.uid))).toBe(false);
    const northStudent = await k.north.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
    expect((await k.ask(`${V}/detail`, k.c.southAdmin, { uid: northStudent.id }, HOSTS.south)).e).not.toBe(0);
    const remind = await k.ask(`${V}/remind`, k.c.southAdmin, { group: 'epideState', role: 'manager', uids: [northStudent.id] }, HOSTS.south);
    expect(remind.d).toMatchObject({ sent: 0 });
    // The north teacher's session is not a south session.
    expect((await summary(k.c.teacher, { role: 'instructor' }, HOSTS.south)).e).not.toBe(0);
  });
});

describe('searching the people of a role page', () => {
  it('finds a person by pinyin and initials of their name, on this site only', async () => {
    const person = await k.north.selectFrom('users').select(['id', 'username', 'dept_id', 'class_id']).where('type', '=', 'student').where('username', '!=', 'student').orderBy('username').executeTakeFirstOrThrow();
    const renamed = await k.askForm('/admin/api/users/save', k.c.admin, { uid: person.id, username: person.username, realname: '张三', type: 'student', dept_id: person.dept_id, class_id: person.class_id });
    expect(renamed.e).toBe(0);
    // Reported or not, the person is in one of the two lists.
    const found = async (q: string, cookie = k.c.admin, host: string = HOSTS.north) => {
      const lists = await Promise.all(['reported', 'missing'].map((status) => people(cookie, { role: 'manager', status, q }, host)));
      return lists.flatMap((l) => l.list);
    };
    for (const q of ['zhangsan', 'zs', '张三']) expect((await found(q)).map((p) => p.uid), q).toContain(person.id);
    expect((await found('zhangsan')).map((p) => p.realname)).toEqual(['张三']);
    expect(await found('zhangsan', k.c.southAdmin, HOSTS.south)).toEqual([]);
  });
});

describe('reminders from a role page', () => {
  it('messages the missing people of the scope once per ten minutes, with an audit record', async () => {
    const first = await k.ask(`${V}/remind`, k.c.teacher, { group: 'epideState', role: 'instructor' });
    expect(first.e).toBe(0);
    const sent = first.d.sent as number;
    expect(sent).toBeGreaterThan(0);
    const missing = await people(k.c.teacher, { role: 'instructor', status: 'missing' });
    const inbox = await k.north.selectFrom('messages').select(['user_id', 'link', 'app_key']).where('app_key', '=', 'ncov').execute();
    const reminded = new Set(inbox.map((m) => m.user_id));
    expect(missing.list.every((p) => reminded.has(p.uid))).toBe(true);
    expect(inbox[0]).toMatchObject({ link: 'ncov/index' });
    const again = await k.ask(`${V}/remind`, k.c.teacher, { group: 'epideState', role: 'instructor' });
    expect(again.d).toEqual({ sent: 0, skipped: sent });
    const audit = await k.north.selectFrom('audit_log').select('action').where('action', '=', 'ncov.remind').execute();
    expect(audit.length).toBe(2);
  });
});

describe('one person\'s report and what changed', () => {
  it('lists who changed since their previous report, choices by their option labels', async () => {
    const res = await k.ask(`${V}/diff`, k.c.admin, { role: 'manager', page: 1, size: 50 });
    expect(res.e).toBe(0);
    const list = res.d.list as { uid: string; previousDay: string; changes: { param: string; before: string; after: string }[] }[];
    expect(res.d.total).toBeGreaterThan(0);
    const tw = list.flatMap((p) => p.changes).find((c) => c.param === 'tw');
    const labels = TEMPERATURE_BANDS.map((b) => b.label);
    expect(labels).toContain(tw?.before);
    expect(labels).toContain(tw?.after);
    expect(tw?.before).not.toBe(tw?.after);
    // The instructor's diff stays in their department.
    const mine = await k.ask(`${V}/diff`, k.c.teacher, { role: 'instructor' });
    const theirs = new Set((await k.north.selectFrom('users').select('id').where('dept_id', '=', firstDept.id).execute()).map((u) => u.id));
    expect((mine.d.list as { uid: string }[]).every((p) => theirs.has(p.uid))).toBe(true);
  });

  it('shows a report field by field to its owner and to their instructor, not to another department', async () => {
    const reported = await people(k.c.teacher, { role: 'instructor', status: 'reported' });
    const someone = reported.list[0];
    const detail = await k.ask(`${V}/detail`, k.c.teacher, { uid: someone.uid });
    expect(detail.e).toBe(0);
    const fields = detail.d.fields as { param: string; label: string; value: string }[];
    expect(fields.map((f) => f.param)).not.toContain('geo_api_info');
    expect(fields.find((f) => f.param === 'tw')?.label).toBe('今日体温');
    expect(TEMPERATURE_BANDS.map((b) => b.label)).toContain(fields.find((f) => f.param === 'tw')?.value);
    expect((detail.d.changes as unknown[]).length).toBeGreaterThan(0);
    const me = await k.north.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
    expect((await k.ask(`${V}/detail`, k.c.student, { uid: me.id })).e).toBe(0);
    const stranger = await k.north.selectFrom('users').select('id').where('dept_id', '!=', firstDept.id).where('type', '=', 'student').executeTakeFirstOrThrow();
    expect((await k.ask(`${V}/detail`, k.c.teacher, { uid: stranger.id })).m).toBe('无权查看');
    expect((await k.ask(`${V}/detail`, k.c.student, { uid: someone.uid === me.id ? stranger.id : someone.uid })).m).toBe('无权查看');
  });
});

describe('export', () => {
  it('streams an Excel file with one row per person of the list and every field by its label', async () => {
    const s = (await summary(k.c.admin, { role: 'manager' })).d as unknown as TSummary;
    const res = await call(k.t.app, { url: `${V}/export?group=epideState&role=manager&status=reported`, cookie: k.c.admin, host: HOSTS.north });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(s.totals.reported + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['姓名', '学工号', '院系', '班级', '状态', '上报时间']);
    expect(header).toContain('今日体温');
    expect(header).not.toContain('定位信息');
    const refused = await call(k.t.app, { url: `${V}/export?group=epideState&role=manager`, cookie: k.c.teacher, host: HOSTS.north });
    expect(refused.json()).toMatchObject({ m: '无权查看' });
    const south = await call(k.t.app, { url: `${V}/export?group=epideState&role=manager&status=all`, cookie: k.c.southAdmin, host: HOSTS.south });
    const southBook = new ExcelJS.Workbook();
    await southBook.xlsx.load(south.rawPayload as unknown as ArrayBuffer);
    const southCount = await k.south.selectFrom('users').select('id').where('status', '=', 'active').execute();
    expect(southBook.worksheets[0].rowCount).toBe(southCount.length + 1);
  });
});
