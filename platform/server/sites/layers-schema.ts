import type { TMigration } from '../db/migrate';

/** Platform defaults: one row per setting key, under every site's own values. Edited by platform administrators. */
export interface PlatformSettingsTable {
  key: string;
  /** JSON of the value. */
  value: string;
  updated: number;
}

/** A department's own values for the keys a department may change (`DEPARTMENT_KEYS`, route titles). */
export interface DepartmentSettingsTable {
  site_id: string;
  dept_id: string;
  key: string;
  /** JSON of the value. */
  value: string;
  updated: number;
}

declare module '../db/database' {
  interface Database {
    platform_settings: PlatformSettingsTable;
    department_settings: DepartmentSettingsTable;
  }
}

export const settingLayersMigration: TMigration = {
  name: '000_platform_0102_setting_layers',
  async up(db) {
    await db.schema
      .createTable('platform_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('department_settings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('department_settings_pk', ['site_id', 'dept_id', 'key'])
      .execute();
  },
};
