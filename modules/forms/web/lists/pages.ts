import type { TAreaWeb } from '@quad/platform/shell/area';
import { FORM_FAMILIES } from '../fill/family';
import { FillStatusPage } from '../pages/fill-status';
import { FormListPage } from '../pages/form-list';
import { MyAnswersPage } from '../pages/my-answers';

/** The lists of every form family: forms to fill, my answers, who has filled a form. */
export const pages: TAreaWeb['pages'] = {
  ...Object.fromEntries(
    FORM_FAMILIES.flatMap((module) => [
      [`${module}/index`, FormListPage],
      [`${module}/detail2`, MyAnswersPage],
      [`${module}/detail3`, FillStatusPage],
    ]),
  ),
  'commonForm/index': FormListPage,
};
