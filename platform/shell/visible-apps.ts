import { entryPage, type TWebModule } from './area';
import { isRouteHidden, siteApps, type TSiteSettings } from './site-settings';
import type { TSessionView } from './use-session';

/**
 * Apps a person sees: those the site enables (in its order) and does not hide, each only when the
 * person may use it: apps open to everyone (on by default) or opened by their roles. The home page,
 * the application square and favourites all ask here, so an app hidden one way is hidden everywhere.
 */
export function visibleApps(
  modules: readonly TWebModule[],
  settings: TSiteSettings | undefined,
  session: Pick<TSessionView, 'allowed'>,
): TWebModule[] {
  return siteApps([...modules], settings, (m) => {
    const entry = entryPage(m.manifest);
    return (m.manifest.defaultEnabled || session.allowed(m.manifest.appKey)) && !!entry && !isRouteHidden(settings, entry);
  });
}

/** Apps in the site's categories (`app_categories`), categories in the order their first app appears; the rest under `other`. */
export function appsByCategory(apps: TWebModule[], settings: TSiteSettings | undefined, other: string): { category: string; apps: TWebModule[] }[] {
  const groups = new Map<string, TWebModule[]>();
  for (const app of apps) {
    const category = settings?.app_categories?.[app.manifest.appKey] || other;
    groups.set(category, [...(groups.get(category) ?? []), app]);
  }
  const named = [...groups].filter(([c]) => c !== other);
  const rest = groups.get(other);
  return [...named, ...(rest ? [[other, rest] as const] : [])].map(([category, list]) => ({ category, apps: list }));
}
