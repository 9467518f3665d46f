import type { TSessionView } from '@quad/web/shell/use-session';

/** The console's pages, `admin/{page}` in the manifest, each opened by one entry of the permission map. */
export type TSectionPage = 'people' | 'roles' | 'audit' | 'feedback' | 'usage' | 'settings' | 'tokens' | 'webhooks' | 'reference' | 'sites';

export interface TSection {
  page: TSectionPage;
  /** App key and module that must be in the user's permission map (the server checks the same); no module = any of the app's. */
  app: string;
  module?: string;
}

export const SECTIONS: TSection[] = [
  { page: 'people', app: 'admin', module: 'people' },
  { page: 'roles', app: 'admin', module: 'roles' },
  { page: 'audit', app: 'admin', module: 'audit' },
  { page: 'feedback', app: 'admin', module: 'feedback' },
  { page: 'usage', app: 'admin', module: 'usage' },
  { page: 'settings', app: 'admin', module: 'settings' },
  { page: 'tokens', app: 'admin', module: 'tokens' },
  { page: 'webhooks', app: 'admin', module: 'webhooks' },
  // The API reference describes every call; anyone who administers some part of the site may read it.
  { page: 'reference', app: 'admin' },
  // The platform console: only platform administrators hold platform/sites, and only on the default site.
  { page: 'sites', app: 'platform', module: 'sites' },
];

/** The sections this user may open, in menu order. */
export const allowedSections = (session: Pick<TSessionView, 'allowed'>): TSection[] =>
  SECTIONS.filter((s) => session.allowed(s.app, s.module));
