import { sql } from 'kysely';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';

/** A kind of certificate a site's office issues, with the text it prints. */
export interface CertificateTypesTable {
  site_id: string;
  id: string;
  name: string;
  office: string;
  description: string;
  /** JSON array of who may ask: `student`, `teacher`. */
  applicants: string;
  template: string;
  /** The role whose holders approve, in the type's default flow (the flow may be changed in 流程设置). */
  approver_role: string;
  /** The seal's upload id, '' for none. */
  seal: string;
  enabled: number;
  created: number;
  updated: number;
}

/**
 * One request, and once approved the certificate itself: its number, verification code and the text
 * as issued (kept, so a template changed later never changes a certificate already handed out).
 */
export interface CertificateRequestsTable {
  site_id: string;
  id: string;
  user_id: string;
  type_id: string;
  instance_id: string;
  /** The page's id for this submission: a retried request finds the first instead of asking twice. */
  request_id: string;
  purpose: string;
  copies: number;
  status: TInstanceStatus;
  /** Set when issued: the year and place in that year's numbering, 0 before. */
  year: number;
  seq: number;
  /** The QR code's secret (unguessable), '' before issue. */
  code: string;
  type_name: string;
  office: string;
  body: string;
  issued: number;
  revoked: number;
  revoke_reason: string;
  revoked_by: string;
  created: number;
}

/** The last number given in a site's year: one row per (site, year), taken under the row's lock. */
export interface CertificateCountersTable {
  site_id: string;
  year: number;
  last: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    certificate_types: CertificateTypesTable;
    certificate_requests: CertificateRequestsTable;
    certificate_counters: CertificateCountersTable;
  }
}

/** The site's administrators and its school-wide managers run the offices' work; approving is the flow's. */
export const CERTIFICATE_GRANTS = { 'site-admin': ['approve', 'manage'], manager: ['approve', 'manage'] };

export const certificateMigration: TMigration = {
  name: 'certificate_0001_tables',
  async up(db) {
    await db.schema
      .createTable('certificate_types')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('office', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('applicants', 'text', (c) => c.notNull())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('approver_role', 'text', (c) => c.notNull())
      .addColumn('seal', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('certificate_types_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('certificate_requests')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('type_id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('copies', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type_name', 'text', (c) => c.notNull())
      .addColumn('office', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('issued', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoke_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('revoked_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('certificate_requests_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('certificate_requests_request').on('certificate_requests').columns(['site_id', 'user_id', 'request_id']).unique().execute();
    await db.schema.createIndex('certificate_requests_instance').on('certificate_requests').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('certificate_requests_created').on('certificate_requests').columns(['site_id', 'created']).execute();
    // Verification looks a code up within its site; the number is unique per site too (a second guard against a repeated number).
    await db.schema.createIndex('certificate_requests_code').on('certificate_requests').columns(['site_id', 'code']).execute();
    await db.schema.createIndex('certificate_requests_number').on('certificate_requests').columns(['site_id', 'year', 'seq']).unique().where(sql<boolean>`seq > 0`).execute();
    await db.schema
      .createTable('certificate_counters')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('certificate_counters_pk', ['site_id', 'year'])
      .execute();
    for (const [role, modules] of Object.entries(CERTIFICATE_GRANTS)) await extendBuiltinRoleGrants(db, role, 'certificate', modules);
  },
};
