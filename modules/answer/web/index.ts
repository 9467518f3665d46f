import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { QuizDetailPage } from './pages/quiz-detail';
import { QuizHistoryPage } from './pages/quiz-history';
import { QuizIndexPage } from './pages/quiz-index';
import { QuizRankingPage } from './pages/quiz-ranking';
import { QuizRecordPage } from './pages/quiz-record';

/** The quiz area's screens, keyed like the manifest's routes (`modules/answer/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'answer/index': QuizIndexPage,
  'answer/detail': QuizDetailPage,
  'answer/history': QuizHistoryPage,
  'answer/mes': QuizRankingPage,
  'answer/record': QuizRecordPage,
  'answer/manage': consolePage('answer/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
