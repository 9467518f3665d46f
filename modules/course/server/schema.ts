import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TCourseCategory } from '../rules';

/**
 * 选课批次: one term's selection. Its rounds are written to every offering's engine item (round 1
 * opens..closes, the draw, round 2 until `grab_until`, drops until `drop_until`); `audience_json` is the
 * resolved audience (`TAudience`) the items get too. Credits are in tenths.
 */
export interface CourseTermsTable {
  site_id: string;
  id: string;
  name: string;
  max_credits: number;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  grab_until: number;
  drop_until: number;
  audience_json: string;
  created_by: string;
  created: number;
  updated: number;
}

/** 开课: one section of a course in a term, and its engine item (one zone `main`, capacity = its places). */
export interface CourseOfferingsTable {
  site_id: string;
  id: string;
  term_id: string;
  code: string;
  name: string;
  credits: number;
  teacher: string;
  place: string;
  category: TCourseCategory;
  description: string;
  /** `TSlot[]`. */
  slots_json: string;
  /** Course codes to have completed first. */
  prerequisites_json: string;
  item_id: string;
  created: number;
  updated: number;
}

/** 已修课程: what a student has completed, imported by the office until transcripts come from the school's data. */
export interface CourseCompletedTable {
  site_id: string;
  id: string;
  user_id: string;
  code: string;
  term_label: string;
  created: number;
}

/**
 * One row per student and term, bumped first by every selection's guard: on PostgreSQL its row lock
 * makes a student's parallel selections of different courses check credits and conflicts one after
 * another (each sees the other's claim); SQLite has one writer anyway.
 */
export interface CourseLoadTable {
  site_id: string;
  term_id: string;
  user_id: string;
  version: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    course_terms: CourseTermsTable;
    course_offerings: CourseOfferingsTable;
    course_completed: CourseCompletedTable;
    course_load: CourseLoadTable;
  }
}

/** The site's administrators and the academic office's managers run course selection. */
export const COURSE_GRANTS = { 'site-admin': ['manage'], manager: ['manage'] };

export const courseMigration: TMigration = {
  name: 'course_0001_tables',
  async up(db) {
    await db.schema
      .createTable('course_terms')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('max_credits', 'integer', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('draw_at', 'bigint', (c) => c.notNull())
      .addColumn('grab_until', 'bigint', (c) => c.notNull())
      .addColumn('drop_until', 'bigint', (c) => c.notNull())
      .addColumn('audience_json', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_terms_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('course_offerings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('term_id', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('credits', 'integer', (c) => c.notNull())
      .addColumn('teacher', 'text', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('slots_json', 'text', (c) => c.notNull())
      .addColumn('prerequisites_json', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_offerings_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('course_offerings_term').on('course_offerings').columns(['site_id', 'term_id', 'code']).execute();
    // The guard and my timetable find offerings by the engine items my claims name.
    await db.schema.createIndex('course_offerings_item').on('course_offerings').columns(['site_id', 'item_id']).unique().execute();
    await db.schema
      .createTable('course_completed')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('term_label', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_completed_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createIndex('course_completed_person')
      .on('course_completed')
      .columns(['site_id', 'user_id', 'code'])
      .unique()
      .execute();
    await db.schema
      .createTable('course_load')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('term_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_load_pk', ['site_id', 'term_id', 'user_id'])
      .execute();
    for (const [role, modules] of Object.entries(COURSE_GRANTS)) await extendBuiltinRoleGrants(db, role, 'course', modules);
  },
};
