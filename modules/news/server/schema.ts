import { sql } from 'kysely';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

export type TArticleStatus = TEditorialStatus;

export interface NewsChannelsTable {
  site_id: string;
  /** Also the route of a channel variant: the channel `tjuNews` is what `tjuNews/index` shows. */
  key: string;
  name: string;
  sort: number;
  /** Hidden channels keep their articles but show no tab and no feed. */
  hidden: number;
  created: number;
}

export interface NewsArticlesTable {
  site_id: string;
  id: string;
  channel: string;
  /** Plain text (markup stripped on save). */
  title: string;
  /** Upload id of the cover image of this site, '' for none. */
  cover: string;
  summary: string;
  /** Rich text already passed through the allowlist (platform/rich-text.ts): safe to render as HTML. */
  body: string;
  /** JSON array of upload ids of this site. */
  attachments: string;
  status: TArticleStatus;
  /** Unix seconds: when it went (or goes, when scheduled) out; 0 for a draft. */
  publish_at: number;
  views: number;
  author_id: string;
  /** The reviewer's note when a submitted article was sent back ('' otherwise). */
  review_note: string;
  created: number;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    news_channels: NewsChannelsTable;
    news_articles: NewsArticlesTable;
  }
}

export const newsMigration: TMigration = {
  name: 'news_0001_channels_articles',
  async up(db) {
    await db.schema
      .createTable('news_channels')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_channels_pk', ['site_id', 'key'])
      .execute();
    await db.schema
      .createTable('news_articles')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('publish_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_articles_pk', ['site_id', 'id'])
      .execute();
    // Lists are per channel, published, newest first; the tick looks for due scheduled articles.
    await db.schema
      .createIndex('news_articles_channel')
      .on('news_articles')
      .columns(['site_id', 'channel', 'status', 'publish_at'])
      .execute();
    await db.schema.createIndex('news_articles_due').on('news_articles').columns(['site_id', 'status', 'publish_at']).execute();
    await db.schema
      .createTable('news_reads')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('article_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_reads_pk', ['site_id', 'article_id', 'user_id', 'day'])
      .execute();

    // Administrators of sites made before news existed may publish, as new sites' do.
    await extendBuiltinRoleGrants(db, 'site-admin', 'news', ['publish']);
  },
};

export interface RssFeedsTable {
  site_id: string;
  id: string;
  name: string;
  url: string;
  created: number;
  /** Unix seconds of the last attempt (successful or not); 0 before the first. */
  last_fetched: number;
  /** Why the last attempt failed, '' when it worked. */
  last_error: string;
  /** When the last failure happened, 0 for never. */
  error_at: number;
}

export interface RssItemsTable {
  site_id: string;
  id: string;
  feed_id: string;
  /** The item's guid or id, else its link: the same item fetched again is not stored twice. */
  guid: string;
  /** Plain text. */
  title: string;
  /** http(s) only, '' otherwise. */
  link: string;
  /** Plain text. */
  summary: string;
  /** Unix seconds the feed gives, else when it was first fetched. */
  published: number;
  fetched: number;
}

export interface RssSubscriptionsTable {
  site_id: string;
  user_id: string;
  feed_id: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    rss_feeds: RssFeedsTable;
    rss_items: RssItemsTable;
    rss_subscriptions: RssSubscriptionsTable;
  }
}

export const rssMigration: TMigration = {
  name: 'news_0002_rss',
  async up(db) {
    await db.schema
      .createTable('rss_feeds')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('last_fetched', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('error_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('rss_feeds_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('rss_items')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('feed_id', 'text', (c) => c.notNull())
      .addColumn('guid', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('published', 'bigint', (c) => c.notNull())
      .addColumn('fetched', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('rss_items_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('rss_items_guid').on('rss_items').columns(['site_id', 'feed_id', 'guid']).unique().execute();
    await db.schema.createIndex('rss_items_recent').on('rss_items').columns(['site_id', 'feed_id', 'published']).execute();
    await db.schema
      .createTable('rss_subscriptions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('feed_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('rss_subscriptions_pk', ['site_id', 'user_id', 'feed_id'])
      .execute();
  },
};

/** Views moved to the platform's daily views (shared with videos); what was counted comes along. */
export const newsViewsMigration: TMigration = {
  name: 'news_0003_daily_views',
  async up(db) {
    // A migration that ran long ago and must stay as it was: it handed the area's own counts to the engine's table once.
    // eslint-disable-next-line quad/own-tables
    await sql`insert into daily_views (site_id, kind, subject_id, user_id, day) select site_id, 'news', article_id, user_id, day from news_reads`.execute(db);
    await db.schema.dropTable('news_reads').execute();
  },
};

/** Articles written by people who may only submit them wait for review (`pending`), and may come back with a note. */
export const newsReviewMigration: TMigration = {
  name: 'news_0004_review',
  async up(db) {
    await db.schema.alterTable('news_articles').addColumn('review_note', 'text', (c) => c.notNull().defaultTo('')).execute();
  },
};

