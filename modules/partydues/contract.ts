import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { int } from '@quad/contracts/fields';
import { listOf } from '@quad/contracts/shapes';
import { PAY_ANSWER, PAY_REASONS, payChoiceFields, payOfferFields } from '@quad/ledger-engine/contract';
import { MEMBER_CATEGORIES } from './shared/rules';

export const ZMemberCategory = z.enum(MEMBER_CATEGORIES);
export const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确')
  .describe('月份（YYYY-MM）');

/** Me as the roll has me: null when I am not on it. */
export const ZMyDues = z.object({
  member: z
    .object({
      branchName: z.string(),
      category: ZMemberCategory,
      monthlyFen: z.number(),
      /** The office set this amount by hand rather than by the rules. */
      handSet: z.boolean(),
      startMonth: z.string(),
      active: z.boolean(),
    })
    .nullable(),
  thisMonth: z.string(),
  /** Months from the start month up to this one not yet paid, oldest first. */
  owed: z.array(z.string()),
  /** Months after this one that may be paid ahead (after the owed ones). */
  ahead: z.array(z.string()),
  ...payOfferFields,
});
export type TMyDues = z.infer<typeof ZMyDues>;

export const myDues = signedIn.getOrPost('/partydues/api/home', '党费缴纳首页：我的支部、类别、月缴额、欠缴月份与可预缴月份', {
  output: ZMyDues,
});

export const payDues = signedIn.post(
  '/partydues/api/pay',
  '缴纳党费：所选月份须从最早未缴月份起连续；金额由服务器按标准计算；同一组月份只下一笔订单',
  {
    encoding: 'json',
    input: z.object({
      months: z.array(ZMonth).min(1, '请选择缴费月份').max(120, '一次最多缴纳120个月'),
      ...payChoiceFields,
    }),
    output: PAY_ANSWER.output.extend({ amountFen: z.number() }),
    errors: [1],
    reasons: [...PAY_REASONS, 'ledger.key-reused'],
  },
);

export const ZPaidMonth = z.object({ month: z.string(), amountFen: z.number(), orderId: z.string(), paidAt: z.number() });
export type TPaidMonth = z.infer<typeof ZPaidMonth>;

export const myPaidMonths = signedIn.getOrPost('/partydues/api/record', '我的党费缴纳记录（按月份，新的在前）', {
  output: listOf(ZPaidMonth),
});

export const myBranches = signedIn.getOrPost('/partydues/api/branches', '我担任书记的党支部', {
  output: listOf(z.object({ id: z.string(), name: z.string() })),
});

/** One member's year: each month `paid`, `owed` (due and unpaid) or `none` (not yet due or before the start). */
export const ZMemberYear = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  category: ZMemberCategory,
  monthlyFen: z.number(),
  months: z.array(z.enum(['paid', 'owed', 'none'])),
  paidCount: z.number(),
  owedFen: z.number(),
});
export type TMemberYear = z.infer<typeof ZMemberYear>;

/** A branch's totals over a year: 应缴 (due months at each member's monthly amount), 已缴, and the share of due months paid. */
export const ZBranchTotals = z.object({ members: z.number(), dueFen: z.number(), paidFen: z.number(), rate: z.number() });

export const branchYear = signedIn.getOrPost('/partydues/api/branch', '支部党费统计：本支部党员全年各月缴纳情况（仅支部书记）', {
  input: z.object({ branch: z.string().max(40).describe('支部编号'), year: int('年份', 2000, 2100) }),
  output: z.object({ name: z.string(), totals: ZBranchTotals, members: z.array(ZMemberYear) }),
  errors: [1, 10004],
});
