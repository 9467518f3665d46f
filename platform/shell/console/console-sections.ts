import type { TConsolePage, TPageManifest } from '@quad/contracts/manifest';
import type { TWebModule } from '../area';
import type { TSessionView } from '../use-session';

/** One console screen of some area, as its manifest declares it. */
export interface TConsoleSection {
  /** `module/page`: the screen's route and key. */
  key: string;
  areaId: string;
  /** The area's name in each language. */
  areaName: TWebModule['manifest']['name'];
  module: string;
  page: TPageManifest;
  console: TConsolePage;
}

/** Every console screen of the registry, in registry then manifest order (the menu's order). */
export function consoleSections(modules: readonly TWebModule[]): TConsoleSection[] {
  return modules.flatMap(({ manifest }) =>
    manifest.routes.flatMap((route) =>
      route.pages.flatMap((page) =>
        page.console
          ? [{ key: `${route.module}/${page.name}`, areaId: manifest.id, areaName: manifest.name, module: route.module, page, console: page.console }]
          : [],
      ),
    ),
  );
}

/**
 * The screens this user may open. The home screen counts only beside some other screen: it is the
 * console's overview, not a permission of its own.
 */
export function allowedSections(sections: TConsoleSection[], session: Pick<TSessionView, 'allowed'>): TConsoleSection[] {
  const open = sections.filter((s) => !s.console.home && session.allowed(s.console.app, s.console.module));
  return open.length === 0 ? [] : sections.filter((s) => s.console.home || open.includes(s));
}

/** The menu entry lit for a screen: its own, or for a screen left out of the menu, its module's first one in the menu. */
export function menuKey(sections: TConsoleSection[], key: string): string | undefined {
  const section = sections.find((s) => s.key === key);
  if (!section || section.console.menu !== false) return section?.key;
  return sections.find((s) => s.module === section.module && s.console.menu !== false)?.key;
}
