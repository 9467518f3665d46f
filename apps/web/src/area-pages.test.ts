import { beforeAll, describe, expect, it } from 'vitest';
import type { TAreaWeb } from '@quad/platform/shell/area';
import { setupI18n } from '@quad/platform/shell/i18n';
import { webModules } from './modules.gen';
import { areaPage } from './router';

/**
 * Every page a manifest registers has a component where the router looks for it (`areaPage`): in the
 * area's `pages`, or, when the manifest names a `chunk`, in that chunk's `pages`. A page left out would show
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
        // The router's own lookup: the area's pages, or its chunk's.
        const component = await areaPage(area, key, page.chunk);
        if (typeof component !== 'function' && typeof component !== 'object') missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
