import { beforeAll, describe, expect, it } from 'vitest';
import type { TAreaWeb } from '@quad/platform/shell/area';
import { setupI18n } from '@quad/platform/shell/i18n';
import { webModules } from './modules.gen';

/**
 * Every page a manifest registers has a component where the router looks for it: in the area's
 * `pages`, or, when the manifest names a `chunk`, in that chunk's `pages`. A page left out would show
 * the no-page screen on a route the server says exists.
 */
describe('pages the manifests register', () => {
  // Some areas' code registers its strings as it loads.
  beforeAll(() => setupI18n('zh'));

  it.each(webModules.map((m) => [m.manifest.id, m] as const))('%s: every page has its component', async (_id, module) => {
    const area: TAreaWeb = await module.load();
    const missing: string[] = [];
    for (const route of module.manifest.routes) {
      for (const page of route.pages) {
        const key = `${route.module}/${page.name}`;
        const load = page.chunk ? area.chunks?.[page.chunk] : undefined;
        const pages = page.chunk ? (load ? (await load()).pages : {}) : area.pages;
        if (typeof pages[key] !== 'function' && typeof pages[key] !== 'object') missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
