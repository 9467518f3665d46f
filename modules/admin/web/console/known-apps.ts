import { currentLang } from '@quad/web/shell/i18n';
// The web registry itself (manifests only; every area's code stays behind its lazy import): the
// console offers the app keys of the areas this portal actually has.
import { webModules } from '../../../../apps/web/src/modules';

export interface TKnownApp {
  key: string;
  /** The app's name in the current language, when a manifest names it. */
  name?: string;
}

/** App keys to offer in the grants editor: every known manifest's, then any others already granted. */
export function knownApps(granted: Iterable<string>): TKnownApp[] {
  const lang = currentLang();
  const apps = new Map<string, TKnownApp>(
    webModules.map((m) => [m.manifest.appKey, { key: m.manifest.appKey, name: m.manifest.name[lang] }]),
  );
  for (const key of granted) if (!apps.has(key)) apps.set(key, { key });
  return [...apps.values()];
}
