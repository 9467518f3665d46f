import { registerAreaTranslations } from './i18n';
import { registeredModules, type TAreaWeb, type TWebModule } from './area';

const loading = new Map<string, Promise<TAreaWeb>>();

/**
 * An area's code and strings, fetched once: by the router on the first visit to one of its pages, and
 * by a page of another area that shows this one's records (a to-do's request). A failed fetch
 * (offline) may be retried by the next call.
 */
export function loadArea(module: TWebModule): Promise<TAreaWeb> {
  const id = module.manifest.id;
  let area = loading.get(id);
  if (!area) {
    area = module.load().then(async (loaded) => {
      await registerAreaTranslations(id, loaded.translations);
      return loaded;
    });
    loading.set(id, area);
    area.catch(() => loading.delete(id));
  }
  return area;
}

/** The area whose app key is `appKey`, loaded; undefined when no installed area has it. */
export async function loadAreaOfApp(appKey: string): Promise<TAreaWeb | undefined> {
  const module = registeredModules().find((m) => m.manifest.appKey === appKey);
  return module ? loadArea(module) : undefined;
}
