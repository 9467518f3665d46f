import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from '@quad/platform/shell/router';
import type { TRouteHandle } from '@quad/platform/shell/area';
import { applyNarrowing } from '@quad/platform/shell/device';
import { currentLang, i18n as shellI18n } from '@quad/platform/shell/i18n';
import { pageState } from '@quad/platform/shell/page-state';
import { finishProgress, startProgress } from '@quad/platform/shell/progress';
import { clearLoginFlag } from '@quad/platform/shell/session';
import { currentSite } from '@quad/platform/shell/site';
import { isRouteHidden, titleOverride, type TSiteSettings } from '@quad/platform/shell/site-settings';
import { sendVisitLog, useSiteSettings } from '@quad/platform/shell/startup';
import { useStore } from '@quad/platform/shell/store';
import { LoadingOverlay } from '@quad/platform/ui/loading-overlay';
import { KeptOutlet } from './kept-outlet';
import { NoPage } from './no-page';
import { SystemErrorPage } from './system-error';
import { PreviewBar } from '@quad/platform/ui/preview-bar';
import { ViewerWatermark } from '@quad/platform/ui/viewer-watermark';

/** The title of a page: the site's override, else the page's own; a page the site hid is the no-page screen. */
function routeTitle(handle: TRouteHandle | undefined, settings: TSiteSettings | undefined): string {
  if (!handle) return '';
  if (handle.key && isRouteHidden(settings, handle.key)) return shellI18n.t('shell:noPage.title');
  // An override set to 加载中 is cleared to '' and stays so: the page names itself once loaded.
  return (handle.key ? titleOverride(settings, handle.key, currentLang()) : undefined) ?? handle.title();
}

/** Runs the per-navigation rules of spec §2.1 around every page. */
export function AppLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const state = useStore(pageState);
  const { i18n } = useTranslation();

  const handle = matches[matches.length - 1]?.handle as TRouteHandle | undefined;
  // Before the page paints: phone-like width on desktop, unless the module is exempt or the page is a console screen.
  useLayoutEffect(() => applyNarrowing(location.pathname, handle?.wide), [location.pathname, handle?.wide]);

  useEffect(() => {
    pageState.set(null);
    clearLoginFlag();
    sendVisitLog();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  const settings = useSiteSettings().data;
  useEffect(() => {
    document.title = routeTitle(handle, settings) || currentSite().name;
  }, [handle, settings, i18n.language]);

  // Map pages get the maps script once the site's key is known; the page works without it. Its loader
  // is fetched then too: every other page's first load goes without it.
  useEffect(() => {
    if (handle?.maps && settings) void import('@quad/platform/shell/maps').then((maps) => maps.loadMapsScript(settings.maps_key));
  }, [handle, settings]);

  return (
    <>
      {state === 'noData' ? <NoPage kind="noData" /> : state === 'systemError' ? <SystemErrorPage /> : null}
      <PreviewBar />
      <KeptOutlet covered={state !== null} />
      {handle?.personal && <ViewerWatermark wide={!!handle.wide} />}
      <LoadingOverlay />
    </>
  );
}
