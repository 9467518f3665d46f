import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TPermitState } from '../contract';
import type { TPermitRecord } from '../contract-office';
import { maskIdCard, maskPhone, normalPlate, type TPermitKind } from '../rules';
import type { PermitRequestsTable } from './schema';

/** A permit's state as people read it: the flow's outcome, unless the security office revoked it since. */
export const permitState = (r: Pick<PermitRequestsTable, 'status' | 'revoked'>): TPermitState => (Number(r.revoked) > 0 ? 'revoked' : r.status);

export interface TRecordFilters {
  kind?: TPermitKind;
  state?: TPermitState;
  from?: string;
  to?: string;
  keyword?: string;
}

/** Requests with the host's name, inside the filters (a date range finds the windows that overlap it). */
export function recordsQuery(siteDb: SiteDb, filters: TRecordFilters) {
  let query = siteDb
    .selectFrom('permit_requests')
    .leftJoin('users as host', (j) => j.onRef('host.site_id', '=', 'permit_requests.site_id').onRef('host.id', '=', 'permit_requests.host_id'));
  if (filters.kind) query = query.where('permit_requests.kind', '=', filters.kind);
  if (filters.state === 'revoked') query = query.where('permit_requests.revoked', '>', 0);
  else if (filters.state) query = query.where('permit_requests.status', '=', filters.state).where('permit_requests.revoked', '=', 0);
  if (filters.from) query = query.where('permit_requests.end_at', '>=', `${filters.from} 00:00`);
  if (filters.to) query = query.where('permit_requests.start_at', '<=', `${filters.to} 23:59`);
  if (filters.keyword) {
    const like = likeContaining(filters.keyword);
    const plate = likeContaining(normalPlate(filters.keyword));
    query = query.where((eb) => eb.or([eb('permit_requests.name', 'like', like), eb('permit_requests.plate', 'like', plate), eb('host.realname', 'like', like)]));
  }
  return query;
}

export type TRecordsQuery = ReturnType<typeof recordsQuery>;

/** The rows of `recordsQuery` as the office's lists and exports show them, newest first. */
export const selectRecords = (query: TRecordsQuery) =>
  query
    .select([
      'permit_requests.id',
      'permit_requests.instance_id',
      'permit_requests.kind',
      'permit_requests.name',
      'permit_requests.phone',
      'permit_requests.id_card',
      'permit_requests.plate',
      'permit_requests.reason',
      'permit_requests.start_at',
      'permit_requests.end_at',
      'permit_requests.status',
      'permit_requests.revoked',
      'permit_requests.created',
      'host.realname as host_name',
    ])
    .orderBy('permit_requests.created', 'desc')
    .orderBy('permit_requests.id', 'desc');

type TRecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** Phones and ID numbers leave the server masked: the office checks a person against their card, never copies it. */
export const permitRecord = (r: TRecordRow): TPermitRecord => ({
  id: r.id,
  instanceId: r.instance_id,
  kind: r.kind,
  name: r.name,
  phone: maskPhone(r.phone),
  idCard: maskIdCard(r.id_card),
  plate: r.plate,
  host: r.host_name ?? '',
  reason: r.reason,
  start: r.start_at,
  end: r.end_at,
  state: permitState(r),
  created: Number(r.created),
});

const DAY_SECONDS = 86_400;
/** The statistic's days, today included. */
const STAT_DAYS = 14;

/** 通行证统计: requests made on each of the last 14 days (site days) by kind, and every kind's states. */
export async function permitStatistics(siteDb: SiteDb, today: string, midnight: number) {
  const since = midnight - (STAT_DAYS - 1) * DAY_SECONDS;
  const [recent, states] = await Promise.all([
    siteDb.selectFrom('permit_requests').select(['kind', 'created']).where('created', '>=', since).execute(),
    siteDb
      .selectFrom('permit_requests')
      .select(['kind', 'status', sql<number>`case when revoked > 0 then 1 else 0 end`.as('is_revoked'), (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy(['kind', 'status', sql`case when revoked > 0 then 1 else 0 end`])
      .execute(),
  ]);
  const byDay = Array.from({ length: STAT_DAYS }, (_, i) => ({ day: dayBack(today, STAT_DAYS - 1 - i), visitor: 0, car: 0 }));
  for (const r of recent) {
    const slot = byDay[Math.floor((Number(r.created) - since) / DAY_SECONDS)];
    if (slot) slot[r.kind] += 1;
  }
  const counts = new Map<string, { kind: TPermitKind; state: TPermitState; count: number }>();
  for (const r of states) {
    const state = permitState({ status: r.status, revoked: Number(r.is_revoked) });
    const key = `${r.kind}:${state}`;
    const entry = counts.get(key) ?? { kind: r.kind, state, count: 0 };
    entry.count += Number(r.n);
    counts.set(key, entry);
  }
  return { byDay, byState: [...counts.values()] };
}

const dayBack = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/** Revokes an approved pass at once: the next scan refuses it, the holder's page stops showing it. */
export async function revoke(siteDb: SiteDb, actorId: string, id: string, reason: string): Promise<void> {
  const row = await siteDb.selectFrom('permit_requests').select(['status', 'revoked']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('通行证不存在');
  if (Number(row.revoked) > 0) throw fail('通行证已经撤销');
  if (row.status !== 'approved') throw fail('只有已批准的通行证可以撤销');
  await siteDb
    .updateTable('permit_requests')
    .set({ revoked: nowSeconds(), revoked_by: actorId, revoke_reason: sanitizePlainText(reason) })
    .where('id', '=', id)
    .where('revoked', '=', 0)
    .execute();
}
