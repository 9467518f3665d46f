import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { siteDay } from '@quad/platform/server/time';
import { openTodos } from '@quad/platform/server/todo/todos';
import type { TWorkflowEnded, TWorkflowReturned } from '@quad/workflow-engine/server';
import { documentNumber } from '../rules';
import { jsonIds, type TDocumentRow } from './access';
import { receiversByUnit } from './receivers';
import { unitNames } from './units';

/** Numbers are by the Beijing calendar whatever the site's clock: 〔2026〕 is China's year. */
const NUMBER_ZONE = 'Asia/Shanghai';

/** The to-dos of a unit's receipt: one per receiver, closed for all of them by the first signature. */
export const TODO_SOURCE = 'official';
export const receiptLink = (documentId: string) => `/document/user?id=${encodeURIComponent(documentId)}`;

/**
 * The next number under a prefix in a year. The counter row is updated in the approval's transaction,
 * so two approvals take turns on it (PostgreSQL's row lock, SQLite's write lock) and a rolled-back
 * approval gives its number back: numbers never repeat and never skip.
 */
async function nextNumber(tx: SiteDb, prefix: string, year: number): Promise<number> {
  await tx.insertInto('official_counters', { prefix, year, last: 0 }).onConflict((c) => c.columns(['site_id', 'prefix', 'year']).doNothing()).execute();
  const row = await tx
    .updateTable('official_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('prefix', '=', prefix)
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** One receipt per unit (主送 first), its receivers, and their to-dos. */
async function sendToUnits(tx: SiteDb, doc: TDocumentRow, number: string): Promise<void> {
  const main = jsonIds(doc.main_units);
  const copy = jsonIds(doc.copy_units).filter((id) => !main.includes(id));
  const names = await unitNames(tx, [...main, ...copy]);
  const units = [...main.map((id) => ({ id, kind: 'main' as const })), ...copy.map((id) => ({ id, kind: 'copy' as const }))].filter((u) => names.has(u.id));
  const receivers = await receiversByUnit(tx, units.map((u) => u.id));
  for (const unit of units) {
    const receiptId = newId();
    const people = receivers.get(unit.id) ?? [];
    await tx.insertInto('official_receipts', { id: receiptId, document_id: doc.id, unit_id: unit.id, unit_name: names.get(unit.id) ?? '', kind: unit.kind, signed_by: '', signed_at: 0 }).execute();
    if (people.length > 0) await tx.insertInto('official_receivers', people.map((userId) => ({ receipt_id: receiptId, document_id: doc.id, user_id: userId }))).execute();
    await openTodos(
      tx,
      people.map((userId) => ({
        userId,
        source: TODO_SOURCE,
        ref: receiptId,
        app: 'official',
        title: `收文签收：${doc.title}`,
        summary: `${number}（${names.get(unit.id)}${unit.kind === 'main' ? '主送' : '抄送'}）`,
        link: receiptLink(doc.id),
      })),
    );
  }
}

/** Where a document is read, and its draft changed while it is the drafter's. */
export const redPageOf = (documentId: string) => `/document/redpage?id=${encodeURIComponent(documentId)}`;

/**
 * An approver sent the document back for changes (退回修改) without ending its flow: editable again as
 * 已退回 with their words; sent again, the same flow resumes at their step (`sendDraft`). The engine
 * tells the drafter.
 */
export async function officialFlowReturned({ siteDb, instanceId, comment }: TWorkflowReturned): Promise<void> {
  await siteDb
    .updateTable('official_documents')
    .set({ status: 'returned', return_comment: comment, updated: nowSeconds() })
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'running')
    .execute();
}

/**
 * What happens when a document's flow ends, in its transaction. Approved: its number under the
 * template's prefix, the header as issued, a receipt per unit. Rejected or withdrawn: back to the
 * drafter as 已退回 with the last approver's words, to change and send again. The drafter is told
 * either way (not of their own withdrawal).
 */
export async function officialFlowEnded({ siteDb, instanceId, status, comment }: TWorkflowEnded): Promise<void> {
  const doc = await siteDb.selectFrom('official_documents').selectAll().where('instance_id', '=', instanceId).where('status', '=', 'running').executeTakeFirst();
  if (!doc) return;
  const link = redPageOf(doc.id);
  if (status !== 'approved') {
    await siteDb.updateTable('official_documents').set({ status: 'returned', return_comment: comment, updated: nowSeconds() }).where('id', '=', doc.id).execute();
    if (status === 'rejected') await sendMessage(siteDb, { userIds: [doc.drafter_id], appKey: 'official', title: `公文被退回修改：${doc.title}`, body: comment || '请修改后重新送审', link });
    return;
  }
  const template = await siteDb.selectFrom('official_templates').select(['name', 'organ', 'prefix']).where('id', '=', doc.template_id).executeTakeFirst();
  const header = template ?? { name: doc.template_name, organ: doc.organ, prefix: doc.prefix };
  const day = siteDay(NUMBER_ZONE);
  const year = Number(day.slice(0, 4));
  const seq = await nextNumber(siteDb, header.prefix, year);
  const now = nowSeconds();
  await siteDb
    .updateTable('official_documents')
    .set({ status: 'issued', template_name: header.name, organ: header.organ, prefix: header.prefix, year, seq, issued: now, issued_day: day, return_comment: '', updated: now })
    .where('id', '=', doc.id)
    .execute();
  const number = documentNumber(header.prefix, year, seq);
  await sendToUnits(siteDb, { ...doc, ...header, template_name: header.name }, number);
  await sendMessage(siteDb, { userIds: [doc.drafter_id], appKey: 'official', title: `公文已签发：${doc.title}`, body: number, link });
}
