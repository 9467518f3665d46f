import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { JsonText } from '@quad/platform/server/http/json-text';
import { datasetFreshness, myAnswer, myRows, publicRows, scopedRows } from '@quad/datasets-engine/server';
import type { TGpaRules, TLearningProgress, TScoreReport, TStudentSummary } from '../contract';
import { computeScores, earnedByCategory } from './gpa';
import { recordsKind, type TRecordRow } from './kind';
import { programmesKind, requirementsKind } from './kind-progress';
import { gpaRules } from './rules';

/** A student's rows at most (a graduate after 8 years has about 150; retakes and 补考 add a few). */
const MOST_OWN_ROWS = 2000;
/** Rows a staff read takes at most: a department of a few thousand students' recent terms. */
const MOST_SCOPED_ROWS = 50_000;

/** Rows → the report a page shows, under the site's rules. */
async function reportOf(siteDb: SiteDb, rows: readonly TRecordRow[], rules: TGpaRules): Promise<TScoreReport> {
  return { ...computeScores(rows, rules), scale: rules.scale, ...(await datasetFreshness(siteDb, recordsKind)) };
}

/**
 * 我的成绩: the signed-in person's own rows (one indexed read by their username), computed in memory and
 * kept as the answer's text until the rows or the site's rules change.
 */
export async function myScoreReport(siteDb: SiteDb, userId: string): Promise<JsonText> {
  const stored = await gpaRules(siteDb);
  return myAnswer(siteDb, userId, { name: 'score.report', inputs: [stored] }, async () =>
    reportOf(siteDb, await myRows(siteDb, recordsKind, userId, { limit: MOST_OWN_ROWS }), stored.rules),
  );
}

/**
 * 学业进度: the person's programme (score.programmes), its required credits per 课程性质
 * (score.requirements), the credits earned in each, and the courses failed and not passed since.
 */
export async function myLearningProgress(siteDb: SiteDb, userId: string): Promise<TLearningProgress> {
  const [rows, programmes, { rules }, fresh] = await Promise.all([
    myRows(siteDb, recordsKind, userId, { limit: MOST_OWN_ROWS }),
    myRows(siteDb, programmesKind, userId, { limit: 1 }),
    gpaRules(siteDb),
    datasetFreshness(siteDb, recordsKind),
  ]);
  const programme = programmes[0]?.programme ?? '';
  const requirements = programme ? (await publicRows(siteDb, requirementsKind, { limit: 5000 })).filter((r) => r.programme === programme) : [];
  const { earned, failing } = earnedByCategory(rows, rules);
  const categories = requirements.map((r) => {
    const got = earned.get(r.category) ?? 0;
    return { category: r.category, required: r.credits, earned: got, missing: Math.max(0, Math.round((r.credits - got) * 100) / 100) };
  });
  const sum = (list: number[]) => Math.round(list.reduce((a, b) => a + b, 0) * 100) / 100;
  return {
    programme,
    categories,
    required: sum(categories.map((c) => c.required)),
    earned: sum(categories.map((c) => Math.min(c.earned, c.required))),
    failing: failing.map(({ code, name, category, credit }) => ({ code, name, category, credit })),
    ...fresh,
  };
}

/** Rows of the staff member's scope (their classes and departments), grouped by student. */
async function scopedByStudent(siteDb: SiteDb, userId: string): Promise<{ byStudent: Map<string, TRecordRow[]>; truncated: boolean }> {
  const rows = await scopedRows(siteDb, recordsKind, userId, { limit: MOST_SCOPED_ROWS });
  const byStudent = new Map<string, TRecordRow[]>();
  for (const row of rows) byStudent.set(row.student, [...(byStudent.get(row.student) ?? []), row]);
  return { byStudent, truncated: rows.length === MOST_SCOPED_ROWS };
}

/** Names of students by username: the file's 姓名, else the account's. */
async function namesOf(siteDb: SiteDb, byStudent: Map<string, TRecordRow[]>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [student, rows] of byStudent) names.set(student, rows.find((r) => r.name)?.name ?? '');
  const unnamed = [...names].filter(([, name]) => !name).map(([student]) => student);
  for (let i = 0; i < unnamed.length; i += 500) {
    const users = await siteDb.selectFrom('users').select(['username', 'realname']).where('username', 'in', unnamed.slice(i, i + 500)).execute();
    for (const u of users) names.set(u.username, u.realname);
  }
  return names;
}

/** 学生成绩查询 (staff): the students of the viewer's scope with their GPA and credits, by class and 学号. */
export async function scopedStudents(siteDb: SiteDb, userId: string, input: { q?: string; className?: string }): Promise<{ students: TStudentSummary[]; classes: string[]; truncated: boolean }> {
  const [{ byStudent, truncated }, { rules }] = await Promise.all([scopedByStudent(siteDb, userId), gpaRules(siteDb)]);
  const names = await namesOf(siteDb, byStudent);
  const classOf = (rows: TRecordRow[]) => rows.find((r) => r.className)?.className ?? '';
  const classes = [...new Set([...byStudent.values()].map(classOf).filter(Boolean))].sort();
  const q = input.q?.trim().toLowerCase() ?? '';
  const students = [...byStudent]
    .filter(([student, rows]) => (!input.className || classOf(rows) === input.className) && (!q || student.toLowerCase().includes(q) || (names.get(student) ?? '').includes(q)))
    .map(([student, rows]) => {
      const computed = computeScores(rows, rules);
      return { student, name: names.get(student) ?? '', className: classOf(rows), gpa: computed.gpa, credits: computed.credits, courses: new Set(rows.map((r) => r.code)).size };
    })
    .sort((a, b) => a.className.localeCompare(b.className) || a.student.localeCompare(b.student));
  return { students, classes, truncated };
}

/** One student's report for staff: only a student of the viewer's scope (anyone else is not found). */
export async function scopedStudentReport(siteDb: SiteDb, userId: string, student: string): Promise<TScoreReport & { student: string; name: string }> {
  const rows = await scopedRows(siteDb, recordsKind, userId, { person: student, limit: MOST_OWN_ROWS });
  if (rows.length === 0) throw notFound('没有找到这名学生的成绩，或该学生不在你的管理范围内');
  const names = await namesOf(siteDb, new Map([[student, rows]]));
  return { ...(await reportOf(siteDb, rows, (await gpaRules(siteDb)).rules)), student, name: names.get(student) ?? '' };
}
