import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TTally } from '../../contract';
import { useMySummary } from '../calls/get-summary';
import { yuan } from '../money';
import '../asset.css';

/** Counts and values under a heading, each a link to the list narrowed to it. */
function Tallies({ title, tallies, param }: { title: string; tallies: TTally[]; param: 'category' | 'status' }) {
  const { t } = useTranslation('asset');
  return (
    <section className="q-card as-section" aria-label={title}>
      <h2 className="as-title">{title}</h2>
      <ul className="as-tallies">
        {tallies.map((x) => (
          <li key={x.name}>
            <Link className="as-tally" to={`/asset/list?${param}=${encodeURIComponent(x.name)}`}>
              <span>{x.name}</span>
              <span className="as-meta">{t('home.countOf', { count: x.count })}</span>
              <span className="as-tally__total">{yuan(x.total)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `asset/index` 我的资产: how many assets I hold and their value, by category and by status (each a way
 * into the list), and the ways in: the list, the search and scan.
 */
export function AssetHomePage() {
  const { t } = useTranslation('asset');
  const summary = useMySummary();
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <LoadingView />;
  const s = summary.data;
  return (
    <main className="q-page">
      <section className="q-card as-hero" aria-label={t('home.mine')}>
        <div>
          <span className="as-hero__number">{s.count}</span>
          <span className="as-meta">{t('home.count')}</span>
        </div>
        <div>
          <span className="as-hero__number">{yuan(s.total)}</span>
          <span className="as-meta">{t('home.total')}</span>
        </div>
      </section>
      <nav className="as-entries">
        <Link className="q-card as-entry" to="/asset/list">
          {t('home.list')}
        </Link>
        <Link className="q-card as-entry" to="/asset/search">
          {s.manages ? t('home.searchManaged') : t('home.search')}
        </Link>
      </nav>
      {s.count === 0 ? (
        <EmptyView text={t('home.empty')} />
      ) : (
        <>
          <Tallies title={t('home.byCategory')} tallies={s.byCategory} param="category" />
          <Tallies title={t('home.byStatus')} tallies={s.byStatus} param="status" />
        </>
      )}
      <footer className="as-footer">
        <DataUpdatedAt updatedAt={s.updatedAt} failed={s.failed} />
      </footer>
    </main>
  );
}
