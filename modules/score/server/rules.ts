import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { nowSeconds } from '@quad/platform/server/ids';
import { DEFAULT_GPA_RULES, ZGpaRules, type TGpaRules } from '../contract';

type TStoredRules = { rules: TGpaRules; updatedAt: number };

/** Every score read computes with the rules: kept per site, forgotten on every instance when saved. */
const cached = defineSiteCache<TStoredRules>({ name: 'score-rules', ttlMs: 10 * 60_000, max: 1000 });

/** The site's GPA rules, the defaults until an administrator saves them (a stored set that no longer parses falls back too). */
export const gpaRules = (siteDb: SiteDb): Promise<TStoredRules> => cached.read(siteDb, 'rules', () => storedRules(siteDb));

async function storedRules(siteDb: SiteDb): Promise<TStoredRules> {
  const row = await siteDb.selectFrom('score_rules').select(['rules_json', 'updated']).executeTakeFirst();
  if (!row) return { rules: DEFAULT_GPA_RULES, updatedAt: 0 };
  const parsed = ZGpaRules.safeParse(JSON.parse(row.rules_json));
  return { rules: parsed.success ? parsed.data : DEFAULT_GPA_RULES, updatedAt: Number(row.updated) };
}

export async function saveRules(siteDb: SiteDb, rules: TGpaRules, by: string): Promise<TStoredRules> {
  const now = nowSeconds();
  const rules_json = JSON.stringify({ ...rules, categories: [...new Set(rules.categories)] });
  await siteDb.transaction(async (tx) => {
    const done = await tx.updateTable('score_rules').set({ rules_json, updated: now, updated_by: by }).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) await tx.insertInto('score_rules', { rules_json, updated: now, updated_by: by }).execute();
    cached.evict(tx, 'rules');
  });
  return storedRules(siteDb);
}
