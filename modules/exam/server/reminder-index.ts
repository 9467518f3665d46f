import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { activeAccountIds } from '@quad/platform/server/identity/people';
import { changedRows } from '@quad/datasets-engine/server';
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

/** Rows read at a time while building. */
const ROW_PAGE = 1000;

/**
 * Built per site and dataset version, once per instance: a new load is a new version, so the next
 * round builds it again, and the old one ages out.
 */
const indexes = defineSiteCache<TExamIndex>({ name: 'exam-reminder-index', ttlMs: 6 * 3600_000, max: 50 });

/**
 * Every row of the version with the student it tells, a page at a time by key (学号 first: a page holds
 * few students): one read per page, not one per student. Rows of people without an active student
 * account here are nobody's to tell.
 */
async function buildIndex(siteDb: SiteDb, version: number): Promise<TExamIndex> {
  const index: TExamIndex = { byDay: new Map(), byKey: new Map() };
  for (let afterKey: string | undefined; ; ) {
    const page = await changedRows(siteDb, arrangementsKind, { version, since: 0 }, { afterKey, limit: ROW_PAGE });
    if (page.length === 0) return index;
    afterKey = page.at(-1)!.rowKey;
    const idOf = await activeAccountIds(siteDb, page.map((r) => r.person), 'student');
    for (const { person, data: row } of page) {
      const userId = idOf.get(person);
      if (!userId) continue;
      const exam = { key: examKey(row), userId, row };
      index.byKey.set(exam.key, exam);
      const day = index.byDay.get(row.date) ?? [];
      day.push(exam);
      index.byDay.set(row.date, day);
    }
  }
}

/** The index of the current version (none loaded: empty). */
export const examIndex = (siteDb: SiteDb, version: number): Promise<TExamIndex> =>
  indexes.read(siteDb, `v${version}`, () => (version ? buildIndex(siteDb, version) : Promise.resolve({ byDay: new Map(), byKey: new Map() })));
