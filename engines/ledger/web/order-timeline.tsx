import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import type { TOrderEvent } from '../contract';
import { LEDGER_NS } from './strings';
import './ledger.css';

/** What happened to an order, oldest first: the state it reached, why, who, when. */
export function OrderTimeline({ events }: { events: TOrderEvent[] }) {
  const { t } = useTranslation(LEDGER_NS);
  if (events.length === 0) return null;
  return (
    <section className="q-card" aria-label={t('timeline.title')}>
      <h2 className="q-card__title">{t('timeline.title')}</h2>
      <ol className="lg-timeline">
        {events.map((event, i) => (
          <li key={`${event.at}-${i}`} className="lg-timeline__item">
            <strong>{t(`orderState.${event.to}`, { defaultValue: event.to })}</strong>
            {event.note && <span className="lg-timeline__note">{event.note}</span>}
            <span className="lg-meta">
              {event.actor && `${event.actor} · `}
              {timeParts(event.at).fullTime}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
