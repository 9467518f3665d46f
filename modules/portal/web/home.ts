import type { ComponentType } from 'react';
import type { TAreaWidgets } from '@quad/platform/shell/area';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area, for the web registry (each loads the area's strings first). */
const widget = (pick: (m: typeof import('./widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./widgets'), registerAreaTranslations('portal', translations)]);
  return { default: pick(widgets) };
};

export const portalWidgets: TAreaWidgets = {
  /** The apps I may use, by category (a guest sees the public ones). */
  apps: { session: false, load: widget((m) => m.AppsWidget) },
  /** My favourite apps. */
  favourites: { session: true, load: widget((m) => m.FavouritesWidget) },
  /** A search box that opens the application square. */
  search: { session: false, bare: true, load: widget((m) => m.SearchWidget) },
};
