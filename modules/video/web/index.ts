import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { VideoDetailPage } from './pages/video-detail';
import { VideoListPage } from './pages/video-list';

/** The video area's screens, keyed like the manifest's routes (`modules/video/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'video/list': VideoListPage,
  'video/detail': VideoDetailPage,
  'video/manage': consolePage('video/manage', () => import('./console/videos-screen')),
};

export { translations } from './translations';
