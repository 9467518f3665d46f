import { randomBytes } from 'node:crypto';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { siteDay } from '@quad/platform/server/time';
import type { TWorkflowEnded } from '@quad/workflow-engine/server';
import { enrollYearOf, fillTemplate } from '../rules';
import { chineseDate } from '@quad/contracts/chinese-date';

/**
 * The next number of the site's year. The counter row is updated in the approval's transaction, so
 * two approvals take turns on it (PostgreSQL's row lock, SQLite's write lock) and a rolled-back
 * approval gives its number back: numbers never repeat and never skip.
 */
async function nextNumber(tx: SiteDb, year: number): Promise<number> {
  await tx.insertInto('certificate_counters', { year, last: 0 }).onConflict((c) => c.columns(['site_id', 'year']).doNothing()).execute();
  const row = await tx
    .updateTable('certificate_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/**
 * What happens when a request's flow ends, in its transaction: the outcome is copied to the request;
 * an approval issues the certificate (number, unguessable verification code, the text as issued).
 */
export async function certificateFlowEnded({ siteDb, instanceId, status }: TWorkflowEnded, timeZone: string): Promise<void> {
  const request = await siteDb.selectFrom('certificate_requests').selectAll().where('instance_id', '=', instanceId).executeTakeFirst();
  if (!request) return;
  if (status !== 'approved' || Number(request.seq) > 0) {
    await siteDb.updateTable('certificate_requests').set({ status }).where('id', '=', request.id).execute();
    return;
  }
  const [type, person] = await Promise.all([
    siteDb.selectFrom('certificate_types').select(['template', 'office', 'name']).where('id', '=', request.type_id).executeTakeFirst(),
    personById.first(siteDb, { userId: request.user_id }),
  ]);
  const today = siteDay(timeZone);
  const year = Number(today.slice(0, 4));
  const seq = await nextNumber(siteDb, year);
  const office = type?.office ?? request.office;
  const body = fillTemplate(type?.template ?? '', {
    realname: person?.realname ?? '',
    number: person?.number ?? '',
    department: person?.dept_name ?? '',
    class: person?.class_name ?? '',
    enrollYear: enrollYearOf(person?.number ?? ''),
    purpose: request.purpose,
    copies: String(request.copies),
    typeName: type?.name ?? request.type_name,
    issueDate: chineseDate(today),
    office,
  });
  await siteDb
    .updateTable('certificate_requests')
    .set({ status, year, seq, code: randomBytes(18).toString('base64url'), office, body, issued: nowSeconds() })
    .where('id', '=', request.id)
    .execute();
}
