import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TCompletedCourse } from '../contract-completed';

/** Lines one import may hold: a department's transcripts, not the whole school's at once. */
const MAX_LINES = 5000;
const CODE = /^[A-Z0-9-]{2,20}$/;

interface TCompletedLine {
  line: number;
  userId: string;
  code: string;
  termLabel: string;
}

/** 已修课程 in the console: who completed which course in which term, searchable by number, name or code. */
export async function completedCourses(
  siteDb: SiteDb,
  input: TPage & { keyword?: string },
): Promise<{ list: TCompletedCourse[]; total: number }> {
  let base = siteDb
    .selectFrom('course_completed')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'course_completed.site_id').onRef('users.id', '=', 'course_completed.user_id'));
  if (input.keyword) {
    const like = likeContaining(input.keyword);
    base = base.where((eb) =>
      eb.or([eb('users.number', 'like', like), eb('users.realname', 'like', like), eb('course_completed.code', 'like', like)]),
    );
  }
  const { rows, total } = await pagedRows(base, input, (q) =>
    q
      .select([
        'course_completed.id',
        'course_completed.code',
        'course_completed.term_label',
        'course_completed.created',
        'users.number',
        'users.realname',
      ])
      .orderBy('course_completed.created', 'desc')
      .orderBy('course_completed.id'),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      title: `${r.realname ?? ''} ${r.code}`,
      number: r.number ?? '',
      realname: r.realname ?? '',
      code: r.code,
      termLabel: r.term_label,
      created: Number(r.created),
    })),
  };
}

/** Students by 学号 (or account, for people without one) among the lines' first fields. */
async function studentsByNumber(siteDb: SiteDb, numbers: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const chunk = numbers.slice(i, i + 500);
    const rows = await siteDb
      .selectFrom('users')
      .select(['id', 'number', 'username'])
      .where((eb) => eb.or([eb('number', 'in', chunk), eb('username', 'in', chunk)]))
      .execute();
    for (const r of rows) for (const key of [r.username, r.number]) if (key && !found.has(key)) found.set(key, r.id);
  }
  return found;
}

/** Each line read and checked: `学号,课程代码,学期` (commas, Chinese commas or tabs); blank lines skipped. */
async function readLines(siteDb: SiteDb, text: string): Promise<{ lines: TCompletedLine[]; errors: { line: number; message: string }[] }> {
  const parsed = text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, fields: raw.split(/[,，\t]/).map((f) => f.trim()) }))
    .filter((l) => l.fields.some(Boolean));
  if (parsed.length > MAX_LINES) return { lines: [], errors: [{ line: MAX_LINES + 1, message: `一次最多导入${MAX_LINES}行` }] };
  const students = await studentsByNumber(siteDb, [...new Set(parsed.map((l) => l.fields[0] ?? ''))].filter(Boolean));
  const seen = new Map<string, number>();
  const lines: TCompletedLine[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const { line, fields } of parsed) {
    const [number = '', rawCode = '', termLabel = ''] = fields;
    const code = rawCode.toUpperCase();
    const userId = students.get(number);
    const key = `${userId}|${code}`;
    let message = '';
    if (fields.length !== 3) message = '每行应为：学号,课程代码,学期';
    else if (!userId) message = `学号不存在：${number}`;
    else if (!CODE.test(code)) message = `课程代码格式不正确：${rawCode}`;
    else if (!termLabel || termLabel.length > 40) message = '请填写学期（最多40个字）';
    else if (seen.has(key)) message = `与第${seen.get(key)}行重复`;
    if (message) errors.push({ line, message });
    else {
      seen.set(key, line);
      lines.push({ line, userId: userId!, code, termLabel });
    }
  }
  return { lines, errors };
}

/**
 * Imports completed courses all or nothing: any bad line imports none and the report names each bad
 * line. A course a student already has is updated to the term given.
 */
export async function importCompletedCourses(
  siteDb: SiteDb,
  actorId: string,
  request: FastifyRequest,
  text: string,
): Promise<{ imported: number; errors: { line: number; message: string }[] }> {
  const { lines, errors } = await readLines(siteDb, text);
  if (errors.length > 0 || lines.length === 0)
    return { imported: 0, errors: errors.length ? errors : [{ line: 1, message: '没有可导入的内容' }] };
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    for (const l of lines) {
      await tx
        .insertInto('course_completed', { id: newId(), user_id: l.userId, code: l.code, term_label: l.termLabel, created: now })
        .onConflict((oc) => oc.columns(['site_id', 'user_id', 'code']).doUpdateSet({ term_label: l.termLabel }))
        .execute();
    }
    await recordAudit(tx, request, {
      actorId,
      action: 'course.completed.import',
      targetType: 'course_completed',
      targetId: '',
      after: { lines: lines.length },
    });
  });
  return { imported: lines.length, errors: [] };
}

export async function deleteCompletedCourse(siteDb: SiteDb, actorId: string, request: FastifyRequest, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const row = await tx.selectFrom('course_completed').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('已修课程不存在');
    await tx.deleteFrom('course_completed').where('id', '=', id).execute();
    await recordAudit(tx, request, {
      actorId,
      action: 'course.completed.delete',
      targetType: 'course_completed',
      targetId: id,
      before: row,
    });
  });
}
