import { HomeColumn } from '@quad/platform/ui/home-column';
import { homeLayout, type THomeWidget } from '@quad/platform/shell/home-layouts';

/** A page that is a layout of home widgets: the school home variants of spec §2.2 (`xidianPage/*`). */
export function layoutPage(widgets: readonly THomeWidget[] | string) {
  const column = typeof widgets === 'string' ? homeLayout(widgets) : widgets;
  return function LayoutPage() {
    return (
      <main className="q-page q-home">
        <HomeColumn widgets={column} alone={column.length === 1} />
      </main>
    );
  };
}
