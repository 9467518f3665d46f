import { lazy, Suspense, type ComponentType } from 'react';
import Skeleton from 'antd/es/skeleton';
import { loadRegisteredTranslations } from '../i18n';
import { ConsoleFrame } from './console-frame';

/**
 * A console page of any area: the frame (menu, title, permission check) at once, its screen
 * fetched on first use, so one screen's components (the date pickers of the log, the tree of
 * people) don't weigh on the others. `page` is the screen's `module/page` in its manifest.
 */
export function screenPage(page: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  // A screen may bring an engine with it (the forms designer's phone preview): its strings load first.
  const Screen = lazy(async () => {
    const screen = await load();
    await loadRegisteredTranslations();
    return screen;
  });
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
