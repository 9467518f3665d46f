import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { GradScorePage } from './pages/grad-score-page';
import { LearningProcessPage } from './pages/learning-process-page';
import { ScoreListPage } from './pages/score-list-page';
import { ScorePage } from './pages/score-page';

/** The scores area's screens, keyed like the manifest's routes (`modules/score/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'score/index': ScorePage,
  'score/manage': consolePage('score/manage', () => import('./console/manage-screen')),
  'score/staff': consolePage('score/staff', () => import('./console/staff-screen')),
  'scorev1/index': ScoreListPage,
  'gradscore/index': GradScorePage,
  'learningProcess/index': LearningProcessPage,
};

export { translations } from './translations';
