import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { mergePages } from '@quad/platform/shell/paging';
import { timeParts } from '@quad/platform/shell/time';
import { useSession } from '@quad/platform/shell/use-session';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useNotices } from '../calls/list-notices';
import '@quad/platform/ui/list-detail.css';
import '../notice.css';

/** `notice/index`: notices addressed to me, pinned first, with search and pull to refresh; more as one scrolls. */
export function NoticeListPage() {
  const { t } = useTranslation('notice');
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const notices = useNotices(keyword);
  let content;
  if (notices.isPending) content = <LoadingView />;
  else if (notices.isError) content = <ErrorView error={notices.error} onRetry={() => void notices.refetch()} />;
  else if (notices.data.pages[0]?.list.length === 0) content = <EmptyView text={keyword ? t('list.noMatch') : t('list.empty')} />;
  else
    content = (
      <ul className="q-list">
        {mergePages(notices.data.pages).map((n) => (
          <li key={n.id}>
            <Link to={`/notice/noticepage?id=${encodeURIComponent(n.id)}`} className={n.read ? 'q-list-card notice-item' : 'q-list-card notice-item notice-item--unread'}>
              <span className="notice-item__title">
                {n.pinned && <span className="notice-tag">{t('list.pinned')}</span>}
                {n.mustRead && <span className="notice-tag notice-tag--must">{t('list.mustRead')}</span>}
                {n.title}
              </span>
              <span className="q-summary">{n.summary}</span>
              <span className="q-meta">
                {n.publisher} · {timeParts(n.created).fullTime}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <main className="q-page">
      <SearchBar placeholder={t('list.search')} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      {session.allowed('notice', 'publish') && (
        <Link className="q-text-button notice-publish-link" to="/notice/publish">
          {t('list.publish')}
        </Link>
      )}
      <PullToRefresh onRefresh={async () => void (await notices.refetch())}>
        {content}
        {notices.isSuccess && (
          <InfiniteScroll hasMore={notices.hasNextPage} loadMore={async () => void (await notices.fetchNextPage({ throwOnError: true }))} />
        )}
      </PullToRefresh>
    </main>
  );
}
