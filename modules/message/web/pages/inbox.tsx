import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { mergePages } from '@quad/platform/shell/paging';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useInbox } from '../calls/list-messages';
import { useMarkAllRead } from '../calls/mark-all-read';
import '@quad/platform/ui/list-detail.css';
import '../message.css';

/** `message/index`: the personal inbox, newest first (or unread first), pull to refresh; more as one scrolls. */
export function InboxPage() {
  const { t } = useTranslation('message');
  const [unreadFirst, setUnreadFirst] = useState(false);
  const inbox = useInbox(unreadFirst);
  const readAll = useMarkAllRead();
  let content;
  if (inbox.isPending) content = <LoadingView />;
  else if (inbox.isError) content = <ErrorView error={inbox.error} onRetry={() => void inbox.refetch()} />;
  else if (inbox.data.pages[0]?.list.length === 0) content = <EmptyView text={t('inbox.empty')} />;
  else
    content = (
      <ul className="q-list">
        {mergePages(inbox.data.pages).map((m) => (
          <li key={m.id}>
            <Link
              to={`/message/message?id=${encodeURIComponent(m.id)}`}
              className={m.read ? 'q-list-card msg-item' : 'q-list-card msg-item msg-item--unread'}
            >
              <span className="msg-item__title">{m.title}</span>
              <span className="q-summary">{m.body}</span>
              <time className="q-meta">{timeParts(m.created).fullTime}</time>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <main className="q-page">
      <div className="msg-toolbar">
        <span>{t('inbox.unread', { count: inbox.data?.pages[0]?.unread ?? 0 })}</span>
        <label>
          <input type="checkbox" checked={unreadFirst} onChange={(e) => setUnreadFirst(e.target.checked)} /> {t('inbox.unreadFirst')}
        </label>
        <button type="button" className="msg-link" onClick={() => readAll.mutate({})} disabled={!inbox.data?.pages[0]?.unread}>
          {t('inbox.readAll')}
        </button>
        <Link className="msg-link" to="/newsInterruption/index">
          {t('inbox.settings')}
        </Link>
      </div>
      <PullToRefresh onRefresh={async () => void (await inbox.refetch())}>
        {content}
        {inbox.isSuccess && (
          <InfiniteScroll hasMore={inbox.hasNextPage} loadMore={async () => void (await inbox.fetchNextPage({ throwOnError: true }))} />
        )}
      </PullToRefresh>
    </main>
  );
}
