import type { Generated } from 'kysely';
import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TTargetKind } from '@quad/platform/server/identity/audience';

export interface FormsTable {
  site_id: string;
  id: string;
  /** The form's number on its site (`formid` of the original pages and scripts), 1, 2, 3… */
  no: number;
  title: string;
  description: string;
  category: string;
  status: 'draft' | 'published' | 'closed';
  /** The latest published version; 0 before the first publish. */
  version: number;
  /** The design being edited (JSON TFormDefinition); publishing copies it into form_versions. */
  draft: string;
  /** JSON TFormAudience. */
  audience: string;
  /** 1 when the audience is the whole site; otherwise form_targets says who (form-targets.ts keeps both). */
  audience_all: Generated<number>;
  opens_at: number;
  closes_at: number;
  frequency: 'once' | 'daily' | 'unlimited';
  editable: number;
  anonymous: number;
  /** 1: each answer starts an approval (the forms area's flow `form.<id>`); see forms_0004_approval. */
  approval: Generated<number>;
  created_by: string;
  created: number;
  updated: number;
}

export interface FormVersionsTable {
  site_id: string;
  form_id: string;
  version: number;
  /** JSON TFormDefinition, never changed once published: answers are judged by it. */
  definition: string;
  published_by: string;
  published: number;
}

export interface FormAnswersTable {
  site_id: string;
  id: string;
  form_id: string;
  version: number;
  user_id: string;
  /**
   * What makes an answer unique for its person: '1' (once), the site day (daily), the answer id
   * (unlimited). A unique index on (site, form, user, slot) makes frequency limits hold under races.
   */
  slot: string;
  /** The site day it was submitted (YYYY-MM-DD in the site's zone). */
  day: string;
  /** JSON TAnswerValues, cleaned by the engine. */
  values_json: string;
  /** Plain text of the answer for searching (names, numbers, text answers). */
  search_text: string;
  /** Spec §3: the department the person filled as. */
  starter_dept_id: string;
  /** The submit request's id: a retried request returns this answer. */
  request_id: string;
  created: number;
  updated: number;
}

/** Who a form is aimed at, one row per department, class, role or person (the JSON's `targets`). */
export interface FormTargetsTable {
  site_id: string;
  form_id: string;
  kind: TTargetKind;
  target_id: string;
}

export interface FormDraftsTable {
  site_id: string;
  form_id: string;
  user_id: string;
  version: number;
  values_json: string;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    forms: FormsTable;
    form_versions: FormVersionsTable;
    form_answers: FormAnswersTable;
    form_drafts: FormDraftsTable;
    form_targets: FormTargetsTable;
  }
}

export const formsMigration: TMigration = {
  name: 'forms_0001_forms',
  async up(db) {
    await db.schema
      .createTable('forms')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('no', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('draft', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('closes_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('once'))
      .addColumn('editable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('forms_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('forms_no').unique().on('forms').columns(['site_id', 'no']).execute();
    await db.schema
      .createTable('form_versions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text', (c) => c.notNull())
      .addColumn('published', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_versions_pk', ['site_id', 'form_id', 'version'])
      .execute();
    await db.schema
      .createTable('form_answers')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('values_json', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('starter_dept_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_answers_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('form_answers_slot').unique().on('form_answers').columns(['site_id', 'form_id', 'user_id', 'slot']).execute();
    await db.schema.createIndex('form_answers_request').unique().on('form_answers').columns(['site_id', 'user_id', 'request_id']).execute();
    await db.schema.createIndex('form_answers_form_day').on('form_answers').columns(['site_id', 'form_id', 'day']).execute();
    await db.schema
      .createTable('form_drafts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('values_json', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('form_drafts_pk', ['site_id', 'form_id', 'user_id'])
      .execute();
  },
};

/** 提交后需要审批: a setting like `editable`, so it applies at once when saved and is never versioned. */
export const formApprovalMigration: TMigration = {
  name: 'forms_0004_approval',
  async up(db) {
    await db.schema.alterTable('forms').addColumn('approval', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
