import type { ComponentType } from 'react';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area (`news`, `subscription`), for the web registry: each brings the area's strings. */
const widget = (pick: (m: typeof import('./home-widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./home-widgets'), registerAreaTranslations('news', translations)]);
  return { default: pick(widgets) };
};

export const newsWidgets = {
  news: widget((m) => m.HomeNews),
  subscription: widget((m) => m.HomeSubscription),
};
