import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TTopicStatus } from '../contract';

export interface TopicsTable {
  site_id: string;
  id: string;
  title: string;
  description: string;
  /** Upload id of this site ('' for none). */
  cover: string;
  status: TTopicStatus;
  pinned: number;
  /** Posts wait for a moderator before others see them. */
  review: number;
  creator_id: string;
  created: number;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    topics: TopicsTable;
  }
}

export const TOPIC_ADMIN_MODULES = ['manage'];

export const topicMigration: TMigration = {
  name: 'topic_0001_topics',
  async up(db) {
    await db.schema
      .createTable('topics')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('review', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creator_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('topics_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('topics_list').on('topics').columns(['site_id', 'status', 'pinned', 'created']).execute();
    await extendBuiltinRoleGrants(db, 'site-admin', 'topic', TOPIC_ADMIN_MODULES);
  },
};
