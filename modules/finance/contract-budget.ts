import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';

/** The finance office: the budgets of its departments. */
const financeOffice = callsFor({ app: 'finance', module: 'budget' });

export const BUDGET_CATEGORIES = ['科研', '教学', '行政', '其他'] as const;

/** A project with its money in cents and what follows from it. */
export const ZBudget = z.object({
  code: z.string(),
  title: z.string(),
  leader: z.string(),
  leaderNo: z.string(),
  department: z.string(),
  category: z.enum(BUDGET_CATEGORIES),
  year: z.number().int(),
  /** 预算总额, cents. */
  budget: z.number().int(),
  /** 已支出, cents. */
  spent: z.number().int(),
  /** 在途/冻结, cents (0 when absent). */
  committed: z.number().int(),
  /** 可用余额 = 预算 − 已支出 − 在途, cents (negative when overspent). */
  available: z.number().int(),
  /** 执行率 = (已支出 + 在途) / 预算, in whole per cent (0 for a budget of 0). */
  rate: z.number().int(),
  start: z.string(),
  end: z.string(),
});
export type TBudget = z.infer<typeof ZBudget>;

export const ZExpense = z.object({
  voucher: z.string(),
  date: z.string(),
  summary: z.string(),
  /** cents */
  amount: z.number().int(),
  handler: z.string(),
});
export type TExpense = z.infer<typeof ZExpense>;

const freshness = { updatedAt: z.number(), failed: z.boolean() };

export const myBudgets = signedIn.get('/budget/api/mine', '经费查询：本人负责的项目及其预算、支出、余额和执行率', {
  output: z.object({ list: z.array(ZBudget), ...freshness }),
});

export const budgetDetail = signedIn.get('/budget/api/detail', '经费查询：本人负责的一个项目', {
  input: z.object({ code: text('项目编号', 40) }),
  output: ZBudget.extend(freshness),
  errors: [10004],
});

export const budgetExpenses = signedIn.get('/budget/api/expenses', '经费查询：本人负责项目的支出记录，按日期从新到旧，可按摘要搜索', {
  input: pagedInput({ code: text('项目编号', 40), q: optionalText('摘要', 40) }),
  output: pageOf(ZExpense),
  errors: [10004],
});

export const listDepartmentBudgets = financeOffice.get('/budget/api/staff/list', '经费管理：本人管辖部门的项目及执行率，可按项目名称、编号、负责人搜索', {
  input: pagedInput({ q: optionalText('搜索词', 40) }),
  output: pageOf(ZBudget),
});
