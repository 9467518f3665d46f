import type { TMigration } from '../db/migrate';

export interface UploadsTable {
  site_id: string;
  /** The file key handed to clients (`attach?file=<id>`). */
  id: string;
  user_id: string;
  name: string;
  type: string;
  size: number;
  /** Path of the stored file relative to the site's upload folder. */
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  created: number;
}

declare module '../db/database' {
  interface Database {
    uploads: UploadsTable;
  }
}

export const filesMigration: TMigration = {
  name: '000_platform_0004_uploads',
  async up(db) {
    await db.schema
      .createTable('uploads')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('thumb_path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('uploads_pk', ['site_id', 'id'])
      .execute();
  },
};
