import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BranchPage } from './pages/branch-page';
import { PayPage } from './pages/pay-page';
import { RecordPage } from './pages/record-page';

/** The party dues area's screens, keyed like the manifest's routes (`modules/partydues/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'partyDues/index': PayPage,
  'partyDues/record': RecordPage,
  'partyDues/branch': BranchPage,
  'partyDues/members': consolePage('partyDues/members', () => import('./console/members-screen')),
  'partyDues/branches': consolePage('partyDues/branches', () => import('./console/branches-screen')),
  'partyDues/rules': consolePage('partyDues/rules', () => import('./console/rules-screen')),
  'partyDues/stats': consolePage('partyDues/stats', () => import('./console/stats-screen')),
};

export { translations } from './translations';
