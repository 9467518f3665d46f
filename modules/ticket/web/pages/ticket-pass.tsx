import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useTicketPass } from '../calls/phone';
import { eventWhen, fullTime } from './when';
import '../ticket.css';

/**
 * `ticket/success?id=…`: my ticket, held up at the door: its QR (the signed code rotates, so the page
 * reads it again when `refreshIn` has passed and a screenshot soon stops working) and its 兑换码.
 */
export function TicketPassPage() {
  const { t } = useTranslation('ticket');
  const claimId = useSearchParams()[0].get('id') ?? '';
  const pass = useTicketPass(claimId);
  if (!claimId) return <EmptyView text={t('pass.noId')} />;
  if (pass.isError) return <ErrorView error={pass.error} onRetry={() => void pass.refetch()} />;
  if (!pass.data) return <LoadingView />;
  const { ticket } = pass.data;
  const checked = ticket.state === 'checked';
  return (
    <main className="q-page">
      <section className="q-card tk-pass" aria-label={t('pass.title')}>
        <h1 className="q-card__title">{checked ? t('state.checked') : t('pass.heading')}</h1>
        <img className="tk-qr" alt={t('pass.qr')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.data.svg)}`} />
        <p className="tk-hint">{checked ? t('pass.checkedAt', { time: fullTime(ticket.checkedAt) }) : t('pass.rotates')}</p>
        <p>
          {t('pass.code')} <span className="tk-code">{pass.data.code}</span>
        </p>
      </section>
      <section className="q-card">
        <dl className="tk-facts">
          <dt>{t('event.title')}</dt>
          <dd>{ticket.title}</dd>
          <dt>{t('event.when')}</dt>
          <dd>{eventWhen(ticket.startsAt, ticket.endsAt)}</dd>
          <dt>{t('event.place')}</dt>
          <dd>{ticket.place}</dd>
          <dt>{t('event.zone')}</dt>
          <dd>{ticket.zoneName}</dd>
        </dl>
        <p className="tk-row">
          <Link className="q-text-button" to={`/ticket/detail?id=${encodeURIComponent(ticket.eventId)}`}>
            {t('pass.event')}
          </Link>
          <Link className="q-text-button" to="/ticket/mine">
            {t('mine.title')}
          </Link>
        </p>
      </section>
    </main>
  );
}
