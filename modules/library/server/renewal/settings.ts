import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid } from '@quad/platform/server/errors';
import { urlProblem } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { SECRET_MASK, type TLibrarySettings } from '../../contract';
import { demoLibrarySystem } from './demo-library';
import type { TLibrarySystem } from './library-system';
import { restLibrarySystem } from './rest-library';

/** A library that has not answered a renewal in this long is down for the reader. */
export const RENEW_TIMEOUT_MS = 8000;

const NONE: TLibrarySettings = { baseUrl: '', token: '', renewEnabled: false, maxRenewals: 2 };

export async function readSettings(siteDb: SiteDb): Promise<TLibrarySettings> {
  const row = await siteDb.selectFrom('library_settings').selectAll().executeTakeFirst();
  return row ? { baseUrl: row.base_url, token: row.token, renewEnabled: row.renew_enabled === 1, maxRenewals: row.max_renewals } : NONE;
}

/** Whether this site renews through the built-in demo library when no address is set. */
const demoAllowed = (site: TSite, platform: TPlatform) => site.demo && !platform.config.production;

/** The settings as the console reads them: the token masked, never sent back to a browser. */
export async function settingsForConsole(siteDb: SiteDb, site: TSite, platform: TPlatform) {
  const settings = await readSettings(siteDb);
  return { ...settings, token: settings.token ? SECRET_MASK : '', demo: demoAllowed(site, platform) };
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : '');

/**
 * Saves the settings. The masked token keeps the stored one, but only toward the same address: with a
 * changed address the token must be typed again, so a stored token never goes somewhere an
 * administrator could not see it go. An address in the server's own network is refused.
 */
export async function saveSettings(
  siteDb: SiteDb,
  platform: TPlatform,
  userId: string,
  input: TLibrarySettings,
): Promise<{ saved: boolean }> {
  const stored = await readSettings(siteDb);
  const problem = input.baseUrl ? urlProblem(input.baseUrl, '接口地址') : undefined;
  if (problem) throw invalid({ baseUrl: problem });
  if (input.baseUrl && (await platform.outbound.refuses(input.baseUrl))) throw invalid({ baseUrl: '接口地址指向内网，不能连接' });
  let token = input.token;
  if (token === SECRET_MASK) {
    if (!stored.token || originOf(stored.baseUrl) !== originOf(input.baseUrl)) throw invalid({ token: '接口地址已更改，请重新填写令牌' });
    token = stored.token;
  }
  if (input.baseUrl && !token) throw invalid({ token: '请填写令牌' });
  const row = {
    base_url: input.baseUrl,
    token,
    renew_enabled: input.renewEnabled ? 1 : 0,
    max_renewals: input.maxRenewals,
    updated: nowSeconds(),
    updated_by: userId,
  };
  await siteDb
    .insertInto('library_settings', row)
    .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
    .execute();
  return { saved: true };
}

/** Why a reader cannot renew online here: the office turned it off, or no library system is connected. */
const RENEWAL_OFF = '图书馆暂未开放在线续借，请到借还台办理';
const RENEWAL_NOT_CONNECTED = '在线续借尚未接通图书馆系统，请到借还台办理';

/** Renewal on this site: the library to ask, or why the reader cannot renew here. */
export type TRenewal = { system: TLibrarySystem; maxRenewals: number; note: '' } | { system: undefined; maxRenewals: number; note: string };

export async function renewalOf(siteDb: SiteDb, site: TSite, platform: TPlatform): Promise<TRenewal> {
  const settings = await readSettings(siteDb);
  const { maxRenewals } = settings;
  if (!settings.renewEnabled) return { system: undefined, maxRenewals, note: RENEWAL_OFF };
  if (settings.baseUrl) return { system: restLibrarySystem(settings, platform.outbound, RENEW_TIMEOUT_MS), maxRenewals, note: '' };
  if (demoAllowed(site, platform)) return { system: demoLibrarySystem, maxRenewals, note: '' };
  return { system: undefined, maxRenewals, note: RENEWAL_NOT_CONNECTED };
}

/** The library to renew through, or the reason as a refusal. */
export async function requireRenewal(
  siteDb: SiteDb,
  site: TSite,
  platform: TPlatform,
): Promise<{ system: TLibrarySystem; maxRenewals: number }> {
  const renewal = await renewalOf(siteDb, site, platform);
  if (!renewal.system) throw fail(renewal.note);
  return renewal;
}
