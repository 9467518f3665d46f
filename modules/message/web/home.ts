import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widgets, for the web registry: the code arrives only when a layout shows one. */
export const messageWidgets: TAreaWidgets = {
  /** My unread messages. */
  messages: { session: true, load: () => import('./unread-badge').then((m) => m.loadUnreadBadge()) },
};
