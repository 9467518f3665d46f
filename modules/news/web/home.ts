import type { ComponentType } from 'react';
import type { TAreaWidgets } from '@quad/platform/shell/area';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area (`news`, `subscription`), for the web registry: each brings the area's strings. */
const widget = (pick: (m: typeof import('./home-widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./home-widgets'), registerAreaTranslations('news', translations)]);
  return { default: pick(widgets) };
};

export const newsWidgets: TAreaWidgets = {
  /** School news. */
  news: { session: true, load: widget((m) => m.HomeNews) },
  /** New items of my RSS subscriptions. */
  subscription: { session: true, load: widget((m) => m.HomeSubscription) },
};
