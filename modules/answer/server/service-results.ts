import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TManagedAttempt } from '../contract-manage';
import { stateAt } from './service-attempt';
import { findQuiz } from './store';

/** A quiz's attempts for the console, best scores first, with who took them. */
export async function quizAttempts(siteDb: SiteDb, quizId: string, page: TPage): Promise<{ list: TManagedAttempt[]; total: number }> {
  const quiz = await findQuiz(siteDb, quizId);
  const base = siteDb.selectFrom('answer_attempts').where('quiz_id', '=', quiz.id);
  const { rows, total } = await pagedRows(base, page, (q) =>
    q.selectAll().orderBy('score', 'desc').orderBy('started', 'asc').orderBy('id', 'asc'),
  );
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const people = userIds.length
    ? await siteDb
        .selectFrom('users')
        .leftJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.dept_id'))
        .select(['users.id', 'users.realname', 'users.number', 'departments.name as department'])
        .where('users.id', 'in', userIds)
        .execute()
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const now = nowSeconds();
  return {
    total,
    list: rows.map((r) => {
      const state = stateAt(r, now);
      return {
        id: r.id,
        name: person.get(r.user_id)?.realname ?? '',
        number: person.get(r.user_id)?.number ?? '',
        department: person.get(r.user_id)?.department ?? '',
        seq: Number(r.seq),
        state,
        score: Number(r.score),
        fullMarks: Number(r.full_marks),
        passed: state === 'submitted' && Number(r.score) >= Number(quiz.pass_mark),
        used: state === 'submitted' ? Number(r.submitted) - Number(r.started) : 0,
        started: Number(r.started),
      };
    }),
  };
}
