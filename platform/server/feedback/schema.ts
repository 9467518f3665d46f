import type { TMigration } from '../db/migrate';

export interface FeedbackTable {
  site_id: string;
  id: string;
  user_id: string;
  content: string;
  page: string;
  contact: string;
  /** new → read → done, set by the site's administrators in the feedback inbox. */
  status: 'new' | 'read' | 'done';
  ip: string;
  created: number;
}

declare module '../db/database' {
  interface Database {
    feedback: FeedbackTable;
  }
}

export const feedbackMigration: TMigration = {
  name: '000_platform_0006_feedback',
  async up(db) {
    await db.schema
      .createTable('feedback')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('feedback_status').on('feedback').columns(['site_id', 'status', 'created']).execute();
  },
};
