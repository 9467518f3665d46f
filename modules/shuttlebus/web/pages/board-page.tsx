import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TLineBoard } from '../../contract';
import { useBoard } from '../calls/get-board';
import { DayHeader } from './day-header';
import '../shuttlebus.css';

/** The next bus of a line: when it leaves (and reaches the chosen stop), and how long until then. */
function NextRun({ line, stop }: { line: TLineBoard; stop: string }) {
  const { t } = useTranslation('shuttlebus');
  if (!line.next) {
    return (
      <div className="sb-next sb-next--none">
        <strong>{t('board.noneLeft')}</strong>
        {line.tomorrow && <span className="sb-meta">{t('board.tomorrow', { time: line.tomorrow.departs })}</span>}
      </div>
    );
  }
  const { next } = line;
  return (
    <div className="sb-next">
      <strong className="sb-next__wait">{next.wait === 0 ? t('board.leaving') : t('board.wait', { count: next.wait })}</strong>
      <span>{stop ? t('board.arrives', { time: next.at, stop, departs: next.departs }) : t('board.departs', { time: next.departs })}</span>
      {next.vehicle && <span className="sb-meta">{next.vehicle}</span>}
    </div>
  );
}

/**
 * `shuttleBus/index` 校车时刻: every line (route and direction) with its next bus from now in the
 * site's time zone and the minutes to go; 今日已无班次 with tomorrow's first after the last one.
 * Choosing a stop answers when the bus reaches it. Read again each minute; open to guests.
 */
export function BoardPage() {
  const { t } = useTranslation('shuttlebus');
  const [stop, setStop] = useState('');
  const board = useBoard(stop);

  if (board.isError && !board.data) return <ErrorView error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data) return <LoadingView />;
  const { lines, stops } = board.data;
  return (
    <main className="q-page">
      <DayHeader {...board.data} />
      {stops.length > 0 && (
        <TabBar look="capsule" label={t('board.stopFilter')} tabs={['', ...stops].map((s) => ({ key: s, title: s || t('board.allStops') }))} active={stop} onChange={setStop} />
      )}
      {lines.length === 0 ? (
        <EmptyView text={stop ? t('board.noLineAtStop', { stop }) : t('board.empty')} />
      ) : (
        <ul className="sb-lines">
          {lines.map((line) => (
            <li key={`${line.route}|${line.from}|${line.to}`}>
              <Link className="q-card sb-line" to={`/shuttleBus/detail?route=${encodeURIComponent(line.route)}`}>
                <span className="sb-line__title">
                  <span className="sb-route">{line.route}</span>
                  {line.from} → {line.to}
                </span>
                <NextRun line={line} stop={stop} />
                {line.today > 0 && <span className="sb-meta">{t('board.left', { left: line.left, today: line.today })}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="q-link sb-more" to="/shuttleBus/fudanIndex">
        {t('board.byDirection')}
      </Link>
      <footer className="sb-footer">
        <DataUpdatedAt updatedAt={board.data.updatedAt} failed={board.data.failed} />
      </footer>
    </main>
  );
}
