import { z } from 'zod';
import {
  choiceColumn,
  dateColumn,
  defineDatasetKind,
  integerColumn,
  moneyColumn,
  optionalDateColumn,
  optionalMoneyColumn,
  optionalTextColumn,
  textColumn,
} from '@quad/datasets-engine/server';
import { BUDGET_CATEGORIES } from '../contract-budget';
import { BUDGETS_KIND, EXPENSES_KIND, MONTH_PATTERN, SALARY_KIND } from '../contract';

export const salaryColumns = z.object({
  staffNo: textColumn('工号', 40),
  name: textColumn('姓名', 40),
  department: textColumn('部门', 60),
  month: textColumn('月份', 7).refine((v) => MONTH_PATTERN.test(v), '月份格式应为YYYY-MM（如2026-03）'),
  category: choiceColumn('类别', ['应发', '扣发'] as const),
  item: textColumn('项目', 40),
  amount: moneyColumn('金额'),
  payDate: optionalDateColumn('发放日期'),
  note: optionalTextColumn('备注', 100),
});
export type TSalaryRow = z.output<typeof salaryColumns>;

/** Pay slips, one row per pay item of a person's month; the personnel office reads its departments'. */
export const salaryKind = defineDatasetKind({
  id: SALARY_KIND,
  owner: 'finance',
  title: '工资',
  columns: salaryColumns,
  key: ['staffNo', 'month', 'item'],
  person: 'staffNo',
  scope: 'department',
  staff: { app: 'finance', modules: ['salary'] },
});

export const budgetColumns = z.object({
  code: textColumn('项目编号', 40),
  title: textColumn('项目名称', 100),
  leaderNo: textColumn('负责人工号', 40),
  leader: textColumn('负责人', 40),
  department: textColumn('部门', 60),
  category: choiceColumn('经费类别', BUDGET_CATEGORIES),
  year: integerColumn('年度', 2000, 2100),
  budget: moneyColumn('预算总额'),
  spent: moneyColumn('已支出'),
  committed: optionalMoneyColumn('在途/冻结'),
  start: dateColumn('开始日期'),
  end: dateColumn('结束日期'),
});
export type TBudgetRow = z.output<typeof budgetColumns>;

/** Projects by their leader; the finance office reads its departments'. */
export const budgetsKind = defineDatasetKind({
  id: BUDGETS_KIND,
  owner: 'finance',
  title: '经费项目',
  columns: budgetColumns,
  key: ['code'],
  person: 'leaderNo',
  scope: 'department',
  staff: { app: 'finance', modules: ['budget'] },
});

export const expenseColumns = z.object({
  code: textColumn('项目编号', 40),
  leaderNo: textColumn('负责人工号', 40),
  date: dateColumn('日期'),
  summary: textColumn('摘要', 200),
  amount: moneyColumn('金额'),
  voucher: textColumn('凭证号', 40),
  handler: optionalTextColumn('经办人', 40),
});
export type TExpenseRow = z.output<typeof expenseColumns>;

/** Expense records of projects, read by the project's leader. */
export const expensesKind = defineDatasetKind({
  id: EXPENSES_KIND,
  owner: 'finance',
  title: '经费支出',
  columns: expenseColumns,
  key: ['voucher', 'code'],
  person: 'leaderNo',
});
