import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import { closeTodos } from '@quad/platform/server/todo/todos';
import type { TReceipt } from '../contract';
import { ISSUED_STATUSES } from '../rules';
import { type TStanding, visibleDocument } from './access';
import { receiptLink, TODO_SOURCE } from './issue';
import type { OfficialReceiptsTable } from './schema';

type TReceiptRow = Omit<OfficialReceiptsTable, 'site_id' | 'document_id'>;

/** Receipts as the pages show them, with the signer's name. */
export async function presentReceipts(siteDb: SiteDb, rows: TReceiptRow[]): Promise<TReceipt[]> {
  const names = await realnames(siteDb, rows.map((r) => r.signed_by));
  return rows.map((r) => ({ id: r.id, unitId: r.unit_id, unit: r.unit_name, kind: r.kind, signer: names.get(r.signed_by) ?? '', signedAt: Number(r.signed_at) }));
}

const RECEIPT_COLUMNS = ['official_receipts.id', 'official_receipts.unit_id', 'official_receipts.unit_name', 'official_receipts.kind', 'official_receipts.signed_by', 'official_receipts.signed_at'] as const;

/** A document's receipts, 主送 before 抄送. */
export const receiptsOf = (siteDb: SiteDb, documentId: string) =>
  siteDb.selectFrom('official_receipts').select(RECEIPT_COLUMNS).where('document_id', '=', documentId).orderBy('kind', 'desc').orderBy('unit_name').execute();

/** The receipts of a document this person signs for. */
export const receiptsFor = (siteDb: SiteDb, documentId: string, userId: string) =>
  siteDb
    .selectFrom('official_receivers')
    .innerJoin('official_receipts', (j) => j.onRef('official_receipts.site_id', '=', 'official_receivers.site_id').onRef('official_receipts.id', '=', 'official_receivers.receipt_id'))
    .select(RECEIPT_COLUMNS)
    .where('official_receivers.document_id', '=', documentId)
    .where('official_receivers.user_id', '=', userId)
    .orderBy('official_receipts.kind', 'desc')
    .orderBy('official_receipts.unit_name')
    .execute();

/**
 * 签收 for every unit of mine the document went to. Each receipt is taken on condition it is still
 * unsigned, so of two receivers signing at once one signature stands and the other is answered it; its
 * to-dos close for all the unit's receivers. A second sign changes nothing and answers the first.
 */
export async function signFor(siteDb: SiteDb, userId: string, documentId: string): Promise<TReceipt[]> {
  const { standing } = await visibleDocument(siteDb, userId, documentId);
  if (!standing.receiver) throw fail('您不是该公文的收文人');
  return siteDb.transaction(async (tx) => {
    const mine = await receiptsFor(tx, documentId, userId);
    const now = nowSeconds();
    const signed: string[] = [];
    for (const receipt of mine.filter((r) => !r.signed_by)) {
      const taken = await tx.updateTable('official_receipts').set({ signed_by: userId, signed_at: now }).where('id', '=', receipt.id).where('signed_by', '=', '').executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) signed.push(receipt.id);
    }
    await closeTodos(tx, TODO_SOURCE, signed);
    return presentReceipts(tx, await receiptsFor(tx, documentId, userId));
  });
}

/** 催签: one inbox message to every receiver of a unit that has not signed; the caller limits how often. */
export async function urgeUnsigned(siteDb: SiteDb, documentId: string, title: string): Promise<number> {
  const rows = await siteDb
    .selectFrom('official_receivers')
    .innerJoin('official_receipts', (j) => j.onRef('official_receipts.site_id', '=', 'official_receivers.site_id').onRef('official_receipts.id', '=', 'official_receivers.receipt_id'))
    .select('official_receivers.user_id')
    .distinct()
    .where('official_receivers.document_id', '=', documentId)
    .where('official_receipts.signed_by', '=', '')
    .execute();
  if (rows.length === 0) throw fail('各单位均已签收');
  const userIds = rows.map((r) => r.user_id);
  await sendMessage(siteDb, { userIds, appKey: 'official', title: `请签收公文：${title}`, body: '有公文等待您的单位签收', link: receiptLink(documentId) });
  return userIds.length;
}

/** What only the sender does with an issued document (催签, 发布): its drafter, or a manager of the site's documents. */
export const isSender = (standing: TStanding): boolean => standing.mine || standing.manager;

/** 发布: an issued document, by its drafter or a manager, is open to the whole site. Publishing twice changes nothing. */
export async function publish(siteDb: SiteDb, userId: string, documentId: string): Promise<void> {
  const { doc, standing } = await visibleDocument(siteDb, userId, documentId);
  if (!isSender(standing)) throw fail('只有拟稿人或管理员可以发布');
  if (!ISSUED_STATUSES.includes(doc.status)) throw fail('公文签发后才能发布');
  await siteDb.updateTable('official_documents').set({ status: 'published', published: nowSeconds(), updated: nowSeconds() }).where('id', '=', documentId).where('status', '=', 'issued').execute();
}
