import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TPeriod, TRoomDay } from '../../contract';
import { useRoomDay } from '../calls/room-day';
import { BuildingTabs, placeOf } from './building-tabs';
import { minuteOf } from './day-math';
import { TermLine } from './term-line';
import '../timetable.css';

type TRoomNow = TRoomDay['rooms'][number] & { freeNow: boolean; until: string };

/**
 * Each room now: free (until the start of its next class, '' for the rest of the day) or taken (free
 * from the end of the run of classes it is in). "Now" is the period in progress, else the next one.
 */
export function roomsNow(rooms: TRoomDay['rooms'], periods: TPeriod[], nowMinute: number): TRoomNow[] {
  const slot = periods.findIndex((p) => minuteOf(p.end) > nowMinute);
  return rooms.map((room) => {
    if (slot < 0) return { ...room, freeNow: true, until: '' };
    if (room.busy[slot] === '') {
      const next = room.busy.findIndex((course, i) => i > slot && course !== '');
      return { ...room, freeNow: true, until: next < 0 ? '' : periods[next]!.start };
    }
    let last = slot;
    while (last + 1 < room.busy.length && room.busy[last + 1] !== '') last++;
    return { ...room, freeNow: false, until: periods[last]!.end };
  });
}

/**
 * `freeClassroomV3/index` 空闲教室（新版）: for someone looking for a room to study in right now: the free
 * rooms first, each with 空闲至 the time its next class starts (longest free first), then the taken
 * rooms with when they free up. Today only; the building tabs narrow it.
 */
export function FreeNowPage() {
  const { t } = useTranslation('timetable');
  const [place, setPlace] = useState('');
  const day = useRoomDay(placeOf(place));
  if (day.isError && !day.data) return <ErrorView error={day.error} onRetry={() => void day.refetch()} />;
  if (!day.data) return <LoadingView />;
  const data = day.data;
  const rooms = roomsNow(data.rooms, data.periods, Math.max(data.nowMinute, 0));
  const untilMinute = (r: TRoomNow) => (r.until ? minuteOf(r.until) : 24 * 60);
  const free = rooms.filter((r) => r.freeNow).sort((a, b) => untilMinute(b) - untilMinute(a));
  const taken = rooms.filter((r) => !r.freeNow).sort((a, b) => untilMinute(a) - untilMinute(b));
  return (
    <main className="q-page tt-page tt-page--wide">
      <TermLine info={data} />
      <BuildingTabs buildings={data.buildings} value={place} onChange={setPlace} />
      <section>
        <h2 className="tt-section-title">{t('now.freeTitle', { count: free.length })}</h2>
        {free.length === 0 ? (
          <EmptyView text={t('now.noneFree')} />
        ) : (
          <ul className="tt-cards">
            {free.map((r) => (
              <li key={r.room} className="tt-card is-free">
                <span className="tt-room__name">{r.room}</span>
                <span className="q-meta">
                  {r.building} · {t('rooms.seats', { seats: r.seats })}
                </span>
                <span className="tt-card__until">{r.until ? t('now.freeUntil', { time: r.until }) : t('now.freeAllDay')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {taken.length > 0 && (
        <section>
          <h2 className="tt-section-title">{t('now.takenTitle', { count: taken.length })}</h2>
          <ul className="tt-cards">
            {taken.map((r) => (
              <li key={r.room} className="tt-card">
                <span className="tt-room__name">{r.room}</span>
                <span className="q-meta">{r.building}</span>
                <span className="tt-card__until">{t('now.freeFrom', { time: r.until })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="tt-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
      </footer>
    </main>
  );
}
