import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOGO } from '@quad/contracts/site-constants';
import { isMessagingApp } from './device';
import { currentSite } from './site';
import { queryClient } from './query-client';
import { fetchData } from './request';
import type { TSiteSettings } from './site-settings';

const settingsQuery = {
  queryKey: ['site-settings'],
  // The platform calls' module is fetched with the first call, not with the page.
  queryFn: async () => fetchData((await import('@quad/contracts/platform-calls')).settingInfo, {}, { quiet: true }),
  staleTime: Infinity,
  // The server injects them into the host page: no page waits for this call.
  initialData: () => currentSite().settings,
} as const;

/** The site's settings (copyright, logo, display overrides), read once per page load (spec §7). */
export const useSiteSettings = () => useQuery(settingsQuery);

/** The same settings outside React; undefined when they cannot be read (the page then shows the defaults). */
export const loadSiteSettings = (): Promise<TSiteSettings | undefined> => queryClient.fetchQuery(settingsQuery).catch(() => undefined);

/** Adds a page icon when the page has none: the site's logo, else the default one. */
export function ensurePageIcon(logo: string): void {
  if (document.querySelector('link[rel~="icon"]')) return;
  const link = document.createElement('link');
  link.rel = 'icon';
  link.href = logo || DEFAULT_LOGO;
  document.head.appendChild(link);
}

/** Site start-up: settings read once; the page icon follows them (a failed read still gets the default icon). */
export async function startSite(): Promise<void> {
  // Inside the messaging app the share menu is set up from the entry address (spec §7); nowhere else is its code fetched.
  if (isMessagingApp()) void import('./share-menu').then((m) => m.setupShareMenu()).catch((error: unknown) => console.error(error));
  const settings = await loadSiteSettings();
  ensurePageIcon(settings?.site_logo ?? '');
}

/**
 * Counts a page view for an application (spec §7): the app key comes from the `service` query
 * parameter or is given directly. The hashing code loads only for pages that carry one.
 */
export function sendVisitLog(appkey = new URLSearchParams(location.search).get('service') ?? ''): void {
  if (!appkey) return;
  const url = location.href;
  void import('./visit-log').then((m) => m.postVisitLog(appkey, url));
}
