import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@quad/platform/shell/use-session';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useLeaveStatistic } from '../calls/leave-statistic';
import '../leave.css';

/** `leave/statistic`: for those who decide leave, a day's people away (by unit, by name), what waits, the month's types. */
export function LeaveStatisticPage() {
  const { t } = useTranslation('leave');
  const session = useSession();
  const [day, setDay] = useState('');
  const allowed = session.allowed('leave', 'approve');
  if (session.pending) return <LoadingView />;
  if (!allowed) return <EmptyView text={t('statistic.forbidden')} />;
  return (
    <main className="q-page lv-page">
      <div className="lv-field lv-field--row">
        <span aria-hidden="true">{t('statistic.day')}</span>
        <WhenPicker kind="date" value={day} onChange={setDay} onClear={day ? () => setDay('') : undefined} label={t('statistic.day')} placeholder={t('statistic.today')} title={t('statistic.day')} />
      </div>
      <Statistic day={day} />
    </main>
  );
}

function Statistic({ day }: { day: string }) {
  const { t } = useTranslation('leave');
  const stats = useLeaveStatistic(day);
  if (stats.isError) return <ErrorView error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingView />;
  const { away, running, byType, byUnit, awayPeople } = stats.data;
  return (
    <>
      <ul className="lv-cards" aria-label={t('statistic.counts')}>
        <li className="lv-card">
          <strong>{away}</strong>
          <span>{t('statistic.away')}</span>
        </li>
        <li className="lv-card">
          <strong>{running}</strong>
          <span>{t('statistic.running')}</span>
        </li>
        {byType.map((row) => (
          <li key={row.type} className="lv-card">
            <strong>{row.count}</strong>
            <span>{t('statistic.ofType', { type: t(`type.${row.type}`) })}</span>
          </li>
        ))}
      </ul>
      <section className="q-card">
        <h2 className="q-card__title">{t('statistic.byUnit')}</h2>
        {byUnit.length === 0 ? (
          <EmptyView text={t('statistic.nobodyAway')} />
        ) : (
          <ul className="q-list">
            {byUnit.map((unit) => (
              <li key={unit.id || unit.name} className="q-row">
                <span>{unit.name || t('statistic.noUnit')}</span>
                <span>{t('statistic.people', { count: unit.away })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {awayPeople.length > 0 && (
        <section className="q-card">
          <h2 className="q-card__title">{t('statistic.awayPeople')}</h2>
          <ul className="q-list">
            {awayPeople.map((person) => (
              <li key={person.id} className="q-row">
                <span>
                  {person.name} <small className="q-meta">{person.number}</small>
                  <br />
                  <small className="q-meta">
                    {[person.department, person.className].filter(Boolean).join(' · ')} · {t(`type.${person.type}`)}
                  </small>
                </span>
                <span className="q-meta">
                  {person.start} {t('mine.to')} {person.end}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
