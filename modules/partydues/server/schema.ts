import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TMemberCategory } from '../shared/rules';

/** A party branch (党支部). */
export interface PartyduesBranchesTable {
  site_id: string;
  id: string;
  name: string;
  created: number;
  updated: number;
}

/** A branch's secretaries (one or more): they see the branch's statistics on the phone. */
export interface PartyduesSecretariesTable {
  site_id: string;
  branch_id: string;
  user_id: string;
}

/** The roll: one row per member, kept by the office. Amounts in fen. */
export interface PartyduesMembersTable {
  site_id: string;
  user_id: string;
  branch_id: string;
  category: TMemberCategory;
  /** 税后月工资收入, what the percentage bands apply to. */
  income: number;
  /** A monthly amount the office set by hand; 0 when the rules decide. */
  override: number;
  /** `YYYY-MM`: the first month owed. */
  start_month: string;
  /** 0: off the roll (transferred out, exempted): nothing more is owed. */
  active: number;
  updated: number;
}

/** A month paid: once per (person, month), whatever order paid it. */
export interface PartyduesPaidTable {
  site_id: string;
  user_id: string;
  month: string;
  amount: number;
  order_id: string;
  paid_at: number;
}

/** A site's own rules as JSON (`TDuesRules`); no row means the defaults. */
export interface PartyduesRulesTable {
  site_id: string;
  rules: string;
  updated_by: string;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    partydues_branches: PartyduesBranchesTable;
    partydues_secretaries: PartyduesSecretariesTable;
    partydues_members: PartyduesMembersTable;
    partydues_paid: PartyduesPaidTable;
    partydues_rules: PartyduesRulesTable;
  }
}

/** The organisation office keeps the roll; site administrators hold it from the start. */
export const PARTYDUES_GRANTS = { 'site-admin': ['manage'] };

export const partyduesMigration: TMigration = {
  name: 'partydues_0001_tables',
  async up(db) {
    await db.schema
      .createTable('partydues_branches')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('partydues_branches_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('partydues_secretaries')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('branch_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('partydues_secretaries_pk', ['site_id', 'branch_id', 'user_id'])
      .execute();
    await db.schema.createIndex('partydues_secretaries_user').on('partydues_secretaries').columns(['site_id', 'user_id']).execute();
    await db.schema
      .createTable('partydues_members')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('branch_id', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('income', 'bigint', (c) => c.notNull())
      .addColumn('override', 'bigint', (c) => c.notNull())
      .addColumn('start_month', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('partydues_members_pk', ['site_id', 'user_id'])
      .execute();
    await db.schema.createIndex('partydues_members_branch').on('partydues_members').columns(['site_id', 'branch_id']).execute();
    await db.schema
      .createTable('partydues_paid')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('partydues_paid_pk', ['site_id', 'user_id', 'month'])
      .execute();
    await db.schema.createIndex('partydues_paid_order').on('partydues_paid').columns(['site_id', 'order_id']).execute();
    await db.schema
      .createTable('partydues_rules')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('partydues_rules_pk', ['site_id'])
      .execute();
    for (const [role, modules] of Object.entries(PARTYDUES_GRANTS)) await extendBuiltinRoleGrants(db, role, 'partydues', modules);
  },
};
