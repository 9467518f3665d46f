import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { applyNarrowing } from '../shell/device';
import { pageState } from '../shell/page-state';
import { finishProgress, startProgress } from '../shell/progress';
import { clearLoginFlag } from '../shell/session';
import { currentSite } from '../shell/site';
import { sendVisitLog } from '../shell/startup';
import { useStore } from '../shell/store';
import { LoadingOverlay } from '../ui/loading-overlay';
import { NoPage } from './no-page';
import { SystemErrorPage } from './system-error';

/** Route data the layout reads: the page's title in the current language. */
export interface TRouteHandle {
  title: () => string;
}

/** Runs the per-navigation rules of spec §2.1 around every page. */
export function AppLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const state = useStore(pageState);
  const { i18n } = useTranslation();

  // Before the page paints: phone-like width on desktop, unless the module is exempt.
  useLayoutEffect(() => applyNarrowing(location.pathname), [location.pathname]);

  useEffect(() => {
    pageState.set(null);
    clearLoginFlag();
    sendVisitLog();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  const handle = matches[matches.length - 1]?.handle as TRouteHandle | undefined;
  useEffect(() => {
    document.title = handle?.title() || currentSite().name;
  }, [handle, i18n.language]);

  return (
    <>
      {state === 'noData' ? <NoPage kind="noData" /> : state === 'systemError' ? <SystemErrorPage /> : <Outlet />}
      <LoadingOverlay />
    </>
  );
}
