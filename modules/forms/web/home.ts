import type { ComponentType } from 'react';
import type { TAreaWidgets } from '@quad/platform/shell/area';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area for the web registry: forms I still have to fill, and those I answered. */
const widget = (pick: (m: typeof import('./home-widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./home-widgets'), registerAreaTranslations('forms', translations)]);
  return { default: pick(widgets) };
};

export const formsWidgets: TAreaWidgets = {
  /** What I still have to do (forms to fill, …). */
  todo: { session: true, load: widget((m) => m.TodoWidget) },
  /** Where my applications and submissions stand. */
  processTracking: { session: true, load: widget((m) => m.ProcessWidget) },
};
