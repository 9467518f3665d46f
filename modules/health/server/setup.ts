import { randomBytes } from 'node:crypto';
import type { SiteDb } from '@quad/server/platform/db/site-db';
import { fail } from '@quad/server/platform/errors';
import { nowSeconds } from '@quad/server/platform/ids';
import { createPublishedForm } from '@quad/forms/server/for-areas';
import { DEFAULT_HEALTH_SETTINGS, ZHealthSettings, type THealthSettings } from '../contract-settings';
import { buildBaseProfile, REPORT_VARIANTS, type TReportVariant } from './templates';

export interface THealthSetup {
  settings: THealthSettings;
  reportFormNo: number;
  baseFormNo: number;
  codeSecret: string;
}

/** Stored settings over the defaults: a setting added later reads as its default on older sites. */
function parseSettings(json: string): THealthSettings {
  try {
    const parsed = ZHealthSettings.safeParse({ ...DEFAULT_HEALTH_SETTINGS, ...(JSON.parse(json) as object) });
    return parsed.success ? parsed.data : DEFAULT_HEALTH_SETTINGS;
  } catch {
    return DEFAULT_HEALTH_SETTINGS;
  }
}

/** Every report reads the settings: the last parse per site is kept while its JSON is unchanged. */
const parsedSettings = new Map<string, { json: string; settings: THealthSettings }>();
function settingsOf(siteId: string, json: string): THealthSettings {
  const kept = parsedSettings.get(siteId);
  if (kept?.json === json) return kept.settings;
  const settings = parseSettings(json);
  parsedSettings.set(siteId, { json, settings });
  return settings;
}

const readSetup = (siteDb: SiteDb) => siteDb.selectFrom('health_setup').selectAll().executeTakeFirst();

const WAIT_STEP_MS = 100;
const WAIT_STEPS = 50;

/**
 * Makes a site's reports on first use: the daily report and base profile forms (published, for
 * everyone) and the code-signing secret. The row is claimed first, so of several requests or
 * instances arriving together exactly one creates the forms and the others wait for it.
 */
async function createSetup(siteDb: SiteDb, variant: TReportVariant): Promise<void> {
  const claimed = await siteDb
    .insertInto('health_setup', { report_form_no: 0, base_form_no: 0, settings_json: JSON.stringify(DEFAULT_HEALTH_SETTINGS), code_secret: randomBytes(32).toString('hex'), updated: nowSeconds() })
    .onConflict((oc) => oc.column('site_id').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    for (let i = 0; i < WAIT_STEPS; i++) {
      if (Number((await readSetup(siteDb))?.report_form_no) > 0) return;
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
    throw fail('健康上报正在初始化，请稍后再试');
  }
  try {
    const actor = { userId: '', name: '系统（健康上报）' };
    const report = await createPublishedForm(siteDb, actor, { title: '每日上报', description: '请每天如实上报本人健康状况', category: '健康上报', frequency: 'daily', build: REPORT_VARIANTS[variant] });
    const base = await createPublishedForm(siteDb, actor, { title: '基本信息', description: '家庭住址与紧急联系人，填写一次即可', category: '健康上报', frequency: 'once', build: buildBaseProfile });
    await siteDb.updateTable('health_setup').set({ report_form_no: report.no, base_form_no: base.no, updated: nowSeconds() }).execute();
  } catch (e) {
    // Let the next request try again rather than leave a site with no report.
    await siteDb.deleteFrom('health_setup').execute();
    throw e;
  }
}

const creating = new Map<string, Promise<void>>();

/** The site's health setup, made on first use (demo sites get theirs when seeded). */
export async function loadSetup(siteDb: SiteDb, variant: TReportVariant = 'default'): Promise<THealthSetup> {
  let row = await readSetup(siteDb);
  if (!row || Number(row.report_form_no) === 0) {
    let pending = creating.get(siteDb.siteId);
    if (!pending) {
      pending = createSetup(siteDb, variant).finally(() => creating.delete(siteDb.siteId));
      creating.set(siteDb.siteId, pending);
    }
    await pending;
    row = await readSetup(siteDb);
    if (!row) throw fail('健康上报正在初始化，请稍后再试');
  }
  return { settings: settingsOf(siteDb.siteId, row.settings_json), reportFormNo: Number(row.report_form_no), baseFormNo: Number(row.base_form_no), codeSecret: row.code_secret };
}

export async function saveSettings(siteDb: SiteDb, settings: THealthSettings): Promise<void> {
  await loadSetup(siteDb);
  await siteDb.updateTable('health_setup').set({ settings_json: JSON.stringify(settings), updated: nowSeconds() }).execute();
}
