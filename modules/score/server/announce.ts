import type { SiteDb } from '@quad/platform/server/db/site-db';
import { activeAccountIds } from '@quad/platform/server/identity/people';
import { nowSeconds } from '@quad/platform/server/ids';
import { changedRows, type TReadyLoad } from '@quad/datasets-engine/server';
import { sendMessage } from '@quad/messages-engine/server';
import type { TRecordRow } from './kind';

/** Rows read from the engine per page. */
const PAGE = 1000;
/** Most course names a message lists before “等”. */
const LISTED = 5;

interface TNewScore {
  rowKey: string;
  person: string;
  course: string;
}

/**
 * The rows of a ready load worth announcing, by page. A kind's first load is the school's history
 * (years of scores): only its newest term is announced, the rest is not news. Later loads: every row
 * new or changed since the version it replaced (a corrected score is announced only if never before).
 */
async function* newRows(siteDb: SiteDb, load: TReadyLoad): AsyncGenerator<TNewScore[]> {
  const versions = { version: load.version, since: load.previousVersion };
  let newestTerm = '';
  let newest: TNewScore[] = [];
  for (let afterKey: string | undefined; ; ) {
    const page = await changedRows(siteDb, load.kind, versions, { afterKey, limit: PAGE });
    if (page.length === 0) break;
    afterKey = page.at(-1)!.rowKey;
    const rows = page.map((r) => ({ rowKey: r.rowKey, person: r.person, term: (r.data as TRecordRow).term, course: (r.data as TRecordRow).course }));
    if (load.previousVersion) {
      yield rows;
      continue;
    }
    // First load: keep only the newest term seen so far (memory stays one term's rows).
    for (const row of rows) {
      if (row.term > newestTerm) [newestTerm, newest] = [row.term, []];
      if (row.term === newestTerm) newest.push(row);
    }
  }
  for (let i = 0; i < newest.length; i += PAGE) yield newest.slice(i, i + PAGE);
}

/**
 * The same rows in pages that never split a person (rows come by key, 学号 first): the last person of
 * a page waits for the next, so each student gets one message per load.
 */
async function* candidates(siteDb: SiteDb, load: TReadyLoad): AsyncGenerator<TNewScore[]> {
  let carried: TNewScore[] = [];
  for await (const page of newRows(siteDb, load)) {
    const rows = [...carried, ...page];
    const last = rows.at(-1)!.person;
    carried = rows.filter((r) => r.person === last);
    const whole = rows.filter((r) => r.person !== last);
    if (whole.length > 0) yield whole;
  }
  if (carried.length > 0) yield carried;
}

/** One page: the rows of people with an active account here, never announced before; announced, and marked so. */
async function announcePage(siteDb: SiteDb, rows: TNewScore[], now: number): Promise<void> {
  const idOf = await activeAccountIds(siteDb, rows.map((r) => r.person));
  const reachable = rows.filter((r) => idOf.has(r.person));
  if (reachable.length === 0) return;
  const told = await siteDb.selectFrom('score_announced').select('row_key').where('row_key', 'in', reachable.map((r) => r.rowKey)).execute();
  const already = new Set(told.map((r) => r.row_key));
  const fresh = reachable.filter((r) => !already.has(r.rowKey));
  if (fresh.length === 0) return;
  await siteDb.insertInto('score_announced', fresh.map((r) => ({ row_key: r.rowKey, announced: now }))).execute();
  const byPerson = new Map<string, string[]>();
  for (const r of fresh) byPerson.set(r.person, [...(byPerson.get(r.person) ?? []), r.course]);
  for (const [person, courses] of byPerson) {
    const names = [...new Set(courses)];
    const listed = names.slice(0, LISTED).join('、') + (names.length > LISTED ? '等' : '');
    await sendMessage(siteDb, {
      userIds: [idOf.get(person)!],
      appKey: 'score',
      title: `你有 ${names.length} 门课程出新成绩了`,
      body: `新出成绩的课程：${listed}。点击查看成绩。`,
      link: '/score/index',
    });
  }
}

/**
 * The records kind's `onReady`: tells each student, once, which of their courses have new scores. A
 * person's rows are sorted together by key (学号 first), so a page rarely splits a student in two
 * messages; the announced keys are kept so a row is never announced twice (a reload, a rollback and
 * the same file again).
 */
export async function announceNewScores(siteDb: SiteDb, load: TReadyLoad): Promise<void> {
  const now = nowSeconds();
  for await (const rows of candidates(siteDb, load)) await announcePage(siteDb, rows, now);
}
