import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { THistoryEvent } from '../../contract';
import { useHistory } from '../calls/list-history';
import '../schoolhistory.css';

/** How long typing rests before the search is sent. */
export const TYPING_MS = 250;

/** A row of choices, one pressed: '' is 全部. */
function Chips({ label, all, values, value, onChange }: { label: string; all: string; values: string[]; value: string; onChange: (v: string) => void }) {
  if (values.length < 2) return null;
  return (
    <div className="sh-chips" role="group" aria-label={label}>
      {['', ...values].map((v) => (
        <button key={v || 'all'} type="button" className="sh-chip" aria-pressed={value === v} onClick={() => onChange(v)}>
          {v || all}
        </button>
      ))}
    </div>
  );
}

function Event({ event }: { event: THistoryEvent }) {
  return (
    <li className="sh-event">
      <span className="sh-event__dot" aria-hidden="true" />
      <article aria-label={`${event.year} ${event.title}`}>
        <p className="sh-event__when">
          {event.date || `${event.year}年`}
          {event.category && <span className="sh-event__tag">{event.category}</span>}
        </p>
        <h3 className="sh-event__title">{event.title}</h3>
        {event.content && <p className="sh-event__content">{event.content}</p>}
        {event.image && <img className="sh-event__image" src={event.image} alt={event.title} loading="lazy" />}
      </article>
    </li>
  );
}

/** The events under their era's heading, in the order given (oldest first). */
function Timeline({ events }: { events: THistoryEvent[] }) {
  const eras: { era: string; events: THistoryEvent[] }[] = [];
  for (const event of events) {
    const last = eras[eras.length - 1];
    if (last?.era === event.era) last.events.push(event);
    else eras.push({ era: event.era, events: [event] });
  }
  return (
    <>
      {eras.map((group, i) => (
        <section key={`${group.era}-${i}`} className="sh-era" aria-label={group.era}>
          <h2 className="sh-era__title">{group.era}</h2>
          <ol className="sh-timeline">
            {group.events.map((event) => (
              <Event key={`${event.year}/${event.title}`} event={event} />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/**
 * `schoolhistory/index` 校史: the school's history as a vertical timeline by year, grouped by era,
 * filtered by era and category and searched by title, content or year. Open to guests.
 */
export function HistoryPage() {
  const { t } = useTranslation('schoolhistory');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [era, setEra] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const history = useHistory(q, category, era);

  let body;
  if (history.isError && !history.data) body = <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  else if (!history.data) body = <LoadingView />;
  else if (history.data.all === 0) body = <EmptyView text={t('empty')} />;
  else if (history.data.events.length === 0) body = <EmptyView text={t('noMatch')} />;
  else body = <Timeline events={history.data.events} />;
  const data = history.data;
  return (
    <main className="q-page sh-page">
      <SearchBar placeholder={t('search')} value={typed} onChange={setTyped} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      {data && (
        <>
          <Chips label={t('era')} all={t('allEras')} values={data.eras} value={era} onChange={setEra} />
          <Chips label={t('category')} all={t('allCategories')} values={data.categories} value={category} onChange={setCategory} />
        </>
      )}
      {body}
      {data && (
        <footer className="sh-footer">
          <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
        </footer>
      )}
    </main>
  );
}
