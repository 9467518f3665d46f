import type { TAreaWeb } from '@quad/platform/shell/area';
import { WalletPage } from './pages/wallet-page';
import { WalletRecordDetailPage } from './pages/wallet-record-detail';
import { WalletRecordsPage } from './pages/wallet-records';

/** The wallet area's screens, keyed like the manifest's routes (`modules/wallet/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'myLittlePurse/index': WalletPage,
  'myLittlePurse/record': WalletRecordsPage,
  'myLittlePurse/recordDetail': WalletRecordDetailPage,
};

export { translations } from './translations';
