import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widgets, for the web registry: the code arrives only when a layout shows one. */
export const examWidgets: TAreaWidgets = {
  /** My next exam and its countdown. */
  nextExam: { session: true, for: ['student'], load: () => import('./home-next-exam').then((m) => m.loadHomeNextExam()) },
};
