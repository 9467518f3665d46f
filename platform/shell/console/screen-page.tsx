import { lazy, Suspense, type ComponentType } from 'react';
import Skeleton from 'antd/es/skeleton';
import { ConsoleFrame } from './console-frame';

/**
 * A console page of any area: the frame (menu, title, permission check) at once, its screen
 * fetched on first use, so one screen's components (the date pickers of the log, the tree of
 * people) don't weigh on the others. `page` is the screen's `module/page` in its manifest.
 */
export function screenPage(page: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function ScreenPage() {
    return (
      <ConsoleFrame page={page}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <Screen />
        </Suspense>
      </ConsoleFrame>
    );
  };
}
