import type { TEditorialStatus } from '@quad/contracts/editorial';
import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TTargetKind } from '@quad/platform/server/identity/audience';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

export interface NoticesTable {
  site_id: string;
  id: string;
  title: string;
  /** Rich text already passed through the allowlist (platform/rich-text.ts): safe to render as HTML. */
  body: string;
  publisher_id: string;
  /** 1 when the whole site is the audience; otherwise notice_targets says who. */
  audience_all: number;
  pinned: number;
  must_read: number;
  /** Unix seconds after which nobody sees it; 0 for never. */
  expires: number;
  status: TEditorialStatus;
  /** When a scheduled notice goes out (0 otherwise); `created` is when it went out once published. */
  publish_at: number;
  /** Upload ids of this site, as JSON. */
  attachments: string;
  /** The reviewer's note when a submitted notice was sent back ('' otherwise). */
  review_note: string;
  created: number;
  updated: number;
}

export interface NoticeTargetsTable {
  site_id: string;
  notice_id: string;
  kind: TTargetKind;
  target_id: string;
}

export interface NoticeReadsTable {
  site_id: string;
  notice_id: string;
  user_id: string;
  read_at: number;
  /** When a must-read notice was confirmed, 0 until then. */
  confirmed_at: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    notices: NoticesTable;
    notice_targets: NoticeTargetsTable;
    notice_reads: NoticeReadsTable;
  }
}

export const noticesMigration: TMigration = {
  name: 'notice_0001_notices',
  async up(db) {
    await db.schema
      .createTable('notices')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('publisher_id', 'text', (c) => c.notNull())
      .addColumn('audience_all', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('must_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('notices_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('notice_targets')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('notice_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_targets_pk', ['site_id', 'notice_id', 'kind', 'target_id'])
      .execute();
    await db.schema.createIndex('notice_targets_target').on('notice_targets').columns(['site_id', 'kind', 'target_id']).execute();
    await db.schema
      .createTable('notice_reads')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('notice_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('notice_reads_pk', ['site_id', 'notice_id', 'user_id'])
      .execute();

    // Administrators of sites made before notices existed may publish, as new sites' do (BUILTIN_ROLES).
    await extendBuiltinRoleGrants(db, 'site-admin', 'notice', ['publish']);
  },
};

/** Notices may wait as drafts, for review or for their time, and carry attachments. */
export const noticeEditorialMigration: TMigration = {
  name: 'notice_0002_editorial',
  async up(db) {
    await db.schema.alterTable('notices').addColumn('publish_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('notices').addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('notices').addColumn('review_note', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex('notices_due').on('notices').columns(['site_id', 'status', 'publish_at']).execute();
  },
};

