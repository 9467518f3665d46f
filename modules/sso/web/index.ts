import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { HelpContactPage, HelpFaqPage, HelpFaqsPage, HelpGuidePage, HelpIndexPage } from './pages/help-pages';
import { SsoStartPage } from './pages/sso-start';

/** The sso area's screens, keyed like the manifest's routes (`modules/sso/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'sso/index': SsoStartPage,
  'sso/settings': consolePage('sso/settings', () => import('./console/cas-settings-screen')),
  'sso/help': consolePage('sso/help', () => import('./console/help-screen')),
  'publicsso/index': HelpGuidePage,
  'publicsso/helpIndex': HelpIndexPage,
  'publicsso/helpIndexmsg': HelpContactPage,
  'publicsso/helpQt': HelpFaqsPage,
  'publicsso/helpdetail': HelpFaqPage,
};

export { translations } from './translations';
