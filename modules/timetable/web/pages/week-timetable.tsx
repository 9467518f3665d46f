import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TClassMeeting, TScheduleRole, TWeekSchedule } from '../../contract';
import { useWeekSchedule } from '../calls/week-schedule';
import { ClassDetail } from './class-detail';
import { courseColor, monthDay } from './day-math';
import { FeedPanel } from './feed-panel';
import { TermLine } from './term-line';
import '../timetable.css';

const DAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];
/** Weeks a week switcher offers without a calendar. */
const MOST_WEEKS = 30;

/** The 7 × periods grid: a column per day, a row per period, each class a colored block spanning its periods. */
function WeekGrid({ data, today, onOpen }: { data: TWeekSchedule; today: string; onOpen: (m: TClassMeeting) => void }) {
  const { t } = useTranslation('timetable');
  const rows = Math.max(data.periods.length, ...data.classes.map((c) => c.to));
  return (
    <div className="tt-grid" style={{ gridTemplateRows: `auto repeat(${rows}, minmax(52px, auto))` }}>
      <div className="tt-grid__corner" />
      {DAY_NAMES.map((name, i) => {
        const day = data.days[i];
        return (
          <div key={name} className={`tt-grid__day${day === today ? ' is-today' : ''}`} style={{ gridColumn: i + 2, gridRow: 1 }}>
            <span>{t('grid.weekday', { day: name })}</span>
            {day && <span className="tt-grid__date">{monthDay(day)}</span>}
          </div>
        );
      })}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="tt-grid__period" style={{ gridColumn: 1, gridRow: i + 2 }}>
          <span>{i + 1}</span>
          {data.periods[i] && <span className="tt-grid__time">{data.periods[i]!.start}</span>}
        </div>
      ))}
      {data.classes.map((c) => (
        <button
          key={`${c.section}/${c.weekday}/${c.from}`}
          type="button"
          className="tt-block"
          style={{ gridColumn: c.weekday + 1, gridRow: `${c.from + 1} / ${c.to + 2}`, background: courseColor(c.course) }}
          onClick={() => onOpen(c)}
          aria-label={t('grid.block', { course: c.course, day: DAY_NAMES[c.weekday - 1], from: c.from, to: c.to, room: c.room })}
        >
          <span className="tt-block__course">{c.course}</span>
          {c.room && <span className="tt-block__room">@{c.room}</span>}
        </button>
      ))}
    </div>
  );
}

/**
 * A week of the person's timetable (`weekschedule/index` for a student's classes, `teaweekschedule/index`
 * for a teacher's teaching): this week first, ‹ › to the others, 本周 back; tap a block for its details.
 */
export function WeekTimetable({ as }: { as: TScheduleRole }) {
  const { t } = useTranslation('timetable');
  const [week, setWeek] = useState<number>();
  const [opened, setOpened] = useState<TClassMeeting>();
  const schedule = useWeekSchedule(as, week);
  if (schedule.isError && !schedule.data) return <ErrorView error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (!schedule.data) return <LoadingView />;
  const data = schedule.data;
  const last = data.weeks || MOST_WEEKS;
  return (
    <main className="q-page tt-page">
      <TermLine info={data} />
      <nav className="tt-switch" aria-label={t('grid.switch')}>
        <button type="button" className="tt-switch__arrow" disabled={data.week <= 1} onClick={() => setWeek(data.week - 1)} aria-label={t('grid.previous')}>
          ‹
        </button>
        <span className="tt-switch__week" aria-live="polite">
          {t('grid.week', { week: data.week })}
        </span>
        <button type="button" className="tt-switch__arrow" disabled={data.week >= last} onClick={() => setWeek(data.week + 1)} aria-label={t('grid.next')}>
          ›
        </button>
        {data.currentWeek > 0 && data.week !== data.currentWeek && (
          <button type="button" className="tt-text-button" onClick={() => setWeek(data.currentWeek)}>
            {t('grid.thisWeek')}
          </button>
        )}
      </nav>
      <WeekGrid data={data} today={data.today} onOpen={setOpened} />
      {data.classes.length === 0 && <p className="tt-empty">{as === 'teacher' ? t('grid.emptyTeaching') : t('grid.empty')}</p>}
      <footer className="tt-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
        <FeedPanel />
      </footer>
      {opened && <ClassDetail meeting={opened} onClose={() => setOpened(undefined)} />}
    </main>
  );
}

export const WeekSchedulePage = () => <WeekTimetable as="student" />;
export const TeacherWeekSchedulePage = () => <WeekTimetable as="teacher" />;
