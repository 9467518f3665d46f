import type { ComponentType } from 'react';
import type { TModuleManifest, TPageManifest } from '@quad/contracts/manifest';
import type { TUserType } from '@quad/contracts/user-types';
import type { TTranslationsLoader } from './i18n';
import { i18n } from './i18n';
import { clearLoadingTitle } from './site-settings';

/** What an area's `web/index.ts` exports: its page components and its strings. */
export interface TAreaWeb {
  /** Page components by `{module}/{page}`, matching the manifest's routes (but the pages of a `chunk`). */
  pages: Record<string, ComponentType>;
  /** The pages whose manifest names a `chunk`, by chunk: `() => import('./<chunk>/pages')`. */
  chunks?: Record<string, () => Promise<{ pages: Record<string, ComponentType> }>>;
  /** The area's strings (`modules/<area>/i18n/<lang>.json`), loaded with its pages. */
  translations: TTranslationsLoader;
}

/** What the shell knows of the page a route shows (the route's `handle`). */
export interface TRouteHandle {
  /** `module/page` (without `m_`): the key of site title overrides and hidden features; none for the home page. */
  key?: string;
  /** The default title in the current language. */
  title: () => string;
  /** Kept alive between visits, with its scroll position (spec §2.1). */
  cached?: boolean;
  /** Needs the maps script (spec §2.1). */
  maps?: boolean;
  /** A console screen (`console` in the manifest): the full window width on desktop. */
  wide?: boolean;
  /** Other people's personal data (`personal` in the manifest): under the viewer's watermark. */
  personal?: boolean;
}

/** A home widget's code and strings, loaded only when a layout shows it. */
export type TWidgetLoader = () => Promise<{ default: ComponentType }>;

/** A home widget an area offers: layouts (shell/home-layouts.ts) name it by its key in the area's `web/home.ts`. */
export interface TAreaWidget {
  load: TWidgetLoader;
  /** About the person, or for members only: a guest sees nothing of it. */
  session: boolean;
  /** Only for these kinds of account (today's classes: students and teachers); absent: for everyone. */
  for?: readonly TUserType[];
  /** A bar of its own (a search box) rather than a titled card. */
  bare?: true;
}

/** What an area's `web/home.ts` exports as `<area>Widgets`. */
export type TAreaWidgets = Record<string, TAreaWidget>;

/**
 * An area's own icon, exported as `<camelId>Icon` from its `web/icon.ts` (`svgIcon(path)` of
 * `@quad/platform/ui/svg-icon`, or any component drawing 1em in `currentColor`). It is in every
 * page's first load, the phone's home included: plain SVG, never a component library.
 */
export type TAreaIcon = ComponentType;

/** One entry of the web registry (apps/web/src/modules.gen.ts, written by scripts/registries.mjs). */
export interface TWebModule {
  manifest: TModuleManifest;
  /** Lazy, so each area is its own chunk. */
  load: () => Promise<TAreaWeb>;
  /** The home widgets this area offers. */
  widgets?: TAreaWidgets;
  /** Shown on its app tile and beside its console screens in place of the platform's named icons. */
  icon?: TAreaIcon;
}

let registry: readonly TWebModule[] = [];

/** Set once at start-up, so pages of any area (the application square) can list every app. */
export const setWebModules = (modules: readonly TWebModule[]): void => {
  registry = modules;
};
export const registeredModules = (): readonly TWebModule[] => registry;

/**
 * A page's title in the current language: the area's `title.{module}.{page}` string, else the
 * manifest's Chinese title. Titles still 加载中 are cleared (spec §2.1).
 */
export function pageTitle(areaId: string, module: string, page: TPageManifest): string {
  return clearLoadingTitle(i18n.t(`${areaId}:title.${module}.${page.name}`, { defaultValue: page.title }));
}

/** The page an app's tile opens: its first page that needs a session (its main screen), else its first page. */
export function entryPage(manifest: TModuleManifest): string | undefined {
  for (const route of manifest.routes) {
    const page = route.pages.find((p) => !p.public) ?? route.pages[0];
    if (page) return `${route.module}/${page.name}`;
  }
  return undefined;
}
