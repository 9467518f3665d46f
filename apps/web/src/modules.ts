import type { TWebModule } from './shell/area';
import { ucManifest } from '@quad/uc/module';
import { adminManifest } from '@quad/admin/module';
import { noticeManifest } from '@quad/notice/module';
import { messageManifest } from '@quad/message/module';
import { formsManifest } from '@quad/forms/module';

/**
 * The areas this web app shows, in application-square order. Adding an area adds one entry here;
 * its code stays in its own lazily loaded chunk.
 */
export const webModules: TWebModule[] = [
  { manifest: ucManifest, load: () => import('@quad/uc/web/index') },
  { manifest: adminManifest, load: () => import('@quad/admin/web/index') },
  { manifest: noticeManifest, load: () => import('@quad/notice/web/index') },
  { manifest: messageManifest, load: () => import('@quad/message/web/index') },
  { manifest: formsManifest, load: () => import('@quad/forms/web/index') },
];
