import type { TAreaWeb } from '@quad/platform/shell/area';
import { InboxPage } from './pages/inbox';
import { MessagePage } from './pages/message';
import { DoNotDisturbPage } from './pages/do-not-disturb';

/** The message area's screens, keyed like the manifest's routes (`modules/message/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'message/index': InboxPage,
  'message/message': MessagePage,
  'newsInterruption/index': DoNotDisturbPage,
  'newsInterruption/indexV2': DoNotDisturbPage,
};

export { translations } from './translations';
