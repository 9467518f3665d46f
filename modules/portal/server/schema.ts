import type { TMigration } from '@quad/platform/server/db/migrate';

export interface SearchHistoryTable {
  site_id: string;
  user_id: string;
  id: string;
  keyword: string;
  created: number;
}

/**
 * A person's favourite apps. Rows are kept when the site later hides or disables an app: the page
 * shows such a favourite as unavailable instead of letting it vanish without a word.
 */
export interface AppFavouritesTable {
  site_id: string;
  user_id: string;
  app_key: string;
  sort: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    search_history: SearchHistoryTable;
    app_favourites: AppFavouritesTable;
  }
}

export const portalMigration: TMigration = {
  name: 'portal_0001_search_favourites',
  async up(db) {
    await db.schema
      .createTable('search_history')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_history_pk', ['site_id', 'user_id', 'id'])
      .execute();
    await db.schema
      .createTable('app_favourites')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_key', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('app_favourites_pk', ['site_id', 'user_id', 'app_key'])
      .execute();
  },
};
