import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyQuizzes } from '../calls/taker';
import { QuizState } from './quiz-state';
import '../answer.css';

/** 答题活动: the quizzes open to me, those running first, each with its rules in short and my best score. */
export function QuizIndexPage() {
  const { t } = useTranslation('answer');
  const quizzes = useMyQuizzes();
  return (
    <main className="q-page">
      <p className="aw-links">
        <Link to="/answer/history">{t('list.history')}</Link>
      </p>
      <PagedList pages={quizzes} emptyText={t('list.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('list.label')}>
            {items.map((quiz) => (
              <li key={quiz.id} className="q-list-card">
                <Link className="aw-item" to={`/answer/detail?id=${encodeURIComponent(quiz.id)}`}>
                  <span className="aw-row">
                    <strong>{quiz.title}</strong>
                    <QuizState state={quiz.state} />
                  </span>
                  <span className="aw-meta">
                    {t('list.window', { from: timeParts(quiz.opensAt).fullTime, to: timeParts(quiz.closesAt).fullTime })}
                  </span>
                  <span className="aw-row aw-meta">
                    <span>{t('list.rules', { count: quiz.questions, minutes: quiz.timeLimit })}</span>
                    <span>{quiz.best >= 0 ? t('list.best', { score: quiz.best }) : t('list.notTaken')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
