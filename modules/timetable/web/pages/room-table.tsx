import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useRoomDay } from '../calls/room-day';
import { BuildingTabs, placeOf } from './building-tabs';
import { DayStrip } from './day-strip';
import { TermLine } from './term-line';
import '../timetable.css';

/**
 * `fudanclassRoomQuery/index` 教室占用查询: a table for the desktop (its route module keeps the full
 * width): a row per room, a column per period of the day, the course in each taken cell.
 */
export function RoomTablePage() {
  const { t } = useTranslation('timetable');
  const [place, setPlace] = useState('');
  const [date, setDate] = useState<string>();
  const [today, setToday] = useState<string>();
  const day = useRoomDay({ ...placeOf(place), date });
  if (day.data && !today) setToday(day.data.date);
  if (day.isError && !day.data) return <ErrorView error={day.error} onRetry={() => void day.refetch()} />;
  if (!day.data) return <LoadingView />;
  const data = day.data;
  return (
    <main className="q-page tt-page tt-page--wide">
      <TermLine info={data} />
      <BuildingTabs buildings={data.buildings} value={place} onChange={setPlace} />
      {today && <DayStrip today={today} value={date ?? today} onChange={setDate} />}
      {data.rooms.length === 0 ? (
        <EmptyView text={t('rooms.none')} />
      ) : (
        // Wider than a phone: the table scrolls sideways, so it takes the keyboard's focus to be scrolled too.
        <div className="tt-table-wrap" role="region" tabIndex={0} aria-label={t('table.caption', { date: data.date })}>
          <table className="tt-table">
            <caption className="tt-day-head">{t('table.caption', { date: data.date })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.room')}</th>
                <th scope="col">{t('table.seats')}</th>
                {data.periods.map((p) => (
                  <th key={p.no} scope="col" title={`${p.start}–${p.end}`}>
                    {p.no}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rooms.map((r) => (
                <tr key={r.room}>
                  <th scope="row">
                    {r.room}
                    <span className="q-meta"> {r.building}</span>
                  </th>
                  <td>{r.seats}</td>
                  {r.busy.map((course, i) => (
                    <td key={i} className={course ? 'is-busy' : 'is-free'} title={course || t('table.free')}>
                      {course ? course : <span className="tt-sr">{t('table.free')}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <footer className="tt-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
      </footer>
    </main>
  );
}
