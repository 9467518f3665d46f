import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay } from '@quad/platform/server/time';
import type { TCampaign } from '../contract';
import { LOCKED_FIELDS } from '../contract-fields';
import type { InfocheckCampaignsTable } from './schema';

export interface TCampaignInput {
  id?: string;
  name: string;
  opens: string;
  closes: string;
  editable: string[];
}

function parseEditable(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function presentCampaign(row: InfocheckCampaignsTable, site: TSite): TCampaign {
  const today = siteDay(site.settings.timeZone);
  return { id: row.id, name: row.name, opens: row.opens, closes: row.closes, editable: parseEditable(row.editable), isOpen: row.opens <= today && today <= row.closes };
}

/** The campaign in force: the newest made (a school runs one a year; older ones keep their records). */
export async function currentCampaign(siteDb: SiteDb, site: TSite): Promise<TCampaign | null> {
  const row = await siteDb.selectFrom('infocheck_campaigns').selectAll().orderBy('created', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? presentCampaign(row, site) : null;
}

/** The current campaign, refusing when there is none or today is outside its days: the page is then read-only. */
export async function openCampaign(siteDb: SiteDb, site: TSite): Promise<TCampaign> {
  const campaign = await currentCampaign(siteDb, site);
  if (!campaign) throw fail('学校尚未开始信息核对');
  if (!campaign.isOpen) throw fail(`不在核对时间内（${campaign.opens} 至 ${campaign.closes}）`);
  return campaign;
}

/** Creates a campaign (no id) or changes one; the 学号 is never editable whatever is sent. */
export async function saveCampaign(siteDb: SiteDb, site: TSite, userId: string, input: TCampaignInput): Promise<TCampaign> {
  if (input.closes < input.opens) throw fail('结束日期不能早于开始日期');
  const editable = JSON.stringify([...new Set(input.editable)].filter((f) => !LOCKED_FIELDS.includes(f as never)));
  const fields = { name: input.name, opens: input.opens, closes: input.closes, editable, updated_by: userId };
  const id = input.id ?? newId();
  if (input.id) {
    const changed = await siteDb.updateTable('infocheck_campaigns').set(fields).where('id', '=', id).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw notFound('核对批次不存在');
  } else {
    await siteDb.insertInto('infocheck_campaigns', { id, created: nowSeconds(), ...fields }).execute();
  }
  const row = await siteDb.selectFrom('infocheck_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return presentCampaign(row, site);
}
