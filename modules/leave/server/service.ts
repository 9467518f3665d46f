import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { siteDay } from '@quad/platform/server/time';
import { ensureDefinition, resubmitInstance, startInstance } from '@quad/workflow-engine/server';
import type { applyLeave, reviseLeave, TLeaveFields, TLeaveItem } from '../contract';
import { leaveDays, MAX_LEAVE_DAYS } from '../rules';
import { DEFAULT_LEAVE_FLOW, LEAVE_FLOW } from './flow';
import type { LeaveRequestsTable } from './schema';

/** Leave may be asked for at most this many days after it began (a sick day reported on return). */
const LATE_DAYS = 7;

type TApply = z.output<(typeof applyLeave)['input']>;
type TRevise = z.output<(typeof reviseLeave)['input']>;

/** A request as the applicant filled it in, checked against the site's rules: its row's fields, the flow's values and title. */
async function checkedLeave(siteDb: SiteDb, applicantId: string, timeZone: string, input: TLeaveFields) {
  const days = leaveDays(input.start, input.end);
  if (days > MAX_LEAVE_DAYS) throw fail(`一次请假不能超过${MAX_LEAVE_DAYS}天`);
  if (leaveDays(input.start, siteDay(timeZone)) > LATE_DAYS + 1) throw fail(`只能补请${LATE_DAYS}天内的假`);
  const applicant = await personById.first(siteDb, { userId: applicantId });
  if (!applicant) throw notFound('用户不存在');
  const row = {
    type: input.type,
    start_day: input.start,
    end_day: input.end,
    days,
    reason: sanitizePlainText(input.reason),
    destination: sanitizePlainText(input.destination ?? ''),
    phone: input.phone,
  };
  return {
    row,
    title: `${applicant.realname}的请假（${input.start} 至 ${input.end}，${days}天）`,
    values: { type: row.type, start: row.start_day, end: row.end_day, days, reason: row.reason, destination: row.destination, phone: row.phone },
  };
}

/**
 * A request for leave: checked, stored and sent into the site's leave flow in one transaction, so a
 * request never exists without its flow. A retried submission (same request id) answers the first.
 */
export async function applyForLeave(siteDb: SiteDb, applicantId: string, timeZone: string, input: TApply): Promise<{ id: string; instanceId: string }> {
  const earlier = await siteDb.selectFrom('leave_requests').select(['id', 'instance_id']).where('user_id', '=', applicantId).where('request_id', '=', input.requestId).executeTakeFirst();
  if (earlier) return { id: earlier.id, instanceId: earlier.instance_id };
  const { row, title, values } = await checkedLeave(siteDb, applicantId, timeZone, input);
  return siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: LEAVE_FLOW, app: 'leave', definition: DEFAULT_LEAVE_FLOW });
    const { id: instanceId } = await startInstance(tx, { key: LEAVE_FLOW, applicantId, title, values, requestId: input.requestId });
    // Two submits racing past the check above share the engine's one instance; the second finds the first's row.
    await tx
      .insertInto('leave_requests', { id: newId(), user_id: applicantId, instance_id: instanceId, request_id: input.requestId, ...row, status: 'running', returned: 0, created: nowSeconds() })
      .onConflict((c) => c.columns(['site_id', 'user_id', 'request_id']).doNothing())
      .execute();
    const saved = await tx.selectFrom('leave_requests').select('id').where('user_id', '=', applicantId).where('request_id', '=', input.requestId).executeTakeFirstOrThrow();
    return { id: saved.id, instanceId };
  });
}

/** My request of this flow instance, or not found (another person's or another site's is not there). */
async function myLeaveRow(siteDb: SiteDb, userId: string, instanceId: string) {
  const row = await siteDb.selectFrom('leave_requests').select(LEAVE_COLUMNS).where('instance_id', '=', instanceId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('请假记录不存在');
  return row;
}

export const myLeave = async (siteDb: SiteDb, userId: string, instanceId: string): Promise<TLeaveItem> => leaveItem(await myLeaveRow(siteDb, userId, instanceId));

/**
 * A request sent back for changes (退回修改), changed and sent again: the row and the flow's values
 * change together, and the step that returned it decides again. Sending the same changes twice (an
 * answer lost on the way) answers like the first.
 */
export async function reviseMyLeave(siteDb: SiteDb, applicantId: string, timeZone: string, input: TRevise): Promise<{ id: string; instanceId: string }> {
  const mine = await myLeaveRow(siteDb, applicantId, input.instanceId);
  const { row, title, values } = await checkedLeave(siteDb, applicantId, timeZone, input);
  const answer = { id: mine.id, instanceId: mine.instance_id };
  const unchanged = (Object.keys(row) as (keyof typeof row)[]).every((key) => String(mine[key]) === String(row[key]));
  if (mine.status === 'running' && unchanged) return answer;
  if (mine.status !== 'returned') throw fail('只有被退回修改的请假可以修改');
  return siteDb.transaction(async (tx) => {
    await tx.updateTable('leave_requests').set({ ...row, status: 'running' }).where('id', '=', mine.id).execute();
    await resubmitInstance(tx, { instanceId: mine.instance_id, applicantId, values, title });
    return answer;
  });
}

type TLeaveRow = Pick<LeaveRequestsTable, 'id' | 'instance_id' | 'type' | 'start_day' | 'end_day' | 'days' | 'reason' | 'destination' | 'phone' | 'status' | 'returned' | 'created'>;

export const LEAVE_COLUMNS = [
  'leave_requests.id',
  'leave_requests.instance_id',
  'leave_requests.type',
  'leave_requests.start_day',
  'leave_requests.end_day',
  'leave_requests.days',
  'leave_requests.reason',
  'leave_requests.destination',
  'leave_requests.phone',
  'leave_requests.status',
  'leave_requests.returned',
  'leave_requests.created',
] as const;

export const leaveItem = (r: TLeaveRow): TLeaveItem => ({
  id: r.id,
  instanceId: r.instance_id,
  type: r.type,
  start: r.start_day,
  end: r.end_day,
  days: Number(r.days),
  reason: r.reason,
  destination: r.destination,
  phone: r.phone,
  status: r.status,
  returned: Number(r.returned),
  created: Number(r.created),
});

/** My requests, newest first. */
export async function myLeaves(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb.selectFrom('leave_requests').where('user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) => q.select(LEAVE_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: rows.map(leaveItem), total };
}

/** 销假: the applicant reports back from an approved leave that has begun, once. */
export async function reportBack(siteDb: SiteDb, userId: string, id: string, timeZone: string): Promise<void> {
  const row = await siteDb.selectFrom('leave_requests').select(['status', 'start_day', 'returned']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('请假记录不存在');
  if (row.status !== 'approved') throw fail('只有已批准的请假可以销假');
  if (Number(row.returned) > 0) throw fail('已经销假');
  if (row.start_day > siteDay(timeZone)) throw fail('假期尚未开始，不需要销假；如不再需要请假，请撤回申请');
  await siteDb.updateTable('leave_requests').set({ returned: nowSeconds() }).where('id', '=', id).where('returned', '=', 0).execute();
}
