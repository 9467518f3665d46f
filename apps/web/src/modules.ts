import type { TWebModule } from '@quad/platform/shell/area';
import { ucManifest } from '@quad/uc/module';
import { adminManifest } from '@quad/admin/module';
import { noticeManifest } from '@quad/notice/module';
import { messageManifest } from '@quad/message/module';
import { formsManifest } from '@quad/forms/module';
import { formsWidgets } from '@quad/forms/web/home';
import { newsManifest } from '@quad/news/module';
import { newsWidgets } from '@quad/news/web/home';
import { portalManifest } from '@quad/portal/module';
import { portalWidgets } from '@quad/portal/web/home';
import { healthManifest } from '@quad/health/module';
import { videoManifest } from '@quad/video/module';
import { topicManifest } from '@quad/topic/module';

/**
 * The areas this web app shows, in application-square order. Adding an area adds one entry here;
 * its code stays in its own lazily loaded chunk.
 */
export const webModules: TWebModule[] = [
  { manifest: ucManifest, load: () => import('@quad/uc/web/index') },
  { manifest: adminManifest, load: () => import('@quad/admin/web/index') },
  {
    manifest: noticeManifest,
    load: () => import('@quad/notice/web/index'),
    widgets: { notices: () => import('@quad/notice/web/home').then((m) => m.loadHomeNotices()) },
  },
  {
    manifest: messageManifest,
    load: () => import('@quad/message/web/index'),
    widgets: { messages: () => import('@quad/message/web/home').then((m) => m.loadUnreadBadge()) },
  },
  { manifest: formsManifest, load: () => import('@quad/forms/web/index'), widgets: formsWidgets },
  { manifest: newsManifest, load: () => import('@quad/news/web/index'), widgets: newsWidgets },
  { manifest: portalManifest, load: () => import('@quad/portal/web/index'), widgets: portalWidgets },
  { manifest: healthManifest, load: () => import('@quad/health/web/index') },
  { manifest: videoManifest, load: () => import('@quad/video/web/index') },
  { manifest: topicManifest, load: () => import('@quad/topic/web/index') },
];
