import type { TServerEngine, TServerModule } from '@quad/platform/server/module';
import { messagesEngine } from '@quad/messages-engine/server';
import { contentEngine } from '@quad/content-engine/server';
import { formsEngine } from '@quad/forms-engine/server';
import { ucServer } from '@quad/uc/server/index';
import { adminServer } from '@quad/admin/server/index';
import { messageServer } from '@quad/message/server/index';
import { noticeServer } from '@quad/notice/server/index';
import { formsServer } from '@quad/forms/server/index';
import { newsServer } from '@quad/news/server/index';
import { portalServer } from '@quad/portal/server/index';
import { healthServer } from '@quad/health/server/index';
import { videoServer } from '@quad/video/server/index';
import { topicServer } from '@quad/topic/server/index';

/** The areas this server runs, in order. Adding an area adds one line here and touches no other area. */
export const serverModules: TServerModule[] = [ucServer, adminServer, messageServer, noticeServer, formsServer, newsServer, portalServer, healthServer, videoServer, topicServer];

/** The engines the areas build on, each after the engines it depends on. */
export const serverEngines: TServerEngine[] = [messagesEngine, contentEngine, formsEngine];
