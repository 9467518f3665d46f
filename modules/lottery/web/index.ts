import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { LotteryIndexPage } from './pages/lottery-index';

/** The lottery area's screens, keyed like the manifest's routes (`modules/lottery/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'lottery/index': LotteryIndexPage,
  'lottery/manage': consolePage('lottery/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
