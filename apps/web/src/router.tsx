import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pageTitle, type TAreaWeb, type TWebModule } from './shell/area';
import { i18n, registerAreaTranslations } from './shell/i18n';
import { loginTarget } from './shell/login-redirect';
import { isLoggedIn } from './shell/session';
import { AppLayout, type TRouteHandle } from './screens/app-layout';
import { HomePage } from './screens/home';
import { NoPage } from './screens/no-page';
import { RouteError } from './screens/system-error';
import { LoadingView } from './ui/state-views';

/** Pages that need a session send a visitor without one to the login, with the way back. */
function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  throw redirect(new URL(loginTarget(request.url), location.href).href);
}

/** Each area's code and strings arrive once, on the first visit to one of its pages. */
function areaLoader(module: TWebModule): () => Promise<TAreaWeb> {
  let loading: Promise<TAreaWeb> | undefined;
  return () => {
    loading ??= module.load().then(async (area) => {
      await registerAreaTranslations(module.manifest.id, area.translations);
      return area;
    });
    // A failed fetch (offline) may be retried by the next visit.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

const staticTitle = (key: string): TRouteHandle => ({ title: () => i18n.t(key) });

/** `/{module}/{page}` for every page of every manifest, each also under its `m_` (mobile) form (spec §2.1). */
export function buildRoutes(modules: TWebModule[]): RouteObject[] {
  const pages: RouteObject[] = [];
  for (const module of modules) {
    const load = areaLoader(module);
    for (const route of module.manifest.routes) {
      for (const page of route.pages) {
        const key = `${route.module}/${page.name}`;
        const handle: TRouteHandle = { title: () => pageTitle(module.manifest.id, route.module, page) };
        for (const path of [key, `m_${key}`]) {
          pages.push({
            path,
            handle,
            loader: page.public ? undefined : requireLogin,
            lazy: async () => ({ Component: (await load()).pages[key] ?? NoPage }),
          });
        }
      }
    }
  }
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingView />,
      children: [
        { index: true, element: <HomePage modules={modules} />, handle: { title: () => '' } satisfies TRouteHandle },
        ...pages,
        // The first route of the original product: where unknown paths land.
        { path: 'noPagedata/index', element: <NoPage />, handle: staticTitle('shell:noPage.title') },
        { path: '*', element: <NoPage />, handle: staticTitle('shell:noPage.title') },
      ],
    },
  ];
}
