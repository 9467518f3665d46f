import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { TopicDetailPage } from './pages/topic-detail';
import { TopicIndexPage } from './pages/topic-index';
import { PostMessagePage } from './pages/post-message';

/** The topic area's screens, keyed like the manifest's routes (`modules/topic/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'topic/index': TopicIndexPage,
  'topic/detail': TopicDetailPage,
  'topic/postMsg': PostMessagePage,
  'topic/manage': consolePage('topic/manage', () => import('./console/topics-screen')),
};

export { translations } from './translations';
