import type { TAreaWeb } from '@quad/platform/shell/area';
import { FormAdminPage } from './pages/form-admin';
import { DesignPage } from './pages/design';
import { ResultsPage } from './pages/results';
import { PrintPage } from './pages/print';

/** The console screens (each loads its own code); the phone pages come in their chunks. */
export const pages: TAreaWeb['pages'] = {
  'formAdmin/index': FormAdminPage,
  'formAdmin/design': DesignPage,
  'formAdmin/results': ResultsPage,
  'formAdmin/print': PrintPage,
};

/** Every form family's pages (`chunk` in the manifest): the lists, and the pages that draw a form. */
export const chunks: TAreaWeb['chunks'] = {
  lists: () => import('./lists/pages'),
  fill: () => import('./fill/pages'),
};

export { translations } from './translations';
