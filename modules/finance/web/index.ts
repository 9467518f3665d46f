import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BudgetDetailPage } from './pages/budget-detail';
import { BudgetListPage } from './pages/budget-list';
import { SalaryPage } from './pages/salary';

/** The finance screens, keyed like the manifest's routes (`modules/finance/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'salary/index': SalaryPage,
  'salary/manage': consolePage('salary/manage', () => import('./console/salary-screen')),
  'budget/index': BudgetListPage,
  'budget/detail': BudgetDetailPage,
  'budget/manage': consolePage('budget/manage', () => import('./console/budget-screen')),
};

export { translations } from './translations';
