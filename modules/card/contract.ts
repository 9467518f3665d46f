import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { listOf } from '@quad/contracts/shapes';
import { DELIVERY_RECONCILE, PAY_ANSWER, payFields, topUpOfferFields } from '@quad/ledger-engine/contract';

/** The most one top-up puts on a card, and the amounts offered as buttons (fen). */
export const MAX_CARD_TOPUP_FEN = 50_000;
export const CARD_TOPUP_CHOICES_FEN = [2000, 5000, 10000, 20000] as const;

/** A card's state in the card system: usable, reported lost (挂失, the holder may undo it), or frozen by the office. */
export const ZCardStatus = z.enum(['normal', 'lost', 'frozen']);
export type TCardStatus = z.infer<typeof ZCardStatus>;

export const ZCard = z.object({ number: z.string(), holder: z.string(), balanceFen: z.number(), status: ZCardStatus });
export type TCard = z.infer<typeof ZCard>;

/** One line of the card's transactions: `amountFen` positive in (a top-up), negative out (a meal). */
export const ZCardLine = z.object({
  id: z.string(),
  at: z.number(),
  amountFen: z.number(),
  /** The balance after it. */
  balanceFen: z.number(),
  place: z.string(),
  kind: z.string(),
});
export type TCardLine = z.infer<typeof ZCardLine>;

/** A top-up as its payer sees it: `pending` paid and being posted to the card, `credited` on the card, `failed` given up (refunded by the office). */
export const ZTopUpState = z.enum(['pending', 'credited', 'failed']);
export type TTopUpState = z.infer<typeof ZTopUpState>;
export const ZTopUp = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cardNumber: z.string(),
  amountFen: z.number(),
  state: ZTopUpState,
  created: z.number(),
  updated: z.number(),
});
export type TTopUp = z.infer<typeof ZTopUp>;

export const myCard = signedIn.getOrPost('/card/api/card', '我的校园卡：卡号、持卡人、余额、状态与最近的交易', {
  output: z.object({ card: ZCard, recent: z.array(ZCardLine) }),
  errors: [1],
});

export const cardLines = signedIn.getOrPost('/card/api/lines', '校园卡消费记录（新的在前）', {
  input: pagedInput(),
  output: pageOf(ZCardLine),
  errors: [1],
});

/** A month as `2026-05`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ZCardSpending = z.object({ name: z.string(), fen: z.number(), count: z.number() });
export const ZCardStatistics = z.object({
  month: z.string(),
  /** Paid out by the card in the month (a positive number of fen), in how many payments. */
  spentFen: z.number(),
  count: z.number(),
  toppedUpFen: z.number(),
  /** Spent on each day of the month, from the 1st. */
  dailyFen: z.array(z.number()),
  /** By kind of place (餐饮, 购物…), the most first. */
  categories: z.array(ZCardSpending),
  /** The places paid most, the most first. */
  places: z.array(ZCardSpending),
  /** The card system had more lines than one statistic reads: the figures cover the newest of them. */
  truncated: z.boolean(),
});
export type TCardStatistics = z.infer<typeof ZCardStatistics>;

export const cardStatistics = signedIn.getOrPost('/card/api/statistics', '校园卡消费统计：某月的消费、充值、按类别与地点的分布和每日消费', {
  input: z.object({
    month: z
      .string({ error: '月份格式应为 2026-05' })
      .regex(MONTH_PATTERN, '月份格式应为 2026-05')
      .optional()
      .describe('月份（默认本月）'),
  }),
  output: ZCardStatistics,
  errors: [1],
});

export const reportLoss = signedIn.post('/card/api/loss', '校园卡挂失（本人已登录，无需校园卡密码）', {
  encoding: 'json',
  output: ZCard,
  errors: [1],
});

export const undoLoss = signedIn.post('/card/api/loss/undo', '校园卡解挂', {
  encoding: 'json',
  output: ZCard,
  errors: [1],
});

export const topUpSummary = signedIn.getOrPost('/card/api/topup/summary', '校园卡充值：卡号、余额、可用的支付方式与我的充值记录', {
  output: z.object({ card: ZCard, ...topUpOfferFields, topUps: z.array(ZTopUp) }),
  errors: [1],
});

export const topUpCard = signedIn.post('/card/api/topup', '校园卡充值：下单并转到支付渠道（同一请求号只下一笔订单）', {
  encoding: 'json',
  input: z.object(payFields('充值金额', MAX_CARD_TOPUP_FEN, '单次充值不能超过500元')),
  ...PAY_ANSWER,
});

const office = callsFor({ app: 'card', module: 'manage' });

/** Top-ups the card system never took: the office refunds them in the finance console. */
export const failedTopUps = office.getOrPost('/card/api/manage/failed', '充值失败的校园卡充值（需退款）', {
  output: listOf(ZTopUp.extend({ payerName: z.string() })),
});

/** A day's top-ups checked against the card system's statement; `who` is the card number. */
export const reconcileCard = office.getOrPost(
  '/card/api/manage/reconcile',
  '充值对账：某一天（北京时间）已到账的充值与校园卡系统对账单核对',
  DELIVERY_RECONCILE,
);
