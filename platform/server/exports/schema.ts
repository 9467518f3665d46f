import type { TMigration } from '../db/migrate';

/**
 * Exports built in the background (`exports/jobs.ts`): one row per export a person started, with its
 * progress, then where its file lies in the storage until it expires. The row remembers the export's
 * address and query, so the job builds the same file the link would have, under the same permission.
 */
export interface ExportJobsTable {
  site_id: string;
  id: string;
  /** Who started it: the only person who sees its progress and downloads its file. */
  user_id: string;
  /** The export's own download address (`/admin/api/users/export`), naming its kind. */
  path: string;
  /** Its query parameters as JSON. */
  query: string;
  /** `https://host` the export was asked from: files it links to are addressed there. */
  origin: string;
  status: 'running' | 'done' | 'error';
  total: number;
  done: number;
  file_name: string;
  /** Relative to the site's place in the storage; '' until the file is written. */
  file_path: string;
  size: number;
  message: string;
  created: number;
  /** Unix seconds after which the row and its file are gone (0 while running). */
  expires: number;
}

declare module '../db/database' {
  interface Database {
    export_jobs: ExportJobsTable;
  }
}

export const exportJobsMigration: TMigration = {
  name: '000_platform_0142_export_jobs',
  async up(db) {
    await db.schema
      .createTable('export_jobs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('export_jobs_pk', ['site_id', 'id'])
      .execute();
  },
};
