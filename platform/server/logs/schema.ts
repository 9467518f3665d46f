import type { TMigration } from '../db/migrate';

export interface VisitDailyTable {
  site_id: string;
  day: string;
  appkey: string;
  count: number;
}

export interface WebLogsTable {
  site_id: string;
  id: string;
  created: number;
  user_id: string;
  ip: string;
  user_agent: string;
  err_message: string;
  return_data: string;
  vue_data: string;
}

declare module '../db/database' {
  interface Database {
    visit_daily: VisitDailyTable;
    web_logs: WebLogsTable;
  }
}

export const logsMigration: TMigration = {
  name: '000_platform_0003_logs',
  async up(db) {
    await db.schema
      .createTable('visit_daily')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('appkey', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('visit_daily_pk', ['site_id', 'day', 'appkey'])
      .execute();
    await db.schema
      .createTable('web_logs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('err_message', 'text', (c) => c.notNull())
      .addColumn('return_data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vue_data', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('web_logs_pk', ['site_id', 'id'])
      .execute();
  },
};
