import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, requestId, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import {
  amountFen,
  ZOrder,
  ZOrderEvent,
  ZOrderState,
  ZPayMethod,
  ZReconciliation,
  ZRefund,
  ZRefundState,
} from '@quad/ledger-engine/contract';
import { ZFeeCategory } from './contract';

const finance = callsFor({ app: 'payment', module: 'manage' });

export const FEE_ITEM_STATES = ['draft', 'open', 'closed'] as const;
export const FEE_ITEM_STATE_NAMES: Record<(typeof FEE_ITEM_STATES)[number], string> = { draft: '未发布', open: '收费中', closed: '已截止' };
export const ZFeeItemState = z.enum(FEE_ITEM_STATES);

/** A fee item in the console's list, with what it has taken in. */
export const ZFeeItem = z.object({
  id: z.string(),
  title: z.string(),
  category: ZFeeCategory,
  /** The one amount, or 0 when it is set per person. */
  amountFen: z.number(),
  perPerson: z.boolean(),
  deadline: z.number(),
  state: ZFeeItemState,
  /** Paid orders and what they came to, net of refunds. */
  paidOrders: z.number(),
  netFen: z.number(),
  created: z.number(),
});
export type TFeeItem = z.infer<typeof ZFeeItem>;

export const listFeeItems = finance.getOrPost('/payment/api/manage/items', '缴费项目：全部项目与已收金额', {
  input: pagedInput({ keyword: optionalText('名称', 50) }),
  output: pageOf(ZFeeItem),
});

/**
 * An item's settings. With `perPerson` the amounts are the lines of `payers` (`学工号 金额`, one a line,
 * amounts in yuan with at most two decimals) and only those people pay; otherwise `amountFen` for the audience.
 */
export const ZFeeItemSettings = z.object({
  title: text('项目名称', 60),
  category: ZFeeCategory,
  description: optionalText('项目说明', 2000),
  payee: text('收款单位', 60),
  perPerson: flag('按人设置金额'),
  amountFen: int('金额（分）', 0, 100_000_000).default(0),
  payers: optionalText('缴费名单', 200_000),
  deadline: unixSeconds('截止时间'),
  published: flag('发布'),
  all: flag('全体'),
  ...audiencePicks,
});
export type TFeeItemSettings = z.input<typeof ZFeeItemSettings>;

export const saveFeeItem = finance.post('/payment/api/manage/save', '新建或修改缴费项目（已有人缴费后金额不能修改）', {
  encoding: 'json',
  input: ZFeeItemSettings.extend({ id: z.string().max(40).optional().describe('不填为新建') }),
  output: idAnswer,
  errors: [1, 10004],
});

export const ZFeeItemDetail = ZFeeItemSettings.extend({
  id: z.string(),
  state: ZFeeItemState,
  paidOrders: z.number(),
  netFen: z.number(),
  /** People the item is for (the audience's size, or the list's). */
  payerCount: z.number(),
  all: z.boolean(),
  perPerson: z.boolean(),
  published: z.boolean(),
  description: z.string(),
  payers: z.string(),
});
export type TFeeItemDetail = z.infer<typeof ZFeeItemDetail>;

/** Largest per-person workbook: 20,000 rows of 学工号 and 金额 take well under 1 MB; the rest is room for formatting. */
export const PAYERS_FILE_LIMIT = 5 * 1024 * 1024;

/**
 * Reads the per-person amounts of an Excel sheet (first sheet; header 学工号 or 工号/学号, 金额, optional 姓名)
 * into the lines of `payers`, checked as typed lines are, naming the sheet's rows. Nothing is saved.
 */
export const importFeePayers = finance.post(
  '/payment/api/manage/payers/import',
  '从 Excel（.xlsx）读取按人金额（multipart，字段 file；表头 学工号、金额，姓名可选）：逐行检查后答出缴费名单，不保存',
  {
    encoding: 'multipart',
    maxFileBytes: PAYERS_FILE_LIMIT,
    output: z.object({ payers: z.string(), count: z.number(), totalFen: z.number() }),
    errors: [10022],
  },
);

/** The Excel template of the per-person amounts (学工号, 姓名, 金额 and an example row). */
export const PAYERS_TEMPLATE_PATH = '/payment/api/manage/payers/template';

export const feeItemDetail = finance
  .about(recordId('缴费项目'))
  .getOrPost('/payment/api/manage/item', '缴费项目设置与收费情况', { output: ZFeeItemDetail });

export const deleteFeeItem = finance
  .about(recordId('缴费项目'))
  .post('/payment/api/manage/delete', '删除缴费项目（已有订单的项目不能删除，请改为截止）', {
    output: okAnswer,
    errors: [1, 10004],
  });

export const feeAudienceOptions = finance.getOrPost('/payment/api/manage/audience', '可选的缴费对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** An order in the console, with its payer. */
export const ZManagedOrder = ZOrder.extend({ payerName: z.string(), payerNumber: z.string() });
export type TManagedOrder = z.infer<typeof ZManagedOrder>;

const orderFilter = {
  item: z.string().max(40).optional().describe('缴费项目'),
  state: ZOrderState.optional().describe('订单状态'),
  method: ZPayMethod.optional(),
  from: unixSeconds('开始日期').optional(),
  to: unixSeconds('结束日期').optional(),
  keyword: optionalText('订单号或学工号', 40),
};

export const listOrders = finance.getOrPost('/payment/api/manage/orders', '订单管理：按项目、状态、方式、日期筛选', {
  input: pagedInput(orderFilter, { maxSize: 100 }),
  output: pageOf(ZManagedOrder),
});

export const managedOrderDetail = finance.about(recordId('订单')).getOrPost('/payment/api/manage/order', '订单详情：经过与退款', {
  output: z.object({ order: ZManagedOrder, events: z.array(ZOrderEvent), refunds: z.array(ZRefund), refundableFen: z.number() }),
});

/** The Excel file of the orders the filter finds (`?item=&state=&method=&from=&to=&keyword=`). */
export const ORDERS_EXPORT_PATH = '/payment/api/manage/export';
export const ZOrdersExportQuery = z.object(orderFilter);

export const ZManagedRefund = ZRefund.extend({ orderNo: z.string(), title: z.string(), payerName: z.string(), paidFen: z.number() });
export type TManagedRefund = z.infer<typeof ZManagedRefund>;

export const listRefunds = finance.getOrPost('/payment/api/manage/refunds', '退款申请（默认待审批）', {
  input: pagedInput({ state: ZRefundState.optional().describe('退款状态') }),
  output: pageOf(ZManagedRefund),
});

export const decideRefund = finance.post('/payment/api/manage/refund/decide', '审批退款：同意后原路退回，驳回则不退', {
  encoding: 'json',
  input: z.object({ id: recordId('退款申请'), approve: flag('同意') }),
  output: ZRefund,
  errors: [1, 10004],
});

export const officeRefund = finance.post('/payment/api/manage/refund', '财务发起退款（部分或全部，不超过已付金额）', {
  encoding: 'json',
  input: z.object({ id: recordId('订单'), amountFen: amountFen('退款金额'), reason: text('退款原因', 200), requestId }),
  output: ZRefund,
  errors: [1, 10004],
});

export const listReconciliations = finance.getOrPost(
  '/payment/api/manage/reconciliations',
  '对账结果：每日与支付渠道账单核对（缺失、多出、金额不符）',
  {
    output: listOf(ZReconciliation),
  },
);

export const runReconciliation = finance.post('/payment/api/manage/reconcile', '立即对账某一天（北京时间日期）', {
  encoding: 'json',
  input: z.object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .describe('对账日期'),
  }),
  output: ZReconciliation,
  errors: [1],
});

export const ledgerHealth = finance.getOrPost('/payment/api/manage/ledger-check', '账务平衡检查：每笔交易借贷相等、账户余额与明细一致', {
  output: z.object({ postings: z.number(), balanced: z.boolean(), unbalancedTransactions: z.number(), accountsOff: z.number() }),
});

export const dailyTakings = finance.getOrPost('/payment/api/manage/daily', '每日收款（近 N 天，北京时间）', {
  input: z.object({ days: int('天数', 1, 92).default(30) }),
  output: listOf(z.object({ day: z.number(), paidFen: z.number(), orders: z.number() })),
});
