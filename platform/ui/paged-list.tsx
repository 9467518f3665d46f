import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { PullToRefresh } from './pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { byId, mergePages } from '../shell/paging';
import { EmptyView, ErrorView } from './state-views';
import './list-detail.css';

type TPage = { list: unknown[]; total: number };
type TItem<P extends TPage> = P['list'][number];

/** What a list shows while its first page loads: the shape of rows to come. */
export function ListSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div className="q-list-skeleton" role="status" aria-label={t('loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

/**
 * Every phone list that pages (a `callPages` query): a skeleton while the first page loads, the
 * failure with a retry, the empty text, then the items so far, and the next page as the reader
 * scrolls to the end, where antd-mobile's InfiniteScroll says 加载中, 加载失败 (retry) or 没有更多了.
 */
export function PagedList<P extends TPage>({
  pages,
  emptyText,
  children,
  keyOf,
  failed,
  refresh = false,
}: {
  pages: UseInfiniteQueryResult<InfiniteData<P>>;
  emptyText: string;
  /** The items loaded so far (each once) and the first page, whose extra fields (counts) some lists show. */
  children: (items: TItem<P>[], first: P) => ReactNode;
  /** What tells two items apart across pages, when it is not their `id`. */
  keyOf?: (item: TItem<P>) => unknown;
  /** What to show for a failure the page knows better than a retry (a refusal), or undefined. */
  failed?: (error: Error) => ReactNode;
  /** Pull down to read the list again: for a list that is its page's main content. */
  refresh?: boolean;
}) {
  let content: ReactNode;
  if (pages.isPending) content = <ListSkeleton />;
  else if (pages.isError) content = failed?.(pages.error) ?? <ErrorView error={pages.error} onRetry={() => void pages.refetch()} />;
  else {
    const items = mergePages(pages.data.pages as { list: TItem<P>[] }[], keyOf ?? byId);
    const first = pages.data.pages[0];
    content =
      items.length === 0 || !first ? (
        <EmptyView text={emptyText} />
      ) : (
        <>
          {children(items, first)}
          <InfiniteScroll hasMore={pages.hasNextPage} loadMore={async () => void (await pages.fetchNextPage({ throwOnError: true }))} />
        </>
      );
  }
  return refresh ? <PullToRefresh onRefresh={async () => void (await pages.refetch())}>{content}</PullToRefresh> : content;
}
