import type { TAreaWeb } from '@quad/platform/shell/area';
import { BuyPage } from './pages/buy-page';
import { RecordPage } from './pages/record-page';

/** The electricity area's screens, keyed like the manifest's routes (`modules/electricity/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'electricity/index': BuyPage,
  'electricity/record': RecordPage,
};

export { translations } from './translations';
