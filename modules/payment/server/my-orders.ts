import QRCode from 'qrcode';
import { findOrders, netPaid, orderDetail, requestRefund } from '@quad/ledger-engine/server';
import { ORDER_STATE_NAMES, PAY_METHOD_NAMES, type TPayMethod } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { checkCode, signCode, type TCodePurpose } from '@quad/platform/server/codes/signed-codes';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { renderPdf } from '@quad/platform/server/pdf/render';
import { siteTime } from '@quad/platform/server/time';
import { RECEIPT_PATH, type TMyOrderDetail } from '../contract';

/** A receipt's code stays checkable for as long as anyone keeps the paper. */
const RECEIPT_KEY: TCodePurpose = { name: 'payment-receipt', rotateSeconds: 1, validSeconds: 100 * 365 * 86_400 };

/** Fen still refundable: paid, less refunded and less refunds waiting or in progress. */
export function refundableOf(detail: Awaited<ReturnType<typeof orderDetail>>): number {
  const { order, refunds } = detail;
  if (order.state !== 'paid') return 0;
  const waiting = refunds.filter((r) => r.state === 'requested' || r.state === 'processing').reduce((n, r) => n + r.amountFen, 0);
  return Math.max(0, order.paidFen - order.refundedFen - waiting);
}

export async function myOrder(siteDb: SiteDb, userId: string, id: string): Promise<TMyOrderDetail> {
  const detail = await orderDetail(siteDb, id, userId);
  const paid = detail.order.paidAt > 0;
  return {
    order: detail.order,
    events: detail.events,
    refunds: detail.refunds,
    receiptUrl: paid ? `${RECEIPT_PATH}?id=${id}` : '',
    refundableFen: refundableOf(detail),
  };
}

export const myOrders = (siteDb: SiteDb, userId: string, page: { page: number; size: number }) =>
  findOrders(siteDb, { app: 'payment', userId }, { offset: (page.page - 1) * page.size, size: page.size }).then(({ total, items }) => ({
    total,
    list: items,
  }));

/** My orders of a Beijing month, of every area, and what they came to net of refunds. */
export async function myBills(siteDb: SiteDb, userId: string, input: { month: string; page: number; size: number }) {
  const from = Date.parse(`${input.month}-01T00:00:00+08:00`) / 1000;
  const next = new Date(from * 1000 + 8 * 3600_000);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const filter = { userId, from, to: next.getTime() / 1000 - 8 * 3600 };
  const { total, items } = await findOrders(siteDb, filter, { offset: (input.page - 1) * input.size, size: input.size });
  return { total, list: items, netFen: await netPaid(siteDb, filter) };
}

export async function askRefund(
  siteDb: SiteDb,
  userId: string,
  input: { id: string; amountFen: number; reason: string; requestId: string },
) {
  return requestRefund(siteDb, {
    orderId: input.id,
    amountFen: input.amountFen,
    reason: input.reason,
    by: userId,
    key: input.requestId,
    payerId: userId,
    approval: true,
  });
}

/** 张三 → 张*; 欧阳娜娜 → 欧**娜: enough for the payer to know it, not for a stranger to learn it. */
const maskName = (name: string) =>
  name.length <= 1 ? name : name.length === 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;

/**
 * The receipt of one of my paid orders as a PDF: the school, the item, the amount in yuan, when and how
 * it was paid, the numbers, and a QR of the public check page with a code only this site can sign.
 */
export async function receiptPdf(
  siteDb: SiteDb,
  who: { userId: string; origin: string; basePath: string; timeZone: string; siteName: string },
  id: string,
) {
  const { order } = await orderDetail(siteDb, id, who.userId);
  if (!order.paidAt) throw fail('订单尚未支付，没有收据');
  const payer = await siteDb.selectFrom('users').select(['realname', 'number']).where('id', '=', who.userId).executeTakeFirst();
  const { token } = await signCode(siteDb, RECEIPT_KEY, order.orderNo);
  const checkUrl = `${who.origin}${who.basePath}payment/receipt?code=${encodeURIComponent(token)}`;
  const qr = await QRCode.toBuffer(checkUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const rows: [string, string][] = [
    ['缴费项目', order.title],
    ['缴费人', `${payer?.realname ?? ''}（${payer?.number ?? ''}）`],
    ['金额', `¥${yuan(order.paidFen)}`],
    ['支付方式', PAY_METHOD_NAMES[order.method as TPayMethod] ?? order.method],
    ['支付时间', siteTime(who.timeZone, order.paidAt)],
    ['订单号', order.orderNo],
    ['交易号', order.providerTxnId || '—'],
    ['状态', ORDER_STATE_NAMES[order.state]],
  ];
  if (order.refundedFen > 0) rows.push(['已退款', `¥${yuan(order.refundedFen)}`]);
  const pdf = await renderPdf({
    title: `缴费收据 ${order.orderNo}`,
    author: who.siteName,
    blocks: [
      { kind: 'header', text: who.siteName, note: '缴费收据' },
      { kind: 'title', text: '缴费收据' },
      { kind: 'table', rows },
      { kind: 'image', data: qr, width: 72, align: 'right', caption: '扫码核验收据', link: checkUrl },
    ],
  });
  return { fileName: `缴费收据-${order.orderNo}.pdf`, pdf };
}

/** What anyone scanning a receipt learns: whether this site signed it, and what it says (the payer's name masked). */
export async function checkReceipt(siteDb: SiteDb, code: string) {
  const none = { genuine: false, orderNo: '', title: '', amountFen: 0, refundedFen: 0, paidAt: 0, payer: '' };
  const check = await checkCode(siteDb, RECEIPT_KEY, code);
  if (!check.ok) return none;
  const { items } = await findOrders(siteDb, { orderNo: check.subject }, { offset: 0, size: 1 });
  const order = items[0];
  if (!order || !order.paidAt) return none;
  const payer = await siteDb.selectFrom('users').select('realname').where('id', '=', order.userId).executeTakeFirst();
  return {
    genuine: true,
    orderNo: order.orderNo,
    title: order.title,
    amountFen: order.paidFen,
    refundedFen: order.refundedFen,
    paidAt: order.paidAt,
    payer: maskName(payer?.realname ?? ''),
  };
}
