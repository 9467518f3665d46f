import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TAttemptResult } from '../../contract';
import { useAttemptRecord } from '../calls/taker';
import { AttemptState, useDuration } from './quiz-state';
import '../answer.css';

/** `answer/record?id=`: one attempt's score and, when the quiz allows, each question reviewed. */
export function QuizRecordPage() {
  const { t } = useTranslation('answer');
  return (
    <RecordPage useRecord={useAttemptRecord} missingText={t('record.missing')}>
      {(attempt) => <AttemptView attempt={attempt} />}
    </RecordPage>
  );
}

type TReviewed = TAttemptResult['questions'][number];

function AttemptView({ attempt }: { attempt: TAttemptResult }) {
  const { t } = useTranslation('answer');
  const duration = useDuration();
  return (
    <>
      <article className="q-card">
        <div className="aw-row">
          <h1 className="aw-title">{attempt.title}</h1>
          <AttemptState state={attempt.state} passed={attempt.passed} />
        </div>
        <p className="aw-meta">{t('record.seq', { seq: attempt.seq, when: timeParts(attempt.started).fullTime })}</p>
        {attempt.state === 'submitted' ? (
          <>
            <p className="aw-score" aria-label={t('record.scoreLabel')}>
              {t('record.score', { score: attempt.score, full: attempt.fullMarks })}
            </p>
            <p className="aw-meta">{t('record.summary', { pass: attempt.passMark, used: duration(attempt.used) })}</p>
          </>
        ) : (
          <p className="aw-meta" role="status">
            {attempt.state === 'late' ? t('record.late') : t('record.open')}
          </p>
        )}
        <p className="aw-links">
          <Link to={`/answer/detail?id=${encodeURIComponent(attempt.quizId)}`}>{t('record.back')}</Link>
          <Link to={`/answer/mes?id=${encodeURIComponent(attempt.quizId)}`}>{t('detail.ranking')}</Link>
        </p>
      </article>
      {attempt.state === 'submitted' && !attempt.reviewShown && <p className="q-card aw-meta">{t('record.held')}</p>}
      {attempt.state === 'submitted' &&
        attempt.questions.map((q, index) => <Reviewed key={q.id} question={q} index={index} shown={attempt.reviewShown} />)}
    </>
  );
}

function Reviewed({ question: q, index, shown }: { question: TReviewed; index: number; shown: boolean }) {
  const { t } = useTranslation('answer');
  const say = (keys: string[]) =>
    q.kind === 'fill' ? keys.join(' / ') : q.kind === 'judge' ? keys.map((k) => t(`judge.${k}`)).join('') : keys.join('');
  return (
    <section className="q-card">
      <h2 className="aw-meta">{t('sheet.question', { n: index + 1, kind: t(`kind.${q.kind}`), points: q.points })}</h2>
      <p>{q.text}</p>
      {q.kind !== 'judge' &&
        q.options.map((o) => (
          <p key={o.key} className="aw-meta">
            {o.key}. {o.text}
          </p>
        ))}
      <p>
        {t('record.mine', { answer: q.mine.length ? say(q.mine) : t('record.blank') })}
        {shown && <strong className={q.right ? 'aw-right' : 'aw-wrong'}> {q.right ? t('record.right') : t('record.wrong')}</strong>}
      </p>
      {shown && <p className="aw-meta">{t('record.correct', { answer: say(q.correct) })}</p>}
      {shown && q.explanation && <p className="aw-meta">{t('record.explanation', { text: q.explanation })}</p>}
    </section>
  );
}
