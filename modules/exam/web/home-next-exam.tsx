import { useTranslation } from 'react-i18next';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyExams } from './calls/list-my-exams';
import { Countdown, placeOf, whenOf } from './exam-card';
import { translations } from './translations';
import './exam.css';

/** The home page's next exam: its countdown, time and place; all my exams one tap away. */
function HomeNextExam() {
  const { t } = useTranslation('exam');
  const exams = useMyExams();
  if (exams.isError && !exams.data) return <ErrorView error={exams.error} onRetry={() => void exams.refetch()} />;
  if (!exams.data) return <LoadingView />;
  const next = exams.data.list.find((e) => e.state !== 'finished');
  return (
    <>
      {next ? (
        <Link className="exam-home" to={`/examManage/detail?key=${encodeURIComponent(next.key)}`}>
          <span>
            <span className="exam-home__course">{next.courseName}</span> <Countdown exam={next} />
          </span>
          <span className="q-meta">{whenOf(next, t)}</span>
          <span className="q-meta">
            {placeOf(next)}
            {next.seat && ` · ${t('seatNo', { seat: next.seat })}`}
          </span>
        </Link>
      ) : (
        <EmptyView text={t('noneComing')} />
      )}
      <Link className="q-text-button" to="/examManage/index">
        {t('all')}
      </Link>
    </>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadHomeNextExam() {
  await registerAreaTranslations('exam', translations);
  return { default: HomeNextExam };
}
