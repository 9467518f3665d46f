import type { SiteDb } from '@quad/platform/server/db/site-db';
import { datasetFreshness, scopedRows } from '@quad/datasets-engine/server';
import type { TExamSession, TStaffExams } from '../contract';
import { arrangementsKind, type TArrangementRow } from './kind';
import { siteMoment } from './exam-time';

/** Rows read from the engine per query, and the most a counselor's overview reads. */
const PAGE = 5000;
const MOST_ROWS = 50_000;

async function rowsInScope(siteDb: SiteDb, userId: string): Promise<TArrangementRow[]> {
  const rows: TArrangementRow[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await scopedRows(siteDb, arrangementsKind, userId, { limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/** A session is one course's exam of one type at one time and campus; its rooms are listed inside. */
const sessionKey = (r: TArrangementRow) => [r.courseCode, r.examType, r.date, r.start, r.end, r.campus ?? ''].join('\u0000');

function groupSessions(rows: TArrangementRow[], timeZone: string, now: number): TExamSession[] {
  const sessions = new Map<string, TExamSession & { startAt: number }>();
  for (const r of rows) {
    const key = sessionKey(r);
    let s = sessions.get(key);
    if (!s) {
      const endAt = siteMoment(timeZone, r.date, r.end);
      s = { courseCode: r.courseCode, courseName: r.courseName, examType: r.examType, date: r.date, start: r.start, end: r.end, campus: r.campus ?? '', rooms: [], count: 0, finished: now >= endAt, students: [], startAt: siteMoment(timeZone, r.date, r.start) };
      sessions.set(key, s);
    }
    if (!s.rooms.includes(r.room)) s.rooms.push(r.room);
    s.count += 1;
    s.students.push({ studentNo: r.studentNo, name: r.name, className: r.className, room: r.room, seat: r.seat ?? '' });
  }
  const list = [...sessions.values()];
  for (const s of list) {
    s.rooms.sort((a, b) => a.localeCompare(b, 'zh'));
    s.students.sort((a, b) => a.className.localeCompare(b.className, 'zh') || a.studentNo.localeCompare(b.studentNo));
  }
  // Coming sessions first, soonest first; then past ones, the latest first (as the students see theirs).
  list.sort((a, b) => Number(a.finished) - Number(b.finished) || (a.finished ? b.startAt - a.startAt : a.startAt - b.startAt));
  return list.map(({ startAt: _startAt, ...session }) => session);
}

/**
 * The exams of the students in the viewer's scope (their roles granting exam → manage: a counselor's
 * classes, a site-wide role everything), narrowed to a class and a course, by session with counts.
 */
export async function staffExams(siteDb: SiteDb, userId: string, timeZone: string, now: number, filter: { className?: string; courseCode?: string }): Promise<TStaffExams> {
  const [rows, fresh] = await Promise.all([rowsInScope(siteDb, userId), datasetFreshness(siteDb, arrangementsKind)]);
  const classes = [...new Set(rows.map((r) => r.className))].sort((a, b) => a.localeCompare(b, 'zh'));
  const courseNames = new Map(rows.map((r) => [r.courseCode, r.courseName]));
  const courses = [...courseNames].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
  const chosen = rows.filter((r) => (!filter.className || r.className === filter.className) && (!filter.courseCode || r.courseCode === filter.courseCode));
  return {
    sessions: groupSessions(chosen, timeZone, now),
    classes,
    courses,
    total: chosen.length,
    ...fresh,
  };
}
