import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay } from '@quad/platform/server/time';
import { DEFAULT_RULES, monthlyDues, type TDuesRules } from '../shared/rules';
import type { PartyduesMembersTable } from './schema';

/** This month (`YYYY-MM`) in the site's time zone: what is owed runs up to it. */
export const thisMonth = (site: TSite, at?: Date): string => siteDay(site.settings.timeZone, at).slice(0, 7);

/** The site's rules, or the defaults while it has none of its own. */
export async function rulesOf(siteDb: SiteDb): Promise<{ rules: TDuesRules; isDefault: boolean }> {
  const row = await siteDb.selectFrom('partydues_rules').select('rules').executeTakeFirst();
  return row ? { rules: JSON.parse(row.rules) as TDuesRules, isDefault: false } : { rules: DEFAULT_RULES, isDefault: true };
}

export type TMemberRow = PartyduesMembersTable;

export const memberRow = (siteDb: SiteDb, userId: string) =>
  siteDb.selectFrom('partydues_members').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const monthlyOf = (rules: TDuesRules, row: TMemberRow): number =>
  monthlyDues(rules, { category: row.category, incomeFen: Number(row.income), overrideFen: Number(row.override) });

/** The months a person has paid, as a set of `YYYY-MM`. */
export async function paidSet(siteDb: SiteDb, userId: string): Promise<Set<string>> {
  const rows = await siteDb.selectFrom('partydues_paid').select('month').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.month));
}
