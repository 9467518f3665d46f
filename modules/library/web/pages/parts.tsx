import { useTranslation } from 'react-i18next';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { Link } from '@quad/platform/shell/router';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { ReactNode } from 'react';
import '../library.css';

/** The library's pages, one tap apart (the current one left out). */
export function LibraryNav({ current }: { current: 'mine' | 'history' | 'collection' | 'order' }) {
  const { t } = useTranslation('library');
  return (
    <nav className="lib-nav" aria-label={t('nav.label')}>
      {(['mine', 'history', 'collection', 'order'] as const)
        .filter((page) => page !== current)
        .map((page) => (
          <Link key={page} to={`/library/${page}`}>
            {t(`nav.${page}`)}
          </Link>
        ))}
    </nav>
  );
}

/** A page over one query: loading, the failure with a retry, then its content and 数据更新于 under it. */
export function LibraryPage<D extends { updatedAt: number; failed: boolean }>({
  current,
  query,
  children,
}: {
  current: 'mine' | 'history' | 'collection' | 'order';
  query: { data?: D; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: D) => ReactNode;
}) {
  let body: ReactNode;
  if (query.data) body = children(query.data);
  else if (query.isError) body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  else body = <LoadingView />;
  return (
    <main className="q-page">
      <LibraryNav current={current} />
      {body}
      {query.data && (
        <footer className="lib-footer">
          <DataUpdatedAt updatedAt={query.data.updatedAt} failed={query.data.failed} />
        </footer>
      )}
    </main>
  );
}
