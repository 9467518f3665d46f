import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyAttempts } from '../calls/taker';
import { AttemptState, useDuration } from './quiz-state';
import '../answer.css';

/** `answer/history` (`?quizId=` for one quiz): my attempts, newest first, each opening its result. */
export function QuizHistoryPage() {
  const { t } = useTranslation('answer');
  const [params] = useSearchParams();
  const attempts = useMyAttempts(params.get('quizId') ?? undefined);
  const duration = useDuration();
  return (
    <main className="q-page">
      <PagedList pages={attempts} emptyText={t('history.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('history.label')}>
            {items.map((a) => (
              <li key={a.id} className="q-list-card">
                <Link className="aw-item" to={`/answer/record?id=${encodeURIComponent(a.id)}`}>
                  <span className="aw-row">
                    <strong>{a.title}</strong>
                    <AttemptState state={a.state} passed={a.passed} />
                  </span>
                  <span className="aw-row aw-meta">
                    <span>{t('record.seq', { seq: a.seq, when: timeParts(a.started).fullTime })}</span>
                    {a.state === 'submitted' && (
                      <span>
                        {t('record.score', { score: a.score, full: a.fullMarks })} · {duration(a.used)}
                      </span>
                    )}
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
