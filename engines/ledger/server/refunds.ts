import { randomBytes } from 'node:crypto';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { decideAs, type TWorkflowEnded } from '@quad/workflow-engine/server';
import { fail, notFound, refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TRefund } from '../contract';
import { clearingAccount, postTransaction, walletAccount } from './accounts';
import { loadOrder, moveOrder, type TOrderRow } from './orders';
import { NOTIFY_PATH } from './pay';
import { providerOf, type TProviderContext } from './providers/channels';
import { PROVIDER_FAILED_MESSAGE, ProviderError, type TProviderKind } from './providers/provider';
import { refundOfInstance, startRefundApproval } from './refund-approval';
import type { LedgerRefundsTable } from './schema';

type TRefundRow = LedgerRefundsTable;

export const toRefund = (r: TRefundRow): TRefund => ({
  id: r.id,
  refundNo: r.refund_no,
  orderId: r.order_id,
  amountFen: Number(r.amount),
  reason: r.reason,
  state: r.state,
  requestedBy: r.requested_by,
  created: Number(r.created),
  updated: Number(r.updated),
});

export interface TRefundInput {
  orderId: string;
  amountFen: number;
  reason: string;
  /** Who asks: the payer or a finance clerk. */
  by: string;
  /** The page's request id: asking twice is one refund. */
  key: string;
  /** Only this person's order (the payer asking), or any of the site's (the office). */
  payerId?: string;
  /** Waits for the refund flow's decision (a payer's request); the office's own and the system's go at once. */
  approval?: boolean;
}

/** Fen of a paid order not yet refunded nor asked for. */
async function refundable(siteDb: SiteDb, order: TOrderRow): Promise<number> {
  const open = await siteDb
    .selectFrom('ledger_refunds')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('order_id', '=', order.id)
    .where('state', 'in', ['requested', 'processing'])
    .executeTakeFirst();
  return Number(order.paid_amount) - Number(order.refunded_amount) - Number(open?.total ?? 0);
}

/**
 * Asks for a refund of part or all of a paid order. With `approval` it waits for the refund flow
 * (`ledger.refund`, the workflow engine: the finance office's to-do); otherwise it waits for
 * `approveRefund`. Never more than was paid, counting refunds done and those still waiting.
 */
export async function requestRefund(siteDb: SiteDb, input: TRefundInput): Promise<TRefund> {
  const order = await loadOrder(siteDb, input.orderId, input.payerId);
  const earlier = await siteDb
    .selectFrom('ledger_refunds')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('idempotency_key', '=', input.key)
    .executeTakeFirst();
  if (earlier) return toRefund(earlier);
  if (order.state !== 'paid' && order.state !== 'refunding') throw refuse('ledger.not-paid', '订单未支付或已全额退款，不能申请退款');
  return siteDb.transaction(async (tx) => {
    // Locks the order's row on PostgreSQL, so two requests at once cannot both pass the check below.
    await tx.updateTable('ledger_orders').set({ updated: nowSeconds() }).where('id', '=', order.id).execute();
    if (input.amountFen > (await refundable(tx, order))) throw refuse('ledger.refund-exceeds', '退款金额超过可退金额');
    const now = nowSeconds();
    const refundNo = `R${order.order_no.slice(1, 9)}${randomBytes(8).toString('hex')}`;
    const instanceId = input.approval
      ? await startRefundApproval(tx, { amount: input.amountFen, reason: input.reason, refundNo, by: input.by }, order)
      : '';
    const row: Omit<TRefundRow, 'site_id'> = {
      id: newId(),
      refund_no: refundNo,
      order_id: order.id,
      amount: input.amountFen,
      reason: input.reason,
      state: 'requested',
      requested_by: input.by,
      idempotency_key: input.key,
      instance_id: instanceId,
      provider_refund_id: '',
      created: now,
      updated: now,
    };
    await tx.insertInto('ledger_refunds', row).execute();
    return toRefund({ ...row, site_id: tx.siteId });
  });
}

export async function loadRefund(siteDb: SiteDb, id: string): Promise<TRefundRow> {
  const row = await siteDb.selectFrom('ledger_refunds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('退款申请不存在');
  return row;
}

/**
 * A finance clerk's decision on a refund: through its flow when it has one (their to-do, as if decided
 * on the to-do page, so the flow's log and messages follow), else directly.
 */
export async function decideRefund(
  context: TProviderContext,
  id: string,
  userId: string,
  approve: boolean,
  comment = '',
): Promise<TRefund> {
  const refund = await loadRefund(context.siteDb, id);
  if (refund.state !== 'requested') throw refuse('ledger.refund-decided', '该退款申请已处理');
  if (!refund.instance_id) return approve ? approveRefund(context, id, userId) : rejectRefund(context.siteDb, id);
  await decideAs(
    context.siteDb,
    userId,
    refund.instance_id,
    approve ? 'approve' : 'reject',
    comment || (approve ? '同意退款' : '驳回退款'),
  );
  return toRefund(await loadRefund(context.siteDb, id));
}

export async function rejectRefund(siteDb: SiteDb, id: string): Promise<TRefund> {
  const refund = await loadRefund(siteDb, id);
  const moved = await siteDb
    .updateTable('ledger_refunds')
    .set({ state: 'rejected', updated: nowSeconds() })
    .where('id', '=', id)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw refuse('ledger.refund-decided', '该退款申请已处理');
  return toRefund({ ...refund, state: 'rejected' });
}

/**
 * Carries out an approved refund: the order becomes `refunding`, the provider returns the money (the
 * wallet's is returned at once), and the refund is booked against the item's income. A provider that
 * answers `processing` is asked again by the jobs (`settleProcessingRefunds`).
 */
export async function approveRefund(context: TProviderContext, id: string, actor: string): Promise<TRefund> {
  const { siteDb } = context;
  const refund = await loadRefund(siteDb, id);
  const order = await loadOrder(siteDb, refund.order_id);
  await siteDb.transaction((tx) => beginRefund(tx, refund, order, actor));
  return sendRefund(context, { ...refund, state: 'processing' }, order, actor);
}

/** The decided refund moves to `processing` and its order to `refunding`, once: a second decision is refused. */
async function beginRefund(tx: SiteDb, refund: TRefundRow, order: TOrderRow, actor: string): Promise<void> {
  const moved = await tx
    .updateTable('ledger_refunds')
    .set({ state: 'processing', updated: nowSeconds() })
    .where('id', '=', refund.id)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw refuse('ledger.refund-decided', '该退款申请已处理');
  await moveOrder(tx, order, ['paid', 'refunding'], 'refunding', {}, `退款 ${refund.refund_no}`, actor);
}

/**
 * The refund flow ended (inside its transaction): approved, the refund begins and is sent to the
 * provider once the decision commits (the repair job sends it again if this instance stops first);
 * rejected or withdrawn, it is 已驳回 and the money stays.
 */
export async function refundFlowEnded(ended: TWorkflowEnded, contextOf: (siteDb: SiteDb) => Promise<TProviderContext>): Promise<void> {
  const decided = await refundOfInstance(ended);
  if (!decided) return;
  const { refund } = decided;
  if (!decided.approved) {
    await ended.siteDb
      .updateTable('ledger_refunds')
      .set({ state: 'rejected', updated: nowSeconds() })
      .where('id', '=', refund.id)
      .where('state', '=', 'requested')
      .execute();
    return;
  }
  const order = await loadOrder(ended.siteDb, refund.order_id);
  await beginRefund(ended.siteDb, refund, order, 'workflow');
  const siteDb = new SiteDb(ended.siteDb.root, ended.siteDb.siteId);
  ended.siteDb.afterCommit(
    () =>
      void contextOf(siteDb)
        .then((context) => sendRefund(context, { ...refund, state: 'processing' }, order, 'workflow'))
        .catch(() => undefined),
  );
}

async function sendRefund(context: TProviderContext, refund: TRefundRow, order: TOrderRow, actor: string): Promise<TRefund> {
  if (order.method === 'wallet') return settleRefund(context.siteDb, refund, order, 'success', '', actor);
  const provider = providerOf(order.method as TProviderKind, context);
  let result;
  try {
    result = await provider.refund({
      orderNo: order.order_no,
      refundNo: refund.refund_no,
      amountFen: Number(refund.amount),
      totalFen: Number(order.paid_amount),
      reason: refund.reason,
      notifyUrl: `${context.origin}${NOTIFY_PATH}/${order.method}`,
    });
  } catch (error) {
    // Unreachable or refused: the refund stays `processing`; the job asks the provider again.
    if (error instanceof ProviderError && error.code !== 'unreachable')
      return settleRefund(context.siteDb, refund, order, 'failed', '', actor);
    if (error instanceof ProviderError) throw fail(PROVIDER_FAILED_MESSAGE);
    throw error;
  }
  if (result.state === 'processing') return toRefund(refund);
  return settleRefund(context.siteDb, refund, order, result.state, result.providerRefundId, actor);
}

/** Books a refund's outcome once: the money leaves the income for the provider (or the wallet), and the order moves on. */
export async function settleRefund(
  siteDb: SiteDb,
  refund: TRefundRow,
  order: TOrderRow,
  outcome: 'success' | 'failed',
  providerRefundId: string,
  actor: string,
): Promise<TRefund> {
  const state = outcome === 'success' ? 'succeeded' : 'failed';
  return siteDb.transaction(async (tx) => {
    const now = nowSeconds();
    const moved = await tx
      .updateTable('ledger_refunds')
      .set({ state, provider_refund_id: providerRefundId, updated: now })
      .where('id', '=', refund.id)
      .where('state', '=', 'processing')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return toRefund(await loadRefund(tx, refund.id));
    const fresh = await loadOrder(tx, order.id);
    const refunded = Number(fresh.refunded_amount) + (outcome === 'success' ? Number(refund.amount) : 0);
    const stillOpen = await tx
      .selectFrom('ledger_refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .where('state', '=', 'processing')
      .executeTakeFirst();
    const next = refunded >= Number(fresh.paid_amount) ? 'refunded' : stillOpen ? 'refunding' : 'paid';
    const note = outcome === 'success' ? `退款成功 ${refund.refund_no}` : `退款失败 ${refund.refund_no}`;
    await moveOrder(tx, fresh, [fresh.state], next, { refunded_amount: refunded }, note, actor);
    if (outcome === 'success') {
      const back = order.method === 'wallet' ? walletAccount(order.user_id) : clearingAccount(order.method);
      await postTransaction(tx, {
        orderId: order.id,
        kind: 'refund',
        memo: `退款：${order.title}`,
        lines: [
          { account: order.credit_account, amount: -Number(refund.amount) },
          { account: back, amount: Number(refund.amount) },
        ],
      });
    }
    return toRefund({ ...refund, state, provider_refund_id: providerRefundId, updated: now });
  });
}

/**
 * All that is left of a paid order goes back at once, without approval: a payment that arrived after
 * its order closed, or one whose goods could not be delivered (a card system that refused a top-up).
 * Once per order, whoever asks.
 */
export async function refundWhole(context: TProviderContext, orderId: string, reason: string): Promise<void> {
  const order = await loadOrder(context.siteDb, orderId);
  const left = Number(order.paid_amount) - Number(order.refunded_amount);
  if (left <= 0) return;
  const refund = await requestRefund(context.siteDb, { orderId, amountFen: left, reason, by: 'system', key: 'whole' });
  if (refund.state === 'requested') await approveRefund(context, refund.id, 'system');
}

export const refundLatePayment = (context: TProviderContext, order: TOrderRow) =>
  refundWhole(context, order.id, '订单关闭后到账，自动退款');

/** Asks the provider about refunds it answered `processing` (and ones whose call was lost), and books what it says. */
export async function settleProcessingRefunds(context: TProviderContext, olderThan: number): Promise<number> {
  const { siteDb } = context;
  const rows = await siteDb
    .selectFrom('ledger_refunds')
    .selectAll()
    .where('state', '=', 'processing')
    .where('updated', '<', olderThan)
    .limit(100)
    .execute();
  let settled = 0;
  for (const refund of rows) {
    const order = await loadOrder(siteDb, refund.order_id);
    const result = await sendRefund(context, refund, order, 'system').catch(() => undefined);
    if (result && result.state !== 'processing') settled++;
  }
  return settled;
}
