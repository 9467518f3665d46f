import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TPermitKind } from '../rules';
import type { TScanResult } from '../contract-office';

/**
 * One permit request, a visit or a car. The decision is the workflow instance's; its outcome is copied
 * here when the instance ends, so the gate, lists and statistics read one row.
 */
export interface PermitRequestsTable {
  site_id: string;
  id: string;
  kind: TPermitKind;
  instance_id: string;
  /** The page's id for this submission: a retried request finds the first instead of asking twice. */
  request_id: string;
  /** The person who asked (car), or '' for a visitor, who has no account. */
  applicant_id: string;
  /** The person visited (visitor), or the applicant (car): whom the gate names beside the holder. */
  host_id: string;
  /** The visitor, or the car's owner. */
  name: string;
  phone: string;
  /** Visitors' ID number, shown masked everywhere; '' for cars. */
  id_card: string;
  plate: string;
  reason: string;
  /** `YYYY-MM-DD HH:MM` in site time: the window the pass opens the gate in. */
  start_at: string;
  end_at: string;
  status: TInstanceStatus;
  /** What the approver wrote when deciding (the reason of a refusal), shown to the visitor. */
  decision_comment: string;
  /** When the security office revoked the approved pass, 0 while not. */
  revoked: number;
  revoked_by: string;
  revoke_reason: string;
  /** The secret of a visitor's status link (a capability for this one row), '' for cars. */
  view_token: string;
  created: number;
}

/** Every check at the gate, refused ones too (a code of another site is logged without its request). */
export interface PermitScansTable {
  site_id: string;
  id: string;
  /** '' when the code named no request of this site. */
  request_id: string;
  guard_id: string;
  gate: string;
  result: TScanResult;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    permit_requests: PermitRequestsTable;
    permit_scans: PermitScansTable;
  }
}

/** The security office decides car permits and keeps the records; `gate` is the guards' check. */
export const PERMIT_GRANTS = { 'site-admin': ['approve', 'gate'], manager: ['approve', 'gate'] };

export const permitMigration: TMigration = {
  name: 'permit_0001_requests',
  async up(db) {
    await db.schema
      .createTable('permit_requests')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('applicant_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('host_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('id_card', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plate', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('end_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('decision_comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('revoked', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('revoke_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('view_token', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('permit_requests_pk', ['site_id', 'id'])
      .execute();
    // A visitor's retries share a request id without an applicant: the id alone is the key.
    await db.schema.createIndex('permit_requests_request').on('permit_requests').columns(['site_id', 'kind', 'applicant_id', 'request_id']).unique().execute();
    await db.schema.createIndex('permit_requests_instance').on('permit_requests').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('permit_requests_token').on('permit_requests').columns(['site_id', 'view_token']).execute();
    await db.schema.createIndex('permit_requests_window').on('permit_requests').columns(['site_id', 'kind', 'status', 'start_at']).execute();
    await db.schema.createIndex('permit_requests_created').on('permit_requests').columns(['site_id', 'created']).execute();
    await db.schema
      .createTable('permit_scans')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('guard_id', 'text', (c) => c.notNull())
      .addColumn('gate', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('permit_scans_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('permit_scans_created').on('permit_scans').columns(['site_id', 'created']).execute();
    for (const [role, modules] of Object.entries(PERMIT_GRANTS)) await extendBuiltinRoleGrants(db, role, 'permit', modules);
  },
};
