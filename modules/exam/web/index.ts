import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { ExamDetailPage } from './pages/exam-detail';
import { ExamWeekPage } from './pages/exam-week';
import { MyExamsPage } from './pages/my-exams';

/** The exams' screens, keyed like the manifest's routes (`modules/exam/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'examManage/index': MyExamsPage,
  'examManage/detail': ExamDetailPage,
  'examManage/manage': consolePage('examManage/manage', () => import('./console/manage-screen')),
  'fudanexamManage/index': ExamWeekPage,
};

export { translations } from './translations';
