import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useDaySchedule } from './calls/day-schedule';
import { ClassLine, isOver } from './pages/day-classes';
import { translations } from './translations';
import './timetable.css';

/** The home page's 今日课程: today's classes not yet over (a student's and a teacher's alike), then a link to the week. */
function HomeToday() {
  const { t } = useTranslation('timetable');
  const today = useDaySchedule(undefined, undefined);
  if (today.isError) return <ErrorView error={today.error} onRetry={() => void today.refetch()} />;
  if (!today.data) return <LoadingView />;
  const data = today.data;
  const left = data.classes.filter((c) => !isOver(c, data));
  const empty = data.state === 'vacation' ? t('day.vacation') : data.classes.length > 0 ? t('home.allDone') : t('home.none');
  return (
    <>
      {left.length === 0 ? (
        <EmptyView text={empty} />
      ) : (
        <ul className="tt-lines">
          {left.map((c) => (
            <ClassLine key={`${c.section}/${c.from}`} meeting={c} over={false} />
          ))}
        </ul>
      )}
      <Link className="q-text-button" to={data.classes.some((c) => c.role === 'teacher') ? '/teaweekschedule/index' : '/weekschedule/index'}>
        {t('home.week')}
      </Link>
    </>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadHomeToday() {
  await registerAreaTranslations('timetable', translations);
  return { default: HomeToday };
}
