import { defineArea } from '@quad/contracts/manifest';

/**
 * Salary and budget queries (工资查询, 经费查询; issue 24 "School data"): staff read their own pay slips
 * by month after typing their password again, and the budgets of the projects they lead. Three kinds of
 * the datasets engine (`finance.salary`, `finance.budgets`, `finance.expenses`), loaded by the finance
 * and personnel offices from the console or pulled from the school's systems.
 */
export const financeManifest = defineArea('finance', { zh: '工资经费', en: 'Salary & Budgets', tw: '工資經費' }, {
  order: 96,
  dependsOn: ['datasets-engine'],
  routes: {
    salary: {
      index: '工资查询',
      manage: { title: '工资管理', console: { app: 'finance', module: 'salary' }, personal: true },
    },
    budget: {
      index: '经费查询',
      detail: '经费详情',
      manage: { title: '经费管理', console: { app: 'finance', module: 'budget' }, personal: true },
    },
  },
});
