import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TDayType, TDeparture, TRouteDetail } from '../../contract';
import { useRouteDetail } from '../calls/get-route-detail';
import { DayHeader } from './day-header';
import '../shuttlebus.css';

type TDirection = TRouteDetail['directions'][number];

/** One run's stops with the time the bus passes each (次日 past midnight). */
function RunStops({ run }: { run: TDeparture }) {
  const { t } = useTranslation('shuttlebus');
  return (
    <section className="q-card" aria-label={t('detail.runStops', { time: run.time })}>
      <h2 className="sb-title">{t('detail.runStops', { time: run.time })}</h2>
      <ol className="sb-stops">
        {run.stops.map((s) => (
          <li key={s.name} className="sb-stop">
            <span>{s.name}</span>
            <span className="sb-stop__time">
              {s.time || '—'}
              {s.nextDay && <span className="sb-meta">{t('detail.nextDay')}</span>}
            </span>
          </li>
        ))}
      </ol>
      {(run.vehicle || run.note) && <p className="sb-meta">{[run.vehicle, run.note].filter(Boolean).join(' · ')}</p>}
    </section>
  );
}

/** A direction: its stops, the timetable of a kind of day as a grid of times, and the chosen run's stop times. */
function Direction({ direction, today }: { direction: TDirection; today: TDayType }) {
  const { t } = useTranslation('shuttlebus');
  const [dayType, setDayType] = useState<TDayType>(direction.timetables.some((x) => x.dayType === today) ? today : '工作日');
  const table = direction.timetables.find((x) => x.dayType === dayType) ?? direction.timetables[0];
  const isToday = dayType === today;
  const [chosen, setChosen] = useState<string>();
  const run = table?.departures.find((d) => d.id === chosen) ?? table?.departures.find((d) => isToday && d.id === direction.nextId) ?? table?.departures[0];
  return (
    <>
      <section className="q-card" aria-label={t('detail.stops')}>
        <h2 className="sb-title">{t('detail.stops')}</h2>
        <ol className="sb-stops">
          {direction.stops.map((s) => (
            <li key={s.name} className="sb-stop">
              <span>{s.name}</span>
              <span className="sb-meta">{s.minutes === null ? '' : t('detail.minutes', { count: s.minutes })}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="q-card" aria-label={t('detail.timetable')}>
        <h2 className="sb-title">{t('detail.timetable')}</h2>
        <TabBar
          look="capsule"
          tabs={direction.timetables.map((x) => ({ key: x.dayType, title: `${t(`dayTypes.${x.dayType}`)}${x.dayType === today ? t('detail.today') : ''}` }))}
          active={dayType}
          onChange={(key) => setDayType(key as typeof dayType)}
        />
        {!table || table.departures.length === 0 ? (
          <EmptyView text={t('detail.noRuns', { dayType: t(`dayTypes.${dayType}`) })} />
        ) : (
          <div className="sb-times">
            {table.departures.map((d) => {
              const isNext = isToday && d.id === direction.nextId;
              return (
                <button
                  key={d.id}
                  type="button"
                  className={isNext ? 'sb-time sb-time--next' : 'sb-time'}
                  aria-pressed={d.id === run?.id}
                  aria-label={isNext ? `${d.time} ${t('day.next')}` : d.time}
                  onClick={() => setChosen(d.id)}
                >
                  {d.time}
                </button>
              );
            })}
          </div>
        )}
        {isToday && !direction.nextId && table && table.departures.length > 0 && <p className="sb-meta">{t('board.noneLeft')}</p>}
      </section>
      {run && <RunStops run={run} />}
    </>
  );
}

/**
 * `shuttleBus/detail?route=` 线路详情: the route's directions, each with its stops (minutes from the
 * first), the 工作日 / 周末 (/ 节假日) timetables with today's next run highlighted, and the stop times of
 * the run tapped (the next one at first). Open to guests.
 */
export function RouteDetailPage() {
  const { t } = useTranslation('shuttlebus');
  const [params] = useSearchParams();
  const route = params.get('route') ?? '';
  const detail = useRouteDetail(route);
  const [directionIndex, setDirectionIndex] = useState(0);

  if (!route) return <EmptyView text={t('detail.missing')} />;
  if (detail.isError) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <LoadingView />;
  const { directions } = detail.data;
  const direction = directions[directionIndex] ?? directions[0];
  return (
    <main className="q-page">
      <h1 className="sb-heading">{detail.data.route}</h1>
      <DayHeader {...detail.data} />
      {directions.length > 1 && (
        <TabBar
          look="capsule"
          label={t('day.directions')}
          tabs={directions.map((d, index) => ({ key: String(index), title: `${d.from}→${d.to}` }))}
          active={String(directions[directionIndex] ? directionIndex : 0)}
          onChange={(key) => setDirectionIndex(Number(key))}
        />
      )}
      {direction && <Direction key={`${direction.from}→${direction.to}`} direction={direction} today={detail.data.dayType} />}
      <footer className="sb-footer">
        <DataUpdatedAt updatedAt={detail.data.updatedAt} failed={detail.data.failed} />
      </footer>
    </main>
  );
}
