import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePages } from './console/pages';

/** Only the console screens (each loads its own code) are in the area's chunk; the phone pages come in their chunks. */
export const pages: TAreaWeb['pages'] = consolePages;

/** Page groups, each in its own folder and chunk (`chunk` in the manifest): the daily report, three checks, role views, health codes. */
export const chunks: TAreaWeb['chunks'] = {
  report: () => import('./report/pages'),
  check: () => import('./check/pages'),
  views: () => import('./views/pages'),
  code: () => import('./code/pages'),
};

export { translations } from './translations';
