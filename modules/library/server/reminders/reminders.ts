import type { FastifyInstance } from 'fastify';
import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { activeAccountIds } from '@quad/platform/server/identity/people';
import { siteClock } from '@quad/platform/server/time';
import { DUE_SOON_DAYS } from '../../contract';
import { daysBetween, todayOf } from '../dates';
import { changedRows, currentVersion, type TChangedRow } from '@quad/datasets-engine/server';
import { loansKind, type TLoanRow } from '../kinds';
import { doneRenewals, withRenewals } from '../loans';

export const REMIND_JOB = 'library.remind';
/** How often each site is looked at; the day's walk starts on the first look after REMIND_AT. */
const REMIND_TICK_MS = 15 * 60_000;
/** A reminder arrives in the morning of the school's day, not at midnight. */
export const REMIND_AT = '09:00';
/** Loan rows read per page of the walk. */
const PAGE = 1000;

type TKind = 'soon' | 'overdue';
type TDue = { barcode: string; title: string; dueDate: string; daysLeft: number };

/** The inbox message for one reader's newly due (or overdue) loans. */
function messageOf(kind: TKind, loans: TDue[]) {
  const lines = loans.map((l) =>
    kind === 'soon'
      ? `《${l.title}》应还日期 ${l.dueDate}（${l.daysLeft === 0 ? '今天到期' : `还有${l.daysLeft}天`}）`
      : `《${l.title}》应还日期 ${l.dueDate}，已超期${-l.daysLeft}天`,
  );
  return kind === 'soon'
    ? { title: `您有${loans.length}本图书即将到期`, body: `${lines.join('\n')}\n请按时归还，或在“我的借阅”中续借。` }
    : { title: `您有${loans.length}本图书已超期`, body: `${lines.join('\n')}\n请尽快归还，以免产生超期费用。` };
}

type TReaderRow = TChangedRow<typeof loansKind.columns>;

/** Readers of these rows with an active account here, each with their loans, renewals made here applied. */
async function readersOf(siteDb: SiteDb, rows: readonly TReaderRow[]): Promise<{ userId: string; loans: TLoanRow[] }[]> {
  const byReader = new Map<string, TLoanRow[]>();
  for (const r of rows) byReader.set(r.person, [...(byReader.get(r.person) ?? []), r.data]);
  const idOf = await activeAccountIds(siteDb, byReader.keys());
  if (idOf.size === 0) return [];
  const renewals = await doneRenewals(siteDb, [...idOf.values()]);
  return [...idOf].map(([reader, userId]) => ({ userId, loans: withRenewals(byReader.get(reader)!, renewals.filter((r) => r.user_id === userId)) }));
}

/**
 * The current loans by reader, a page of rows at a time: the key starts with 读者, so a reader's loans
 * come together, and the last reader of a page waits for the next so each is told once per walk.
 */
async function* loansByReader(siteDb: SiteDb): AsyncGenerator<{ userId: string; loans: TLoanRow[] }[]> {
  const version = await currentVersion(siteDb, loansKind.id);
  if (!version) return;
  let carried: TReaderRow[] = [];
  for (let afterKey: string | undefined; ; ) {
    const page = await changedRows(siteDb, loansKind, { version, since: 0 }, { afterKey, limit: PAGE });
    const rows = [...carried, ...page];
    const last = page.length ? page.at(-1)! : undefined;
    carried = last ? rows.filter((r) => r.person === last.person) : [];
    const whole = last ? rows.filter((r) => r.person !== last.person) : rows;
    if (whole.length) yield await readersOf(siteDb, whole);
    if (!last) return;
    afterKey = last.rowKey;
  }
}

/** One reader's reminders: each loan and due date once per kind, marked in the transaction that sends it. */
async function remindReader(siteDb: SiteDb, userId: string, loans: readonly TLoanRow[], today: string, now: number): Promise<number> {
  const due: Record<TKind, TDue[]> = { soon: [], overdue: [] };
  for (const loan of loans) {
    const daysLeft = daysBetween(today, loan.dueDate);
    if (daysLeft < 0) due.overdue.push({ ...loan, daysLeft });
    else if (daysLeft <= DUE_SOON_DAYS) due.soon.push({ ...loan, daysLeft });
  }
  let sent = 0;
  for (const kind of ['overdue', 'soon'] as const) {
    if (due[kind].length === 0) continue;
    sent += await siteDb.transaction(async (tx) => {
      const fresh: TDue[] = [];
      for (const loan of due[kind]) {
        const marked = await tx
          .insertInto('library_reminders', { user_id: userId, barcode: loan.barcode, due_date: loan.dueDate, kind, sent: now })
          .onConflict((oc) => oc.columns(['site_id', 'user_id', 'barcode', 'due_date', 'kind']).doNothing())
          .executeTakeFirst();
        if (Number(marked.numInsertedOrUpdatedRows ?? 0) > 0) fresh.push(loan);
      }
      if (fresh.length === 0) return 0;
      return sendMessage(tx, { userIds: [userId], appKey: 'library', link: '/library/mine', ...messageOf(kind, fresh) }, now);
    });
  }
  return sent;
}

/**
 * The day's reminders of one site at `now` (Unix seconds): from REMIND_AT on the site's clock, the
 * day's walk is claimed (one instance, one tick), then every active reader's loans are looked at: a
 * loan due within DUE_SOON_DAYS, and one overdue, each gets one message (kept in `library_reminders`,
 * so a walk again, or the next day's, never repeats it). A walk that fails gives the day back for the
 * next tick. Answers the messages sent, or undefined when it was not this call's to walk.
 */
export async function runReminders(siteDb: SiteDb, timeZone: string, now: number): Promise<number | undefined> {
  if (siteClock(timeZone, new Date(now * 1000)) < REMIND_AT) return undefined;
  const today = todayOf(timeZone, now);
  const claimed = await siteDb
    .insertInto('library_reminder_runs', { day: today, created: now })
    .onConflict((oc) => oc.columns(['site_id', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  try {
    let sent = 0;
    for await (const readers of loansByReader(siteDb)) for (const { userId, loans } of readers) sent += await remindReader(siteDb, userId, loans, today, now);
    return sent;
  } catch (error) {
    await siteDb.deleteFrom('library_reminder_runs').where('day', '=', today).execute();
    throw error;
  }
}

/** Each site's reminders, looked at every quarter hour (a platform job, docs/jobs.md). */
export function addReminderJob(app: FastifyInstance): void {
  app.jobs.add({
    name: REMIND_JOB,
    everyMs: REMIND_TICK_MS,
    run: (siteDb, site, now) => runReminders(siteDb, site.settings.timeZone, now),
  });
}
