import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { nowSeconds } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyExams } from '../calls/list-my-exams';
import { Countdown, whenOf } from '../exam-card';
import { calendarHref, examCalendar } from '../ics';
import '../exam.css';

/**
 * `examManage/detail?key=` 考试详情: one of my exams in full, and 添加到日历 (an .ics of it, with an
 * alarm an hour before). Read from my exams' list: another person's key finds nothing.
 */
export function ExamDetailPage() {
  const { t } = useTranslation('exam');
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const exams = useMyExams();
  if (exams.isError && !exams.data) return <ErrorView error={exams.error} onRetry={() => void exams.refetch()} />;
  if (!exams.data) return <LoadingView />;
  const exam = exams.data.list.find((e) => e.key === key);
  if (!exam) return <EmptyView text={t('detail.missing')} />;
  const facts: [string, string][] = [
    [t('field.time'), whenOf(exam, t)],
    [t('field.campus'), exam.campus],
    [t('field.room'), exam.room],
    [t('field.seat'), exam.seat],
    [t('field.type'), exam.examType],
    [t('field.course'), `${exam.courseName}（${exam.courseCode}）`],
    [t('field.term'), exam.term],
    [t('field.note'), exam.note],
  ];
  return (
    <main className="q-page">
      <article className="q-card exam-detail">
        <h1>{exam.courseName}</h1>
        <Countdown exam={exam} />
        <dl className="exam-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
        </dl>
        {exam.state !== 'finished' && (
          <a className="exam-calendar-link" href={calendarHref(examCalendar(exam, nowSeconds()))} download={`${exam.courseName}-${exam.examType}.ics`}>
            {t('detail.addToCalendar')}
          </a>
        )}
      </article>
    </main>
  );
}
