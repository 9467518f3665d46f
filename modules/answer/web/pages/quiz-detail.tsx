import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TPaper, TQuizDetail } from '../../contract';
import { useQuizDetail, useStartAttempt } from '../calls/taker';
import { AnswerSheet } from './answer-sheet';
import { QuizState } from './quiz-state';
import '../answer.css';

/** `answer/detail?id=`: the quiz's rules and 开始答题; once started, the paper with its countdown. */
export function QuizDetailPage() {
  const { t } = useTranslation('answer');
  return (
    <RecordPage useRecord={useQuizDetail} missingText={t('detail.missing')}>
      {(quiz) => <QuizView quiz={quiz} />}
    </RecordPage>
  );
}

function QuizView({ quiz }: { quiz: TQuizDetail }) {
  const [started, setStarted] = useState<{ paper: TPaper; endsAt: number } | null>(null);
  if (started) return <AnswerSheet paper={started.paper} endsAt={started.endsAt} />;
  return <QuizRules quiz={quiz} onStarted={(paper) => setStarted({ paper, endsAt: Date.now() + (paper.deadline - paper.now) * 1000 })} />;
}

function QuizRules({ quiz, onStarted }: { quiz: TQuizDetail; onStarted: (paper: TPaper) => void }) {
  const { t } = useTranslation('answer');
  const start = useStartAttempt();
  const [error, setError] = useState('');
  // One id per press of 开始答题: a retry after a lost answer is the same attempt.
  const requestId = useRef(newRequestId());
  const begin = async () => {
    setError('');
    const paper = await start.mutateAsync({ id: quiz.id, requestId: requestId.current }).catch((refusal: Error) => {
      setError(refusal.message);
      return null;
    });
    requestId.current = newRequestId();
    if (paper) onStarted(paper);
  };
  return (
    <>
      <article className="q-card">
        <div className="aw-row">
          <h1 className="aw-title">{quiz.title}</h1>
          <QuizState state={quiz.state} />
        </div>
        <p className="aw-meta">{t('list.window', { from: timeParts(quiz.opensAt).fullTime, to: timeParts(quiz.closesAt).fullTime })}</p>
        {quiz.description && <p className="aw-description">{quiz.description}</p>}
        <dl className="aw-rules">
          <dt>{t('detail.questions')}</dt>
          <dd>{t('detail.questionsValue', { count: quiz.questions })}</dd>
          <dt>{t('detail.timeLimit')}</dt>
          <dd>{t('detail.minutes', { count: quiz.timeLimit })}</dd>
          <dt>{t('detail.passMark')}</dt>
          <dd>{t('detail.points', { count: quiz.passMark })}</dd>
          <dt>{t('detail.attempts')}</dt>
          <dd>{t('detail.attemptsValue', { used: quiz.attemptsUsed, allowed: quiz.attemptsAllowed })}</dd>
          <dt>{t('detail.best')}</dt>
          <dd>{quiz.best >= 0 ? t('detail.points', { count: quiz.best }) : t('list.notTaken')}</dd>
          <dt>{t('detail.review')}</dt>
          <dd>{t(`review.${quiz.review}`)}</dd>
        </dl>
        <p className="aw-meta">{t('detail.note')}</p>
      </article>
      <section className="q-card">
        {error && (
          <p className="aw-error" role="alert">
            {error}
          </p>
        )}
        {quiz.canStart ? (
          <Button block color="primary" loading={start.isPending} onClick={() => void begin()}>
            {quiz.openAttempt ? t('detail.resume') : t('detail.start')}
          </Button>
        ) : (
          <p className="aw-meta" role="status">
            {quiz.blocked}
          </p>
        )}
        <p className="aw-links">
          <Link to={`/answer/mes?id=${encodeURIComponent(quiz.id)}`}>{t('detail.ranking')}</Link>
          <Link to={`/answer/history?quizId=${encodeURIComponent(quiz.id)}`}>{t('detail.history')}</Link>
        </p>
      </section>
    </>
  );
}
