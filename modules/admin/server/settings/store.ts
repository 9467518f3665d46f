import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { TITLE_PREFIX } from '@quad/platform/server/sites/layers';
import { parseSettingsJson } from '@quad/platform/server/sites/settings';
import type { TLayer } from '../../contract-settings';

export interface TWhere {
  layer: TLayer;
  dept_id: string;
}

/**
 * Writes one key at one layer, or deletes it (`value` undefined = inherit again), inside the caller's
 * transaction. Platform defaults have their own table, a site's values stay in its settings JSON (and
 * its logo column), a department's have a tenant table.
 */
export async function writeSetting(tx: SiteDb, where: TWhere, key: string, value: unknown): Promise<void> {
  const now = nowSeconds();
  const json = JSON.stringify(value);
  if (where.layer === 'platform') {
    await tx.db.deleteFrom('platform_settings').where('key', '=', key).execute();
    if (value !== undefined) await tx.db.insertInto('platform_settings').values({ key, value: json, updated: now }).execute();
    return;
  }
  if (where.layer === 'department') {
    await tx.deleteFrom('department_settings').where('dept_id', '=', where.dept_id).where('key', '=', key).execute();
    if (value !== undefined)
      await tx.insertInto('department_settings', { dept_id: where.dept_id, key, value: json, updated: now }).execute();
    return;
  }
  if (key === 'logo') {
    await tx.db
      .updateTable('sites')
      .set({ logo: (value as string | undefined) ?? '', updated: now })
      .where('id', '=', tx.siteId)
      .execute();
    return;
  }
  // Read-modify-write of one JSON column: a no-op update first takes the row lock on PostgreSQL (SQLite
  // runs one transaction at a time anyway), so two administrators saving different keys at once both land.
  await tx.db.updateTable('sites').set({ updated: now }).where('id', '=', tx.siteId).execute();
  const row = await tx.db.selectFrom('sites').select('settings').where('id', '=', tx.siteId).executeTakeFirstOrThrow();
  const settings = parseSettingsJson(row.settings);
  if (key.startsWith(TITLE_PREFIX)) {
    const titles = { ...((settings.titles as Record<string, unknown> | undefined) ?? {}) };
    const route = key.slice(TITLE_PREFIX.length);
    if (value === undefined) delete titles[route];
    else titles[route] = value;
    settings.titles = titles;
  } else if (value === undefined) delete settings[key];
  else settings[key] = value;
  await tx.db
    .updateTable('sites')
    .set({ settings: JSON.stringify(settings), updated: now })
    .where('id', '=', tx.siteId)
    .execute();
}
