import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { lockSalary, lookUpPay, salaryMonth, salaryYear, unlockSalary } from '../contract';
import { budgetDetail, budgetExpenses, listDepartmentBudgets, myBudgets } from '../contract-budget';
import { departmentBudgets, myBudget, myBudgetList, myExpenses } from './service-budget';
import { lookUpStaffPay, mySalaryMonth, mySalaryYear } from './service-salary';
import { lock, requireUnlock, unlock } from './service-unlock';

export function registerFinanceRoutes(app: FastifyInstance): void {
  registerCall(app, unlockSalary, ({ request, userId, input }) => unlock(request, userId, input.password));
  registerCall(app, lockSalary, async ({ siteDb, userId, input }) => {
    await lock(siteDb, userId, input.token);
    return {};
  });
  registerCall(app, salaryYear, async ({ request, siteDb, userId, input }) => {
    await requireUnlock(siteDb, userId, input.token);
    return mySalaryYear(request, userId, input.year);
  });
  registerCall(app, salaryMonth, async ({ request, siteDb, userId, input }) => {
    await requireUnlock(siteDb, userId, input.token);
    return mySalaryMonth(request, userId, input.month);
  });
  registerCall(app, lookUpPay, ({ request, userId, input }) => lookUpStaffPay(request, userId, input.staff_no, input.year));

  registerCall(app, myBudgets, ({ siteDb, userId }) => myBudgetList(siteDb, userId));
  registerCall(app, budgetDetail, ({ siteDb, userId, input }) => myBudget(siteDb, userId, input.code));
  registerCall(app, budgetExpenses, ({ siteDb, userId, input }) => myExpenses(siteDb, userId, input));
  registerCall(app, listDepartmentBudgets, ({ siteDb, userId, input }) => departmentBudgets(siteDb, userId, input));
}
