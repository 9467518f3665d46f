import { keyOf, type TDatasetKind } from '@quad/datasets-engine/server';
import { siteDay } from '@quad/platform/server/time';
import type { TExam, TExamState } from '../contract';
import { arrangementsKind, type TArrangementRow } from './kind';
import { daysBetween, siteMoment, weekdayOf } from './exam-time';

/** The site's clock at one moment: every exam of an answer is placed against the same now. */
export interface TSiteNow {
  timeZone: string;
  now: number;
  today: string;
}

export const siteNow = (timeZone: string, now: number): TSiteNow => ({ timeZone, now, today: siteDay(timeZone, new Date(now * 1000)) });

/** The row's key, as the engine keys it: the detail page's address and the reminders' record. */
export const examKey = (row: TArrangementRow): string => keyOf(arrangementsKind as unknown as TDatasetKind, row);

function stateOf(startAt: number, endAt: number, daysLeft: number, now: number): TExamState {
  if (now >= endAt) return 'finished';
  if (now >= startAt) return 'ongoing';
  return daysLeft <= 0 ? 'today' : 'upcoming';
}

/** A row as the pages show it: times placed on the site's clock, where it stands now. */
export function toExam(row: TArrangementRow, at: TSiteNow): TExam {
  const startAt = siteMoment(at.timeZone, row.date, row.start);
  const endAt = siteMoment(at.timeZone, row.date, row.end);
  const daysLeft = daysBetween(at.today, row.date);
  return {
    key: examKey(row),
    term: row.term,
    courseCode: row.courseCode,
    courseName: row.courseName,
    examType: row.examType,
    date: row.date,
    start: row.start,
    end: row.end,
    weekday: weekdayOf(row.date),
    startAt,
    endAt,
    campus: row.campus ?? '',
    room: row.room,
    seat: row.seat ?? '',
    note: row.note ?? '',
    state: stateOf(startAt, endAt, daysLeft, at.now),
    daysLeft,
  };
}

/** Not finished first, soonest first; then the finished ones, the latest first. */
export function inPageOrder(exams: TExam[]): TExam[] {
  const open = exams.filter((e) => e.state !== 'finished').sort((a, b) => a.startAt - b.startAt || a.courseName.localeCompare(b.courseName));
  const done = exams.filter((e) => e.state === 'finished').sort((a, b) => b.startAt - a.startAt || a.courseName.localeCompare(b.courseName));
  return [...open, ...done];
}
