import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TModuleManifest } from '@quad/contracts/manifest';
import type { TAreaWeb, TRouteHandle, TWebModule } from '@quad/platform/shell/area';
import { consoleSections } from '@quad/platform/shell/console/console-sections';
import { webModules } from './modules.gen';
import { buildRoutes } from './router';

/**
 * The area docs/adding-an-area.md builds (docs/example-area), as the generated registry lists it
 * (apps/server/src/example-area.test.ts checks that it does, and the server's side): the phone
 * routes its pages and the console's menu shows its screen, with no file outside it edited.
 */
const fromExample = <T,>(file: string): Promise<T> => import(/* @vite-ignore */ `/docs/example-area/${file}`);
const { exampleManifest } = await fromExample<{ exampleManifest: TModuleManifest }>('module.ts');
const example: TWebModule = { manifest: exampleManifest, load: () => fromExample<TAreaWeb>('web/index.ts') };
const modules = [...webModules, example];

describe('an area added by the steps of docs/adding-an-area.md', () => {
  it('has its pages routed on the phone, each also under m_', () => {
    const [layout] = buildRoutes(modules);
    const routes = (layout!.children ?? []) as RouteObject[];
    const route = (path: string) => routes.find((r) => r.path === path);
    expect(route('m_example/index')).toBeDefined();
    expect((route('example/index')?.handle as TRouteHandle).key).toBe('example/index');
    expect((route('example/manage')?.handle as TRouteHandle).wide).toBe(true);
  });

  it('has a component for every page its manifest names', async () => {
    const { pages } = await example.load();
    const named = exampleManifest.routes.flatMap((r) => r.pages.map((p) => `${r.module}/${p.name}`));
    expect(Object.keys(pages).sort()).toEqual(named.sort());
  });

  it("shows its console screen in the console's menu, after the other areas'", () => {
    const sections = consoleSections(modules);
    expect(sections.at(-1)).toMatchObject({ key: 'example/manage', areaId: 'example', console: { app: 'example', icon: 'setting' } });
  });
});
