import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widget, for the web registry: the code arrives only when a layout shows it. */
export const documentWidgets: TAreaWidgets = {
  /** How many tasks of every area wait for me, opening 待办. */
  todos: { session: true, load: () => import('./todo-badge').then((m) => m.loadTodoBadge()) },
};
