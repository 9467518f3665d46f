import type { TAreaWeb } from '@quad/platform/shell/area';
import { FormListPage } from './pages/form-list';
import { FillPage } from './pages/fill';
import { AnswerPage } from './pages/answer';
import { MyAnswersPage } from './pages/my-answers';
import { FillStatusPage } from './pages/fill-status';
import { FormAdminPage } from './pages/form-admin';
import { DesignPage } from './pages/design';
import { ResultsPage } from './pages/results';
import { PrintPage } from './pages/print';

/** Every form family of the spec shows the same screens: they render any definition by its number. */
const family = (module: string): TAreaWeb['pages'] => ({
  [`${module}/index`]: FormListPage,
  [`${module}/formtemplat`]: FillPage,
  [`${module}/detail`]: AnswerPage,
  [`${module}/detail2`]: MyAnswersPage,
  [`${module}/detail3`]: FillStatusPage,
});

export const pages: TAreaWeb['pages'] = {
  ...family('form'),
  ...family('formMuc'),
  ...family('formruc'),
  'commonForm/index': FormListPage,
  'universalForm/index': FillPage,
  'newForm/index': FillPage,
  'formAdmin/index': FormAdminPage,
  'formAdmin/design': DesignPage,
  'formAdmin/results': ResultsPage,
  'formAdmin/print': PrintPage,
};

export { translations } from './translations';
