import type { TAreaWeb } from '@quad/web/shell/area';
import { screenPage } from './console/screen-page';

/** The administration console's screens, keyed like the manifest's routes (`modules/admin/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'admin/index': screenPage('index', () => import('./pages/index')),
  'admin/people': screenPage('people', () => import('./pages/people')),
  'admin/roles': screenPage('roles', () => import('./pages/roles')),
  'admin/audit': screenPage('audit', () => import('./pages/audit')),
  'admin/feedback': screenPage('feedback', () => import('./pages/feedback')),
  'admin/usage': screenPage('usage', () => import('./pages/usage')),
  'admin/tokens': screenPage('tokens', () => import('./tokens/tokens-screen')),
  'admin/webhooks': screenPage('webhooks', () => import('./webhooks/webhooks-screen')),
  'admin/reference': screenPage('reference', () => import('./reference/reference-screen')),
  'admin/sites': screenPage('sites', () => import('./pages/sites')),
  'admin/settings': screenPage('settings', () => import('./settings/settings-screen')),
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
