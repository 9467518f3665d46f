import 'antd-mobile/es/global';
import '@quad/platform/shell/antd-render';
import '@quad/platform/ui/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from '@quad/platform/shell/router';
import { webModules } from './modules.gen';
import { buildRoutes } from './router';
import { AntdLocale } from '@quad/platform/ui/antd-locale';
import { setWebModules } from '@quad/platform/shell/area';
import { setupI18n } from '@quad/platform/shell/i18n';
import { rememberEntryUrl, setAppNavigator } from '@quad/platform/shell/navigation';
import { startProgress } from '@quad/platform/shell/progress';
import { queryClient } from '@quad/platform/shell/query-client';
import { basePath } from '@quad/platform/shell/site';
import { startSite } from '@quad/platform/shell/startup';

/**
 * Addresses the router would not match, rewritten before it reads them: the base path without its
 * slash, and the original product's login address (the server answers it with this page too; the
 * login screen lives at `center/login`).
 */
function normaliseEntryUrl(): void {
  // `/site` and `/site/` are the same home; the router knows only the second.
  if (location.pathname + '/' === basePath()) history.replaceState(null, '', basePath() + location.search + location.hash);
  if (location.pathname.replace(/\/$/, '') !== '/uc/wap/login') return;
  const back = new URLSearchParams(location.search).get('redirect') ?? '';
  history.replaceState(null, '', `${basePath()}center/login${back ? `?redirect_url=${encodeURIComponent(back)}` : ''}`);
}

// The global handler only logs (spec §8): users see nothing for errors outside a request or a page.
window.addEventListener('error', (event) => console.error(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error(event.reason));

normaliseEntryUrl();
rememberEntryUrl();
startProgress();
const i18n = setupI18n();
void startSite();

setWebModules(webModules);
const router = createBrowserRouter(buildRoutes(webModules), { basename: basePath() });
setAppNavigator((to, replace) => void router.navigate(to, { replace }));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AntdLocale>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdLocale>
    </I18nextProvider>
  </StrictMode>,
);
