import { sql } from 'kysely';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** A 核对批次: when students may confirm or ask, and which items they may ask to correct. */
export interface InfocheckCampaignsTable {
  site_id: string;
  id: string;
  name: string;
  /** YYYY-MM-DD in the site's time zone, both days included. */
  opens: string;
  closes: string;
  /** JSON array of the editable columns. */
  editable: string;
  created: number;
  updated_by: string;
}

/** A student's 确认无误 in a campaign: one row per student, kept (a second confirmation changes nothing). */
export interface InfocheckConfirmationsTable {
  site_id: string;
  campaign_id: string;
  user_id: string;
  student_no: string;
  class_name: string;
  confirmed: number;
}

/** A correction request of one item, with the office's decision. */
export interface InfocheckRequestsTable {
  site_id: string;
  id: string;
  campaign_id: string;
  user_id: string;
  student_no: string;
  student_name: string;
  class_name: string;
  college: string;
  field: string;
  old_value: string;
  new_value: string;
  reason: string;
  /** JSON array of upload ids (proof). */
  attachments: string;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  comment: string;
  reviewed_by: string;
  reviewed: number;
  created: number;
  /** The client's request id, so a repeated submission answers the first (idempotent); '' when none. */
  request_key: string;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    infocheck_campaigns: InfocheckCampaignsTable;
    infocheck_confirmations: InfocheckConfirmationsTable;
    infocheck_requests: InfocheckRequestsTable;
  }
}

/** Administrators set campaigns and review every class; counselors (辅导员) review their classes. */
export const INFOCHECK_GRANTS: Record<string, string[]> = { 'site-admin': ['manage', 'review'], instructor: ['review'] };

export const infocheckMigration: TMigration = {
  name: 'infocheck_0001_tables',
  async up(db) {
    await db.schema
      .createTable('infocheck_campaigns')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('opens', 'text', (c) => c.notNull())
      .addColumn('closes', 'text', (c) => c.notNull())
      .addColumn('editable', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('infocheck_campaigns_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('infocheck_confirmations')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('student_no', 'text', (c) => c.notNull())
      .addColumn('class_name', 'text', (c) => c.notNull())
      .addColumn('confirmed', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('infocheck_confirmations_pk', ['site_id', 'campaign_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('infocheck_requests')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('student_no', 'text', (c) => c.notNull())
      .addColumn('student_name', 'text', (c) => c.notNull())
      .addColumn('class_name', 'text', (c) => c.notNull())
      .addColumn('college', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('old_value', 'text', (c) => c.notNull())
      .addColumn('new_value', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('attachments', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('reviewed_by', 'text', (c) => c.notNull())
      .addColumn('reviewed', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('infocheck_requests_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('infocheck_requests_campaign').on('infocheck_requests').columns(['site_id', 'campaign_id', 'status']).execute();
    await db.schema.createIndex('infocheck_requests_user').on('infocheck_requests').columns(['site_id', 'user_id', 'campaign_id']).execute();
    // One pending request per item at a time, even when two submissions race.
    await sql`create unique index infocheck_requests_one_pending on infocheck_requests (site_id, user_id, campaign_id, field) where status = 'pending'`.execute(db);
    for (const [role, modules] of Object.entries(INFOCHECK_GRANTS)) await extendBuiltinRoleGrants(db, role, 'infocheck', modules);
  },
};
