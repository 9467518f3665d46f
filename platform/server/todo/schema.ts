import type { TMigration } from '../db/migrate';

/** One open to-do of one person; its row goes when the task is done, by whoever did it. */
export interface TodosTable {
  site_id: string;
  id: string;
  user_id: string;
  /** Who keeps the task (`workflow`) and its key there (the task id): what closes it. */
  source: string;
  ref: string;
  app_key: string;
  title: string;
  summary: string;
  link: string;
  deadline: number;
  created: number;
}

declare module '../db/database' {
  interface Database {
    todos: TodosTable;
  }
}

export const todosMigration: TMigration = {
  name: '000_platform_0150_todos',
  async up(db) {
    await db.schema
      .createTable('todos')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('app_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deadline', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('todos_pk', ['site_id', 'id'])
      .execute();
    // A task is one person's to-do once; closing finds it by its source and key.
    await db.schema.createIndex('todos_ref').on('todos').columns(['site_id', 'source', 'ref', 'user_id']).unique().execute();
    await db.schema.createIndex('todos_user').on('todos').columns(['site_id', 'user_id', 'created']).execute();
  },
};
