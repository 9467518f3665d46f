import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useTicketEvents } from '../calls/phone';
import { Remaining, TicketStateTag } from './ticket-state-tag';
import { eventWhen } from './when';
import '../ticket.css';

/** `ticket/index` 活动票务: the published events I may take part in, each with its state and what is left. */
export function EventListPage() {
  const { t } = useTranslation('ticket');
  const events = useTicketEvents();
  if (events.isError) return <ErrorView error={events.error} onRetry={() => void events.refetch()} />;
  if (!events.data) return <LoadingView />;
  return (
    <main className="q-page">
      <p className="tk-row">
        <span />
        <Link className="q-text-button" to="/ticket/mine">
          {t('mine.title')}
        </Link>
      </p>
      {events.data.list.length === 0 ? (
        <EmptyView text={t('list.empty')} />
      ) : (
        <ul className="tk-list" aria-label={t('list.title')}>
          {events.data.list.map((event) => (
            <li key={event.id} className="q-card">
              <Link className="tk-card" to={`/ticket/detail?id=${encodeURIComponent(event.id)}`}>
                {event.coverUrl && <img className="tk-cover" src={event.coverUrl} alt="" />}
                <div className="tk-row">
                  <strong>{event.title}</strong>
                  <TicketStateTag status={event.status} />
                </div>
                <p className="tk-meta">{eventWhen(event.startsAt, event.endsAt)}</p>
                <p className="tk-meta">{event.place}</p>
                {event.status.phase !== 'ended' && <Remaining status={event.status} />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
