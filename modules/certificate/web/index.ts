import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { CertificateIndexPage } from './pages/certificate-index';
import { VerifyPage } from './pages/verify-page';
import './value-labels';

/** The certificate area's screens, keyed like the manifest's routes (`modules/certificate/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'certificate/index': CertificateIndexPage,
  'certificate/verify': VerifyPage,
  'certificate/approve': consolePage('certificate/approve', () => import('./console/approve-screen')),
  'certificate/records': consolePage('certificate/records', () => import('./console/records-screen')),
  'certificate/types': consolePage('certificate/types', () => import('./console/types-screen')),
  'certificate/statistic': consolePage('certificate/statistic', () => import('./console/statistic-screen')),
};

export { translations } from './translations';
