import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useSeatEvents } from '../calls/phone';
import { PhaseTag } from './phase-tag';
import { eventWhen } from './when';
import '../seat.css';

/** `seat/index` 在线选座: the published events I may take part in, with the seats left in each zone. */
export function SeatEventListPage() {
  const { t } = useTranslation('seat');
  const events = useSeatEvents();
  if (events.isError) return <ErrorView error={events.error} onRetry={() => void events.refetch()} />;
  if (!events.data) return <LoadingView />;
  if (events.data.list.length === 0) return <EmptyView text={t('list.empty')} />;
  return (
    <main className="q-page">
      <ul className="st-list" aria-label={t('list.title')}>
        {events.data.list.map((event) => (
          <li key={event.id} className="q-card">
            <Link className="st-card" to={`/seat/detail?id=${encodeURIComponent(event.id)}`}>
              <div className="st-row">
                <strong>{event.title}</strong>
                <PhaseTag phase={event.status.phase} />
              </div>
              <p className="st-meta">{eventWhen(event.startsAt, event.endsAt)}</p>
              <p className="st-meta">{event.place}</p>
              {event.status.phase !== 'ended' && (
                <p className="st-remaining">
                  {event.status.zones.map((z) => t('list.zoneLeft', { name: z.name, count: z.remaining })).join(' · ')}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
