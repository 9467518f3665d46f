import { z } from 'zod';
import { requestId } from '@quad/contracts/records';

/**
 * The ledger engine's shapes (issue 22), for the contracts of the areas built on it (payments, wallet,
 * recharge, electricity): an order as its payer and the finance office see it, wallet records and the
 * reconciliation report. Amounts are integer fen everywhere; pages format them as yuan.
 */

/**
 * An order's state: `created` not yet sent to a provider; `paying` handed to one; `paid`; `refunding`
 * a refund is with the provider; `refunded` all of it returned; `closed` never paid (timed out or
 * cancelled). A partly refunded order is `paid` with `refundedFen` > 0.
 */
export const ORDER_STATES = ['created', 'paying', 'paid', 'refunding', 'refunded', 'closed'] as const;
export const ZOrderState = z.enum(ORDER_STATES);
export type TOrderState = z.infer<typeof ZOrderState>;

/** How an order is paid: the offline demo provider, WeChat Pay, Alipay, or the person's wallet. */
export const PAY_METHODS = ['demo', 'wechat', 'alipay', 'wallet'] as const;
export const ZPayMethod = z.enum(PAY_METHODS, { error: '请选择支付方式' }).describe('支付方式');
export type TPayMethod = z.infer<typeof ZPayMethod>;

/** Chinese names of the methods, for pages and exports. */
export const PAY_METHOD_NAMES: Record<TPayMethod, string> = { demo: '演示支付', wechat: '微信支付', alipay: '支付宝', wallet: '钱包余额' };
export const ORDER_STATE_NAMES: Record<TOrderState, string> = {
  created: '待支付',
  paying: '支付中',
  paid: '已支付',
  refunding: '退款中',
  refunded: '已退款',
  closed: '已关闭',
};

/** An amount a person types or an office sets: whole fen, at least 1 fen, at most 1,000,000 yuan. */
export const MAX_AMOUNT_FEN = 100_000_000;
export const amountFen = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, `${label}必须是以分为单位的整数`)
          .transform(Number),
      ],
      { error: `请填写${label}` },
    )
    .pipe(z.number().int(`${label}不能有不足一分的部分`).min(1, `${label}必须大于0`).max(MAX_AMOUNT_FEN, `${label}不能超过1000000元`))
    .describe(`${label}（分）`);

export const ZOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  /** The area and its record the order pays for (`payment` and the fee item's id; `wallet` for a top-up). */
  app: z.string(),
  ref: z.string(),
  title: z.string(),
  amountFen: z.number(),
  state: ZOrderState,
  method: z.union([ZPayMethod, z.literal('')]),
  paidFen: z.number(),
  refundedFen: z.number(),
  providerTxnId: z.string(),
  created: z.number(),
  paidAt: z.number(),
  /** When an unpaid order closes by itself. */
  expiresAt: z.number(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** One move of an order, as its detail page and the console's timeline show it. */
export const ZOrderEvent = z.object({ from: z.string(), to: z.string(), note: z.string(), actor: z.string(), at: z.number() });
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

/** How the payer's page goes on after asking to pay. */
export const ZPaymentStart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('jsapi'), params: z.record(z.string(), z.string()) }),
  /** Paid at once (the wallet). */
  z.object({ kind: z.literal('paid') }),
]);
export type TPaymentStart = z.infer<typeof ZPaymentStart>;

/** How the payer chose to pay, as every area's pay call takes it: the method and the scene. */
export const payChoiceFields = {
  method: ZPayMethod,
  /** `jsapi` inside WeChat (the payer's openid is the server's, see `NEED_OPENID`), `h5` in any other browser. */
  scene: z.enum(['jsapi', 'h5']).default('h5').describe('支付场景'),
  /**
   * Taken for the original clients' sake and ignored: the server pays JSAPI with the openid it got by the
   * official account's authorization, never one a page names.
   */
  openId: z.string().max(128).optional().describe('微信 openid（公众号内支付）'),
};

/**
 * The input fields of a pay call for an amount the payer chooses (a top-up, a purchase): the amount,
 * named `amountLabel` and at most `mostFen` (`tooMuch` says so), how to pay, and the request id that
 * makes a press repeated after a lost answer the same order. Spread into the call's `z.object`.
 */
export const payFields = (amountLabel: string, mostFen: number, tooMuch: string) => ({
  amountFen: amountFen(amountLabel).pipe(z.number().max(mostFen, tooMuch)),
  ...payChoiceFields,
  requestId,
});

/**
 * WeChat Pay inside WeChat (scene `jsapi`) before the server has the payer's openid: the page goes to
 * `d.openidUrl` (with `back` set to itself), the official account's authorization, and comes back.
 */
export const NEED_OPENID = 'ledger.need-openid';

/** The refusals a pay call answers with a reason: the order paid already, closed, the wallet short, or the openid still to get. */
export const PAY_REASONS = ['ledger.paid', 'ledger.closed', 'ledger.balance', NEED_OPENID];

/**
 * The answer of a pay call, spread into it: the order and how the page goes on, a business refusal or
 * an unknown record (10004), with the ledger's reasons (`reasons: [...PAY_REASONS, …]` to add one).
 */
export const PAY_ANSWER = {
  output: z.object({ orderId: z.string(), start: ZPaymentStart }),
  errors: [1, 10004],
  reasons: PAY_REASONS,
};

/** What a top-up page offers, in its summary call: the methods it may use and the most one top-up may be. */
export const topUpOfferFields = { methods: z.array(ZPayMethod), maxTopUpFen: z.number() };

/** What a page paying a set amount offers, in its summary call: the methods, and the wallet's balance to grey it out when short. */
export const payOfferFields = { methods: z.array(ZPayMethod), walletFen: z.number() };

/** A line of the wallet's records: positive in, negative out. */
export const ZWalletRecord = z.object({
  id: z.string(),
  amountFen: z.number(),
  /** The balance after it. */
  balanceFen: z.number(),
  title: z.string(),
  kind: z.enum(['topup', 'spend', 'refund']),
  orderId: z.string(),
  at: z.number(),
});
export type TWalletRecord = z.infer<typeof ZWalletRecord>;

export const REFUND_STATES = ['requested', 'rejected', 'processing', 'succeeded', 'failed'] as const;
export const ZRefundState = z.enum(REFUND_STATES);
export const REFUND_STATE_NAMES: Record<z.infer<typeof ZRefundState>, string> = {
  requested: '待审批',
  rejected: '已驳回',
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

export const ZRefund = z.object({
  id: z.string(),
  refundNo: z.string(),
  orderId: z.string(),
  amountFen: z.number(),
  reason: z.string(),
  state: ZRefundState,
  requestedBy: z.string(),
  created: z.number(),
  updated: z.number(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** What the daily reconciliation found: orders the provider has and we do not, the reverse, and amounts that differ. */
export const ZReconciliation = z.object({
  day: z.string(),
  provider: z.string(),
  checkedAt: z.number(),
  matched: z.number(),
  missing: z.array(z.object({ orderNo: z.string(), kind: z.string(), amountFen: z.number(), note: z.string() })),
  extra: z.array(z.object({ orderNo: z.string(), kind: z.string(), amountFen: z.number(), note: z.string() })),
  different: z.array(z.object({ orderNo: z.string(), kind: z.string(), oursFen: z.number(), theirsFen: z.number() })),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

const ZDeliveryProblem = z.object({ requestNo: z.string(), who: z.string(), amountFen: z.number(), note: z.string() });

/**
 * An office's reconciliation of a Beijing day's deliveries with the school system's statement
 * (`reconcileDeliveryDay`): `who` is whom the area delivers to (a card number, a room, a network account).
 */
export const DELIVERY_RECONCILE = {
  input: z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .describe('对账日期'),
  }),
  output: z.object({
    day: z.string(),
    matched: z.number(),
    /** On the system's statement, not credited here. */
    missing: z.array(ZDeliveryProblem),
    /** Credited here that day, not on the statement. */
    extra: z.array(ZDeliveryProblem),
    different: z.array(z.object({ requestNo: z.string(), who: z.string(), oursFen: z.number(), theirsFen: z.number() })),
  }),
  errors: [1],
};
export type TDeliveryReport = z.infer<typeof DELIVERY_RECONCILE.output>;
