import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { useDayList } from '../calls/get-day-list';
import { DayHeader } from './day-header';
import '../shuttlebus.css';

/**
 * `shuttleBus/fudanIndex` 校区班车 (the Fudan layout): campus-to-campus tabs (邯郸→江湾), the chosen
 * direction's full list for today, runs gone greyed and the next one highlighted. Open to guests.
 */
export function CampusDayPage() {
  const { t } = useTranslation('shuttlebus');
  const [direction, setDirection] = useState<{ from: string; to: string }>();
  const day = useDayList(direction);

  if (day.isError && !day.data) return <ErrorView error={day.error} onRetry={() => void day.refetch()} />;
  if (!day.data) return <LoadingView />;
  const { directions, departures, nextId, now } = day.data;
  if (directions.length === 0) return <EmptyView text={t('board.empty')} />;
  const nextIndex = departures.findIndex((d) => d.id === nextId);
  return (
    <main className="q-page">
      <DayHeader {...day.data} />
      <TabBar
        look="capsule"
        label={t('day.directions')}
        tabs={directions.map((d) => ({ key: `${d.from}→${d.to}`, title: `${d.from}→${d.to}` }))}
        active={`${day.data.from}→${day.data.to}`}
        onChange={(key) => setDirection(directions.find((d) => `${d.from}→${d.to}` === key)!)}
      />
      {departures.length === 0 ? (
        <EmptyView text={t('day.empty')} />
      ) : (
        <section className="q-card sb-day-list" aria-label={`${day.data.from}→${day.data.to}`}>
          {!nextId && <p className="sb-meta">{t('day.allGone', { now })}</p>}
          <ol className="sb-runs">
            {departures.map((d, index) => {
              const gone = nextIndex === -1 || index < nextIndex;
              const isNext = d.id === nextId;
              return (
                <li key={d.id} className={isNext ? 'sb-run sb-run--next' : gone ? 'sb-run sb-run--gone' : 'sb-run'} aria-current={isNext ? 'time' : undefined}>
                  <span className="sb-run__time">{d.time}</span>
                  <Link className="sb-run__route" to={`/shuttleBus/detail?route=${encodeURIComponent(d.route)}`}>
                    {d.route}
                  </Link>
                  <span className="sb-meta">{[d.vehicle, d.note].filter(Boolean).join(' · ')}</span>
                  {isNext && <span className="sb-tag">{t('day.next')}</span>}
                  {gone && <span className="sb-meta">{t('day.gone')}</span>}
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <footer className="sb-footer">
        <DataUpdatedAt updatedAt={day.data.updatedAt} failed={day.data.failed} />
      </footer>
    </main>
  );
}
