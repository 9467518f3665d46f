import { useTranslation } from 'react-i18next';
import type { TAttemptState, TQuizState } from '../../rules';

/** A quiz's state as a coloured tag: 未开始, 进行中, 已结束. */
export function QuizState({ state }: { state: TQuizState }) {
  const { t } = useTranslation('answer');
  return <span className={`aw-tag aw-tag--${state}`}>{t(`state.${state}`)}</span>;
}

/** An attempt's state as a tag: 答题中, 已交卷 (及格/不及格), 超时. */
export function AttemptState({ state, passed }: { state: TAttemptState; passed: boolean }) {
  const { t } = useTranslation('answer');
  if (state !== 'submitted') return <span className={`aw-tag aw-tag--${state}`}>{t(`attempt.${state}`)}</span>;
  return <span className={`aw-tag aw-tag--${passed ? 'passed' : 'failed'}`}>{t(passed ? 'attempt.passed' : 'attempt.failed')}</span>;
}

/** Seconds as 3分05秒. */
export function useDuration() {
  const { t } = useTranslation('answer');
  return (seconds: number) => t('used', { m: Math.floor(seconds / 60), s: String(seconds % 60).padStart(2, '0') });
}
