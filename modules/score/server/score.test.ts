import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TLearningProgress, TScoreReport, TStudentSummary } from '../contract';
import { DEFAULT_GPA_RULES } from '../contract';
import { recordsKind } from './kind';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'teacher', 'other', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');

async function ask<D>(url: string, cookie: string, host: string = HOSTS.north, json?: unknown): Promise<TBody<D>> {
  return (await call(t.app, { url, cookie, host, ...(json ? { json } : {}) })).json();
}
const mine = (cookie: string, host?: string) => ask<TScoreReport>('/score/wap/score/mine', cookie, host);
const progress = (cookie: string, host?: string) => ask<TLearningProgress>('/score/wap/score/progress', cookie, host);
const students = (cookie: string, query = '', host?: string) => ask<{ students: TStudentSummary[]; classes: string[] }>(`/score/api/students${query}`, cookie, host);

describe('my scores', () => {
  it('answers the demo student’s four terms, newest first, with GPA and credits by the default rules', async () => {
    const report = await mine(t.c.student);
    expect(report.e, report.m).toBe(0);
    expect(report.d.terms.map((term) => term.term)).toEqual(['2025-2026-2', '2025-2026-1', '2024-2025-2', '2024-2025-1']);
    expect(report.d.terms[3]!.courses.map((c) => c.code)).toEqual(expect.arrayContaining(['GE101', 'MA101', 'CS101']));
    expect(report.d.gpa).toBeGreaterThan(0);
    expect(report.d.gpa).toBeLessThanOrEqual(4);
    expect(report.d.credits).toBeGreaterThan(50);
    expect(report.d.degreeCredits).toBeGreaterThan(0);
    expect(report.d).toMatchObject({ scale: 'standard4', failed: false });
    expect(report.d.updatedAt).toBeGreaterThan(0);
  });

  it('shows a person only their own rows, and another site nothing of this one', async () => {
    const own = await mine(t.c.student);
    const other = await mine(t.c.other);
    expect(other.e).toBe(0);
    expect(JSON.stringify(other.d.terms)).not.toEqual(JSON.stringify(own.d.terms));
    // A south session on the north site is nobody here; on its own site it reads south's rows only.
    expect((await mine(t.c.southStudent)).e).toBe(10013);
    expect((await mine(t.c.student, HOSTS.south)).e).toBe(10013);
    const southOwn = await mine(t.c.southStudent, HOSTS.south);
    expect(southOwn.e).toBe(0);
    expect(southOwn.d.terms).toHaveLength(4);
    // A student's rows on north (same username) stay north's: south's report is south's seed.
    expect(JSON.stringify(southOwn.d.terms)).not.toEqual(JSON.stringify(own.d.terms));
    expect((await mine('')).e).toBe(10013);
  });
});

describe('学业进度', () => {
  it('compares the programme’s requirements with the credits earned per category', async () => {
    const answer = await progress(t.c.student);
    expect(answer.e, answer.m).toBe(0);
    expect(answer.d.programme).toMatch(/2024级本科培养方案$/);
    expect(answer.d.categories.map((c) => c.category)).toEqual(['专业必修', '专业选修', '学科基础', '实践环节', '通识必修', '通识选修']);
    expect(answer.d.required).toBe(160);
    const general = answer.d.categories.find((c) => c.category === '通识必修')!;
    expect(general.earned).toBeGreaterThan(0);
    expect(general.missing).toBe(Math.max(0, general.required - general.earned));
    expect((await progress(t.c.southStudent)).e).toBe(10013);
    expect((await progress(t.c.southStudent, HOSTS.south)).d.programme).not.toBe('');
  });
});

describe('GPA rules', () => {
  it('are the administrators’: saved, applied to every report, this site only; bad input refused in Chinese', async () => {
    expect((await ask('/score/api/rules', t.c.student)).e).toBe(10003);
    expect((await ask('/score/api/rules/save', t.c.teacher, HOSTS.north, DEFAULT_GPA_RULES)).e).toBe(10003);
    expect((await ask('/score/api/rules', t.c.southAdmin)).e).toBe(10013);
    const before = await mine(t.c.student);
    const saved = await ask<{ rules: typeof DEFAULT_GPA_RULES }>('/score/api/rules/save', t.c.admin, HOSTS.north, { ...DEFAULT_GPA_RULES, scale: 'five' });
    expect(saved.e, saved.m).toBe(0);
    expect(saved.d.rules.scale).toBe('five');
    const after = await mine(t.c.student);
    expect(after.d.scale).toBe('five');
    expect(after.d.gpa).not.toBe(before.d.gpa);
    expect((await ask<{ rules: { scale: string } }>('/score/api/rules', t.c.southAdmin, HOSTS.south)).d.rules.scale).toBe('standard4');
    expect((await mine(t.c.southStudent, HOSTS.south)).d.scale).toBe('standard4');
    const bad = await ask('/score/api/rules/save', t.c.admin, HOSTS.north, { ...DEFAULT_GPA_RULES, scale: 'ten', gradeScores: { ...DEFAULT_GPA_RULES.gradeScores, 优秀: 120 } });
    expect(bad.e).toBe(10022);
    expect(bad.d.errors).toMatchObject({ scale: '请选择绩点算法', 'gradeScores.优秀': '等级成绩折算：优秀不能大于100' });
    await ask('/score/api/rules/save', t.c.admin, HOSTS.north, DEFAULT_GPA_RULES);
  });
});

describe('staff lookups', () => {
  it('show a counselor the students of their department’s classes only, by class and 学号/姓名', async () => {
    const list = await students(t.c.teacher);
    expect(list.e, list.m).toBe(0);
    const numbers = list.d.students.map((s) => s.student);
    expect(numbers).toContain('student');
    expect(list.d.classes.length).toBeGreaterThan(0);
    const everyone = await students(t.c.admin);
    expect(everyone.d.students.length).toBeGreaterThan(list.d.students.length);
    const outside = everyone.d.students.find((s) => !numbers.includes(s.student))!;
    expect((await ask(`/score/api/student?student=${outside.student}`, t.c.teacher)).e).toBe(10004);
    const one = await ask<TScoreReport & { name: string }>('/score/api/student?student=student', t.c.teacher);
    expect(one.e, one.m).toBe(0);
    expect(one.d.name).toBe('学生演示账号');
    expect(one.d.terms).toHaveLength(4);
    const byClass = await students(t.c.teacher, `?className=${encodeURIComponent(list.d.classes[0]!)}`);
    expect(byClass.d.students.every((s) => s.className === list.d.classes[0])).toBe(true);
    const named = await students(t.c.teacher, `?q=${encodeURIComponent(one.d.name.slice(0, 2))}`);
    expect(named.d.students.map((s) => s.student)).toEqual(['student']);
  });

  it('refuse students, other sites and bad input', async () => {
    expect((await students(t.c.student)).e).toBe(10003);
    expect((await ask('/score/api/student?student=2024010002', t.c.student)).e).toBe(10003);
    expect((await students(t.c.southAdmin)).e).toBe(10013);
    const south = await students(t.c.southAdmin, '', HOSTS.south);
    expect(south.e).toBe(0);
    // Demo 学号 carry the school's department codes: north's 0x, south's 1x.
    expect(south.d.students.filter((s) => s.student !== 'student').every((s) => s.student.startsWith('20241'))).toBe(true);
    expect((await students(t.c.admin)).d.students.some((s) => s.student.startsWith('20241'))).toBe(false);
    const long = await students(t.c.teacher, `?q=${'长'.repeat(41)}`);
    expect(long.e).toBe(10022);
    expect(long.d.errors?.q).toBe('搜索词不能超过40个字');
    expect((await ask('/score/api/student', t.c.teacher)).e).toBe(10022);
  });
});

describe('uploads', () => {
  it('refuse a bad score file whole, each problem in Chinese', async () => {
    const csv = '学号,学期,课程代码,课程名称,学分,成绩\nstudent,2025-2026-3,X1,测试,2,105\nstudent,2025-2027-1,X2,测试,两,优\n';
    const answer = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.admin, name: '成绩.csv', data: Buffer.from(csv), fields: { kind: recordsKind.id } });
    const report = answer.json() as TBody<{ ok: boolean; errors: { row: number; column: string; message: string }[] }>;
    expect(report.d.ok).toBe(false);
    expect(report.d.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: '成绩' }),
        expect.objectContaining({ row: 3, column: '学期', message: '学期的两个年份应相邻，如 2025-2026-1' }),
        expect.objectContaining({ row: 3, column: '学分', message: '学分必须是数字' }),
      ]),
    );
  });
});

describe('new scores in the inbox', () => {
  const inbox = async (username: string) => {
    const user = await north().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return north().selectFrom('messages').select(['title', 'body']).where('user_id', '=', user.id).where('app_key', '=', 'score').orderBy('created').execute();
  };
  const currentRows = async () => {
    const rows = await north().selectFrom('datasets_rows').innerJoin('datasets_current', (j) => j.onRef('datasets_current.site_id', '=', 'datasets_rows.site_id').onRef('datasets_current.kind', '=', 'datasets_rows.kind').onRef('datasets_current.version', '=', 'datasets_rows.version')).select('data').where('datasets_rows.kind', '=', recordsKind.id).execute();
    return rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
  };

  it('announces the newest term once at a first load, then each new row once, never again', async () => {
    // The demo's seed is not news (a quiet load): nothing was announced.
    expect(await inbox('student')).toEqual([]);
    const rows = await currentRows();
    // As if the school connected now: the kind's first load is the demo's rows.
    await north().deleteFrom('datasets_current').where('kind', '=', recordsKind.id).execute();
    expect((await (await import('@quad/datasets-engine/server')).loadDatasetRows(north(), recordsKind, rows, { source: 'api', by: 'test' })).ok).toBe(true);
    const first = await inbox('student');
    expect(first.map((m) => m.title)).toEqual(['你有 7 门课程出新成绩了']);
    const newestTerm = async () => (await mine(t.c.student)).d.terms[0]!.term;
    expect(await newestTerm()).toBe('2025-2026-2');
    const added = [
      { student: 'student', term: '2026-2027-1', code: 'CS301', course: '编译原理', credit: 3, score: '88', exam: '正常', className: '' },
      { student: 'student', term: '2026-2027-1', code: 'CS311', course: '机器学习', credit: 2, score: '优秀', exam: '正常', className: '' },
      { student: '2024010002', term: '2026-2027-1', code: 'CS301', course: '编译原理', credit: 3, score: '75', exam: '正常', className: '' },
    ];
    const by = 'test';
    expect((await (await import('@quad/datasets-engine/server')).loadDatasetRows(north(), recordsKind, [...rows, ...added], { source: 'api', by })).ok).toBe(true);
    const second = await inbox('student');
    expect(second.map((m) => m.title)).toEqual(['你有 7 门课程出新成绩了', '你有 2 门课程出新成绩了']);
    expect(second[1]!.body).toContain('编译原理、机器学习');
    expect((await inbox('2024010002')).at(-1)!.title).toBe('你有 1 门课程出新成绩了');
    // The report, kept as text since the last read, follows each version at once.
    expect(await newestTerm()).toBe('2026-2027-1');
    // Rolled back and loaded again, and the same file once more: nothing announced twice.
    const engine = await import('@quad/datasets-engine/server');
    await engine.rollbackDataset(north(), recordsKind);
    expect(await newestTerm()).toBe('2025-2026-2');
    await engine.loadDatasetRows(north(), recordsKind, [...rows, ...added], { source: 'api', by });
    await engine.loadDatasetRows(north(), recordsKind, [...rows, ...added], { source: 'api', by });
    expect(await inbox('student')).toHaveLength(2);
    // South's students heard nothing of north's loads.
    const southUser = await new SiteDb(t.platform.database.db, 'south').selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
    const southInbox = await new SiteDb(t.platform.database.db, 'south').selectFrom('messages').select('title').where('user_id', '=', southUser.id).where('app_key', '=', 'score').execute();
    expect(southInbox).toHaveLength(0);
  });
});
