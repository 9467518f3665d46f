import { render, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, type RouteObject } from '@quad/platform/shell/router';
import type { TModuleManifest } from '@quad/contracts/manifest';
import { setWebModules, type TAreaIcon, type TAreaWeb, type TRouteHandle, type TWebModule } from '@quad/platform/shell/area';
import { consoleSections } from '@quad/platform/shell/console/console-sections';
import { setupI18n } from '@quad/platform/shell/i18n';
import { webModules } from './modules.gen';
import { buildRoutes } from './router';

/**
 * The area docs/adding-an-area.md builds (docs/example-area), as the generated registry lists it
 * (apps/server/src/example-area.test.ts checks that it does, and the server's side): the phone
 * routes its pages and the console's menu shows its screen, with no file outside it edited.
 */
const fromRepo = <T,>(file: string): Promise<T> => import(/* @vite-ignore */ `/${file}`);
const fromExample = <T,>(file: string): Promise<T> => fromRepo(`docs/example-area/${file}`);
const { exampleManifest } = await fromExample<{ exampleManifest: TModuleManifest }>('module.ts');
const { exampleIcon } = await fromExample<{ exampleIcon: TAreaIcon }>('web/icon.ts');
const example: TWebModule = { manifest: exampleManifest, load: () => fromExample<TAreaWeb>('web/index.ts'), icon: exampleIcon };
const modules = [...webModules, example];
setupI18n('zh');
// The console's strings join the portal's once they are set up.
const { ConsoleFrame } = await import('@quad/platform/console/console-frame');
// The portal's tile, as its home and square show it (the page files are not the area's public entries).
const { AppTile } = await fromRepo<{ AppTile: ComponentType<{ app: TWebModule; index: number }> }>('modules/portal/web/app-tile.tsx');

// The console frame of someone who may open every screen, on a site with its settings still loading.
vi.mock('@quad/platform/shell/use-session', async () => (await import('@quad/platform/shell/console/session-test-kit')).signedInAdmin(() => true));
vi.mock('@quad/platform/shell/startup', () => ({ useSiteSettings: () => ({ data: undefined }) }));

/** The markup the area's own icon draws. */
const iconMarkup = () => render(createElement(exampleIcon)).container.innerHTML;

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
    expect(sections.at(-1)).toMatchObject({ key: 'example/manage', areaId: 'example', console: { app: 'example' } });
  });

  it('shows the icon it ships on its app tile', () => {
    const markup = iconMarkup();
    render(
      <MemoryRouter>
        <AppTile app={example} index={0} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '示例' }).innerHTML).toContain(markup);
  });

  it("shows the icon it ships beside its screen in the console's menu, and the platform's named icons beside the others", () => {
    const markup = iconMarkup();
    setWebModules(modules);
    render(
      <MemoryRouter>
        <ConsoleFrame page="example/manage">{null}</ConsoleFrame>
      </MemoryRouter>,
    );
    const item = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    expect(item('示例管理').innerHTML).toContain(markup);
    expect(item('人员管理').querySelector('.anticon-team')).not.toBeNull();
  });
});
