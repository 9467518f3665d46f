import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import { roleScope, type TRoleScope } from '@quad/platform/server/identity/role-scopes';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TLeaveRecord } from '../contract';
import type { TLeaveType } from '../rules';
import { LEAVE_COLUMNS, leaveItem } from './service';

export interface TRecordFilters {
  status?: TInstanceStatus;
  type?: TLeaveType;
  from?: string;
  to?: string;
  keyword?: string;
}

/** What an approver may see: everyone for a site-wide role, else their department's or class's people. */
export const approverScope = (siteDb: SiteDb, userId: string): Promise<TRoleScope> => roleScope(siteDb, userId, 'leave', ['approve']);

/** Requests with their people, inside `scope` and the filters (a date range finds the leaves that overlap it). */
export function recordsQuery(siteDb: SiteDb, scope: TRoleScope, filters: TRecordFilters) {
  let query = siteDb
    .selectFrom('leave_requests')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'leave_requests.site_id').onRef('users.id', '=', 'leave_requests.user_id'))
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'users.site_id').onRef('dept.id', '=', 'users.dept_id'))
    .leftJoin('departments as cls', (j) => j.onRef('cls.site_id', '=', 'users.site_id').onRef('cls.id', '=', 'users.class_id'));
  if (scope !== 'all') {
    // An empty scope finds nothing (a department role granted without a department fails closed).
    const units = scope.length ? scope : [''];
    query = query.where((eb) => eb.or([eb('users.dept_id', 'in', units), eb('users.class_id', 'in', units)]));
  }
  if (filters.status) query = query.where('leave_requests.status', '=', filters.status);
  if (filters.type) query = query.where('leave_requests.type', '=', filters.type);
  if (filters.from) query = query.where('leave_requests.end_day', '>=', filters.from);
  if (filters.to) query = query.where('leave_requests.start_day', '<=', filters.to);
  if (filters.keyword) {
    const like = likeContaining(filters.keyword);
    query = query.where((eb) => eb.or([eb('users.realname', 'like', like), eb('users.number', 'like', like)]));
  }
  return query;
}

export type TRecordsQuery = ReturnType<typeof recordsQuery>;

/** The rows of `recordsQuery` as the approvers' lists and exports show them, newest first. */
export const selectRecords = (query: TRecordsQuery) =>
  query
    .select([...LEAVE_COLUMNS, 'users.realname', 'users.number', 'dept.name as dept_name', 'cls.name as class_name'])
    .orderBy('leave_requests.created', 'desc')
    .orderBy('leave_requests.id', 'desc');

type TRecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export const leaveRecord = (r: TRecordRow): TLeaveRecord => ({
  ...leaveItem(r),
  name: r.realname,
  number: r.number,
  department: r.dept_name ?? '',
  className: r.class_name ?? '',
});
