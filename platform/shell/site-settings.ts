import type { TCallOutput } from '@quad/contracts/call';
import type { settingInfo } from '@quad/contracts/platform-calls';
import type { TWebModule } from './area';
import type { TLang } from './i18n';

/**
 * A site's display overrides (DESIGN.md §2), resolved here and nowhere else on the web side.
 *
 * - `titles`: `module/page` → title in every language; `module/page@en` (or `@zh`, `@tw`) for one
 *   language only, which wins over the plain key. (The server also reads app keys here for share cards.)
 * - `hidden_features`: an app key hides the app's tile; `module` or `module/page` hides those pages
 *   (they show the no-page screen and links to them disappear); `home/notices` hides the home page's
 *   notices slot.
 * - `enabled_apps`: the application square's apps in the site's order; null = every app, registry order.
 */
export type TSiteSettings = TCallOutput<typeof settingInfo>;

/** Clears titles still at their loading placeholder (spec §2.1). */
export const clearLoadingTitle = (title: string): string => (title === '加载中' ? '' : title);

/** The site's own title for a route (`module/page`, without the `m_` marker), if it set one. */
export function titleOverride(settings: TSiteSettings | undefined, routeKey: string, lang: TLang): string | undefined {
  const titles = settings?.titles;
  if (!titles) return undefined;
  const title = titles[`${routeKey}@${lang}`] ?? titles[routeKey];
  return title === undefined ? undefined : clearLoadingTitle(title);
}

export const isFeatureHidden = (settings: TSiteSettings | undefined, feature: string): boolean =>
  settings?.hidden_features.includes(feature) ?? false;

/** A page the site hid, by itself or with its whole module. */
export function isRouteHidden(settings: TSiteSettings | undefined, routeKey: string): boolean {
  const key = routeKey.replace(/^\/?m_/, '').replace(/^\//, '');
  return isFeatureHidden(settings, key) || isFeatureHidden(settings, key.split('/')[0]);
}

/**
 * The apps the square shows, in order: the site's enabled list (or every app), without hidden
 * ones, and only those `mayUse` accepts for this user.
 */
export function siteApps(
  modules: TWebModule[],
  settings: TSiteSettings | undefined,
  mayUse: (module: TWebModule) => boolean,
): TWebModule[] {
  const enabled = settings?.enabled_apps;
  const byKey = new Map(modules.map((m) => [m.manifest.appKey, m]));
  const ordered = enabled ? [...new Set(enabled)].flatMap((key) => byKey.get(key) ?? []) : modules;
  return ordered.filter((m) => !isFeatureHidden(settings, m.manifest.appKey) && mayUse(m));
}

export interface TPageEnvironment {
  phone: boolean;
  messaging: boolean;
}

/**
 * The page the site shows instead of `routeKey` on this device or in this environment
 * (`page_variants`): the environment's choice (inside the messaging app or a plain browser) wins over
 * the device's (phone or desktop). A variant names a page of the same module (`pcindex`) or a whole
 * route (`news/list2`); the result is a route key, or undefined for the page itself.
 */
export function pageVariant(settings: TSiteSettings | undefined, routeKey: string, env: TPageEnvironment): string | undefined {
  const variants = settings?.page_variants?.[routeKey];
  if (!variants) return undefined;
  const chosen = (env.messaging ? variants.messaging : variants.browser) ?? (env.phone ? variants.phone : variants.desktop);
  if (!chosen) return undefined;
  return chosen.includes('/') ? chosen : `${routeKey.split('/')[0]}/${chosen}`;
}
