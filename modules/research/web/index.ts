import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { MyPapersPage } from './pages/my-papers';
import { MyProjectsPage } from './pages/my-projects';
import { PaperIndexPage } from './pages/paper-index';
import { PaperWorkPage } from './pages/paper-work';
import { ProjectIndexPage } from './pages/project-index';
import './value-labels';

/** The research area's screens, keyed like the manifest's routes (`modules/research/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'project/index': ProjectIndexPage,
  'personalproject/index': MyProjectsPage,
  'paper/index': PaperIndexPage,
  'personalpaper/index': MyPapersPage,
  'paperWork/index': PaperWorkPage,
  'research/calls': consolePage('research/calls', () => import('./console/calls-screen')),
  'research/approve': consolePage('research/approve', () => import('./console/approve-screen')),
  'research/records': consolePage('research/records', () => import('./console/records-screen')),
  'research/statistic': consolePage('research/statistic', () => import('./console/statistic-screen')),
  'research/points': consolePage('research/points', () => import('./console/points-screen')),
};

export { translations } from './translations';
