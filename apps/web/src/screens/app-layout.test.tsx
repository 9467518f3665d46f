import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@quad/platform/shell/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRouteHandle } from '@quad/platform/shell/area';
import { setupI18n } from '@quad/platform/shell/i18n';
import { loadMapsScript } from '@quad/platform/shell/maps';
import type { TSiteSettings } from '@quad/platform/shell/site-settings';
import { siteSettingsOf } from '@quad/platform/shell/site-settings-test-kit';
import { AppLayout } from './app-layout';

const site = vi.hoisted(() => ({ settings: undefined as TSiteSettings | undefined }));
vi.mock('@quad/platform/shell/startup', () => ({
  useSiteSettings: () => ({ data: site.settings, isPending: false }),
  loadSiteSettings: async () => site.settings,
  sendVisitLog: () => {},
}));
vi.mock('@quad/platform/shell/maps', () => ({ loadMapsScript: vi.fn(async () => false) }));


/** A page with state of its own: a counter the user has clicked. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const page = (path: string, handle: TRouteHandle): RouteObject => ({ path, handle, element: <Counter label={path} /> });
const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, handle: { title: () => '', cached: true } satisfies TRouteHandle, element: <Counter label="home" /> },
      page('center/login', { key: 'center/login', title: () => '登录' }),
      page('news/index', { key: 'news/index', title: () => '新闻', cached: true }),
      page('schoolMap/index', { key: 'schoolMap/index', title: () => '校园地图', maps: true }),
    ],
  },
];

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { go: (to: string) => act(() => router.navigate(to)) };
}
const click = (name: RegExp) => act(() => screen.getByRole('button', { name }).click());
const scrollTo = vi.fn();

beforeAll(() => setupI18n('zh'));
beforeEach(() => {
  site.settings = siteSettingsOf({});
  vi.mocked(loadMapsScript).mockClear();
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

describe('page titles (spec §2.1)', () => {
  it("shows the page's title, or the site's own title for it", async () => {
    const { go } = open('/center/login');
    await vi.waitFor(() => expect(document.title).toBe('登录'));
    site.settings = siteSettingsOf({ titles: { 'center/login': '南溪统一身份认证' } });
    await go('/news/index');
    await go('/center/login');
    await vi.waitFor(() => expect(document.title).toBe('南溪统一身份认证'));
  });

  it('names a hidden page as missing', async () => {
    site.settings = siteSettingsOf({ hidden_features: ['news'] });
    open('/news/index');
    await vi.waitFor(() => expect(document.title).toBe('页面不存在'));
  });
});

describe('maps script (spec §2.1)', () => {
  it("is asked for with the site's key on map pages only", async () => {
    site.settings = siteSettingsOf({ maps_key: 'k-south' });
    const { go } = open('/center/login');
    await screen.findByRole('button', { name: /center\/login/ });
    expect(loadMapsScript).not.toHaveBeenCalled();
    await go('/schoolMap/index');
    await vi.waitFor(() => expect(loadMapsScript).toHaveBeenCalledWith('k-south'));
  });
});

describe('cached pages (spec §2.1)', () => {
  it('keeps a cached page, its state and its place while the user is elsewhere', async () => {
    const { go } = open('/');
    await click(/home/);
    await click(/home/);
    const home = screen.getByRole('button', { name: 'home 2' });
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    await go('/center/login');
    expect(screen.queryByRole('button', { name: /home/ })).toBeNull(); // hidden, not on screen
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await click(/center\/login/);

    await go('/');
    expect(screen.getByRole('button', { name: 'home 2' })).toBe(home);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    // A page that is not cached starts afresh.
    await go('/center/login');
    expect(screen.getByRole('button', { name: 'center/login 0' })).toBeTruthy();
  });
});
