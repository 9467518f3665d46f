import type { TAreaWeb } from '@quad/platform/shell/area';
import { screenPage } from '@quad/platform/console/screen-page';
import './admin.css';

/** The administration console's screens, keyed like the manifest's routes (`modules/admin/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'admin/index': screenPage('admin/index', () => import('./pages/index')),
  'admin/people': screenPage('admin/people', () => import('./pages/people')),
  'admin/roles': screenPage('admin/roles', () => import('./pages/roles')),
  'admin/audit': screenPage('admin/audit', () => import('./pages/audit')),
  'admin/feedback': screenPage('admin/feedback', () => import('./pages/feedback')),
  'admin/usage': screenPage('admin/usage', () => import('./pages/usage')),
  'admin/tokens': screenPage('admin/tokens', () => import('./tokens/tokens-screen')),
  'admin/webhooks': screenPage('admin/webhooks', () => import('./webhooks/webhooks-screen')),
  'admin/datasets': screenPage('admin/datasets', () => import('./datasets/datasets-screen')),
  'admin/pushes': screenPage('admin/pushes', () => import('./pushes/pushes-screen')),
  'admin/reference': screenPage('admin/reference', () => import('./reference/reference-screen')),
  'admin/sites': screenPage('admin/sites', () => import('./pages/sites')),
  'admin/settings': screenPage('admin/settings', () => import('./settings/settings-screen')),
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
