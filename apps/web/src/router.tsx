import { lazy, Suspense, type ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from '@quad/platform/shell/router';
import { pageTitle, type TAreaWeb, type TRouteHandle, type TWebModule } from '@quad/platform/shell/area';
import { loadArea } from '@quad/platform/shell/area-loader';
import { i18n, loadRegisteredTranslations } from '@quad/platform/shell/i18n';
import { loginTarget } from '@quad/platform/shell/login-redirect';
import { isLoggedIn } from '@quad/platform/shell/session';
import { isMessagingApp, isPhoneUA } from '@quad/platform/shell/device';
import { isRouteHidden, pageVariant } from '@quad/platform/shell/site-settings';
import { loadSiteSettings } from '@quad/platform/shell/startup';
import { AppLayout } from './screens/app-layout';
import { NoPage } from './screens/no-page';
import { RouteError } from './screens/system-error';
import { LoadingView } from '@quad/platform/ui/state-views';

/**
 * The school's home, a chunk of its own (`HOME_SOURCE` of the chunk graph): the pages of the areas do
 * not carry its widgets' frame, and the host page preloads it for the home's address.
 */
const HomePage = lazy(async () => ({ default: (await import('./screens/home')).HomePage }));

/**
 * Pages that need a session send a visitor without one to the login, with the way back; a page the
 * site hid is the no-page screen for everyone, so nobody is sent to sign in for it.
 */
function pageLoader(key: string, isPublic: boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (isPublic || isLoggedIn() || isRouteHidden(await loadSiteSettings(), key)) return null;
    throw redirect(new URL(loginTarget(request.url), location.href).href);
  };
}

/**
 * A page's component: in the area's chunk, or in the page chunk its manifest names, whose engines'
 * strings (registered as the chunk's code runs) load before its page shows.
 */
export async function areaPage(area: TAreaWeb, key: string, chunk: string | undefined): Promise<ComponentType | undefined> {
  if (!chunk) return area.pages[key];
  const load = area.chunks?.[chunk];
  if (!load) return undefined;
  const { pages } = await load();
  await loadRegisteredTranslations();
  return pages[key];
}

const noPageHandle: TRouteHandle = { key: 'noPagedata/index', title: () => i18n.t('shell:noPage.title') };

/** `/{module}/{page}` for every page of every manifest, each also under its `m_` (mobile) form (spec §2.1). */
export function buildRoutes(modules: TWebModule[]): RouteObject[] {
  const pages: RouteObject[] = [];
  for (const module of modules) {
    const load = () => loadArea(module);
    const chunkOf = new Map(module.manifest.routes.flatMap((route) => route.pages.map((page) => [`${route.module}/${page.name}`, page.chunk])));
    for (const route of module.manifest.routes) {
      for (const page of route.pages) {
        const key = `${route.module}/${page.name}`;
        const handle: TRouteHandle = {
          key,
          title: () => pageTitle(module.manifest.id, route.module, page),
          cached: page.cached,
          maps: page.maps,
          wide: !!page.console,
          personal: page.personal,
        };
        for (const path of [key, `m_${key}`]) {
          pages.push({
            path,
            handle,
            loader: pageLoader(key, !!page.public),
            lazy: async () => {
              const [area, settings] = await Promise.all([load(), loadSiteSettings()]);
              if (isRouteHidden(settings, key)) return { Component: NoPage };
              // A variant the area does not have falls back to the page itself rather than to nothing.
              const variant = pageVariant(settings, key, { phone: isPhoneUA(), messaging: isMessagingApp() });
              const component = (variant && (await areaPage(area, variant, chunkOf.get(variant)))) || (await areaPage(area, key, chunkOf.get(key)));
              return { Component: component ?? NoPage };
            },
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
        // The school's home page stays alive between visits (spec §2.1).
        {
          index: true,
          element: (
            <Suspense fallback={<LoadingView />}>
              <HomePage />
            </Suspense>
          ),
          handle: { title: () => '', cached: true } satisfies TRouteHandle,
        },
        ...pages,
        // The first route of the original product: where unknown paths land.
        { path: 'noPagedata/index', element: <NoPage />, handle: noPageHandle },
        { path: '*', element: <NoPage />, handle: noPageHandle },
      ],
    },
  ];
}
