import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { shownByShell } from '@quad/platform/shell/request';
import { Link, useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TSeatMap } from '../../contract';
import { adjacentPick } from '../../shared/layout';
import { hold, useSeatMap } from '../calls/phone';
import { SEAT_STATES, SeatGrid, type TSeatState } from '../seat-grid';
import { seatName } from './seat-name';
import '../seat.css';

/** `seat/chooseSeat?id=…`: the hall's map; tap free seats (one, or side by side in a row), then 确认选座 holds them for five minutes. */
export function ChooseSeatPage() {
  const { t } = useTranslation('seat');
  const id = useSearchParams()[0].get('id') ?? '';
  const map = useSeatMap(id);
  if (!id) return <EmptyView text={t('detail.noId')} />;
  if (map.isError) return <ErrorView error={map.error} onRetry={() => void map.refetch()} />;
  if (!map.data) return <LoadingView />;
  return <SeatPicker map={map.data} />;
}

export function SeatPicker({ map }: { map: TSeatMap }) {
  const { t } = useTranslation('seat');
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const sold = new Set(map.sold);
  const locked = new Set(map.locked);
  const mine = new Set([...map.owned, ...map.held]);
  const room = Math.max(0, map.limit - map.owned.length);
  const stateOf = (key: string): TSeatState =>
    picked.includes(key)
      ? 'picked'
      : map.owned.includes(key)
        ? 'mine'
        : sold.has(key)
          ? 'sold'
          : locked.has(key)
            ? 'locked'
            : mine.has(key)
              ? 'mine'
              : 'free';
  const adjacent = adjacentPick(map.layout, picked);

  const handleTap = (key: string) => {
    setMessage('');
    if (picked.includes(key)) setPicked(picked.filter((k) => k !== key));
    else if (picked.length >= room) setMessage(t('map.limit', { count: map.limit }));
    else setPicked([...picked, key]);
  };
  const handleHold = async () => {
    setMessage('');
    const answer = await hold({ id: map.id, seats: picked });
    if (answer.e === ErrorCode.OK) {
      void navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(map.id)}`);
      return;
    }
    if (!shownByShell(answer.e)) setMessage(answer.m);
    setPicked([]);
  };

  return (
    <main className="q-page" aria-label={map.title}>
      <h1 className="st-title">{map.title}</h1>
      <p className="st-stage">{t('map.stage')}</p>
      <div className="st-scroll">
        <SeatGrid
          layout={map.layout}
          label={t('map.label')}
          stateOf={stateOf}
          rowLabel={(row) => t('seat.row', { row })}
          labelOf={(key, zoneName, state) => `${seatName(t, key)} ${zoneName} ${t(`state.${state}`)}`.replace(/\s+/g, ' ').trim()}
          tappable={(state) => state === 'free' || state === 'picked'}
          onTap={map.phase === 'open' ? handleTap : undefined}
        />
      </div>
      <ul className="st-legend" aria-label={t('map.legend')}>
        {SEAT_STATES.map((state) => (
          <li key={state}>
            <span className={`st-seat st-seat--${state} st-legend__swatch`} aria-hidden />
            {t(`state.${state}`)}
          </li>
        ))}
      </ul>
      {map.held.length > 0 && (
        // Held seats look like mine on the map: say they are not yet, and where they are confirmed.
        <p className="st-hint" role="status">
          {t('map.heldNote', { seats: map.held.map((k) => seatName(t, k)).join('、') })}{' '}
          <Link to={`/seat/chooseSeatxinxi?id=${encodeURIComponent(map.id)}`}>{t('map.toConfirm')}</Link>
        </p>
      )}
      <section className="st-action" aria-label={t('detail.action')}>
        <p className="st-hint" aria-live="polite">
          {picked.length ? t('map.picked', { seats: picked.map((k) => seatName(t, k)).join('、') }) : t('map.pickHint', { count: room })}
        </p>
        {!adjacent && <p className="st-error">{t('map.notAdjacent')}</p>}
        {message && (
          <p className="st-error" role="alert">
            {message}
          </p>
        )}
        <Button block color="primary" size="large" disabled={picked.length === 0 || !adjacent} onClick={() => void handleHold()}>
          {t('map.hold')}
        </Button>
      </section>
    </main>
  );
}
