import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/**
 * exam → manage: the console's overview (scoped: a counselor's classes, a site role's whole site) and,
 * for site administrators, the arrangements' upload page. Counselors (辅导员) hold it for their department.
 */
export const EXAM_STAFF_MODULES = ['manage'];

/**
 * Reminders that went out, one per exam (the dataset row's key) and moment (`eve` the day before,
 * `day` on the day): the primary key makes "once" hold across reloads of the dataset and instances.
 * `fingerprint` is the time and place the reminder named, in words: when the row's differ, the
 * student is told once (考试安排有变动) and the fingerprint moves on by a conditional update.
 */
export interface ExamRemindersTable {
  site_id: string;
  exam_key: string;
  moment: string;
  user_id: string;
  fingerprint: string;
  /** The exam's start as last told (Unix seconds): recent reminders are the ones a change is looked for in. */
  starts_at: number;
  sent_at: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    exam_reminders: ExamRemindersTable;
  }
}

export const examMigration: TMigration = {
  name: 'exam_0001_reminders',
  async up(db) {
    await db.schema
      .createTable('exam_reminders')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('exam_key', 'text', (c) => c.notNull())
      .addColumn('moment', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('exam_reminders_pk', ['site_id', 'exam_key', 'moment'])
      .execute();
    await db.schema.createIndex('exam_reminders_starts').on('exam_reminders').columns(['site_id', 'starts_at']).execute();
    // Sites made before the area: their administrators and counselors get exam → manage as new sites do.
    await extendBuiltinRoleGrants(db, 'site-admin', 'exam', EXAM_STAFF_MODULES);
    await extendBuiltinRoleGrants(db, 'instructor', 'exam', EXAM_STAFF_MODULES);
  },
};
