import { z } from 'zod';

/** Site info injected into the host page as `window.__SITE__` (spec §3). */
export const ZSiteInfo = z.object({
  id: z.string(),
  name: z.string(),
  baseurl: z.string().describe('站点根地址，以 / 结尾'),
  imgUrl: z.string(),
  login: z.string(),
  logout: z.string(),
  basePath: z.string(),
  lang: z.enum(['zh', 'en', 'tw']),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

export const SITE_ID_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
export const DEFAULT_BASE_PATH = '/site/';
export const DEFAULT_LOGO = '/site/static/images/logo.png';
