import type { ComponentType } from 'react';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area, for the web registry (each loads the area's strings first). */
const widget = (pick: (m: typeof import('./widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./widgets'), registerAreaTranslations('portal', translations)]);
  return { default: pick(widgets) };
};

export const portalWidgets = {
  apps: widget((m) => m.AppsWidget),
  favourites: widget((m) => m.FavouritesWidget),
  search: widget((m) => m.SearchWidget),
};
