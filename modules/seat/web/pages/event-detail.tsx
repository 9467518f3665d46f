import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { useNavigate } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TMySeat, TSeatEventDetail } from '../../contract';
import { useCancelSeat, useSeatEvent, useSeatPass, useSubscribe } from '../calls/phone';
import { PhaseTag } from './phase-tag';
import { seatName } from './seat-name';
import { eventWhen, fullTime } from './when';
import '../seat.css';

/** `seat/detail?id=…`: the event, its phase, the seats left per zone, my seats with their QR, and the way to the map. */
export function SeatEventDetailPage() {
  const { t } = useTranslation('seat');
  return (
    <RecordPage useRecord={useSeatEvent} missingText={t('detail.noId')} className="q-page">
      {(event) => <EventDetail event={event} />}
    </RecordPage>
  );
}

function EventDetail({ event }: { event: TSeatEventDetail }) {
  const { t } = useTranslation('seat');
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const status = event.status;
  const canSubscribe = status.phase === 'upcoming' || status.phase === 'sold-out';
  const handleSubscribe = async (on: boolean) => {
    try {
      await subscribe.mutateAsync({ id: event.id, on });
      toast(t(on ? 'detail.subscribed' : 'detail.unsubscribed'));
    } catch (error) {
      toast((error as Error).message);
    }
  };
  const canPick = status.phase === 'open' && status.barred === '' && event.seats.length < status.limit;
  const to = (page: string) => void navigate(`/seat/${page}?id=${encodeURIComponent(event.id)}`);
  return (
    <>
      <section className="q-card" aria-label={event.title}>
        <div className="st-row">
          <h1 className="q-card__title">{event.title}</h1>
          <PhaseTag phase={status.phase} />
        </div>
        <dl className="st-facts">
          <dt>{t('event.when')}</dt>
          <dd>{eventWhen(event.startsAt, event.endsAt)}</dd>
          <dt>{t('event.place')}</dt>
          <dd>{event.place}</dd>
          <dt>{t('event.pickTime')}</dt>
          <dd>
            {fullTime(status.opensAt)} – {fullTime(status.closesAt)}
          </dd>
          <dt>{t('event.limit')}</dt>
          <dd>{t('event.perPerson', { count: status.limit })}</dd>
        </dl>
        {status.phase !== 'ended' && (
          <p className="st-remaining">{status.zones.map((z) => t('list.zoneLeft', { name: z.name, count: z.remaining })).join(' · ')}</p>
        )}
      </section>
      {event.seats.length > 0 && (
        <section className="q-card" aria-label={t('detail.mine')}>
          <h2 className="q-card__title">{t('detail.mine')}</h2>
          {event.seats.map((seat) => (
            <SeatPassCard key={seat.claimId} seat={seat} />
          ))}
        </section>
      )}
      {event.description && (
        <section className="q-card" aria-label={t('event.description')}>
          <h2 className="q-card__title">{t('event.description')}</h2>
          <p className="st-description">{event.description}</p>
        </section>
      )}
      <section className="st-action" aria-label={t('detail.action')}>
        {status.barred === 'audience' && <p className="st-hint">{t('detail.barred')}</p>}
        {canPick ? (
          <>
            <Button block color="primary" size="large" onClick={() => to('chooseSeat')}>
              {t('detail.pick')}
            </Button>
            <Button block fill="outline" color="primary" size="large" onClick={() => to('chooseSeatNew')}>
              {t('auto.title')}
            </Button>
          </>
        ) : (
          <Button block size="large" disabled>
            {status.phase === 'open' ? t('detail.full') : t(`phase.${status.phase}`)}
          </Button>
        )}
        {canSubscribe && (
          <Button
            block
            color="primary"
            fill={status.subscribed ? 'outline' : 'solid'}
            size="large"
            onClick={() => void handleSubscribe(!status.subscribed)}
          >
            {t(status.subscribed ? 'detail.unsubscribe' : 'detail.subscribe')}
          </Button>
        )}
      </section>
    </>
  );
}

/** One of my seats: its name and zone, its QR (the signed code rotates) and 兑换码, and 退座 while allowed. */
function SeatPassCard({ seat }: { seat: TMySeat }) {
  const { t } = useTranslation('seat');
  const pass = useSeatPass(seat.claimId);
  const cancel = useCancelSeat();
  const name = seatName(t, seat.seatKey);
  const handleCancel = async () => {
    if (!(await confirm(t('detail.cancelConfirm', { seat: name })))) return;
    try {
      await cancel.mutateAsync({ claimId: seat.claimId });
      toast(t('detail.cancelled'));
    } catch (error) {
      toast((error as Error).message);
    }
  };
  return (
    <article className="st-pass" aria-label={name}>
      <div className="st-row">
        <strong>
          {name} · {seat.zoneName}
        </strong>
        <span className="st-meta">{t(`claim.${seat.state}`)}</span>
      </div>
      {pass.data && (
        <>
          <img
            className="st-qr"
            alt={t('detail.qr', { seat: name })}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.data.svg)}`}
          />
          <p>
            {t('detail.code')} <span className="st-code">{pass.data.code}</span>
          </p>
        </>
      )}
      {seat.cancellable && seat.state === 'won' && (
        <button type="button" className="q-text-button" onClick={() => void handleCancel()} disabled={cancel.isPending}>
          {t('detail.cancel')}
        </button>
      )}
    </article>
  );
}
