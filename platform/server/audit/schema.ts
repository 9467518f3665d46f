import type { TMigration } from '../db/migrate';

export interface AuditLogTable {
  site_id: string;
  id: string;
  created: number;
  /** Who: a user id, or '' for the system. */
  actor_id: string;
  actor_name: string;
  /** What, as `<area>.<verb>` (`people.create`, `roles.grant`, …). */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the record before and after the change ('' when there is none). */
  before: string;
  after: string;
  ip: string;
  user_agent: string;
}

declare module '../db/database' {
  interface Database {
    audit_log: AuditLogTable;
  }
}

export const auditMigration: TMigration = {
  name: '000_platform_0007_audit',
  async up(db) {
    await db.schema
      .createTable('audit_log')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('target_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('before', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('after', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('audit_log_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_created').on('audit_log').columns(['site_id', 'created']).execute();
    await db.schema.createIndex('audit_log_target').on('audit_log').columns(['site_id', 'target_type', 'target_id']).execute();
  },
};
