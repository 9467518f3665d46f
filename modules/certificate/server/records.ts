import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TCertificateRecord } from '../contract';
import { certificateItem, ITEM_COLUMNS } from './service';

export interface TRecordFilters {
  status?: TInstanceStatus;
  typeId?: string;
  from?: string;
  to?: string;
  keyword?: string;
}

/** 〔2026〕证字第0012号 (or 2026-12, 2026/12) typed into the search: the year and number it names. */
const NUMBER = /(\d{4})\D+0*(\d{1,6})\D*$/;

/** Seconds of a `YYYY-MM-DD` day's start in China's time (the sites' zone; a day's edge is no matter for a filter). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/** Requests with their people, inside the filters (dates are the day asked). */
export function recordsQuery(siteDb: SiteDb, filters: TRecordFilters) {
  let query = siteDb
    .selectFrom('certificate_requests')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'certificate_requests.site_id').onRef('users.id', '=', 'certificate_requests.user_id'))
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'users.site_id').onRef('dept.id', '=', 'users.dept_id'));
  if (filters.status) query = query.where('certificate_requests.status', '=', filters.status);
  if (filters.typeId) query = query.where('certificate_requests.type_id', '=', filters.typeId);
  if (filters.from) query = query.where('certificate_requests.created', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('certificate_requests.created', '<', dayStart(filters.to) + 86_400);
  if (filters.keyword) {
    const like = likeContaining(filters.keyword);
    const number = NUMBER.exec(filters.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('users.realname', 'like', like),
        eb('users.number', 'like', like),
        ...(number ? [eb.and([eb('certificate_requests.year', '=', Number(number[1])), eb('certificate_requests.seq', '=', Number(number[2]))])] : []),
      ]),
    );
  }
  return query;
}

export type TRecordsQuery = ReturnType<typeof recordsQuery>;

/** The rows of `recordsQuery` as the office's list and export show them, newest first. */
export const selectRecords = (query: TRecordsQuery) =>
  query
    .select([...ITEM_COLUMNS, 'certificate_requests.revoke_reason', 'users.realname', 'users.number', 'dept.name as dept_name'])
    .orderBy('certificate_requests.created', 'desc')
    .orderBy('certificate_requests.id', 'desc');

type TRecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export const certificateRecord = (r: TRecordRow): TCertificateRecord => ({
  ...certificateItem(r),
  name: r.realname,
  userNumber: r.number,
  department: r.dept_name ?? '',
  revokeReason: r.revoke_reason,
});
