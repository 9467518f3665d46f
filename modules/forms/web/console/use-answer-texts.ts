import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnswerTexts } from '@quad/forms-engine/shared/answer-text';
import { FORMS_CONSOLE_NS } from './console-strings';

/** The words `answerText` puts around counts, in the current language. */
export function useAnswerTexts(): TAnswerTexts {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  return useMemo(() => ({ rows: (count) => t('answer.rows', { count }), files: (count) => t('answer.files', { count }), signed: t('answer.signed') }), [t]);
}
