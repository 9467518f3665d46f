import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useFreeRooms } from '../calls/free-rooms';
import { BuildingTabs, placeOf } from './building-tabs';
import { DayStrip } from './day-strip';
import { TermLine } from './term-line';
import '../timetable.css';

/** `1,2,3` → `1-3`, `1,2,5` → `1-2,5`: what the call takes. */
export function periodsText(periods: number[]): string {
  const sorted = [...periods].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(',');
}

/**
 * `freeclassroom/index` 空闲教室: pick a building, a day and periods (several: free in all of them);
 * the free rooms with their seats and type. Until periods are picked, today's current or next period.
 */
export function FreeRoomsPage() {
  const { t } = useTranslation('timetable');
  const [place, setPlace] = useState('');
  const [date, setDate] = useState<string>();
  const [picked, setPicked] = useState<number[]>([]);
  const [today, setToday] = useState<string>();
  const rooms = useFreeRooms({ ...placeOf(place), date, periods: picked.length ? periodsText(picked) : undefined });
  if (rooms.data && !today) setToday(rooms.data.date);
  if (rooms.isError && !rooms.data) return <ErrorView error={rooms.error} onRetry={() => void rooms.refetch()} />;
  if (!rooms.data) return <LoadingView />;
  const data = rooms.data;
  const toggle = (no: number) => setPicked((now) => (now.includes(no) ? now.filter((n) => n !== no) : [...now, no]));
  return (
    <main className="q-page tt-page">
      <TermLine info={data} />
      <BuildingTabs buildings={data.buildings} value={place} onChange={setPlace} />
      {today && <DayStrip today={today} value={date ?? today} onChange={setDate} />}
      <div className="tt-periods" role="group" aria-label={t('rooms.periods')}>
        {data.periods.map((p) => (
          <button key={p.no} type="button" className="tt-period" aria-pressed={data.periodsAsked.includes(p.no)} onClick={() => toggle(p.no)} title={`${p.start}–${p.end}`}>
            {p.no}
          </button>
        ))}
      </div>
      <p className="tt-day-head">{t('rooms.summary', { periods: periodsText(data.periodsAsked), count: data.rooms.length })}</p>
      {data.rooms.length === 0 ? (
        <EmptyView text={t('rooms.empty')} />
      ) : (
        <ul className="tt-rooms">
          {data.rooms.map((r) => (
            <li key={r.room} className="tt-room">
              <span className="tt-room__name">{r.room}</span>
              <span className="q-meta">
                {r.building}
                {r.type && ` · ${r.type}`}
              </span>
              <span className="tt-room__seats">{t('rooms.seats', { seats: r.seats })}</span>
            </li>
          ))}
        </ul>
      )}
      <footer className="tt-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
      </footer>
    </main>
  );
}
