import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { FiguresPage } from './pages/figures-page';

/** 数据统计's screens, keyed like the manifest's routes (`modules/datastat/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'dataStatistics/index': FiguresPage,
  'dataStatistics/manage': consolePage('dataStatistics/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
