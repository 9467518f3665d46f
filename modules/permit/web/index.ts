import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { CarIndexPage } from './pages/car-index';
import { CarPassPage } from './pages/car-pass';
import { GatePage } from './pages/gate-page';
import { VisitorApplyPage } from './pages/visitor-apply';
import { VisitorStatusPage } from './pages/visitor-status';
import './value-labels';

/** The permit area's screens, keyed like the manifest's routes (`modules/permit/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'permit/index': CarIndexPage,
  'permit/pass': CarPassPage,
  'permit/visitor': VisitorApplyPage,
  'permit/status': VisitorStatusPage,
  'permit/gate': GatePage,
  'permit/approve': consolePage('permit/approve', () => import('./console/approve-screen')),
  'permit/records': consolePage('permit/records', () => import('./console/records-screen')),
  'permit/gatelog': consolePage('permit/gatelog', () => import('./console/gatelog-screen')),
};

export { translations } from './translations';
