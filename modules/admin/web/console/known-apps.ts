import { registeredModules } from '@quad/platform/shell/area';
import { currentLang } from '@quad/platform/shell/i18n';

export interface TKnownApp {
  key: string;
  /** The app's name in the current language, when a manifest names it. */
  name?: string;
}

/** App keys to offer in the grants editor: every registered area's (the areas this portal has), then any others already granted. */
export function knownApps(granted: Iterable<string>): TKnownApp[] {
  const lang = currentLang();
  const apps = new Map<string, TKnownApp>(
    registeredModules().map((m) => [m.manifest.appKey, { key: m.manifest.appKey, name: m.manifest.name[lang] }]),
  );
  for (const key of granted) if (!apps.has(key)) apps.set(key, { key });
  return [...apps.values()];
}
