import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widget: the code arrives only when a layout shows it. */
export const timetableWidgets: TAreaWidgets = {
  /** Today's classes still to come, taken or taught. */
  todayClasses: { session: true, for: ['student', 'teacher'], load: () => import('./home-today').then((m) => m.loadHomeToday()) },
};
