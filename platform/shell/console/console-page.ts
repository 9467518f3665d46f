import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A console page for an area whose chunk also holds phone pages: the frame and antd arrive with the
 * screen on its first visit, so the area's phone pages don't carry them. (An area that is all
 * console, like admin, uses `screenPage` directly.)
 */
export function consolePage(page: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(async () => ({ default: (await import('./screen-page')).screenPage(page, load) }));
  return function ConsolePage() {
    return createElement(Suspense, { fallback: null }, createElement(Page));
  };
}
