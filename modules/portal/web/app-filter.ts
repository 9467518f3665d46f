import type { TWebModule } from '@quad/platform/shell/area';
import type { TLang } from '@quad/platform/shell/i18n';

/**
 * Apps whose name (in any language) or key contains the words, ignoring case and spaces, and those
 * the server found by the pinyin or initials of their name (`foundByServer`, app keys).
 */
export function matchApps(apps: readonly TWebModule[], keyword: string, foundByServer: readonly string[] = []): TWebModule[] {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...apps];
  return apps.filter((app) => {
    if (foundByServer.includes(app.manifest.appKey)) return true;
    const haystack = [app.manifest.appKey, ...Object.values(app.manifest.name)].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export interface TFavouriteView {
  key: string;
  /** The app as the person may open it now; undefined when the site hid or disabled it, or their roles no longer open it. */
  app?: TWebModule;
  name: string;
}

/**
 * Favourites in the person's order. One whose app is no longer available stays in the list, marked,
 * so it never silently vanishes; its name comes from the registry when the area still exists.
 */
export function favouriteViews(keys: readonly string[], visible: readonly TWebModule[], all: readonly TWebModule[], lang: TLang): TFavouriteView[] {
  return keys.map((key) => {
    const app = visible.find((m) => m.manifest.appKey === key);
    const known = app ?? all.find((m) => m.manifest.appKey === key);
    return { key, app, name: known ? known.manifest.name[lang] : key };
  });
}
