import type { FastifyRequest } from 'fastify';
import type { TPermissionMap } from '@quad/contracts/permission-checks';
import type { TMigration } from '../db/migrate';
import type { SiteDb } from '../db/site-db';
import { currentUserId } from '../http/context';
import { hashToken } from '../identity/sessions';
import { nowSeconds, randomToken } from '../ids';
import { effectiveSettings, resolveLayers, type TFlat } from './layers';
import type { TSite } from './site-store';

type TSiteSettingsView = ReturnType<typeof effectiveSettings>;

/**
 * Changes to a site's display settings can wait in a draft, and the administrator can look at the
 * portal with the draft applied, as a chosen role sees it, before publishing. A preview is a link
 * that works only for the administrator who made it, for half an hour.
 */
export interface SettingsDraftsTable {
  site_id: string;
  key: string;
  /** JSON of the new value; '' when the draft resets the key to the inherited value. */
  value: string;
  updated: number;
  updated_by: string;
}

export interface SettingsPreviewsTable {
  site_id: string;
  token_hash: string;
  user_id: string;
  /** The role whose permissions the preview shows; '' for a visitor who has not signed in. */
  role_id: string;
  expires: number;
}

declare module '../db/database' {
  interface Database {
    settings_drafts: SettingsDraftsTable;
    settings_previews: SettingsPreviewsTable;
  }
}

export const settingsPreviewMigration: TMigration = {
  name: '000_platform_0104_settings_preview',
  async up(db) {
    await db.schema
      .createTable('settings_drafts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('settings_drafts_pk', ['site_id', 'key'])
      .execute();
    await db.schema
      .createTable('settings_previews')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('settings_previews_pk', ['site_id', 'token_hash'])
      .execute();
  },
};

export const PREVIEW_SECONDS = 30 * 60;

export interface TDraftEntry {
  key: string;
  /** Undefined when the draft resets the key to the inherited value. */
  value: unknown;
  reset: boolean;
}

export async function loadDraft(siteDb: SiteDb): Promise<TDraftEntry[]> {
  const rows = await siteDb.selectFrom('settings_drafts').select(['key', 'value']).orderBy('key').execute();
  return rows.map((r) => ({ key: r.key, reset: r.value === '', value: r.value === '' ? undefined : (JSON.parse(r.value) as unknown) }));
}

/** The site's settings as they will be once the draft is published (site layer; departments keep theirs). */
export function settingsWithDraft(site: TSite, draft: TDraftEntry[]): TSiteSettingsView {
  const own: TFlat = { ...site.layers.site };
  for (const entry of draft) {
    if (entry.reset) delete own[entry.key];
    else own[entry.key] = entry.value;
  }
  // Titles come from the flat keys alone, so a title the draft resets does not survive in the raw JSON.
  const { titles: _titles, ...raw } = site.layers.siteRaw;
  return effectiveSettings(resolveLayers(site.layers.platform, own), raw);
}

export async function createPreview(siteDb: SiteDb, userId: string, roleId: string, now = nowSeconds()): Promise<string> {
  const token = randomToken(24);
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('settings_previews').where('expires', '<', now).execute();
    await tx
      .insertInto('settings_previews', { token_hash: hashToken(token), user_id: userId, role_id: roleId, expires: now + PREVIEW_SECONDS })
      .execute();
  });
  return token;
}

export interface TPreview {
  settings: TSiteSettingsView;
  role: string;
  auth: TPermissionMap;
}

/**
 * The preview a host-page request asks for (`?preview=<token>`): only for the administrator who made
 * it, on this site, before it expires; anything else is no preview at all (the normal page).
 */
export async function previewFor(request: FastifyRequest): Promise<TPreview | undefined> {
  const token = (request.query as Record<string, unknown> | undefined)?.preview;
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const siteDb = request.siteDb;
  const row = await siteDb.selectFrom('settings_previews').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.expires < nowSeconds() || row.user_id !== (await currentUserId(request))) return undefined;
  const role = row.role_id
    ? await siteDb.selectFrom('roles').select(['name', 'grants']).where('id', '=', row.role_id).executeTakeFirst()
    : undefined;
  return {
    settings: settingsWithDraft(request.site, await loadDraft(siteDb)),
    role: role?.name ?? '',
    auth: role ? (JSON.parse(role.grants) as TPermissionMap) : {},
  };
}
