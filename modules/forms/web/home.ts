import type { ComponentType } from 'react';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/** Home widgets of this area for the web registry: forms I still have to fill, and those I answered. */
const widget = (pick: (m: typeof import('./home-widgets')) => ComponentType) => async () => {
  const [widgets] = await Promise.all([import('./home-widgets'), registerAreaTranslations('forms', translations)]);
  return { default: pick(widgets) };
};

export const formsWidgets = {
  todo: widget((m) => m.TodoWidget),
  processTracking: widget((m) => m.ProcessWidget),
};
