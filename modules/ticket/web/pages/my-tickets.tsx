import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyTickets } from '../calls/phone';
import { ClaimActions } from './claim-actions';
import { eventWhen } from './when';
import '../ticket.css';

/** `ticket/mine` 我的票: every claim, newest first, with its pass and 退票 while it may be given back. */
export function MyTicketsPage() {
  const { t } = useTranslation('ticket');
  const tickets = useMyTickets();
  if (tickets.isError) return <ErrorView error={tickets.error} onRetry={() => void tickets.refetch()} />;
  if (!tickets.data) return <LoadingView />;
  if (tickets.data.list.length === 0) {
    return (
      <EmptyView text={t('mine.empty')}>
        <Link className="q-text-button" to="/ticket/index">
          {t('mine.browse')}
        </Link>
      </EmptyView>
    );
  }
  return (
    <main className="q-page">
      <ul className="tk-list" aria-label={t('mine.title')}>
        {tickets.data.list.map((ticket) => (
          <li key={ticket.id} className="q-card">
            <Link className="tk-card" to={`/ticket/detail?id=${encodeURIComponent(ticket.eventId)}`}>
              <strong>{ticket.title}</strong>
              <p className="tk-meta">{eventWhen(ticket.startsAt, ticket.endsAt)}</p>
              <p className="tk-meta">{ticket.place}</p>
            </Link>
            <ClaimActions claim={ticket} />
          </li>
        ))}
      </ul>
    </main>
  );
}
