import {
  Component,
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

/**
 * The shell's router: the app's routes are flat (`/{module}/{page}`, the home, a catch-all) under one
 * layout, so a few hundred lines do what react-router's data router did in 33 KB of gzipped JS on every
 * page's first load. The names and shapes follow react-router's (routes with `loader`, `lazy`, `handle`;
 * `Link`, `useNavigate`, `useSearchParams`, `useBlocker`…), so pages read as before.
 *
 * A navigation runs the target route's loader (the login guard) and lazy import first, while the page
 * on screen stays and `useNavigation().state` is `loading`; then the address and the page change together.
 */

/** Where the app is: the path inside the base path (always starting with `/`), the query and the hash. */
export interface TLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What a loader may throw to send the visitor elsewhere (an address inside the app or anywhere). */
class Redirect {
  constructor(readonly url: string) {}
}
export const redirect = (url: string): Redirect => new Redirect(url);

export interface LoaderFunctionArgs {
  request: { url: string };
}

export interface RouteObject {
  /** Relative to the parent (`center/login`); `*` matches any path; `/` or none with children: the layout. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  handle?: unknown;
  loader?: (args: LoaderFunctionArgs) => Promise<unknown> | unknown;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
  errorElement?: ReactNode;
  hydrateFallbackElement?: ReactNode;
}

/** Moves between addresses: the browser's history, or a list in memory (tests). */
interface THistory {
  location(): TLocation;
  /** The address to show in an `href`, base path included. */
  href(to: string): string;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Back/forward by the browser; returns the unsubscribe. */
  listen(onPop: () => void): () => void;
  /** Leaves the app for `url` (a full page load), or, for an address inside the app, its path there. */
  insideApp(url: string): string | undefined;
  leave(url: string): void;
}

const parse = (to: string): TLocation => {
  const url = new URL(to, 'http://app');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

function browserHistory(basename: string): THistory {
  const base = basename.replace(/\/$/, '');
  const current = (): TLocation => {
    const path = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
    return { pathname: path || '/', search: location.search, hash: location.hash };
  };
  return {
    location: current,
    href: (to) => base + to,
    push: (to) => history.pushState(null, '', base + to),
    replace: (to) => history.replaceState(null, '', base + to),
    go: (delta) => history.go(delta),
    listen: (onPop) => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    insideApp: (url) => {
      const target = new URL(url, location.href);
      if (target.origin !== location.origin || !(target.pathname + '/').startsWith(base + '/')) return undefined;
      return (target.pathname.slice(base.length) || '/') + target.search + target.hash;
    },
    leave: (url) => location.replace(url),
  };
}

function memoryHistory(entries: string[]): THistory {
  const stack = entries.length ? entries.map(parse) : [parse('/')];
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  return {
    location: () => stack[index],
    href: (to) => to,
    push: (to) => {
      stack.splice(index + 1, stack.length, parse(to));
      index = stack.length - 1;
    },
    replace: (to) => {
      stack[index] = parse(to);
    },
    go: (delta) => {
      index = Math.min(stack.length - 1, Math.max(0, index + delta));
      for (const listener of listeners) listener();
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    insideApp: (url) => (url.startsWith('/') ? url : undefined),
    leave: () => {},
  };
}

/** A route the address matched: the page's route, under the layout when there is one. */
interface TMatch {
  layout?: RouteObject;
  route: RouteObject;
}

function matchRoute(routes: RouteObject[], pathname: string): TMatch | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const find = (list: RouteObject[]) =>
    list.find((r) => (r.index ? path === '' : r.path?.replace(/^\/+/, '') === path)) ?? list.find((r) => r.path === '*');
  for (const route of routes) {
    if (!route.children) continue;
    const child = find(route.children);
    if (child) return { layout: route, route: child };
  }
  const top = find(routes.filter((r) => !r.children));
  return top && { route: top };
}

export type TNavigationState = 'idle' | 'loading';

export interface TBlocker {
  state: 'unblocked' | 'blocked';
  proceed?: () => void;
  reset?: () => void;
}
type TBlockerFunction = (args: { currentLocation: TLocation; nextLocation: TLocation }) => boolean;

interface TRouterState {
  location: TLocation;
  match?: TMatch;
  /** The page's element, once its loader and code are done. */
  page?: ReactNode;
  error?: unknown;
  navigation: TNavigationState;
  blocked?: { proceed: () => void; reset: () => void };
}

export interface TRouter {
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  readonly state: TRouterState;
  subscribe(listener: () => void): () => void;
  href(to: string): string;
  /** @internal */ block(fn: TBlockerFunction): () => void;
  /** @internal */ fail(error: unknown): void;
}

function createRouter(routes: RouteObject[], history: THistory): TRouter {
  let state: TRouterState = { location: history.location(), navigation: 'loading' };
  const listeners = new Set<() => void>();
  const blockers = new Set<TBlockerFunction>();
  /** Each route's component once its lazy import has run: imported once, like react-router does. */
  const loaded = new Map<RouteObject, ComponentType>();
  let sequence = 0;

  const set = (next: Partial<TRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const toString = (l: TLocation) => l.pathname + l.search + l.hash;

  /** The page's element; a promise only where a loader or a first import must run first. */
  function pageOf(match: TMatch, target: TLocation): ReactNode | Promise<ReactNode> {
    const { route } = match;
    const element = (): ReactNode | Promise<ReactNode> => {
      if (route.element !== undefined || !route.lazy) return route.element;
      const component = loaded.get(route);
      if (component) return createElement(component);
      return route.lazy().then(({ Component }) => {
        loaded.set(route, Component);
        return createElement(Component);
      });
    };
    if (!route.loader) return element();
    return Promise.resolve(route.loader({ request: { url: new URL(history.href(toString(target)), location.origin).href } })).then(element);
  }

  /** Shows `target` once its page is ready: at once when nothing needs to run first, as a plain page test expects. */
  async function resolve(target: TLocation, commit: () => void): Promise<void> {
    const mine = ++sequence;
    const match = matchRoute(routes, target.pathname);
    try {
      if (!match) throw new Error(`no route for ${target.pathname}`);
      let page = pageOf(match, target);
      if (page instanceof Promise) {
        set({ navigation: 'loading' });
        page = await page;
      }
      if (mine !== sequence) return;
      commit();
      set({ location: target, match, page, error: undefined, navigation: 'idle' });
    } catch (error) {
      if (mine !== sequence) return;
      if (error instanceof Redirect) {
        const inside = history.insideApp(error.url);
        if (inside === undefined) history.leave(error.url);
        else void go(inside, true, false);
        return;
      }
      commit();
      set({ location: target, match, page: undefined, error, navigation: 'idle' });
    }
  }

  const isBlocked = (next: TLocation) => [...blockers].some((fn) => fn({ currentLocation: state.location, nextLocation: next }));

  async function go(to: string, replace: boolean, checkBlockers = true): Promise<void> {
    const target = parse(to.startsWith('/') ? to : `/${to}`);
    if (checkBlockers && isBlocked(target)) {
      set({ blocked: { proceed: () => (set({ blocked: undefined }), void go(to, replace, false)), reset: () => set({ blocked: undefined }) } });
      return;
    }
    await resolve(target, () => (replace ? history.replace(toString(target)) : history.push(toString(target))));
  }

  history.listen(() => {
    const target = history.location();
    if (isBlocked(target)) {
      // The browser has moved already: stay on the page, and go there only if the person says so.
      const here = toString(state.location);
      history.push(here);
      set({ blocked: { proceed: () => (set({ blocked: undefined }), void go(toString(target), false, false)), reset: () => set({ blocked: undefined }) } });
      return;
    }
    void resolve(target, () => {});
  });
  void resolve(state.location, () => {});

  return {
    navigate: (to, options) => (typeof to === 'number' ? Promise.resolve(history.go(to)) : go(to, !!options?.replace)),
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (to) => history.href(to),
    block: (fn) => {
      blockers.add(fn);
      return () => blockers.delete(fn);
    },
    fail: (error) => set({ error }),
  };
}

export const createBrowserRouter = (routes: RouteObject[], options: { basename: string }): TRouter =>
  createRouter(routes, browserHistory(options.basename));
export const createMemoryRouter = (routes: RouteObject[], options?: { initialEntries?: string[] }): TRouter =>
  createRouter(routes, memoryHistory(options?.initialEntries ?? ['/']));

const RouterContext = createContext<TRouter | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): TRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('outside the router');
  return router;
}
const useRouterState = (): TRouterState => {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.state);
};

/** A page that throws while rendering shows the error screen, as a failed loader does. */
class PageErrorBoundary extends Component<{ router: TRouter; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: unknown) {
    this.props.router.fail(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RouterProvider({ router }: { router: TRouter }): ReactNode {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const { match } = state;
  // The address of the page on screen, on <html data-page>: when the browser moves through its history,
  // the address bar changes at once and the page only once it is ready, so a browser test waits on this.
  useLayoutEffect(() => {
    if (state.navigation === 'idle') document.documentElement.dataset.page = router.href(state.location.pathname);
  }, [router, state.navigation, state.location]);
  let content: ReactNode;
  if (state.error !== undefined) content = match?.layout?.errorElement ?? match?.route.errorElement ?? null;
  else if (!match || state.page === undefined) content = match?.layout?.hydrateFallbackElement ?? null;
  else {
    const page = createElement(PageErrorBoundary, { router, key: match.route.path ?? 'index' }, state.page);
    content = match.layout ? createElement(OutletContext.Provider, { value: page }, match.layout.element) : page;
  }
  return createElement(RouterContext.Provider, { value: router }, content);
}

/** A layout's page: the matched route's element. */
export const useOutlet = (): ReactNode => useContext(OutletContext);
export const useLocation = (): TLocation => useRouterState().location;
export const useNavigation = (): { state: TNavigationState } => ({ state: useRouterState().navigation });
export const useRouteError = (): unknown => useRouterState().error;
/** The handles of the matched routes, the page's last. */
export function useMatches(): { handle: unknown }[] {
  const { match } = useRouterState();
  return useMemo(() => (match ? [match.layout, match.route].filter((r) => r !== undefined).map((r) => ({ handle: r.handle })) : []), [match]);
}

export function useNavigate(): (to: string | number, options?: { replace?: boolean }) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type TSearchInit = URLSearchParams | Record<string, string>;
type TSearchUpdate = TSearchInit | ((previous: URLSearchParams) => TSearchInit);
export function useSearchParams(): [URLSearchParams, (next: TSearchUpdate, options?: { replace?: boolean }) => void] {
  const { location } = useRouterState();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: TSearchUpdate, options?: { replace?: boolean }) => {
      const search = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(location.search)) : next).toString();
      void navigate(location.pathname + (search ? `?${search}` : ''), options);
    },
    [navigate, location.pathname, location.search],
  );
  return [params, setParams];
}

/** Asks before leaving while `shouldBlock` says so (unsaved changes). */
export function useBlocker(shouldBlock: TBlockerFunction): TBlocker {
  const router = useRouter();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router.block((args) => latest.current(args)), [router]);
  const { blocked } = useRouterState();
  return blocked ? { state: 'blocked', ...blocked } : { state: 'unblocked' };
}

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An address inside the app: a real link (new tab, copy), followed without a page load on a plain click. */
export function Link({ to, replace, onClick, ...rest }: TLinkProps): ReactNode {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    void router.navigate(to, { replace });
  };
  return createElement('a', { ...rest, href: router.href(to), onClick: follow });
}

/** For tests of a piece that uses links or the address: renders `children` at `path`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }): ReactNode {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries }));
  return createElement(RouterProvider, { router });
}
