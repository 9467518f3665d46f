import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { CourseDetailPage } from './pages/course-detail';
import { CourseIndexPage } from './pages/course-index';
import { CourseMinePage } from './pages/course-mine';

/** The course selection area's screens, keyed like the manifest's routes (`modules/course/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'course/index': CourseIndexPage,
  'course/detail': CourseDetailPage,
  'course/mine': CourseMinePage,
  'course/manage': consolePage('course/manage', () => import('./console/terms-screen')),
  'course/completed': consolePage('course/completed', () => import('./console/completed-screen')),
};

export { translations } from './translations';
