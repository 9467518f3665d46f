import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyWorkload } from '../calls/my-workload';
import '../research.css';

/** `paperWork/index` 科研工作量: my points per year from approved projects and papers, item by item. */
export function PaperWorkPage() {
  const { t } = useTranslation('research');
  const workload = useMyWorkload();
  if (workload.isError) return <ErrorView error={workload.error} onRetry={() => void workload.refetch()} />;
  if (!workload.data) return <LoadingView />;
  const { years } = workload.data;
  return (
    <main className="q-page rs-page">
      <p className="q-meta">{t('work.rule')}</p>
      {years.length === 0 && <EmptyView text={t('work.empty')} />}
      {years.map((year) => (
        <section key={year.year} className="q-card" aria-label={t('work.year', { year: year.year })}>
          <div className="rs-item__head">
            <h2 className="q-card__title">{t('work.year', { year: year.year })}</h2>
            <p className="rs-total">
              <strong>{year.total}</strong> {t('work.points')}
            </p>
          </div>
          <ul className="q-list">
            {year.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="q-row">
                <span>
                  {item.title}
                  <br />
                  <small className="q-meta">
                    {t(`work.${item.kind}`)} · {t(item.kind === 'project' ? `level.${item.item}` : `index.${item.item}`)} · {t(item.leading ? `work.leading.${item.kind}` : `work.sharing.${item.kind}`)}
                  </small>
                </span>
                <span>{item.points}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
