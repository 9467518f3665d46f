import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TLeaveType } from '../rules';

/**
 * One request for leave. The decision is the workflow instance's; its outcome is copied here when
 * the instance ends, so lists and statistics filter by dates, type and status without reading flows.
 */
export interface LeaveRequestsTable {
  site_id: string;
  id: string;
  user_id: string;
  instance_id: string;
  /** The page's id for this submission: a retried request finds the first instead of asking twice. */
  request_id: string;
  type: TLeaveType;
  /** `YYYY-MM-DD`, both days included. */
  start_day: string;
  end_day: string;
  days: number;
  reason: string;
  destination: string;
  phone: string;
  status: TInstanceStatus;
  returned: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    leave_requests: LeaveRequestsTable;
  }
}

/** Who decides leave: an instructor for their classes, a leader for their department, the site's administrators for all. */
export const LEAVE_GRANTS = { instructor: ['approve'], leader: ['approve'], 'site-admin': ['approve'] };

export const leaveMigration: TMigration = {
  name: 'leave_0001_requests',
  async up(db) {
    await db.schema
      .createTable('leave_requests')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('start_day', 'text', (c) => c.notNull())
      .addColumn('end_day', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('returned', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('leave_requests_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('leave_requests_request').on('leave_requests').columns(['site_id', 'user_id', 'request_id']).unique().execute();
    await db.schema.createIndex('leave_requests_instance').on('leave_requests').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('leave_requests_days').on('leave_requests').columns(['site_id', 'status', 'start_day', 'end_day']).execute();
    for (const [role, modules] of Object.entries(LEAVE_GRANTS)) await extendBuiltinRoleGrants(db, role, 'leave', modules);
  },
};
