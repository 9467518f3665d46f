import { DEFAULT_BASE_PATH } from '@quad/contracts/site-constants';
import type { TSiteInfo } from '@quad/contracts/site';

declare global {
  interface Window {
    /** Injected by the server into the host page (platform/server/http/host-page.ts). */
    __SITE__?: TSiteInfo;
  }
}

/** The site this page belongs to; the fallback keeps `vite dev` and unit tests working without a server. */
export function currentSite(): TSiteInfo {
  const injected = typeof window === 'undefined' ? undefined : window.__SITE__;
  if (injected) return injected;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return {
    id: 'local',
    name: '',
    baseurl: origin + DEFAULT_BASE_PATH,
    imgUrl: '',
    login: `${origin}/uc/wap/login`,
    logout: '',
    basePath: DEFAULT_BASE_PATH,
    lang: 'zh',
  };
}

export const basePath = (): string => currentSite().basePath || DEFAULT_BASE_PATH;

/** Absolute path of a route inside the app (`center/login` → `/site/center/login`). */
export const appPath = (route: string): string => basePath() + route.replace(/^\//, '');
