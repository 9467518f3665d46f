import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { NewsDetailPage } from './pages/news-detail';
import { channelPage, NewsIndexPage } from './pages/news-index';
import { NewsPublishPage } from './pages/news-publish';
import { RssIndexPage } from './pages/rss-index';
import { RssManagePage } from './pages/rss-manage';

/** The news area's screens, keyed like the manifest's routes (`modules/news/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'news/index': NewsIndexPage,
  'news/detail': NewsDetailPage,
  'news/publish': NewsPublishPage,
  'news/manage': consolePage('news/manage', () => import('./console/articles-screen')),
  'tjuNews/index': channelPage('tjuNews'),
  'tjuNotice/index': channelPage('tjuNotice'),
  'tjuOfficial/index': channelPage('tjuOfficial'),
  'rss/index': RssIndexPage,
  'rss/manage': RssManagePage,
};

export { translations } from './translations';
