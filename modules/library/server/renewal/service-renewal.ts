import { createHash } from 'node:crypto';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { daysBetween, todayOf } from '../dates';
import { effectiveLoans, renewRefusalMessage } from '../loans';
import type { LibraryRenewalsTable } from '../schema';
import { requireRenewal } from './settings';
import { LIBRARY_DOWN } from './rest-library';

/** A pending claim older than this belongs to a process that died: another request may take it over. */
const CLAIM_EXPIRES_S = 60;
/** How long a repeat waits for the first request's answer before saying it is still being handled. */
const REPEAT_WAIT_MS = 10_000;
const POLL_MS = 100;

type TRenewed = { barcode: string; dueDate: string; renewCount: number; message: string };
type TContext = { site: TSite; siteDb: SiteDb; platform: TPlatform; userId: string };

const answerOf = (row: Pick<LibraryRenewalsTable, 'barcode' | 'new_due' | 'renew_count' | 'message'>): TRenewed => ({
  barcode: row.barcode,
  dueDate: row.new_due,
  renewCount: Number(row.renew_count),
  message: row.message || `续借成功，新的应还日期为 ${row.new_due}`,
});

const claimOf = (siteDb: SiteDb, userId: string, barcode: string, fromDue: string) =>
  siteDb
    .selectFrom('library_renewals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('barcode', '=', barcode)
    .where('from_due', '=', fromDue)
    .executeTakeFirst();

/** A repeat of a renewal under way: waits for the first request's outcome and answers it. */
async function awaitFirst(siteDb: SiteDb, userId: string, barcode: string, fromDue: string): Promise<TRenewed> {
  for (let waited = 0; waited < REPEAT_WAIT_MS; waited += POLL_MS) {
    const row = await claimOf(siteDb, userId, barcode, fromDue);
    if (!row) throw fail('续借未成功，请稍后再试');
    if (row.state === 'done') return answerOf(row);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw fail('续借正在办理中，请稍后刷新查看');
}

/**
 * Takes the renewal of (reader, copy, due date) for this request: a new claim, or one whose process
 * died. Answers the finished renewal instead when a first request already made it (a double tap), or
 * waits for one still under way.
 */
async function claim(siteDb: SiteDb, userId: string, barcode: string, fromDue: string, now: number): Promise<TRenewed | undefined> {
  const made = await siteDb
    .insertInto('library_renewals', {
      user_id: userId,
      barcode,
      from_due: fromDue,
      new_due: '',
      renew_count: 0,
      state: 'pending',
      claimed: now,
      message: '',
    })
    .onConflict((oc) => oc.columns(['site_id', 'user_id', 'barcode', 'from_due']).doNothing())
    .executeTakeFirst();
  if (Number(made.numInsertedOrUpdatedRows ?? 0) > 0) return undefined;
  const row = await claimOf(siteDb, userId, barcode, fromDue);
  if (!row) return claim(siteDb, userId, barcode, fromDue, now);
  if (row.state === 'done') return answerOf(row);
  if (Number(row.claimed) > now - CLAIM_EXPIRES_S) return awaitFirst(siteDb, userId, barcode, fromDue);
  const taken = await siteDb
    .updateTable('library_renewals')
    .set({ claimed: now })
    .where('user_id', '=', userId)
    .where('barcode', '=', barcode)
    .where('from_due', '=', fromDue)
    .where('state', '=', 'pending')
    .where('claimed', '=', row.claimed)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? undefined : awaitFirst(siteDb, userId, barcode, fromDue);
}

/** The id the library may use to renew once however often it is asked: the same renewal, the same id. */
const requestIdOf = (siteId: string, userId: string, barcode: string, fromDue: string) =>
  createHash('sha256').update(`${siteId}\n${userId}\n${barcode}\n${fromDue}`).digest('hex').slice(0, 32);

/**
 * Renews one of the reader's loans through the library, from the due date the reader saw. The new due
 * date is kept here and shown at once (`effectiveLoans`), before the library's next load carries it.
 * The same (copy, due date) asked again, at once or later, answers the one renewal.
 */
export async function renewLoan(ctx: TContext, input: { barcode: string; dueDate: string }, now: number = nowSeconds()): Promise<TRenewed> {
  const { site, siteDb, userId } = ctx;
  const { system, maxRenewals } = await requireRenewal(siteDb, site, ctx.platform);
  const loan = (await effectiveLoans(siteDb, userId)).find((l) => l.barcode === input.barcode);
  if (!loan) throw notFound('没有找到这本在借图书');
  if (loan.dueDate !== input.dueDate) {
    const done = await claimOf(siteDb, userId, input.barcode, input.dueDate);
    if (done?.state === 'done') return answerOf(done);
    throw fail('应还日期已变化，请刷新后再试');
  }
  const today = todayOf(site.settings.timeZone, now);
  const refusal = renewRefusalMessage(loan, daysBetween(today, loan.dueDate), maxRenewals);
  if (refusal) throw fail(refusal);
  const earlier = await claim(siteDb, userId, loan.barcode, loan.dueDate, now);
  if (earlier) return earlier;
  const user = await siteDb.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
  const release = () =>
    siteDb
      .deleteFrom('library_renewals')
      .where('user_id', '=', userId)
      .where('barcode', '=', loan.barcode)
      .where('from_due', '=', loan.dueDate)
      .where('state', '=', 'pending')
      .execute();
  let answer;
  try {
    answer = await system.renew({
      reader: user.username,
      barcode: loan.barcode,
      requestId: requestIdOf(site.id, userId, loan.barcode, loan.dueDate),
      dueDate: loan.dueDate,
      today,
    });
  } catch (error) {
    await release();
    if (error instanceof SchoolSystemError) throw fail(error.kind === 'refused' ? error.message : LIBRARY_DOWN);
    throw error;
  }
  if (answer.dueDate <= loan.dueDate) {
    await release();
    throw fail('图书馆没有延长应还日期，请到借还台咨询');
  }
  const finished = { new_due: answer.dueDate, renew_count: loan.renewCount + 1, state: 'done' as const, message: answer.message };
  await siteDb
    .updateTable('library_renewals')
    .set(finished)
    .where('user_id', '=', userId)
    .where('barcode', '=', loan.barcode)
    .where('from_due', '=', loan.dueDate)
    .execute();
  return answerOf({ barcode: loan.barcode, ...finished });
}
