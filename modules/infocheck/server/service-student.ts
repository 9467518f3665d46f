import type { SiteDb } from '@quad/platform/server/db/site-db';
import { isUniqueViolation } from '@quad/platform/server/db/unique-violation';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { datasetFreshness, myRows } from '@quad/datasets-engine/server';
import type { TMyRecord, TRecordItem, TRequest } from '../contract';
import { LOCKED_FIELDS, maskValue, MASKED_FIELDS, RECORD_FIELDS, type TRecordField } from '../contract-fields';
import { currentCampaign, openCampaign } from './campaign';
import { recordsKind, type TStudentRecord } from './kind';
import { presentRequests, type TRequestRow } from './presenter';
import { valueProblem } from './rules';

/** The signed-in person's row in the school system's data, if they have one. */
async function myRecord(siteDb: SiteDb, userId: string): Promise<TStudentRecord | undefined> {
  return (await myRows(siteDb, recordsKind, userId, { limit: 1 }))[0];
}

const valueOf = (record: TStudentRecord, field: TRecordField) => record[field] ?? '';

/**
 * The student's record item by item, with what they may do to each in the current campaign, their
 * requests and whether they confirmed. An approved value the school system's data does not carry yet
 * shows as corrected (已更正（待教务系统同步）); once a load carries it, the item reads as usual.
 */
export async function getMyRecord(siteDb: SiteDb, site: TSite, userId: string): Promise<TMyRecord> {
  const [record, campaign, fresh] = await Promise.all([myRecord(siteDb, userId), currentCampaign(siteDb, site), datasetFreshness(siteDb, recordsKind)]);
  const rows: TRequestRow[] = campaign
    ? await siteDb.selectFrom('infocheck_requests').selectAll().where('campaign_id', '=', campaign.id).where('user_id', '=', userId).where('status', '!=', 'withdrawn').orderBy('created', 'desc').orderBy('id', 'desc').execute()
    : [];
  const requests = await presentRequests(siteDb, site.basePath, rows);
  const confirmation = campaign
    ? await siteDb.selectFrom('infocheck_confirmations').select('confirmed').where('campaign_id', '=', campaign.id).where('user_id', '=', userId).executeTakeFirst()
    : undefined;
  const items: TRecordItem[] = record
    ? RECORD_FIELDS.map(({ key, label }) => {
        const value = valueOf(record, key);
        const mine = requests.filter((r) => r.field === key);
        const pending = mine.find((r) => r.status === 'pending') ?? null;
        // Newest first: the latest decision is what the item shows.
        const decided = mine.find((r) => r.status !== 'pending');
        return {
          field: key,
          label,
          value: MASKED_FIELDS.includes(key) ? maskValue(value) : value,
          isEditable: Boolean(campaign?.isOpen && campaign.editable.includes(key) && !LOCKED_FIELDS.includes(key)),
          pending,
          corrected: decided?.status === 'approved' && decided.newValue !== value ? decided.newValue : null,
          rejected: decided?.status === 'rejected' ? decided : null,
        };
      })
    : [];
  const hasPending = requests.some((r) => r.status === 'pending');
  return {
    hasRecord: Boolean(record),
    campaign,
    status: hasPending ? 'pending' : confirmation ? 'confirmed' : 'unconfirmed',
    confirmedAt: Number(confirmation?.confirmed ?? 0),
    items,
    requests,
    ...fresh,
  };
}

export interface TCorrectionInput {
  field: TRecordField;
  value: string;
  reason: string;
  attachments: string[];
  requestId?: string;
}

async function recordOrRefuse(siteDb: SiteDb, userId: string): Promise<TStudentRecord> {
  const record = await myRecord(siteDb, userId);
  if (!record) throw fail('未找到你的学籍信息，请联系教务处');
  return record;
}

/**
 * Asks the office to correct one item. Idempotent: the same request id, or the same new value while
 * the item's request is pending, answers the request already made; another value while one is pending
 * is refused (one pending request per item, withdraw it first).
 */
export async function requestCorrection(siteDb: SiteDb, site: TSite, userId: string, input: TCorrectionInput): Promise<TRequest> {
  const campaign = await openCampaign(siteDb, site);
  if (!campaign.editable.includes(input.field) || LOCKED_FIELDS.includes(input.field)) throw fail('该项不能在线更正，如有错误请联系教务处');
  const problem = valueProblem(input.field, input.value);
  if (problem) throw invalid({ value: problem });
  await requireUploads(siteDb, input.attachments, { field: 'attachments', message: '证明材料不存在或已过期，请重新上传' });
  const record = await recordOrRefuse(siteDb, userId);
  try {
    return await requestOnce(siteDb, site, campaign.id, record, userId, input);
  } catch (error) {
    // Two requests for the same item at once (no request id, two taps on PostgreSQL): the one that
    // lost the unique index sees the other's request now, and answers as a repeat would.
    if (!isUniqueViolation(error)) throw error;
    return requestOnce(siteDb, site, campaign.id, record, userId, input);
  }
}

/** One try of `requestCorrection`, in one transaction. */
function requestOnce(siteDb: SiteDb, site: TSite, campaignId: string, record: TStudentRecord, userId: string, input: TCorrectionInput): Promise<TRequest> {
  return siteDb.transaction(async (tx) => {
    const present = async (row: TRequestRow) => (await presentRequests(tx, site.basePath, [row]))[0]!;
    const mine = tx.selectFrom('infocheck_requests').selectAll().where('user_id', '=', userId).where('campaign_id', '=', campaignId);
    if (input.requestId) {
      const repeated = await mine.where('request_key', '=', input.requestId).executeTakeFirst();
      if (repeated) return present(repeated);
    }
    const pending = await mine.where('field', '=', input.field).where('status', '=', 'pending').executeTakeFirst();
    if (pending) {
      if (pending.new_value === input.value) return present(pending);
      throw fail('该项已有更正申请待审核，请等待审核结果或先撤回');
    }
    const oldValue = valueOf(record, input.field);
    if (oldValue === input.value) throw invalid({ value: '更正后的内容与现有信息相同' });
    const row: TRequestRow = {
      site_id: tx.siteId,
      id: newId(),
      campaign_id: campaignId,
      user_id: userId,
      student_no: record.studentNo,
      student_name: record.name,
      class_name: record.className,
      college: record.college ?? '',
      field: input.field,
      old_value: oldValue,
      new_value: input.value,
      reason: input.reason,
      attachments: JSON.stringify(input.attachments),
      status: 'pending',
      comment: '',
      reviewed_by: '',
      reviewed: 0,
      created: nowSeconds(),
      request_key: input.requestId ?? '',
    };
    const { site_id: _site, ...values } = row;
    await tx.insertInto('infocheck_requests', values).execute();
    return present(row);
  });
}

/** 确认无误: kept once per campaign (a repeat answers the first time); allowed alongside corrections. */
export async function confirmRecord(siteDb: SiteDb, site: TSite, userId: string): Promise<{ confirmedAt: number }> {
  const campaign = await openCampaign(siteDb, site);
  const record = await recordOrRefuse(siteDb, userId);
  const earlier = () => siteDb.selectFrom('infocheck_confirmations').select('confirmed').where('campaign_id', '=', campaign.id).where('user_id', '=', userId).executeTakeFirst();
  const found = await earlier();
  if (found) return { confirmedAt: Number(found.confirmed) };
  const confirmed = nowSeconds();
  await siteDb
    .insertInto('infocheck_confirmations', { campaign_id: campaign.id, user_id: userId, student_no: record.studentNo, class_name: record.className, confirmed })
    .onConflict((c) => c.columns(['site_id', 'campaign_id', 'user_id']).doNothing())
    .execute();
  return { confirmedAt: Number((await earlier())?.confirmed ?? confirmed) };
}

/** Takes back one's own pending request (a wrong value typed), while the campaign is open. */
export async function withdrawRequest(siteDb: SiteDb, site: TSite, userId: string, id: string): Promise<{ ok: boolean }> {
  await openCampaign(siteDb, site);
  const row = await siteDb.selectFrom('infocheck_requests').select('status').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.status === 'withdrawn') throw notFound('更正申请不存在');
  if (row.status !== 'pending') throw fail('该申请已审核，不能撤回');
  await siteDb.updateTable('infocheck_requests').set({ status: 'withdrawn' }).where('id', '=', id).where('status', '=', 'pending').execute();
  return { ok: true };
}
