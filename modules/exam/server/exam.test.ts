import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TMyExams, TStaffExams } from '../contract';
import { arrangementsKind } from './kind';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'other', 'teacher', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');

const mine = async (cookie: string, host: string = HOSTS.north): Promise<TBody<TMyExams>> => (await call(t.app, { url: '/exam/wap/exam/mine', cookie, host })).json();
async function sessions(cookie: string, query: Record<string, string> = {}, host: string = HOSTS.north): Promise<TBody<TStaffExams>> {
  const search = new URLSearchParams(query).toString();
  return (await call(t.app, { url: `/exam/api/sessions${search ? `?${search}` : ''}`, cookie, host })).json();
}
const studentNos = (b: TBody<TStaffExams>) => new Set(b.d.sessions.flatMap((s) => s.students.map((p) => p.studentNo)));

describe('my exams', () => {
  it("answers the student's own exams: coming ones soonest first with their state, then finished ones latest first", async () => {
    const body = await mine(t.c.student);
    expect(body.e, body.m).toBe(0);
    const list = body.d.list;
    expect(list.map((e) => e.courseCode)).toEqual(['MATH1101', 'PHY1201', 'ENG1301', 'CET4', 'HIS1002', 'PE1001']);
    expect(list.map((e) => e.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'finished', 'finished']);
    expect(list.map((e) => e.daysLeft)).toEqual([1, 3, 6, 15, -4, -12]);
    const first = list[0]!;
    expect(first).toMatchObject({ courseName: '高等数学A（上）', examType: '期末', start: '09:00', end: '11:00', note: '可携带无存储功能的计算器' });
    expect(first.room).toMatch(/^(第一教学楼|明德楼)\d{3}$/);
    expect(first.seat).toMatch(/^\d+$/);
    // 09:00 in Shanghai is 01:00 UTC; two hours long.
    expect(new Date(first.startAt * 1000).toISOString().slice(11, 16)).toBe('01:00');
    expect(first.endAt - first.startAt).toBe(7200);
    expect(JSON.parse(first.key)).toEqual(['student', first.term, 'MATH1101', '期末']);
    expect(body.d.updatedAt).toBeGreaterThan(0);
    expect(body.d.failed).toBe(false);
    expect(body.d.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows each person only their own rows; someone without exams gets none', async () => {
    const own = await mine(t.c.student);
    const other = await mine(t.c.other);
    expect(other.d.list).toHaveLength(6);
    expect(other.d.list.every((e) => JSON.parse(e.key)[0] === '2024010002')).toBe(true);
    expect(own.d.list.every((e) => JSON.parse(e.key)[0] === 'student')).toBe(true);
    expect((await mine(t.c.admin)).d.list).toEqual([]);
  });

  it('needs a session, and keeps each site to its own arrangements', async () => {
    expect((await call(t.app, { url: '/exam/wap/exam/mine' })).json().e).toBe(10013);
    const south = await mine(t.c.southStudent, HOSTS.south);
    expect(south.e).toBe(0);
    expect(south.d.list.every((e) => e.campus === '主校区' && e.room.startsWith('海韵教学楼'))).toBe(true);
    // A south session is nobody on north, and a north session nobody on south.
    expect((await mine(t.c.southStudent)).e).toBe(10013);
    expect((await mine(t.c.student, HOSTS.south)).e).toBe(10013);
  });
});

describe('the staff overview', () => {
  it("shows a counselor their department's classes only, by session with counts, filtered by class and course", async () => {
    const all = await sessions(t.c.teacher);
    expect(all.e, all.m).toBe(0);
    expect(all.d.classes).toEqual(['计科2401班', '软工2402班']);
    expect(all.d.total).toBe(21 * 6);
    // North's exams are sat on two campuses at once: one session each, 21 students in all per exam.
    const maths = all.d.sessions.filter((s) => s.courseCode === 'MATH1101');
    expect(maths.map((s) => s.campus).sort()).toEqual(['北校区', '南校区']);
    expect(maths.reduce((n, s) => n + s.count, 0)).toBe(21);
    expect(maths.every((s) => s.count === s.students.length && !s.finished)).toBe(true);
    expect(all.d.sessions.at(-1)).toMatchObject({ courseCode: 'PE1001', finished: true });
    expect(all.d.courses.map((c) => c.code)).toEqual(['CET4', 'ENG1301', 'HIS1002', 'MATH1101', 'PE1001', 'PHY1201']);
    const oneClass = await sessions(t.c.teacher, { className: '软工2402班', courseCode: 'CET4' });
    expect(oneClass.d.total).toBe(10);
    expect(oneClass.d.sessions.every((s) => s.courseCode === 'CET4' && s.students.every((p) => p.className === '软工2402班'))).toBe(true);
    // A class outside the scope answers nothing, not another class's students.
    expect((await sessions(t.c.teacher, { className: '数学2401班' })).d).toMatchObject({ sessions: [], total: 0 });
  });

  it('shows a site administrator every class; a student is refused', async () => {
    const admin = await sessions(t.c.admin);
    expect(admin.d.classes).toHaveLength(6);
    expect(admin.d.total).toBe(61 * 6);
    expect(studentNos(admin).has('student')).toBe(true);
    expect((await sessions(t.c.student)).e).toBe(10003);
  });

  it("keeps sites apart: a south administrator sees south's students only, and is nobody on north", async () => {
    const south = await sessions(t.c.southAdmin, {}, HOSTS.south);
    expect(south.d.classes).toEqual(['化工2402班', '化学2401班', '汉语言2401班', '海洋2401班'].sort((a, b) => a.localeCompare(b, 'zh')));
    const northNos = studentNos(await sessions(t.c.admin));
    expect([...studentNos(south)].some((no) => no !== 'student' && northNos.has(no))).toBe(false);
    expect((await sessions(t.c.southAdmin)).e).toBe(10013);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const long = await sessions(t.c.teacher, { className: '班'.repeat(61) });
    expect(long.e).toBe(10022);
    expect(long.d.errors?.className).toBe('班级不能超过60个字');
  });
});

describe('the arrangements file', () => {
  const header = '学号,姓名,班级,学期,课程代码,课程名称,考试类型,考试日期,开始时间,结束时间,校区,考场,座位号,备注';

  it('is refused whole when a date, a time or a type is wrong, each problem with its line and column in Chinese', async () => {
    const csv = [
      header,
      'student,张三,计科2401班,2026-2027-1,M1,高数,期末,2026-02-30,09:00,11:00,,A101,1,',
      'student,张三,计科2401班,2026-2027-1,M2,物理,期末,2026-12-01,25:00,11:00,,A101,1,',
      'student,张三,计科2401班,2026-2027-1,M3,英语,期末,2026-12-01,14:00,12:00,,A101,1,',
      'student,张三,计科2401班,2026-2027-1,M4,化学,随堂,2026-12-01,09:00,11:00,,A101,1,',
      'student,张三,计科2401班,2026-2027-1,M5,生物,期末,2026/12/2,9:00,11:00,,,1,',
    ].join('\n');
    const answer = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '考试.csv', data: Buffer.from(csv), fields: { kind: arrangementsKind.id } });
    const report = answer.json() as TBody<{ ok: boolean; errors: { row: number; column: string; message: string }[] }>;
    expect(report.d.ok).toBe(false);
    expect(report.d.errors).toEqual([
      { row: 2, column: '考试日期', message: '考试日期格式不正确，请填写如 2026-12-01 的日期' },
      { row: 3, column: '开始时间', message: '开始时间格式不正确，请填写如 09:00 的时间' },
      { row: 4, column: '结束时间', message: '结束时间必须晚于开始时间' },
      { row: 5, column: '考试类型', message: '考试类型只能是期末、期中、补考、缓考、重修、四级、六级、四六级、结课、其他' },
      { row: 6, column: '考场', message: '请填写考场' },
    ]);
    expect((await mine(t.c.student)).d.list).toHaveLength(6);
  });

  it('takes the ways schools write dates, times and types, and a student reads the new version at once', async () => {
    const csv = [header, 'student,张三,计科2401班,2026-2027-1,M1,高数,期末考试,2099年3月5日,9:00,11：30,北校区,A101,12,带计算器', '2024010002,李四,计科2401班,2026-2027-1,M1,高数,补考,2099/3/6,0.375,0.5,,A102,,'].join('\n');
    const answer = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '考试.csv', data: Buffer.from(csv), fields: { kind: arrangementsKind.id } });
    expect(answer.json()).toMatchObject({ e: 0, d: { ok: true, rows: 2 } });
    expect((await mine(t.c.student)).d.list).toMatchObject([{ examType: '期末', date: '2099-03-05', start: '09:00', end: '11:30', campus: '北校区', seat: '12', note: '带计算器', weekday: 4, state: 'upcoming' }]);
    expect((await mine(t.c.other)).d.list).toMatchObject([{ examType: '补考', date: '2099-03-06', start: '09:00', end: '12:00', campus: '', seat: '' }]);
    const rows = await north().selectFrom('users').select('id').where('username', '=', 'student').execute();
    expect(rows).toHaveLength(1);
  });
});
