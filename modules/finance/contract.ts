import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { int, optionalText, text } from '@quad/contracts/fields';

/** The datasets engine's kinds of this area (declared in `server/kinds.ts`). */
export const SALARY_KIND = 'finance.salary';
export const BUDGETS_KIND = 'finance.budgets';
export const EXPENSES_KIND = 'finance.expenses';

/**
 * The refusal of a salary read without a valid unlock (none, expired, another person's, revoked): the
 * page turns it into the password prompt, never into an error.
 */
export const LOCKED_REASON = 'finance.locked';

/** How long one password unlocks the pay pages (seconds). */
export const UNLOCK_SECONDS = 10 * 60;

/** The personnel office: looks people's pay up within its departments (every lookup audited). */
const personnel = callsFor({ app: 'finance', module: 'salary' });

/** The unlock a salary read carries: absent or unknown is answered LOCKED_REASON, not a bad field. */
const unlockToken = optionalText('解锁凭证', 100);

/** 月份 as pay slips write it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Amounts travel in cents (integers): the page formats them, nothing adds floats. */
export const ZMonthTotals = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** 应发合计, cents. */
  gross: z.number().int(),
  /** 扣发合计, cents. */
  deductions: z.number().int(),
  /** 实发 = 应发 − 扣发, cents. */
  net: z.number().int(),
});
export type TMonthTotals = z.infer<typeof ZMonthTotals>;

export const ZPayItem = z.object({
  category: z.enum(['应发', '扣发']),
  item: z.string(),
  /** cents */
  amount: z.number().int(),
  note: z.string(),
});
export type TPayItem = z.infer<typeof ZPayItem>;

export const ZPaySlip = ZMonthTotals.extend({
  /** 发放日期 as the file gives it ('' when absent). */
  payDate: z.string(),
  items: z.array(ZPayItem),
});
export type TPaySlip = z.infer<typeof ZPaySlip>;

const freshness = {
  /** When the salary data in use was loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load failed after it. */
  failed: z.boolean(),
};

export const ZSalaryYear = z.object({
  /** The year shown; 0 when the person has no pay slips at all. */
  year: z.number().int(),
  /** Every year with pay slips, newest first (the year picker). */
  years: z.array(z.number().int()),
  /** The year's months with pay slips, newest first. */
  months: z.array(ZMonthTotals),
  /** The year's totals. */
  total: ZMonthTotals.omit({ month: true }),
  ...freshness,
});
export type TSalaryYear = z.infer<typeof ZSalaryYear>;

export const unlockSalary = signedIn.post('/salary/api/unlock', '工资查询：再次输入登录密码，得到10分钟内有效的查看凭证', {
  input: z.object({ password: text('登录密码', 128) }),
  output: z.object({ token: z.string(), expires: z.number() }),
  errors: [1, 10029],
});

export const lockSalary = signedIn.post('/salary/api/lock', '工资查询：锁定（作废查看凭证）', {
  input: z.object({ token: unlockToken }),
  output: z.object({}),
});

// Reads are POST: the unlock travels in the body (never in a URL or a log), and each read writes an audit entry.
export const salaryYear = signedIn.post('/salary/api/year', '工资查询：一年中每月的应发、扣发、实发及全年合计（需查看凭证，记入操作日志）', {
  input: z.object({ token: unlockToken, year: int('年度', 2000, 2100).optional() }),
  output: ZSalaryYear,
  errors: [1],
  reasons: [LOCKED_REASON],
});

export const salaryMonth = signedIn.post('/salary/api/month', '工资查询：某月工资条，按应发、扣发分组（需查看凭证，记入操作日志）', {
  input: z.object({ token: unlockToken, month: text('月份', 7).regex(MONTH_PATTERN, '月份格式应为YYYY-MM') }),
  output: ZPaySlip.extend(freshness),
  errors: [1],
  reasons: [LOCKED_REASON],
});

export const ZStaffPay = z.object({
  staffNo: z.string(),
  name: z.string(),
  department: z.string(),
  year: z.number().int(),
  years: z.array(z.number().int()),
  /** The year's pay slips within the viewer's departments, newest first. */
  slips: z.array(ZPaySlip),
});
export type TStaffPay = z.infer<typeof ZStaffPay>;

export const lookUpPay = personnel.post('/salary/api/staff/lookup', '工资管理：按工号查询本人管辖部门内人员某年的工资（记入操作日志）', {
  input: z.object({ staff_no: text('工号', 40), year: int('年度', 2000, 2100).optional() }),
  output: ZStaffPay,
  errors: [1],
});
