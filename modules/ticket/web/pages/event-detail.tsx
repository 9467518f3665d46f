import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { refusalReason, shownByShell } from '@quad/platform/shell/request';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TTicketEventDetail } from '../../contract';
import { grab } from '../calls/grab';
import { useSubscribe, useTicketEvent } from '../calls/phone';
import { actionOf, standingClaims } from '../ticket-state';
import { ClaimActions } from './claim-actions';
import { Remaining, TicketStateTag } from './ticket-state-tag';
import { eventWhen, fullTime } from './when';
import '../ticket.css';

// Only events that ask for it show the slider: its pictures never weigh on the page's first load.
const SliderCaptcha = lazy(() => import('@quad/platform/ui/slider-captcha'));

/** `ticket/detail?id=…`: the event, what is left (read again every few seconds while open), my tickets, and the big button. */
export function EventDetailPage() {
  const { t } = useTranslation('ticket');
  return (
    <RecordPage useRecord={useTicketEvent} missingText={t('detail.noId')} className="q-page">
      {(event) => <EventDetail event={event} />}
    </RecordPage>
  );
}

function EventDetail({ event }: { event: TTicketEventDetail }) {
  const { t } = useTranslation('ticket');
  const status = event.status;
  const mine = standingClaims(status);
  return (
    <>
      <section className="q-card" aria-label={event.title}>
        {event.coverUrl && <img className="tk-cover" src={event.coverUrl} alt="" />}
        <div className="tk-row">
          <h1 className="q-card__title">{event.title}</h1>
          <TicketStateTag status={status} />
        </div>
        <dl className="tk-facts">
          <dt>{t('event.when')}</dt>
          <dd>{eventWhen(event.startsAt, event.endsAt)}</dd>
          <dt>{t('event.place')}</dt>
          <dd>{event.place}</dd>
          {event.organizer && (
            <>
              <dt>{t('event.organizer')}</dt>
              <dd>{event.organizer}</dd>
            </>
          )}
          <dt>{t(status.mode === 'draw' ? 'event.bookingTime' : 'event.grabTime')}</dt>
          <dd>
            {fullTime(status.opensAt)} – {fullTime(status.closesAt)}
          </dd>
          {status.mode === 'draw' && (
            <>
              <dt>{t('event.drawAt')}</dt>
              <dd>{fullTime(status.drawAt)}</dd>
            </>
          )}
          <dt>{t('event.limit')}</dt>
          <dd>{t('event.perPerson', { count: status.limit })}</dd>
          {event.prerequisiteTitle && (
            <>
              <dt>{t('event.prerequisite')}</dt>
              <dd>{event.prerequisiteTitle}</dd>
            </>
          )}
          {event.prerequisiteForm && (
            <>
              <dt>{t('event.prerequisiteForm')}</dt>
              <dd>
                <Link to={`/form/formtemplat?formid=${event.prerequisiteForm.no}`}>{t('detail.fillForm', { title: event.prerequisiteForm.title })}</Link>
              </dd>
            </>
          )}
        </dl>
        {status.phase !== 'ended' && <Remaining status={status} />}
      </section>
      {mine.length > 0 && (
        <section className="q-card" aria-label={t('detail.mine')}>
          <h2 className="q-card__title">{t('detail.mine')}</h2>
          {mine.map((claim) => (
            <ClaimActions key={claim.id} claim={claim} />
          ))}
        </section>
      )}
      {event.description && (
        <section className="q-card" aria-label={t('event.description')}>
          <h2 className="q-card__title">{t('event.description')}</h2>
          <p className="tk-description">{event.description}</p>
        </section>
      )}
      <ActionBar event={event} />
    </>
  );
}

/** The big button: its text and whether it may be pressed follow the phase and my claims (`actionOf`). */
function ActionBar({ event }: { event: TTicketEventDetail }) {
  const { t } = useTranslation('ticket');
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const status = event.status;
  const action = actionOf(status);
  const zones = status.zones;
  const [zone, setZone] = useState<string>();
  const [captcha, setCaptcha] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One id per attempt: a press repeated after a lost answer is the same grab, never a second ticket.
  const attempt = useRef(newRequestId());

  const handleGrab = async (captchaToken?: string) => {
    if (status.captcha && !captchaToken) {
      setCaptcha(true);
      return;
    }
    setCaptcha(false);
    setMessage('');
    setBusy(true);
    const answer = await grab({ id: event.id, zone, requestId: attempt.current, captchaToken });
    setBusy(false);
    if (answer.e === ErrorCode.OK) {
      attempt.current = newRequestId();
      if (answer.d.state === 'won') void navigate(`/ticket/success?id=${encodeURIComponent(answer.d.id)}`);
      else toast(t(`grabbed.${answer.d.state}`, { position: answer.d.position }));
      return;
    }
    // A lost answer keeps its id: pressing again asks for the same ticket.
    if (shownByShell(answer.e)) return;
    attempt.current = newRequestId();
    if (refusalReason(answer) === 'reservation.captcha') setCaptcha(true);
    setMessage(answer.m);
  };

  const handleSubscribe = async (on: boolean) => {
    try {
      await subscribe.mutateAsync({ id: event.id, on });
      toast(t(on ? 'detail.subscribed' : 'detail.unsubscribed'));
    } catch (error) {
      toast((error as Error).message);
    }
  };

  return (
    <section className="tk-action" aria-label={t('detail.action')}>
      {action.kind === 'grab' && zones.length > 1 && (
        <div className="tk-zones" role="group" aria-label={t('detail.zone')}>
          {zones.map((z) => (
            <button
              key={z.key}
              type="button"
              className="tk-zone"
              aria-pressed={zone === z.key}
              disabled={z.remaining === 0 && !status.waitlist}
              onClick={() => setZone(z.key)}
            >
              {z.name} · {t('detail.zoneLeft', { count: z.remaining })}
            </button>
          ))}
        </div>
      )}
      {captcha && (
        <Suspense fallback={null}>
          <SliderCaptcha onPass={(token) => void handleGrab(token)} />
        </Suspense>
      )}
      {message && (
        <p className="tk-error" role="alert">
          {message}
        </p>
      )}
      {action.kind === 'grab' && (
        <Button block color="primary" size="large" loading={busy} disabled={busy} onClick={() => void handleGrab()}>
          {t(`action.${action.label}`)}
        </Button>
      )}
      {action.kind === 'subscribe' && (
        <>
          <p className="tk-hint">{t(`hint.${status.phase}`)}</p>
          <Button block color="primary" fill={action.on ? 'solid' : 'outline'} size="large" onClick={() => void handleSubscribe(action.on)}>
            {t(action.on ? 'action.subscribe' : 'action.unsubscribe')}
          </Button>
        </>
      )}
      {action.kind === 'show' && (
        <Button
          block
          color="success"
          size="large"
          onClick={() => void navigate(`/ticket/success?id=${encodeURIComponent(action.claimId)}`)}
        >
          {t('action.show')}
        </Button>
      )}
      {action.kind === 'none' && (
        <Button block size="large" disabled>
          {t(`action.${action.label}`, { title: action.label === 'barred.form' ? event.prerequisiteForm?.title : event.prerequisiteTitle })}
        </Button>
      )}
    </section>
  );
}
