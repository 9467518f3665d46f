import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TVideoStatus } from '../contract';

export interface VideosTable {
  site_id: string;
  id: string;
  title: string;
  description: string;
  category: string;
  /** Upload ids of this site ('' for none). */
  cover: string;
  file: string;
  /** An https address the video is played from instead of an uploaded file ('' for none). */
  link: string;
  duration: number;
  status: TVideoStatus;
  comments_open: number;
  comments_review: number;
  views: number;
  publisher_id: string;
  /** When it was first published (0 while a draft): lists are ordered by it. */
  published_at: number;
  created: number;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    videos: VideosTable;
  }
}

/** Video managers of every site, new and old. */
export const VIDEO_ADMIN_MODULES = ['manage'];

export const videoMigration: TMigration = {
  name: 'video_0001_videos',
  async up(db) {
    await db.schema
      .createTable('videos')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('comments_open', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('comments_review', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('publisher_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('published_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('videos_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('videos_list').on('videos').columns(['site_id', 'status', 'category', 'published_at']).execute();
    await extendBuiltinRoleGrants(db, 'site-admin', 'video', VIDEO_ADMIN_MODULES);
  },
};
