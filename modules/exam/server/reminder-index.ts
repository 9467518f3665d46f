import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { myRows } from '@quad/datasets-engine/server';
import { arrangementsKind, type TArrangementRow } from './kind';
import { examKey } from './presenter';

/** One exam of one student, with whom to tell. */
export interface TIndexedExam {
  key: string;
  userId: string;
  row: TArrangementRow;
}

/** A version of the arrangements, by day (what is due) and by key (what changed). */
export interface TExamIndex {
  byDay: Map<string, TIndexedExam[]>;
  byKey: Map<string, TIndexedExam>;
}

/** Students read at a time while building (their ids, then their rows one by one). */
const STUDENT_PAGE = 1000;

/**
 * Built per site and dataset version, once per instance: a new load is a new version, so the next
 * round builds it again, and the old one ages out.
 */
const indexes = defineSiteCache<TExamIndex>({ name: 'exam-reminder-index', ttlMs: 6 * 3600_000, max: 50 });

/**
 * Every student's rows, read through `myRows` one student at a time: the engine offers a job no read
 * of a personal kind's whole version (only a person's own, a staff member's scope, or a public kind's),
 * so this walks the students. Only their exams are ever read, and only once per version.
 */
async function buildIndex(siteDb: SiteDb): Promise<TExamIndex> {
  const index: TExamIndex = { byDay: new Map(), byKey: new Map() };
  for (let offset = 0; ; offset += STUDENT_PAGE) {
    const students = await siteDb.selectFrom('users').select('id').where('type', '=', 'student').where('status', '=', 'active').orderBy('id').limit(STUDENT_PAGE).offset(offset).execute();
    for (const { id } of students) {
      for (const row of await myRows(siteDb, arrangementsKind, id)) {
        const exam = { key: examKey(row), userId: id, row };
        index.byKey.set(exam.key, exam);
        const day = index.byDay.get(row.date) ?? [];
        day.push(exam);
        index.byDay.set(row.date, day);
      }
    }
    if (students.length < STUDENT_PAGE) return index;
  }
}

/** The index of the current version (none loaded: empty). */
export const examIndex = (siteDb: SiteDb, version: number): Promise<TExamIndex> =>
  indexes.read(siteDb, `v${version}`, () => (version ? buildIndex(siteDb) : Promise.resolve({ byDay: new Map(), byKey: new Map() })));
