import { createHash, randomBytes } from 'node:crypto';
import { checkCode, signCode, type TCodePurpose } from '@quad/platform/server/codes/signed-codes';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { beijingDayRange } from './beijing-day';
import {
  ForgedNotification,
  ProviderError,
  type TPaymentNotification,
  type TPaymentProvider,
  type TRawNotification,
  type TRefundResult,
} from './provider';

/**
 * The offline demo provider, the embedded default on demo sites: it keeps its own books in
 * `ledger_demo_trades` as a real provider would on its side, shows its cashier as a page of this
 * server (`routes.ts`), and signs its notifications with a key of the site's (`code_secrets`), so
 * they go through the same checks, replays and queries as WeChat Pay's or Alipay's.
 */
export const DEMO_CASHIER_PATH = '/api/ledger/demo/cashier';
export const DEMO_SIGNATURE_HEADER = 'x-demo-pay-signature';

/** A notification stays valid for a day: providers resend for about that long. */
const NOTIFICATION_KEY: TCodePurpose = { name: 'ledger-demo-notify', rotateSeconds: 1, validSeconds: 86_400 };

const digest = (body: string) => createHash('sha256').update(body).digest('hex');

interface TDemoNotice {
  id: string;
  orderNo: string;
  txnId: string;
  amountFen: number;
  paidAt: number;
}

export interface TDemoProvider extends TPaymentProvider {
  /** The payer confirmed on the cashier: the trade is paid and its signed notification is what the provider would post. */
  pay(orderNo: string): Promise<TRawNotification>;
}

export function demoPaymentProvider(siteDb: SiteDb, origin: string): TDemoProvider {
  const trade = (no: string) => siteDb.selectFrom('ledger_demo_trades').selectAll().where('no', '=', no).executeTakeFirst();
  const refundResult = (refundNo: string, txnId: string): TRefundResult => ({ refundNo, state: 'success', providerRefundId: txnId });

  return {
    kind: 'demo',
    async startPayment(request) {
      await siteDb
        .insertInto('ledger_demo_trades', {
          no: request.orderNo,
          kind: 'pay',
          order_no: request.orderNo,
          amount: request.amountFen,
          state: 'unpaid',
          txn_id: '',
          done_at: 0,
          created: nowSeconds(),
        })
        .onConflict((oc) => oc.columns(['site_id', 'no']).doNothing())
        .execute();
      const query = new URLSearchParams({ order: request.orderNo, back: request.returnUrl });
      return { kind: 'redirect', url: `${origin}${DEMO_CASHIER_PATH}?${query}` };
    },

    async pay(orderNo) {
      const now = nowSeconds();
      const txnId = `D${now}${randomBytes(6).toString('hex')}`;
      await siteDb
        .updateTable('ledger_demo_trades')
        .set({ state: 'paid', txn_id: txnId, done_at: now })
        .where('no', '=', orderNo)
        .where('state', '=', 'unpaid')
        .execute();
      const row = await trade(orderNo);
      if (!row || row.state !== 'paid') throw new ProviderError('not-payable', '该订单不能支付');
      const notice: TDemoNotice = {
        id: `N${row.txn_id}`,
        orderNo,
        txnId: row.txn_id,
        amountFen: Number(row.amount),
        paidAt: Number(row.done_at),
      };
      const rawBody = JSON.stringify(notice);
      const { token } = await signCode(siteDb, NOTIFICATION_KEY, digest(rawBody), now);
      return { headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: token }, rawBody };
    },

    async readNotification(raw): Promise<TPaymentNotification> {
      const check = await checkCode(siteDb, NOTIFICATION_KEY, raw.headers[DEMO_SIGNATURE_HEADER] ?? '');
      if (!check.ok || check.subject !== digest(raw.rawBody)) throw new ForgedNotification('demo notification signature');
      const notice = JSON.parse(raw.rawBody) as TDemoNotice;
      return {
        notificationId: notice.id,
        orderNo: notice.orderNo,
        state: 'paid',
        providerTxnId: notice.txnId,
        amountFen: notice.amountFen,
        paidAt: notice.paidAt,
      };
    },

    notificationAnswer: (ok) => ({ status: ok ? 200 : 500, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }),

    async queryPayment(orderNo) {
      const row = await trade(orderNo);
      if (!row) return { orderNo, state: 'unpaid', providerTxnId: '', amountFen: 0, paidAt: 0 };
      return {
        orderNo,
        state: row.state,
        providerTxnId: row.txn_id,
        amountFen: row.state === 'unpaid' ? 0 : Number(row.amount),
        paidAt: Number(row.done_at),
      };
    },

    async closePayment(orderNo) {
      await siteDb
        .updateTable('ledger_demo_trades')
        .set({ state: 'closed' })
        .where('no', '=', orderNo)
        .where('state', '=', 'unpaid')
        .execute();
    },

    async refund(request) {
      const earlier = await trade(request.refundNo);
      if (earlier) return refundResult(request.refundNo, earlier.txn_id);
      return siteDb.transaction(async (tx) => {
        const paid = await tx
          .selectFrom('ledger_demo_trades')
          .selectAll()
          .where('no', '=', request.orderNo)
          .where('state', 'in', ['paid', 'refunded'])
          .executeTakeFirst();
        if (!paid) throw new ProviderError('not-paid', '订单未支付，不能退款');
        const refunded = await tx
          .selectFrom('ledger_demo_trades')
          .select((eb) => eb.fn.sum<number>('amount').as('total'))
          .where('order_no', '=', request.orderNo)
          .where('kind', '=', 'refund')
          .executeTakeFirst();
        const left = Number(paid.amount) - Number(refunded?.total ?? 0);
        if (request.amountFen > left) throw new ProviderError('amount-exceeded', '退款金额超过可退金额');
        const now = nowSeconds();
        const txnId = `R${now}${randomBytes(6).toString('hex')}`;
        await tx
          .insertInto('ledger_demo_trades', {
            no: request.refundNo,
            kind: 'refund',
            order_no: request.orderNo,
            amount: request.amountFen,
            state: 'refunded',
            txn_id: txnId,
            done_at: now,
            created: now,
          })
          .execute();
        if (request.amountFen === left)
          await tx.updateTable('ledger_demo_trades').set({ state: 'refunded' }).where('no', '=', request.orderNo).execute();
        return refundResult(request.refundNo, txnId);
      });
    },

    async queryRefund(_orderNo, refundNo) {
      const row = await trade(refundNo);
      return row ? refundResult(refundNo, row.txn_id) : { refundNo, state: 'failed', providerRefundId: '' };
    },

    async statement(day) {
      const { from, to } = beijingDayRange(day);
      const rows = await siteDb
        .selectFrom('ledger_demo_trades')
        .selectAll()
        .where('done_at', '>=', from)
        .where('done_at', '<', to)
        .orderBy('done_at')
        .execute();
      return rows.map((r) => ({
        orderNo: r.order_no,
        providerTxnId: r.txn_id,
        kind: r.kind,
        refundNo: r.kind === 'refund' ? r.no : '',
        amountFen: Number(r.amount),
      }));
    },
  };
}
