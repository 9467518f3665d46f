import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { NoticeListPage } from './pages/notice-list';
import { NoticePage } from './pages/notice-page';
import { NoticeTipPage } from './pages/notice-tip';
import { PublishPage } from './pages/publish';

/** The notice area's screens, keyed like the manifest's routes (`modules/notice/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'notice/index': NoticeListPage,
  'notice/noticepage': NoticePage,
  'notice/noticetippage': NoticeTipPage,
  'notice/publish': PublishPage,
  'notice/manage': consolePage('notice/manage', () => import('./console/notices-screen')),
};

export { translations } from './translations';
