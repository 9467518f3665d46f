import type { FastifyInstance } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { siteClock } from '@quad/platform/server/time';
import { sendMessage } from '@quad/messages-engine/server';
import { currentVersion } from '@quad/datasets-engine/server';
import { ARRANGEMENTS_KIND } from '../contract';
import type { TArrangementRow } from './kind';
import { examIndex, type TIndexedExam } from './reminder-index';
import { nextDay, siteMoment, weekdayOf } from './exam-time';
import { siteNow, type TSiteNow } from './presenter';

export const REMIND_JOB = 'exam.remind';
/** Each site is looked at every five minutes: a reminder is an evening's or a morning's, not a second's. */
export const REMIND_EVERY_MS = 5 * 60_000;
/** The evening before (site clock): late enough that the day's classes are over, early enough to prepare. */
export const EVE_AT = '18:00';
/** The morning of the day; an exam starting before 08:00 is reminded an hour before it instead. */
export const DAY_AT = '07:00';
/** Reminders sent this long ago (by the exam's start) are still watched for a change of time or place. */
const WATCH_CHANGES_S = 2 * 86_400;

type TMoment = 'eve' | 'day';

const WEEKDAYS = ['', '一', '二', '三', '四', '五', '六', '日'];
const LINK = (key: string) => `examManage/detail?key=${encodeURIComponent(key)}`;

/** The time and place a reminder names, in words; two rows telling the same are the same arrangement. */
export function fingerprintOf(row: TArrangementRow): string {
  const seat = row.seat ? ` 座位号${row.seat}` : '';
  return `${row.date}（周${WEEKDAYS[weekdayOf(row.date)]}）${row.start}-${row.end} ${[row.campus, row.room].filter(Boolean).join(' ')}${seat}`;
}

const titleOf = (row: TArrangementRow) => `${row.courseName}（${row.examType}）`;

function reminderText(moment: TMoment, row: TArrangementRow): { title: string; body: string } {
  const when = moment === 'eve' ? '明天' : '今天';
  const place = [row.campus, row.room].filter(Boolean).join(' ');
  const seat = row.seat ? `，座位号 ${row.seat}` : '';
  const note = row.note ? `。${row.note}` : '';
  return { title: `${when}考试：${titleOf(row)}`, body: `${when} ${row.start}-${row.end}，${place}${seat}${note}。请提前到达考场。` };
}

/** Which exams are due a reminder now: tomorrow's from the evening on, today's from the morning until they start. */
function dueNow(index: Map<string, TIndexedExam[]>, at: TSiteNow): { moment: TMoment; exam: TIndexedExam }[] {
  const due: { moment: TMoment; exam: TIndexedExam }[] = [];
  if (siteClock(at.timeZone, new Date(at.now * 1000)) >= EVE_AT) {
    for (const exam of index.get(nextDay(at.today)) ?? []) due.push({ moment: 'eve', exam });
  }
  const morning = siteMoment(at.timeZone, at.today, DAY_AT);
  for (const exam of index.get(at.today) ?? []) {
    const startAt = siteMoment(at.timeZone, exam.row.date, exam.row.start);
    if (at.now < startAt && at.now >= Math.min(morning, startAt - 3600)) due.push({ moment: 'day', exam });
  }
  return due;
}

/** One reminder, claimed by its key and sent in one transaction: a second round or instance finds it taken. */
async function remindOnce(siteDb: SiteDb, moment: TMoment, exam: TIndexedExam, at: TSiteNow): Promise<boolean> {
  return siteDb.transaction(async (tx) => {
    const claimed = await tx
      .insertInto('exam_reminders', {
        exam_key: exam.key,
        moment,
        user_id: exam.userId,
        fingerprint: fingerprintOf(exam.row),
        starts_at: siteMoment(at.timeZone, exam.row.date, exam.row.start),
        sent_at: at.now,
      })
      .onConflict((oc) => oc.columns(['site_id', 'exam_key', 'moment']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await sendMessage(tx, { userIds: [exam.userId], appKey: 'exam', ...reminderText(moment, exam.row), link: LINK(exam.key) }, at.now);
    return true;
  });
}

/**
 * Tells each student, once, that an exam they were reminded of has moved (time, room, seat): the
 * reminders' fingerprint moves to the new arrangement by a conditional update, and whoever moved it
 * sends the message. A row gone from the arrangements is not taken as a cancellation (a school's
 * file for one faculty would otherwise "cancel" the rest): it is left alone.
 */
async function tellChanges(siteDb: SiteDb, byKey: Map<string, TIndexedExam>, at: TSiteNow): Promise<number> {
  const sent = await siteDb.selectFrom('exam_reminders').select(['exam_key', 'fingerprint']).where('starts_at', '>=', at.now - WATCH_CHANGES_S).execute();
  const told = new Map(sent.map((r) => [r.exam_key, r.fingerprint]));
  let changes = 0;
  for (const [key, before] of told) {
    const exam = byKey.get(key);
    if (!exam || fingerprintOf(exam.row) === before) continue;
    const now = fingerprintOf(exam.row);
    const moved = await siteDb.transaction(async (tx) => {
      const updated = await tx
        .updateTable('exam_reminders')
        .set({ fingerprint: now, starts_at: siteMoment(at.timeZone, exam.row.date, exam.row.start) })
        .where('exam_key', '=', key)
        .where('fingerprint', '=', before)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await sendMessage(tx, { userIds: [exam.userId], appKey: 'exam', title: `考试安排有变动：${titleOf(exam.row)}`, body: `现为：${now}。原为：${before}。请以新安排为准。`, link: LINK(key) }, at.now);
      return true;
    });
    if (moved) changes += 1;
  }
  return changes;
}

/**
 * One round of a site's exam reminders at `now`: changes to exams already reminded of, then the
 * evening-before and morning-of reminders that are due. Answers how many messages it sent.
 */
export async function runExamReminders(siteDb: SiteDb, timeZone: string, now: number): Promise<number> {
  const version = await currentVersion(siteDb, ARRANGEMENTS_KIND);
  if (!version) return 0;
  const at = siteNow(timeZone, now);
  const index = await examIndex(siteDb, version);
  let sent = await tellChanges(siteDb, index.byKey, at);
  const due = dueNow(index.byDay, at);
  if (due.length === 0) return sent;
  const done = new Set<string>();
  for (let i = 0; i < due.length; i += 500) {
    const keys = due.slice(i, i + 500).map((d) => d.exam.key);
    const rows = await siteDb.selectFrom('exam_reminders').select(['exam_key', 'moment']).where('exam_key', 'in', keys).execute();
    for (const r of rows) done.add(`${r.moment}:${r.exam_key}`);
  }
  for (const { moment, exam } of due) {
    if (!done.has(`${moment}:${exam.key}`) && (await remindOnce(siteDb, moment, exam, at))) sent += 1;
  }
  return sent;
}

/** The reminders of every site, looked at every five minutes (a platform job, one instance per round). */
export function addExamReminderJob(app: FastifyInstance): void {
  app.jobs.add({ name: REMIND_JOB, everyMs: REMIND_EVERY_MS, run: (siteDb, site, now) => runExamReminders(siteDb, site.settings.timeZone, now) });
}
