import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { selectPeople } from '@quad/platform/server/identity/people';
import { findsPerson } from '@quad/platform/server/identity/search';
import type { WindowLimiter } from '@quad/platform/server/rate-limit';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { siteDay, siteTime } from '@quad/platform/server/time';
import { ensureDefinition, startInstance } from '@quad/workflow-engine/server';
import type { applyVisit, TVisitStatus } from '../contract';
import { BOOK_AHEAD_DAYS, dayAfter, daysBetween, maskIdCard, maskPhone, MAX_VISIT_DAYS } from '../rules';
import { DEFAULT_VISIT_FLOW, VISIT_FLOW } from './flow';
import { passOf } from './pass';
import { permitState } from './records';

type TApply = z.output<(typeof applyVisit)['input']>;

const HOSTS_AT_MOST = 10;

/** Staff a visitor may name: active teachers and staff (students receive no visitors through the gate). */
const hosts = (siteDb: SiteDb) => selectPeople(siteDb).where('users.status', '=', 'active').where('users.type', 'in', ['teacher', 'staff']);

/** Hosts found by a visitor's typing: names and departments only, never numbers or phones (the page is public). */
export async function searchHosts(siteDb: SiteDb, keyword: string) {
  const rows = await hosts(siteDb).where(findsPerson(siteDb, keyword)).orderBy('users.realname').limit(HOSTS_AT_MOST).execute();
  return { list: rows.map((r) => ({ id: r.id, name: r.realname, department: r.dept_name ?? '' })) };
}

async function findHost(siteDb: SiteDb, input: TApply) {
  if (!input.hostId && !input.hostNumber) throw fail('请选择受访人');
  let query = hosts(siteDb);
  query = input.hostId ? query.where('users.id', '=', input.hostId) : query.where('users.number', '=', input.hostNumber ?? '');
  const host = await query.executeTakeFirst();
  if (!host) throw fail('没有找到该受访人，请核对姓名或工号');
  return host;
}

/** The window's rules beyond its form: not in the past, not too far ahead, not too long. */
function checkWindow(timeZone: string, start: string, end: string) {
  const now = siteTime(timeZone, nowSeconds());
  if (end <= now) throw fail('来访结束时间已过，请重新选择');
  if (start.slice(0, 10) < siteDay(timeZone)) throw fail('来访开始时间不能早于今天');
  if (start.slice(0, 10) > dayAfter(siteDay(timeZone), BOOK_AHEAD_DAYS)) throw fail(`只能预约${BOOK_AHEAD_DAYS}天内的来访`);
  if (daysBetween(start, end) > MAX_VISIT_DAYS) throw fail(`一次来访不能超过${MAX_VISIT_DAYS}天`);
}

/**
 * A visit booked by someone without an account: checked, stored and sent into the host's flow in one
 * transaction. A retry with the same request id answers the first request's link (and costs no
 * attempt of the phone's limit); a new request counts against it.
 */
export async function applyForVisit(siteDb: SiteDb, perPhone: WindowLimiter, timeZone: string, input: TApply): Promise<{ token: string }> {
  const earlier = await siteDb.selectFrom('permit_requests').select('view_token').where('kind', '=', 'visitor').where('applicant_id', '=', '').where('request_id', '=', input.requestId).executeTakeFirst();
  if (earlier) return { token: earlier.view_token };
  checkWindow(timeZone, input.start, input.end);
  const host = await findHost(siteDb, input);
  await perPhone.hit(`${siteDb.siteId}:${input.phone}`, '该手机号预约过于频繁，请稍后再试');
  const row = {
    name: sanitizePlainText(input.name),
    phone: input.phone,
    id_card: input.idCard,
    plate: input.plate ?? '',
    reason: sanitizePlainText(input.reason),
    start_at: input.start,
    end_at: input.end,
  };
  const token = randomBytes(24).toString('base64url');
  return siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: VISIT_FLOW, app: 'permit', definition: DEFAULT_VISIT_FLOW });
    const { id: instanceId } = await startInstance(tx, {
      key: VISIT_FLOW,
      applicantId: host.id,
      title: `访客预约：${row.name}（${row.start_at} 至 ${row.end_at}）`,
      values: { kind: 'visitor', hostId: host.id, visitor: row.name, phone: row.phone, idCard: maskIdCard(row.id_card), reason: row.reason, start: row.start_at, end: row.end_at, plate: row.plate },
      requestId: `visit_${input.requestId}`.slice(0, 64),
    });
    await tx
      .insertInto('permit_requests', {
        id: newId(),
        kind: 'visitor',
        instance_id: instanceId,
        request_id: input.requestId,
        applicant_id: '',
        host_id: host.id,
        ...row,
        status: 'running',
        revoked: 0,
        revoked_by: '',
        revoke_reason: '',
        decision_comment: '',
        view_token: token,
        created: nowSeconds(),
      })
      .execute();
    return { token };
  });
}

/** What the holder of a status link sees: their request, masked, and while it opens the gate, its pass. */
export async function visitByToken(siteDb: SiteDb, timeZone: string, token: string): Promise<TVisitStatus> {
  const row = await siteDb.selectFrom('permit_requests').selectAll().where('kind', '=', 'visitor').where('view_token', '=', token).executeTakeFirst();
  if (!row) throw notFound('预约不存在或链接已失效');
  const host = await selectPeople(siteDb).where('users.id', '=', row.host_id).executeTakeFirst();
  const state = permitState(row);
  const open = state === 'approved' && row.end_at >= siteTime(timeZone, nowSeconds());
  return {
    state,
    name: row.name,
    phone: maskPhone(row.phone),
    idCard: maskIdCard(row.id_card),
    host: host ? [host.realname, host.dept_name].filter(Boolean).join(' · ') : '',
    reason: row.reason,
    comment: row.decision_comment,
    plate: row.plate,
    start: row.start_at,
    end: row.end_at,
    created: Number(row.created),
    pass: open ? await passOf(siteDb, row.id) : null,
  };
}
