import { act, createElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, redirect, RouterProvider, useBlocker, useLocation, useNavigation, useOutlet, useSearchParams, type RouteObject } from './router';

/** A page that names itself, the address it sees and the router's state. */
function Page({ name }: { name: string }): ReactNode {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  return createElement('p', null, `${name} at ${pathname}${search} (${navigation.state})`);
}

const page = (path: string, name = path): RouteObject => ({ path, element: createElement(Page, { name }) });
const shown = () => screen.getByRole('paragraph').textContent;

function open(routes: RouteObject[], at: string) {
  const router = createMemoryRouter([{ path: '/', element: createElement(LayoutWithOutlet), children: routes }], { initialEntries: [at] });
  render(createElement(RouterProvider, { router }));
  return router;
}
/** A lazily loaded page whose code arrives when the test says so. */
function lazyPage() {
  type TLoaded = { Component: () => ReactNode };
  let arrive: (value: TLoaded) => void = () => {};
  const lazy = () => new Promise<TLoaded>((resolve) => (arrive = resolve));
  return { lazy, arrive: (value: TLoaded) => arrive(value) };
}
/** The layout shows whatever page matched, as the app's layout does. */
function LayoutWithOutlet(): ReactNode {
  return createElement('main', null, useOutlet());
}

describe("the shell's router", () => {
  it('shows a page at once when nothing must load first, and follows links inside the app', async () => {
    function Home() {
      return createElement(Link, { to: '/notice/index?page=2' }, '通知');
    }
    open([{ index: true, element: createElement(Home) }, page('notice/index', '通知列表')], '/');
    await act(async () => screen.getByRole('link', { name: '通知' }).click());
    expect(shown()).toBe('通知列表 at /notice/index?page=2 (idle)');
  });

  it('keeps the page on screen while the next one loads, then changes both together', async () => {
    const { lazy, arrive } = lazyPage();
    const router = open([page('a'), { path: 'b', lazy }], '/a');
    let going: Promise<void> = Promise.resolve();
    act(() => void (going = router.navigate('/b')));
    expect(shown()).toBe('a at /a (loading)');
    await act(async () => {
      arrive({ Component: () => createElement(Page, { name: 'b' }) });
      await going;
    });
    expect(shown()).toBe('b at /b (idle)');
  });

  it('names the page on screen on the document, moving only once the next page is shown', async () => {
    const { lazy, arrive } = lazyPage();
    const router = open([page('a'), { path: 'b', lazy }], '/a');
    expect(document.documentElement.dataset.page).toBe('/a');
    let going: Promise<void> = Promise.resolve();
    act(() => void (going = router.navigate('/b')));
    expect(document.documentElement.dataset.page).toBe('/a');
    await act(async () => {
      arrive({ Component: () => createElement(Page, { name: 'b' }) });
      await going;
    });
    expect(document.documentElement.dataset.page).toBe('/b');
  });

  it('names no page on the document while the first one loads', async () => {
    delete document.documentElement.dataset.page;
    const { lazy, arrive } = lazyPage();
    open([{ path: 'b', lazy }], '/b');
    expect(document.documentElement.dataset.page).toBeUndefined();
    await act(async () => arrive({ Component: () => createElement(Page, { name: 'b' }) }));
    expect(shown()).toBe('b at /b (idle)');
    expect(document.documentElement.dataset.page).toBe('/b');
  });

  it("sends a loader's redirect inside the app without keeping the guarded address", async () => {
    const router = open([page('center/login'), { path: 'mine', loader: () => Promise.reject(redirect('/center/login?back=mine')), element: createElement(Page, { name: 'mine' }) }], '/');
    await act(() => router.navigate('/mine'));
    await vi.waitFor(() => expect(shown()).toBe('center/login at /center/login?back=mine (idle)'));
    await act(() => router.navigate(-1));
    expect(shown()).not.toContain('mine at');
  });

  it('asks before leaving while a page blocks, and goes only when told to', async () => {
    function Editor() {
      const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== '/editor');
      if (blocker.state === 'unblocked') return createElement('p', null, 'editor');
      return createElement(
        'div',
        null,
        createElement('button', { onClick: () => blocker.reset?.() }, '留下'),
        createElement('button', { onClick: () => blocker.proceed?.() }, '离开'),
      );
    }
    const router = open([{ path: 'editor', element: createElement(Editor) }, page('away')], '/editor');
    await act(() => router.navigate('/away'));
    await act(async () => screen.getByRole('button', { name: '留下' }).click());
    expect(shown()).toBe('editor');
    await act(() => router.navigate('/away'));
    await act(async () => screen.getByRole('button', { name: '离开' }).click());
    await vi.waitFor(() => expect(shown()).toBe('away at /away (idle)'));
  });

  it('reads and replaces the query, a function of the previous one included', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return createElement(
        'div',
        null,
        createElement('p', null, `q=${params.get('q') ?? ''} tab=${params.get('tab') ?? ''}`),
        createElement('button', { onClick: () => setParams((previous) => ({ ...Object.fromEntries(previous), tab: 'all' }), { replace: true }) }, '全部'),
      );
    }
    open([{ path: 'square', element: createElement(Search) }], '/square?q=通知');
    expect(shown()).toBe('q=通知 tab=');
    await act(async () => screen.getByRole('button', { name: '全部' }).click());
    expect(shown()).toBe('q=通知 tab=all');
  });

  it('shows the error screen for a page that fails to load', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: createElement(LayoutWithOutlet), errorElement: createElement('p', null, '系统异常'), children: [{ path: 'broken', lazy: () => Promise.reject(new Error('offline')) }] }],
      { initialEntries: ['/broken'] },
    );
    render(createElement(RouterProvider, { router }));
    expect(await screen.findByText('系统异常')).toBeTruthy();
  });
});
