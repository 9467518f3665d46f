import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BacklogPage } from './pages/backlog';
import { CompletePage } from './pages/complete';
import { FlowPage } from './pages/flow';
import { FlowLogPage } from './pages/flowlog';
import { SendPage } from './pages/sendpage';
import { WaitPage } from './pages/waitpage';

/** The document area's pages, keyed like the manifest's routes (`modules/document/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'document/backlog': BacklogPage,
  'document/complete': CompletePage,
  'document/sendpage': SendPage,
  'document/waitpage': WaitPage,
  'document/flow': FlowPage,
  'document/flowlog': FlowLogPage,
  'document/flows': consolePage('document/flows', () => import('./console/flows-screen')),
};

export { translations } from './translations';
