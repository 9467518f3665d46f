import type { TAreaWeb } from '@quad/platform/shell/area';
import { FORM_FAMILIES } from './family';
import { AnswerPage } from '../pages/answer';
import { FillPage } from '../pages/fill';

/** The pages that draw a form with the engine's renderer: filling one, and reading an answer. */
export const pages: TAreaWeb['pages'] = {
  ...Object.fromEntries(FORM_FAMILIES.flatMap((module) => [[`${module}/formtemplat`, FillPage], [`${module}/detail`, AnswerPage]])),
  'universalForm/index': FillPage,
  'newForm/index': FillPage,
};
