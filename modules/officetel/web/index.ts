import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { PhoneBookPage } from './pages/phone-book';

/** The phone book's screens, keyed like the manifest's routes (`modules/officetel/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'officeTel/index': PhoneBookPage,
  'officeTel/manage': consolePage('officeTel/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
