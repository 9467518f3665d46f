import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnswerTexts } from '@quad/forms-engine/shared/answer-text';

/** The words `answerText` puts around counts, in the current language. */
export function useAnswerTexts(): TAnswerTexts {
  const { t } = useTranslation('forms', { keyPrefix: 'console' });
  return useMemo(() => ({ rows: (count) => t('answer.rows', { count }), files: (count) => t('answer.files', { count }), signed: t('answer.signed') }), [t]);
}
