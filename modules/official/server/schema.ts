import { sql } from 'kysely';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TDocumentStatus } from '../rules';

/** A red header (红头) a site's documents go out under: its title, issuing organ, number prefix and seal. */
export interface OfficialTemplatesTable {
  site_id: string;
  id: string;
  name: string;
  organ: string;
  prefix: string;
  /** The seal's upload id, '' for none. */
  seal: string;
  enabled: number;
  created: number;
  updated: number;
}

/**
 * One document from its draft to its publication. The template's name, organ and prefix are copied
 * when it is issued, so a template changed later never changes a document already sent out.
 */
export interface OfficialDocumentsTable {
  site_id: string;
  id: string;
  drafter_id: string;
  /** The page's id for the 拟稿 that made it: a retried create finds this draft instead of a second. */
  request_id: string;
  template_id: string;
  template_name: string;
  organ: string;
  prefix: string;
  title: string;
  body: string;
  /** JSON arrays of department ids: 主送 and 抄送. */
  main_units: string;
  copy_units: string;
  status: TDocumentStatus;
  /** The latest flow it went along, '' before the first 送审; `past_instances` a JSON array of the earlier ones. */
  instance_id: string;
  past_instances: string;
  /** The 送审 that started `instance_id`: a retried send answers it instead of sending twice. */
  send_request: string;
  return_comment: string;
  /** Set when issued: the Beijing year and place in that prefix's year, 0 before. */
  year: number;
  seq: number;
  issued: number;
  issued_day: string;
  published: number;
  created: number;
  updated: number;
}

/** One unit a document went to (主送 or 抄送), and who signed for it. */
export interface OfficialReceiptsTable {
  site_id: string;
  id: string;
  document_id: string;
  unit_id: string;
  unit_name: string;
  kind: 'main' | 'copy';
  signed_by: string;
  signed_at: number;
}

/** Who may sign a receipt, chosen when the document is issued (the unit's leaders, else the site's administrators). */
export interface OfficialReceiversTable {
  site_id: string;
  receipt_id: string;
  document_id: string;
  user_id: string;
}

/** The last number given under a prefix in a year: one row per (site, prefix, year), taken under the row's lock. */
export interface OfficialCountersTable {
  site_id: string;
  prefix: string;
  year: number;
  last: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    official_templates: OfficialTemplatesTable;
    official_documents: OfficialDocumentsTable;
    official_receipts: OfficialReceiptsTable;
    official_receivers: OfficialReceiversTable;
    official_counters: OfficialCountersTable;
  }
}

/**
 * The site's administrators and school-wide managers keep the templates and see every document; a
 * unit's leaders (院系领导, 单位负责人, granted for their department) sign for what it receives.
 */
export const OFFICIAL_GRANTS = { 'site-admin': ['manage'], manager: ['manage'], leader: ['receive'], 'unit-leader': ['receive'] };

export const officialMigration: TMigration = {
  name: 'official_0001_tables',
  async up(db) {
    await db.schema
      .createTable('official_templates')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organ', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('seal', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_templates_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('official_documents')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('drafter_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('template_id', 'text', (c) => c.notNull())
      .addColumn('template_name', 'text', (c) => c.notNull())
      .addColumn('organ', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('main_units', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('copy_units', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('past_instances', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('send_request', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('return_comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('year', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('issued', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('issued_day', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('published', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_documents_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('official_documents_request').on('official_documents').columns(['site_id', 'drafter_id', 'request_id']).unique().execute();
    await db.schema.createIndex('official_documents_instance').on('official_documents').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('official_documents_status').on('official_documents').columns(['site_id', 'status', 'published']).execute();
    await db.schema.createIndex('official_documents_created').on('official_documents').columns(['site_id', 'created']).execute();
    // A second guard against a repeated number: unique per site, prefix and year.
    await db.schema.createIndex('official_documents_number').on('official_documents').columns(['site_id', 'prefix', 'year', 'seq']).unique().where(sql<boolean>`seq > 0`).execute();
    await db.schema
      .createTable('official_receipts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('unit_id', 'text', (c) => c.notNull())
      .addColumn('unit_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('signed_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('signed_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('official_receipts_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('official_receipts_unit').on('official_receipts').columns(['site_id', 'document_id', 'unit_id']).unique().execute();
    await db.schema
      .createTable('official_receivers')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('receipt_id', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_receivers_pk', ['site_id', 'receipt_id', 'user_id'])
      .execute();
    await db.schema.createIndex('official_receivers_user').on('official_receivers').columns(['site_id', 'user_id', 'document_id']).execute();
    await db.schema
      .createTable('official_counters')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_counters_pk', ['site_id', 'prefix', 'year'])
      .execute();
    for (const [role, modules] of Object.entries(OFFICIAL_GRANTS)) await extendBuiltinRoleGrants(db, role, 'official', modules);
  },
};
