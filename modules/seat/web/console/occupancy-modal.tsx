import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import { QueryError } from '@quad/platform/console/query-states';
import { useSeatOccupancy } from '../calls/console';
import { seatName } from '../pages/seat-name';
import { SEAT_STATES, SeatGrid } from '../seat-grid';

/** 座位图: who sits where (a sold seat's holder in its name) and what is held now, read again every few seconds. */
export function OccupancyModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('seat');
  const seen = useSeatOccupancy(id);
  const sold = new Map((seen.data?.sold ?? []).map((s) => [s.seatKey, s]));
  const held = new Set((seen.data?.held ?? []).map((h) => h.seatKey));
  return (
    <Modal open={id !== ''} title={seen.data?.title ?? t('console.map')} width={900} footer={null} onCancel={onClose}>
      {seen.isError && <QueryError error={seen.error} onRetry={() => void seen.refetch()} />}
      {seen.data && (
        <>
          <p>{t('console.mapCounts', { sold: seen.data.sold.length, held: seen.data.held.length })}</p>
          <div className="st-scroll">
            <SeatGrid
              layout={seen.data.layout}
              label={t('console.map')}
              stateOf={(key) => (sold.has(key) ? 'sold' : held.has(key) ? 'locked' : 'free')}
              rowLabel={(row) => t('seat.row', { row })}
              labelOf={(key, zoneName, state) => {
                const holder = sold.get(key);
                return `${seatName(t, key)} ${zoneName} ${t(`state.${state}`)}${holder ? ` ${holder.name} ${holder.number}` : ''}`;
              }}
            />
          </div>
          <ul className="st-legend">
            {SEAT_STATES.filter((s) => s !== 'picked' && s !== 'mine').map((state) => (
              <li key={state}>
                <span className={`st-seat st-seat--${state} st-legend__swatch`} aria-hidden />
                {t(`state.${state}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
