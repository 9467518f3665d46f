import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { PullToRefresh } from '@quad/platform/ui/pull-to-refresh';
import Switch from 'antd-mobile/es/components/switch';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { timeParts } from '@quad/platform/shell/time';
import { useSession } from '@quad/platform/shell/use-session';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useFeedItems } from '../calls/list-feed-items';
import { useFeeds } from '../calls/list-feeds';
import { useSubscribeFeed } from '../calls/subscribe-feed';
import { mergePages } from '@quad/platform/shell/paging';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

function FeedItems() {
  const { t } = useTranslation('news');
  const items = useFeedItems();
  if (items.isPending) return <LoadingView />;
  if (items.isError) return <ErrorView error={items.error} onRetry={() => void items.refetch()} />;
  const list = mergePages(items.data.pages);
  return (
    <PullToRefresh onRefresh={async () => void (await items.refetch())}>
      {list.length === 0 ? (
        <EmptyView text={t('rss.noItems')} />
      ) : (
        <>
          <ul className="q-list">
            {list.map((item) => {
              const inner = (
                <>
                  <span className="news-item__title">{item.title}</span>
                  {item.summary && <span className="q-summary">{item.summary}</span>}
                  <span className="q-meta">
                    {item.feed} · {timeParts(item.published).fullTime}
                  </span>
                </>
              );
              return (
                <li key={item.id}>
                  {/* Links are http(s) only (checked on the server); they leave the portal. */}
                  {item.link ? (
                    <a className="q-list-card rss-item news-item__text" href={item.link} target="_blank" rel="noopener noreferrer">
                      {inner}
                    </a>
                  ) : (
                    <div className="q-list-card rss-item news-item__text">{inner}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <InfiniteScroll
            hasMore={items.hasNextPage}
            loadMore={async () => {
              await items.fetchNextPage({ throwOnError: true });
            }}
          />
        </>
      )}
    </PullToRefresh>
  );
}

function FeedSwitches() {
  const { t } = useTranslation('news');
  const feeds = useFeeds();
  const subscribe = useSubscribeFeed();
  if (feeds.isPending) return <LoadingView />;
  if (feeds.isError) return <ErrorView error={feeds.error} onRetry={() => void feeds.refetch()} />;
  if (feeds.data.list.length === 0) return <EmptyView text={t('rss.noFeeds')} />;
  return (
    <ul className="q-list q-card">
      {feeds.data.list.map((f) => (
        <li key={f.id} className="q-row">
          <span>{f.name}</span>
          <Switch checked={f.subscribed} onChange={(on) => subscribe.mutateAsync({ id: f.id, on }).then(
              () => undefined,
              () => undefined,
            )} aria-label={t('rss.subscribe', { name: f.name })} />
        </li>
      ))}
    </ul>
  );
}

/** `rss/index`: new items of my subscribed feeds, and the feeds the site offers. */
export function RssIndexPage() {
  const { t } = useTranslation('news');
  const session = useSession();
  const [tab, setTab] = useState('items');
  return (
    <main className="q-page">
      {session.allowed('news', 'publish') && (
        <Link className="q-text-button" to="/rss/manage">
          {t('rss.manage')}
        </Link>
      )}
      <TabBar
        tabs={[
          { key: 'items', title: t('rss.items') },
          { key: 'feeds', title: t('rss.feeds') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'items' ? <FeedItems /> : <FeedSwitches />}
    </main>
  );
}
