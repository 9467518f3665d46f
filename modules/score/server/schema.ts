import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The site's GPA rules (one row per site), JSON checked by the contract's `ZGpaRules` when saved. */
export interface ScoreRulesTable {
  site_id: string;
  rules_json: string;
  updated: number;
  updated_by: string;
}

/** Score rows already announced in the inbox, by the dataset row key: each row is announced once, ever. */
export interface ScoreAnnouncedTable {
  site_id: string;
  row_key: string;
  announced: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    score_rules: ScoreRulesTable;
    score_announced: ScoreAnnouncedTable;
  }
}

/**
 * Who holds what: administrators the console (manage) and every student's scores (staff, site-wide);
 * counselors (辅导员) and department leaders the scores of their departments' classes (staff).
 */
export const SCORE_GRANTS: Record<string, string[]> = { 'site-admin': ['manage', 'staff'], instructor: ['staff'], leader: ['staff'] };

export const scoreMigration: TMigration = {
  name: 'score_0001_rules',
  async up(db) {
    await db.schema
      .createTable('score_rules')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('rules_json', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('score_rules_pk', ['site_id'])
      .execute();
    await db.schema
      .createTable('score_announced')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('row_key', 'text', (c) => c.notNull())
      .addColumn('announced', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('score_announced_pk', ['site_id', 'row_key'])
      .execute();
    for (const [role, modules] of Object.entries(SCORE_GRANTS)) await extendBuiltinRoleGrants(db, role, 'score', modules);
  },
};
