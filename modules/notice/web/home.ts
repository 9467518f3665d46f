import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widgets, for the web registry: the code arrives only when a layout shows one. */
export const noticeWidgets: TAreaWidgets = {
  /** Notices addressed to me, with the must-read popup. */
  notices: { session: true, load: () => import('./home-notices').then((m) => m.loadHomeNotices()) },
};
