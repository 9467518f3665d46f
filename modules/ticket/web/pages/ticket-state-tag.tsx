import { useTranslation } from 'react-i18next';
import type { TReservationStatus } from '@quad/reservation-engine/contract';
import { stateKey, stateTone } from '../ticket-state';

/** An event's state for its reader as a coloured tag (活动未开始，请订阅, 票已抢光，请订阅, 已验票…). */
export function TicketStateTag({ status }: { status: TReservationStatus }) {
  const { t } = useTranslation('ticket');
  const key = stateKey(status);
  const waiting = status.mine.find((c) => c.state === 'waiting');
  return <span className={`tk-state tk-state--${stateTone(key)}`}>{t(`state.${key}`, { position: waiting?.position ?? 0 })}</span>;
}

/** 剩余票数 N / M. */
export function Remaining({ status }: { status: TReservationStatus }) {
  const { t } = useTranslation('ticket');
  return (
    <p className="tk-remaining">
      {t('event.remaining')} <strong>{status.remaining}</strong> / {status.capacity}
    </p>
  );
}
