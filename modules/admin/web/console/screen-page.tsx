import { lazy, Suspense, type ComponentType } from 'react';
import Skeleton from 'antd/es/skeleton';
import { AdminFrame } from './admin-frame';
import type { TSectionPage } from './sections';

/**
 * A console page: the frame (menu, title, permission check) at once, its screen fetched on first
 * use, so one screen's components (the date pickers of the log, the tree of people) don't weigh on
 * the others.
 */
export function screenPage(page: TSectionPage | 'index', load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function ScreenPage() {
    return (
      <AdminFrame page={page}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <Screen />
        </Suspense>
      </AdminFrame>
    );
  };
}
