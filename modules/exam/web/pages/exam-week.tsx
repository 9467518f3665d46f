import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TExam } from '../../contract';
import { useMyExams } from '../calls/list-my-exams';
import { ExamCard } from '../exam-card';
import { addDays, mondayOf, monthDay, weekDays, weeksBetween } from '../week';
import '../exam.css';

/** The week to open on: the week of the next exam not yet over, else this week. */
function firstWeek(list: TExam[], today: string): string {
  const next = list.find((e) => e.state !== 'finished');
  return mondayOf(next?.date ?? today);
}

function WeekStrip({ monday, today, busy, chosen, onChoose, onMove }: { monday: string; today: string; busy: Set<string>; chosen: string; onChoose: (day: string) => void; onMove: (weeks: number) => void }) {
  const { t } = useTranslation('exam');
  return (
    <nav className="exam-strip" aria-label={t('week.strip')}>
      <button type="button" className="exam-strip__nav" aria-label={t('week.previous')} onClick={() => onMove(-1)}>
        ‹
      </button>
      <div className="exam-strip__days">
        {weekDays(monday).map((day, i) => (
          <button
            key={day}
            type="button"
            className={`exam-day${day === today ? ' exam-day--today' : ''}${busy.has(day) ? ' exam-day--busy' : ''}`}
            aria-pressed={day === chosen}
            aria-label={`${monthDay(day)} ${t(`weekday.${i + 1}`)}${busy.has(day) ? ` ${t('week.hasExam')}` : ''}`}
            onClick={() => onChoose(day === chosen ? '' : day)}
          >
            <span>{t(`weekdayShort.${i + 1}`)}</span>
            <span className="exam-day__date">{Number(day.slice(8, 10))}</span>
            <span className="exam-day__dot" aria-hidden="true" />
          </button>
        ))}
      </div>
      <button type="button" className="exam-strip__nav" aria-label={t('week.next')} onClick={() => onMove(1)}>
        ›
      </button>
    </nav>
  );
}

/**
 * `fudanexamManage/index` 考试安排 (the Fudan layout): a week at a time. A strip of the week's days,
 * a red dot under each day with an exam, ‹ › to move a week; below, that week's exams (or the chosen
 * day's), under 本周 / 下周 / N周后 and the week's dates. Opens on the week of the next exam.
 */
export function ExamWeekPage() {
  const { t } = useTranslation('exam');
  const exams = useMyExams();
  const [monday, setMonday] = useState('');
  const [chosen, setChosen] = useState('');
  if (exams.isError && !exams.data) return <ErrorView error={exams.error} onRetry={() => void exams.refetch()} />;
  if (!exams.data) return <LoadingView />;
  const { list, today, updatedAt, failed } = exams.data;
  if (list.length === 0) {
    return (
      <main className="q-page">
        <EmptyView text={t('empty')} />
        <DataUpdatedAt updatedAt={updatedAt} failed={failed} />
      </main>
    );
  }
  const shown = monday || firstWeek(list, today);
  const days = weekDays(shown);
  const busy = new Set(list.map((e) => e.date));
  const inWeek = list.filter((e) => days.includes(e.date) && (!chosen || e.date === chosen)).sort((a, b) => a.startAt - b.startAt);
  const weeks = weeksBetween(today, shown);
  const weekName = weeks === 0 ? t('week.this') : weeks === 1 ? t('week.following') : weeks > 1 ? t('week.later', { count: weeks }) : t('week.before', { count: -weeks });
  const move = (by: number) => {
    setMonday(addDays(shown, 7 * by));
    setChosen('');
  };
  return (
    <main className="q-page">
      <WeekStrip monday={shown} today={today} busy={busy} chosen={chosen} onChoose={setChosen} onMove={move} />
      <h2 className="exam-week-title">
        <span>{weekName}</span>
        <span>
          {monthDay(days[0]!)} – {monthDay(days[6]!)}
        </span>
      </h2>
      {inWeek.length === 0 ? (
        <EmptyView text={chosen ? t('week.noneOnDay') : t('week.none')} />
      ) : (
        <ul className="exam-list" aria-label={weekName}>
          {inWeek.map((exam) => (
            <ExamCard key={exam.key} exam={exam} />
          ))}
        </ul>
      )}
      <footer className="exam-footer">
        <DataUpdatedAt updatedAt={updatedAt} failed={failed} />
      </footer>
    </main>
  );
}
