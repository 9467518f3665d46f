import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { shownByShell } from '@quad/platform/shell/request';
import { Link, useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { nowSeconds } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TSeatHolds } from '../../contract';
import { confirmHeld, release, useMyHolds } from '../calls/phone';
import { seatName } from './seat-name';
import { fullTime } from './when';
import '../seat.css';

/** `seat/chooseSeatxinxi?id=…`: my held seats with the time left on the hold, 确认 or 取消. */
export function ConfirmSeatsPage() {
  const { t } = useTranslation('seat');
  const id = useSearchParams()[0].get('id') ?? '';
  const holds = useMyHolds(id);
  if (!id) return <EmptyView text={t('detail.noId')} />;
  if (holds.isError) return <ErrorView error={holds.error} onRetry={() => void holds.refetch()} />;
  if (!holds.data) return <LoadingView />;
  return <ConfirmSeats holds={holds.data} />;
}

/** Seconds left until `at`, counted down each second. */
function useSecondsLeft(at: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, at - nowSeconds());
}

export function ConfirmSeats({ holds }: { holds: TSeatHolds }) {
  const { t } = useTranslation('seat');
  const navigate = useNavigate();
  const left = useSecondsLeft(holds.expiresAt);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One id per confirmation: a press repeated after a lost answer confirms the same seats once.
  const attempt = useRef(newRequestId());
  const mapLink = `/seat/chooseSeat?id=${encodeURIComponent(holds.id)}`;
  if (holds.seats.length === 0)
    return (
      <main className="q-page">
        <EmptyView text={t('confirm.none')} />
        <p className="st-center">
          <Link className="q-text-button" to={mapLink}>
            {t('confirm.again')}
          </Link>
        </p>
      </main>
    );

  const handleConfirm = async () => {
    setMessage('');
    setBusy(true);
    const answer = await confirmHeld({ id: holds.id, requestId: attempt.current });
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      toast(t('confirm.done'));
      void navigate(`/seat/detail?id=${encodeURIComponent(holds.id)}`, { replace: true });
      return;
    }
    if (shownByShell(answer.e)) return;
    attempt.current = newRequestId();
    setMessage(answer.m);
  };
  const handleRelease = async () => {
    const answer = await release({ id: holds.id });
    if (answer.e === ErrorCode.OK) void navigate(mapLink, { replace: true });
  };
  const expired = left === 0;
  return (
    <main className="q-page" aria-label={t('confirm.title')}>
      <section className="q-card">
        <h1 className="q-card__title">{holds.title}</h1>
        <p className="st-meta">{fullTime(holds.startsAt)}</p>
        <p className="st-meta">{holds.place}</p>
        <ul className="st-held" aria-label={t('confirm.seats')}>
          {holds.seats.map((seat) => (
            <li key={seat.seatKey}>
              <strong>{seatName(t, seat.seatKey)}</strong> <span className="st-meta">{seat.zoneName}</span>
            </li>
          ))}
        </ul>
        <p className={expired ? 'st-error' : 'st-countdown'} role="timer" aria-live="off">
          {expired ? t('confirm.expired') : t('confirm.left', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })}
        </p>
      </section>
      {message && (
        <p className="st-error" role="alert">
          {message}
        </p>
      )}
      <section className="st-action" aria-label={t('detail.action')}>
        <Button block color="primary" size="large" loading={busy} disabled={busy || expired} onClick={() => void handleConfirm()}>
          {t('confirm.confirm')}
        </Button>
        <Button block size="large" onClick={() => void handleRelease()}>
          {t('confirm.release')}
        </Button>
        {expired && (
          <Link className="q-text-button" to={mapLink}>
            {t('confirm.again')}
          </Link>
        )}
      </section>
    </main>
  );
}
