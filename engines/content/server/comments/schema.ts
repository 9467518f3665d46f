import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TCommentStatus } from '@quad/contracts/comments';

/** A comment on a subject of some area (`kind` + `subject_id`: a video, a topic). */
export interface CommentsTable {
  site_id: string;
  id: string;
  kind: string;
  subject_id: string;
  user_id: string;
  /** Plain text, markup removed. */
  body: string;
  /** Upload ids of this site, as JSON. */
  images: string;
  /** The comment this one answers, '' for none. */
  reply_to: string;
  status: TCommentStatus;
  /** The client's id of the post: a retry finds the first one (unique per person). */
  request_id: string;
  created: number;
  moderated_by: string;
  moderated_at: number;
  reason: string;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    comments: CommentsTable;
  }
}

export const commentsMigration: TMigration = {
  name: '000_platform_0106_comments',
  async up(db) {
    await db.schema
      .createTable('comments')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('reply_to', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('moderated_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('moderated_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('comments_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('comments_subject').on('comments').columns(['site_id', 'kind', 'subject_id', 'status', 'created']).execute();
    await db.schema.createIndex('comments_queue').on('comments').columns(['site_id', 'kind', 'status', 'created']).execute();
    await db.schema.createIndex('comments_request').unique().on('comments').columns(['site_id', 'user_id', 'request_id']).execute();
  },
};
