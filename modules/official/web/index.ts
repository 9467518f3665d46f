import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { ChooseCompanyPage } from './pages/choose-company';
import { FlowPage } from './pages/flow-page';
import { OfficialHomePage } from './pages/official-home';
import { ReceiptPage } from './pages/receipt-page';
import { RedPage } from './pages/red-page';
import './value-labels';

/** The official documents' screens, keyed like the manifest's routes (`modules/official/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'document/officialpage': OfficialHomePage,
  'document/redpage': RedPage,
  'document/choosecompany': ChooseCompanyPage,
  'document/user': ReceiptPage,
  'document/flowpage': FlowPage,
  'official/manage': consolePage('official/manage', () => import('./console/documents-screen')),
  'official/templates': consolePage('official/templates', () => import('./console/templates-screen')),
};

export { translations } from './translations';
