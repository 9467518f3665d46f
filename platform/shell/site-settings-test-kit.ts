import type { TSiteSettings } from './site-settings';

/** A site's settings answer for a web test: a plain site with nothing set, changed by `over`. */
export const siteSettingsOf = (over: Partial<TSiteSettings> = {}): TSiteSettings => ({
  copyright: '',
  site_logo: '',
  site_name: '北辰大学',
  maps_key: '',
  titles: {},
  hidden_features: [],
  enabled_apps: null,
  home_template: 'default',
  app_categories: {},
  page_variants: {},
  lang: 'zh',
  ...over,
});
