import type { TAreaWeb } from '@quad/platform/shell/area';
import { HealthCodePage } from './code-page';
import { SweepCodePage } from './sweep-page';
import { VaccineStatPage } from './vaccine-page';

/** The schools' code and gate pages are the same pages. */
export const pages: TAreaWeb['pages'] = {
  'center/qrcode': HealthCodePage,
  'center/qrcodePage': HealthCodePage,
  'center/qrcodeNew': HealthCodePage,
  'center/qrcodeBuaa': HealthCodePage,
  'center/sweepCode': SweepCodePage,
  'center/sweepCodeBjtu': SweepCodePage,
  'center/sweepCodeBuaa': SweepCodePage,
  'center/sweepCodeRls': SweepCodePage,
  'vaccineStat/index': VaccineStatPage,
};
