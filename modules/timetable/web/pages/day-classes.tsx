import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TClassMeeting, TDaySchedule, TScheduleRole } from '../../contract';
import { useDaySchedule } from '../calls/day-schedule';
import { courseColor, minuteOf } from './day-math';
import { DayStrip } from './day-strip';
import { TermLine } from './term-line';
import '../timetable.css';

/** Whether a class of the shown day is over (only today has a now). */
export const isOver = (c: TClassMeeting, day: Pick<TDaySchedule, 'nowMinute'>) => day.nowMinute >= 0 && c.end !== '' && minuteOf(c.end) <= day.nowMinute;

/** One class as a line: its times and periods, the course, where and with whom. */
export function ClassLine({ meeting, over }: { meeting: TClassMeeting; over: boolean }) {
  const { t } = useTranslation('timetable');
  const place = [meeting.building, meeting.room].filter(Boolean).join(' ');
  return (
    <li className={`tt-line${over ? ' is-over' : ''}`} style={{ borderLeftColor: courseColor(meeting.course) }}>
      <div className="tt-line__time">
        <span>{meeting.start || '—'}</span>
        <span className="q-meta">{meeting.end}</span>
      </div>
      <div className="tt-line__main">
        <span className="tt-line__course">{meeting.course}</span>
        <span className="q-meta">
          {t('detail.periods', { from: meeting.from, to: meeting.to })}
          {place && ` · ${place}`}
          {meeting.role === 'teacher' ? ` · ${meeting.section}` : meeting.teacher && ` · ${meeting.teacher}`}
        </span>
      </div>
      {over && <span className="tt-line__tag">{t('day.over')}</span>}
    </li>
  );
}

/**
 * A day's classes as a list (`schedule/index` for a student, `teaschedule/index` for a teacher): today
 * first, the next six days one tap away; classes already over are dimmed.
 */
export function DayClasses({ as }: { as: TScheduleRole }) {
  const { t } = useTranslation('timetable');
  const [date, setDate] = useState<string>();
  const [today, setToday] = useState<string>();
  const schedule = useDaySchedule(as, date);
  if (schedule.data && !today && !date) setToday(schedule.data.date);
  if (schedule.isError && !schedule.data) return <ErrorView error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (!schedule.data) return <LoadingView />;
  const data = schedule.data;
  const emptyText = data.state === 'term' ? t('day.empty') : data.state === 'vacation' ? t('day.vacation') : t('term.none');
  return (
    <main className="q-page tt-page">
      <TermLine info={data} />
      {today && <DayStrip today={today} value={date ?? today} onChange={setDate} />}
      {data.state === 'term' && <p className="tt-day-head">{t('day.head', { week: data.week })}</p>}
      {data.classes.length === 0 ? (
        <EmptyView text={emptyText} />
      ) : (
        <ul className="tt-lines">
          {data.classes.map((c) => (
            <ClassLine key={`${c.section}/${c.from}`} meeting={c} over={isOver(c, data)} />
          ))}
        </ul>
      )}
      <footer className="tt-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
      </footer>
    </main>
  );
}

export const SchedulePage = () => <DayClasses as="student" />;
export const TeacherSchedulePage = () => <DayClasses as="teacher" />;
