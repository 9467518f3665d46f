import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { VoteDetailPage } from './pages/vote-detail';
import { VoteIndexPage } from './pages/vote-index';

/** The vote area's screens, keyed like the manifest's routes (`modules/vote/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'vote/index': VoteIndexPage,
  'vote/detail': VoteDetailPage,
  'vote/manage': consolePage('vote/manage', () => import('./console/manage-screen')),
  'vote/results': consolePage('vote/results', () => import('./console/results-screen')),
};

export { translations } from './translations';
