import type { TAreaWeb } from '@quad/platform/shell/area';
import { ScanConfirmPage, ScanConfirmV2Page } from './pages/scan-confirm';
import { ScanCancelPage, ScanSuccessPage } from './pages/scan-result';

/** Scan-to-login's phone pages, keyed like the manifest's routes; both route names share the components. */
export const pages: TAreaWeb['pages'] = {
  'smlogin/index': ScanConfirmPage,
  'smlogin/success': ScanSuccessPage,
  'smlogin/cancel': ScanCancelPage,
  'smloginV2/index': ScanConfirmV2Page,
  'smloginV2/success': ScanSuccessPage,
  'smloginV2/cancel': ScanCancelPage,
};

export { translations } from './translations';
