import type { TMigration } from '@quad/platform/server/db/migrate';

export interface AdminImportJobsTable {
  site_id: string;
  id: string;
  created_by: string;
  status: 'running' | 'done' | 'error';
  total: number;
  done: number;
  created_count: number;
  updated_count: number;
  message: string;
  /** JSON list of made-up passwords (row, username, password); cleared once read. */
  passwords: string;
  created: number;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    admin_import_jobs: AdminImportJobsTable;
  }
}

export const importJobsMigration: TMigration = {
  name: 'admin_0001_import_jobs',
  async up(db) {
    await db.schema
      .createTable('admin_import_jobs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('passwords', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('admin_import_jobs_pk', ['site_id', 'id'])
      .execute();
  },
};
