import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { createPublishedForm } from '@quad/forms-engine/server';
import { DEFAULT_HEALTH_SETTINGS, ZHealthSettings, type THealthSettings } from '../../contract-settings';
import { buildBaseProfile, REPORT_VARIANTS, type TReportVariant } from './templates';

export interface THealthSetup {
  settings: THealthSettings;
  reportFormNo: number;
  baseFormNo: number;
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

const readSetup = (siteDb: SiteDb) => siteDb.selectFrom('health_setup').selectAll().executeTakeFirst();

/**
 * Makes a site's reports on first use: the daily report and base profile forms (published, for
 * everyone), all in one transaction, so a crash or a failure half-way leaves nothing and the next
 * request starts again. The row is claimed and locked first: of several
 * instances arriving together one creates the forms and the others wait for its commit and find
 * them. A row without forms (left by a release that set up in several steps) is completed here.
 */
async function createSetup(siteDb: SiteDb, variant: TReportVariant): Promise<void> {
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto('health_setup', { report_form_no: 0, base_form_no: 0, settings_json: JSON.stringify(DEFAULT_HEALTH_SETTINGS), updated: nowSeconds() })
      .onConflict((oc) => oc.column('site_id').doNothing())
      .execute();
    // Writing the row holds its lock until commit (SQLite's write lock is the whole file anyway).
    await tx.updateTable('health_setup').set({ updated: nowSeconds() }).execute();
    if (Number((await readSetup(tx))?.report_form_no) > 0) return;
    const actor = { userId: '', name: '系统（健康上报）' };
    const report = await createPublishedForm(tx, actor, { title: '每日上报', description: '请每天如实上报本人健康状况', category: '健康上报', frequency: 'daily', build: REPORT_VARIANTS[variant] });
    const base = await createPublishedForm(tx, actor, { title: '基本信息', description: '家庭住址与紧急联系人，填写一次即可', category: '健康上报', frequency: 'once', build: buildBaseProfile });
    await tx.updateTable('health_setup').set({ report_form_no: report.no, base_form_no: base.no }).execute();
  });
}

const creating = new Map<string, Promise<void>>();

/**
 * Every report and code reads the setup, and it changes only when an administrator saves settings:
 * what was read is kept for a few seconds per database and site (outside transactions). A save
 * here moves the site's generation on, so this instance reads afresh at once; other instances see
 * the change within SETUP_KEPT_MS, as they see site settings (SiteStore).
 */
const SETUP_KEPT_MS = 5000;
const keptSetups = new WeakMap<object, Map<string, { setup: THealthSetup; at: number; generation: number }>>();
const generations = new Map<string, number>();

function keptSetup(siteDb: SiteDb): THealthSetup | undefined {
  const kept = keptSetups.get(siteDb.db)?.get(siteDb.siteId);
  if (!kept || Date.now() - kept.at >= SETUP_KEPT_MS || kept.generation !== (generations.get(siteDb.siteId) ?? 0)) return undefined;
  return kept.setup;
}

function keepSetup(siteDb: SiteDb, setup: THealthSetup): void {
  if (siteDb.db.isTransaction || setup.reportFormNo === 0) return;
  let sites = keptSetups.get(siteDb.db);
  if (!sites) {
    sites = new Map();
    keptSetups.set(siteDb.db, sites);
  }
  sites.set(siteDb.siteId, { setup, at: Date.now(), generation: generations.get(siteDb.siteId) ?? 0 });
}

/** The site's health setup, made on first use (demo sites get theirs when seeded). */
export async function loadSetup(siteDb: SiteDb, variant: TReportVariant = 'default'): Promise<THealthSetup> {
  const kept = keptSetup(siteDb);
  if (kept) return kept;
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
  const setup = { settings: parseSettings(row.settings_json), reportFormNo: Number(row.report_form_no), baseFormNo: Number(row.base_form_no) };
  keepSetup(siteDb, setup);
  return setup;
}

/** Saves the settings (with `alongside`, the audit record, in the same transaction); this instance reads them at once. */
export async function saveSettings(siteDb: SiteDb, settings: THealthSettings, alongside?: (tx: SiteDb) => Promise<void>): Promise<void> {
  await loadSetup(siteDb);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('health_setup').set({ settings_json: JSON.stringify(settings), updated: nowSeconds() }).execute();
    await alongside?.(tx);
  });
  generations.set(siteDb.siteId, (generations.get(siteDb.siteId) ?? 0) + 1);
}
