import type { TMigration } from '@quad/platform/server/db/migrate';

/**
 * The personal inbox every area writes to (issue 7). It is the messages engine's so that areas send
 * messages without importing the message area; the message area owns the screens and calls.
 */
export interface MessagesTable {
  site_id: string;
  id: string;
  user_id: string;
  /** The app that sent it (`notice`, `approval`, …): what the user can mute. */
  app_key: string;
  title: string;
  body: string;
  /** Where the message leads inside the portal, '' for none. */
  link: string;
  created: number;
  /** Unix seconds from which it counts as new: later than `created` when it arrived during quiet hours. */
  visible_at: number;
  read: number;
  read_at: number;
}

export interface MessageSettingsTable {
  site_id: string;
  user_id: string;
  quiet_enabled: number;
  /** Minutes after midnight, in the site's time zone. */
  quiet_start: number;
  quiet_end: number;
  /** JSON array of muted app keys. */
  muted_apps: string;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    messages: MessagesTable;
    message_settings: MessageSettingsTable;
  }
}

/** Migrated with the engines: every area may write to the inbox, whatever areas are installed. */
export const messagesMigration: TMigration = {
  name: 'message_0001_inbox',
  async up(db) {
    await db.schema
      .createTable('messages')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('visible_at', 'bigint', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('messages_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('messages_user').on('messages').columns(['site_id', 'user_id', 'read', 'visible_at']).execute();
    await db.schema
      .createTable('message_settings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('quiet_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quiet_start', 'integer', (c) => c.notNull().defaultTo(1320))
      .addColumn('quiet_end', 'integer', (c) => c.notNull().defaultTo(420))
      .addColumn('muted_apps', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_settings_pk', ['site_id', 'user_id'])
      .execute();
  },
};
