import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { siteDay, siteTime } from '@quad/platform/server/time';
import { ensureDefinition, startInstance } from '@quad/workflow-engine/server';
import type { applyCar, TCarPermit } from '../contract';
import { daysBetween, MAX_CAR_DAYS } from '../rules';
import { CAR_FLOW, DEFAULT_CAR_FLOW } from './flow';
import { passOf, verdict } from './pass';
import { permitState } from './records';
import type { PermitRequestsTable } from './schema';

type TApply = z.output<(typeof applyCar)['input']>;

/**
 * A car permit: checked, stored and sent into the site's car flow in one transaction. A retried
 * submission (same request id) answers the first. The period is whole days of site time.
 */
export async function applyForCar(siteDb: SiteDb, applicantId: string, timeZone: string, input: TApply): Promise<{ id: string; instanceId: string }> {
  const earlier = await siteDb
    .selectFrom('permit_requests')
    .select(['id', 'instance_id'])
    .where('kind', '=', 'car')
    .where('applicant_id', '=', applicantId)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (earlier) return { id: earlier.id, instanceId: earlier.instance_id };
  if (input.start < siteDay(timeZone)) throw fail('开始日期不能早于今天');
  if (daysBetween(input.start, input.end) + 1 > MAX_CAR_DAYS) throw fail('通行证有效期不能超过一年');
  const applicant = await personById.first(siteDb, { userId: applicantId });
  if (!applicant) throw notFound('用户不存在');
  const row = { plate: input.plate, name: sanitizePlainText(input.owner), reason: sanitizePlainText(input.reason), start_at: `${input.start} 00:00`, end_at: `${input.end} 23:59` };
  return siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: CAR_FLOW, app: 'permit', definition: DEFAULT_CAR_FLOW });
    const { id: instanceId } = await startInstance(tx, {
      key: CAR_FLOW,
      applicantId,
      title: `${applicant.realname}的车辆通行证（${row.plate}，${input.start} 至 ${input.end}）`,
      values: { kind: 'car', plate: row.plate, owner: row.name, reason: row.reason, start: input.start, end: input.end },
      requestId: input.requestId,
    });
    const id = newId();
    await tx
      .insertInto('permit_requests', {
        id,
        kind: 'car',
        instance_id: instanceId,
        request_id: input.requestId,
        applicant_id: applicantId,
        host_id: applicantId,
        phone: applicant.mobile,
        id_card: '',
        ...row,
        status: 'running',
        revoked: 0,
        revoked_by: '',
        revoke_reason: '',
        decision_comment: '',
        view_token: '',
        created: nowSeconds(),
      })
      .execute();
    return { id, instanceId };
  });
}

const CAR_COLUMNS = ['id', 'instance_id', 'plate', 'name', 'reason', 'start_at', 'end_at', 'status', 'revoked', 'created'] as const;
type TCarRow = Pick<PermitRequestsTable, (typeof CAR_COLUMNS)[number]>;

const carItem = (r: TCarRow): TCarPermit => ({
  id: r.id,
  instanceId: r.instance_id,
  plate: r.plate,
  owner: r.name,
  reason: r.reason,
  start: r.start_at.slice(0, 10),
  end: r.end_at.slice(0, 10),
  state: permitState(r),
  created: Number(r.created),
});

const mine = (siteDb: SiteDb, userId: string) => siteDb.selectFrom('permit_requests').where('kind', '=', 'car').where('applicant_id', '=', userId);

/** My car permits, newest first. */
export async function myCars(siteDb: SiteDb, userId: string, page: TPage) {
  const { rows, total } = await pagedRows(mine(siteDb, userId), page, (q) => q.select(CAR_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: rows.map(carItem), total };
}

/** The QR of my approved car permit, while it has not ended or been revoked (one not yet begun shows, the gate says when). */
export async function myCarPass(siteDb: SiteDb, userId: string, timeZone: string, id: string) {
  const row = await mine(siteDb, userId).select(CAR_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('通行证不存在');
  const why = verdict(row, siteTime(timeZone, nowSeconds()));
  if (why === 'revoked') throw fail('通行证已被撤销');
  if (why === 'not-approved') throw fail('通行证尚未批准');
  if (why === 'ended') throw fail('通行证已过期');
  return { ...carItem(row), pass: await passOf(siteDb, row.id) };
}
