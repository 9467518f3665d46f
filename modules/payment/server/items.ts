import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { findOrders, takings } from '@quad/ledger-engine/server';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { audienceForm, audienceUserIds, resolveAudience, type TAudience } from '@quad/platform/server/identity/audience';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { saveFeeItem, TFeeItem, TFeeItemDetail } from '../contract-manage';
import { parsePayerLines, payerLine } from './payer-lines';
import type { PaymentItemsTable } from './schema';

type TSave = z.output<(typeof saveFeeItem)['input']>;
export type TItemRow = PaymentItemsTable;

/** What an item shows: a draft until published, then open until its deadline. */
export const itemState = (row: Pick<TItemRow, 'state' | 'deadline'>, now = nowSeconds()): TFeeItem['state'] =>
  row.state === 'draft' ? 'draft' : Number(row.deadline) > 0 && now >= Number(row.deadline) ? 'closed' : 'open';

export async function loadItem(siteDb: SiteDb, id: string): Promise<TItemRow> {
  const row = await siteDb.selectFrom('payment_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('缴费项目不存在');
  return row;
}

export const audienceOf = (row: TItemRow): TAudience => JSON.parse(row.audience) as TAudience;

/** Every item of the site, newest first, with what it has taken in. */
export async function managedItems(siteDb: SiteDb, input: TPage & { keyword?: string }): Promise<{ list: TFeeItem[]; total: number }> {
  let base = siteDb.selectFrom('payment_items');
  if (input.keyword) base = base.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  const taken = await takings(
    siteDb,
    'payment',
    rows.map((r) => r.id),
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      amountFen: Number(row.amount),
      perPerson: row.per_person === 1,
      deadline: Number(row.deadline),
      state: itemState(row),
      paidOrders: taken.get(row.id)?.orders ?? 0,
      netFen: taken.get(row.id)?.netFen ?? 0,
      created: Number(row.created),
    })),
  };
}

/** The list of payers as the office typed it (`学工号 金额`), read back from the table. */
async function payerLines(siteDb: SiteDb, itemId: string): Promise<{ text: string; count: number }> {
  const rows = await siteDb
    .selectFrom('payment_item_payers')
    .innerJoin('users', (j) =>
      j.onRef('users.site_id', '=', 'payment_item_payers.site_id').onRef('users.id', '=', 'payment_item_payers.user_id'),
    )
    .select(['users.username', 'payment_item_payers.amount'])
    .where('payment_item_payers.item_id', '=', itemId)
    .orderBy('users.username')
    .execute();
  return { text: rows.map((r) => payerLine(r.username, Number(r.amount))).join('\n'), count: rows.length };
}

export async function managedItem(siteDb: SiteDb, id: string): Promise<TFeeItemDetail> {
  const row = await loadItem(siteDb, id);
  const audience = audienceOf(row);
  const payers =
    row.per_person === 1 ? await payerLines(siteDb, id) : { text: '', count: (await audienceUserIds(siteDb, audience)).length };
  const taken = (await takings(siteDb, 'payment', [id])).get(id);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    payee: row.payee,
    perPerson: row.per_person === 1,
    amountFen: Number(row.amount),
    payers: payers.text,
    payerCount: payers.count,
    deadline: Number(row.deadline),
    published: row.state !== 'draft',
    state: itemState(row),
    paidOrders: taken?.orders ?? 0,
    netFen: taken?.netFen ?? 0,
    ...(await audienceForm(siteDb, audience)),
  };
}

/**
 * Saves an item. Its amount (or a payer's) cannot change once someone has paid: a receipt would
 * disagree with the item; the office closes it and opens another.
 */
export async function saveItem(siteDb: SiteDb, userId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  const perPerson = input.perPerson;
  if (!perPerson && input.amountFen <= 0) throw invalid({ amountFen: '请填写金额' });
  const payers = perPerson ? await parsePayerLines(siteDb, input.payers ?? '') : [];
  const audience: TAudience = perPerson ? { all: false, targets: [] } : await resolveAudience(siteDb, input, '请选择缴费对象');
  const before = input.id ? await loadItem(siteDb, input.id) : undefined;
  if (before) {
    const paid = (await takings(siteDb, 'payment', [before.id])).get(before.id)?.orders ?? 0;
    const amountChanged = Number(before.amount) !== (perPerson ? 0 : input.amountFen) || (before.per_person === 1) !== perPerson;
    if (paid > 0 && (amountChanged || perPerson)) {
      if (amountChanged || (await payersChanged(siteDb, before.id, payers)))
        throw fail('已有人缴费，金额和缴费名单不能修改；如需调整，请截止本项目后另建项目');
    }
  }
  const now = nowSeconds();
  const values = {
    title: input.title,
    category: input.category,
    description: sanitizePlainText(input.description ?? ''),
    payee: input.payee,
    amount: perPerson ? 0 : input.amountFen,
    per_person: perPerson ? 1 : 0,
    deadline: input.deadline,
    state: input.published ? ('open' as const) : ('draft' as const),
    audience: JSON.stringify(audience),
    updated: now,
  };
  const id = before?.id ?? newId();
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('payment_items').set(values).where('id', '=', id).execute();
    else await tx.insertInto('payment_items', { id, ...values, created_by: userId, created: now }).execute();
    await tx.deleteFrom('payment_item_payers').where('item_id', '=', id).execute();
    if (payers.length)
      await tx
        .insertInto(
          'payment_item_payers',
          payers.map((p) => ({ item_id: id, user_id: p.userId, amount: p.amountFen })),
        )
        .execute();
    await recordAudit(tx, request, {
      actorId: userId,
      action: before ? 'payment.item.update' : 'payment.item.create',
      targetType: 'payment_item',
      targetId: id,
      after: { ...values, payers: payers.length },
    });
  });
  return { id };
}

async function payersChanged(siteDb: SiteDb, itemId: string, payers: { userId: string; amountFen: number }[]): Promise<boolean> {
  const rows = await siteDb.selectFrom('payment_item_payers').select(['user_id', 'amount']).where('item_id', '=', itemId).execute();
  const now = new Map(rows.map((r) => [r.user_id, Number(r.amount)]));
  return now.size !== payers.length || payers.some((p) => now.get(p.userId) !== p.amountFen);
}

export async function deleteItem(siteDb: SiteDb, userId: string, request: FastifyRequest, id: string): Promise<void> {
  const row = await loadItem(siteDb, id);
  const { total } = await findOrders(siteDb, { app: 'payment', ref: id }, { offset: 0, size: 1 });
  if (total > 0) throw fail('该项目已有订单，不能删除；请修改截止时间使其截止');
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('payment_item_payers').where('item_id', '=', id).execute();
    await tx.deleteFrom('payment_items').where('id', '=', id).execute();
    await recordAudit(tx, request, {
      actorId: userId,
      action: 'payment.item.delete',
      targetType: 'payment_item',
      targetId: id,
      before: { title: row.title },
    });
  });
}
