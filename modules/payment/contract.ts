import { z } from 'zod';
import { get, signedIn } from '@quad/contracts/call';
import { recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { listOf } from '@quad/contracts/shapes';
import {
  amountFen,
  PAY_ANSWER,
  PAY_REASONS,
  payChoiceFields,
  payOfferFields,
  ZOrder,
  ZOrderEvent,
  ZRefund,
} from '@quad/ledger-engine/contract';

/** What kind of fee an item is, for the hall's grouping and the console's filters. */
export const FEE_CATEGORIES = ['tuition', 'exam', 'dorm', 'book', 'other'] as const;
export const FEE_CATEGORY_NAMES: Record<(typeof FEE_CATEGORIES)[number], string> = {
  tuition: '学杂费',
  exam: '考试报名费',
  dorm: '住宿费',
  book: '教材费',
  other: '其他',
};
export const ZFeeCategory = z.enum(FEE_CATEGORIES, { error: '请选择缴费类别' }).describe('缴费类别');

/**
 * Where an item stands for me: `unpaid` to pay; `paying` handed to a provider, the result is coming;
 * `paid`; `refunded` paid and returned whole; `closed` past its deadline unpaid.
 */
export const ZMyFeeState = z.enum(['unpaid', 'paying', 'paid', 'refunded', 'closed']);
export type TMyFeeState = z.infer<typeof ZMyFeeState>;

/** A fee item as its payer sees it in the hall. */
export const ZMyFee = z.object({
  id: z.string(),
  title: z.string(),
  category: ZFeeCategory,
  /** My amount: the item's, or the one set for me. */
  amountFen: z.number(),
  /** Pay by then (Unix seconds; 0 none). */
  deadline: z.number(),
  state: ZMyFeeState,
  /** My latest order on it, '' before I tried to pay. */
  orderId: z.string(),
});
export type TMyFee = z.infer<typeof ZMyFee>;

export const ZMyFeeDetail = ZMyFee.extend({
  description: z.string(),
  /** The office that collects it, as shown on the receipt. */
  payee: z.string(),
  /** The ways I may pay on this site (first the provider, then the wallet) and my wallet's balance. */
  ...payOfferFields,
});
export type TMyFeeDetail = z.infer<typeof ZMyFeeDetail>;

export const listMyFees = signedIn.getOrPost('/payment/api/fees', '缴费大厅：我需要缴纳和已缴纳的项目', {
  output: listOf(ZMyFee),
});

export const myFeeDetail = signedIn
  .about(recordId('缴费项目'))
  .getOrPost('/payment/api/fee', '缴费项目详情：我的金额、截止时间、可用支付方式与钱包余额', {
    output: ZMyFeeDetail,
  });

export const payFee = signedIn.post('/payment/api/pay', '缴费：为项目下单并选择支付方式（同一请求号只下一笔订单；钱包支付立即完成）', {
  encoding: 'json',
  input: z.object({
    id: recordId('缴费项目'),
    ...payChoiceFields,
    requestId,
  }),
  ...PAY_ANSWER,
  reasons: [...PAY_REASONS, 'payment.not-open'],
});

/** One of my orders, with what happened to it. */
export const ZMyOrderDetail = z.object({
  order: ZOrder,
  events: z.array(ZOrderEvent),
  refunds: z.array(ZRefund),
  /** The PDF receipt of a paid order ('' before payment). */
  receiptUrl: z.string(),
  /** Fen I may still ask back. */
  refundableFen: z.number(),
});
export type TMyOrderDetail = z.infer<typeof ZMyOrderDetail>;

export const myOrderDetail = signedIn.about(recordId('订单')).getOrPost('/payment/api/order', '我的订单详情：状态、经过、退款与收据', {
  output: ZMyOrderDetail,
});

export const listMyOrders = signedIn.getOrPost('/payment/api/orders', '我的缴费记录（新的在前）', {
  input: pagedInput(),
  output: pageOf(ZOrder),
});

/** `cost/index`: every order of mine whatever it paid for (fees, top-ups, the card, electricity), a month at a time. */
export const listMyBills = signedIn.getOrPost('/payment/api/bills', '我的账单：缴费、充值、购电等各类订单（按月，新的在前）', {
  input: pagedInput({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/, '月份格式应为 YYYY-MM')
      .describe('月份（北京时间）'),
  }),
  output: pageOf(ZOrder, { netFen: z.number() }),
});

export const askRefund = signedIn.post('/payment/api/refund', '申请退款（部分或全部；由财务审批后原路退回）', {
  encoding: 'json',
  input: z.object({ id: recordId('订单'), amountFen: amountFen('退款金额'), reason: text('退款原因', 200), requestId }),
  output: ZRefund,
  errors: [1, 10004],
  reasons: ['ledger.refund-exceeds', 'ledger.not-paid'],
});

/** The receipt of one of my paid orders (`?id=`), a PDF with a QR that verifies it. */
export const RECEIPT_PATH = '/payment/api/receipt';

/** Anyone may check a receipt (the `payment/receipt` page its QR opens): genuine, and what it says, the payer's name masked. */
export const checkReceipt = get('/payment/api/receipt/check', '核验收据（无需登录：扫描收据上的二维码）', {
  access: 'public',
  errors: [10029],
  input: z.object({ code: text('校验码', 200) }),
  output: z.object({
    genuine: z.boolean(),
    orderNo: z.string(),
    title: z.string(),
    amountFen: z.number(),
    refundedFen: z.number(),
    paidAt: z.number(),
    payer: z.string(),
  }),
});
