import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyExams } from '../calls/list-my-exams';
import { ExamCard } from '../exam-card';
import '../exam.css';

/**
 * `examManage/index` 我的考试: exams not yet over first, soonest first, each with its countdown
 * (还有 3 天 / 今天 14:00 开始 / 进行中), time, campus, room, seat and notes; the finished ones folded
 * under a button below. A card opens the exam's detail (添加到日历).
 */
export function MyExamsPage() {
  const { t } = useTranslation('exam');
  const exams = useMyExams();
  const [showFinished, setShowFinished] = useState(false);
  if (exams.isError && !exams.data) return <ErrorView error={exams.error} onRetry={() => void exams.refetch()} />;
  if (!exams.data) return <LoadingView />;
  const { list, updatedAt, failed } = exams.data;
  const open = list.filter((e) => e.state !== 'finished');
  const finished = list.filter((e) => e.state === 'finished');
  return (
    <main className="q-page">
      {list.length === 0 ? (
        <EmptyView text={t('empty')} />
      ) : (
        <>
          {open.length === 0 ? (
            <EmptyView text={t('noneComing')} />
          ) : (
            <ul className="exam-list" aria-label={t('coming')}>
              {open.map((exam) => (
                <ExamCard key={exam.key} exam={exam} />
              ))}
            </ul>
          )}
          {finished.length > 0 && (
            <section>
              <button type="button" className="exam-toggle" aria-expanded={showFinished} aria-controls="exam-finished" onClick={() => setShowFinished(!showFinished)}>
                {t(showFinished ? 'hideFinished' : 'showFinished', { count: finished.length })}
              </button>
              {showFinished && (
                <ul id="exam-finished" className="exam-list" aria-label={t('finished')}>
                  {finished.map((exam) => (
                    <ExamCard key={exam.key} exam={exam} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
      <footer className="exam-footer">
        <DataUpdatedAt updatedAt={updatedAt} failed={failed} />
      </footer>
    </main>
  );
}
