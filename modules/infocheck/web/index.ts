import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { RecordPage } from './pages/record-page';

/** The record check's screens, keyed like the manifest's routes (`modules/infocheck/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'infocheck/index': RecordPage,
  'infocheck/review': consolePage('infocheck/review', () => import('./console/review-screen')),
  'infocheck/manage': consolePage('infocheck/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
