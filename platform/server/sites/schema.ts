import type { TMigration } from '../db/migrate';

export interface SitesTable {
  id: string;
  name: string;
  base_path: string;
  /** JSON array of host names that resolve to this site. */
  domains: string;
  logo: string;
  image_url: string;
  login_url: string;
  logout_url: string;
  status: 'active' | 'suspended';
  /** JSON of `TSiteSettings`. */
  settings: string;
  /** 1 for a site the demo seed made: only those may use the demo messaging sign-in. Never set through the API. */
  demo: number;
  created: number;
  updated: number;
}

declare module '../db/database' {
  interface Database {
    sites: SitesTable;
  }
}

export const sitesMigration: TMigration = {
  name: '000_platform_0001_sites',
  async up(db) {
    await db.schema
      .createTable('sites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('base_path', 'text', (c) => c.notNull().defaultTo('/site/'))
      .addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('login_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logout_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/** Marks the sites the demo seed makes; a site that existed before cannot be told apart, so none is marked. */
export const demoSitesMigration: TMigration = {
  name: '000_platform_0110_demo_sites',
  async up(db) {
    await db.schema
      .alterTable('sites')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
