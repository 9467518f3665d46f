import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useArticles } from './calls/list-articles';
import { useChannels } from './calls/list-channels';
import { useFeedItems } from './calls/list-feed-items';
import { mergePages } from '@quad/platform/shell/paging';
import '@quad/platform/ui/list-detail.css';
import './news.css';

/** Items a home widget shows before its "more" link. */
const HOME_ITEMS = 3;

/** The home page's news: the newest articles of the first channel. */
export function HomeNews() {
  const { t } = useTranslation('news');
  const channels = useChannels();
  const channel = channels.data?.list[0]?.key ?? '';
  const articles = useArticles(channel);
  if (channels.isPending || (channel && articles.isPending)) return <LoadingView />;
  const failed = channels.error ?? articles.error;
  if (failed) return <ErrorView error={failed} onRetry={() => void (channels.isError ? channels.refetch() : articles.refetch())} />;
  const latest = mergePages(articles.data?.pages ?? []).slice(0, HOME_ITEMS);
  return (
    <>
      {latest.length === 0 ? (
        <EmptyView text={t('list.empty')} />
      ) : (
        <ul className="q-list">
          {latest.map((a) => (
            <li key={a.id} className="q-row">
              <Link to={`/news/detail?id=${encodeURIComponent(a.id)}`}>{a.title}</Link>
              <span className="q-meta">{timeParts(a.published).noTime}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="q-text-button" to="/news/index">
        {t('home.allNews')}
      </Link>
    </>
  );
}

/** The home page's subscriptions: the newest items of my feeds. */
export function HomeSubscription() {
  const { t } = useTranslation('news');
  const items = useFeedItems();
  if (items.isPending) return <LoadingView />;
  if (items.isError) return <ErrorView error={items.error} onRetry={() => void items.refetch()} />;
  const latest = mergePages(items.data.pages).slice(0, HOME_ITEMS);
  return (
    <>
      {latest.length === 0 ? (
        <EmptyView text={t('rss.noItems')} />
      ) : (
        <ul className="q-list">
          {latest.map((item) => (
            <li key={item.id} className="q-row">
              {item.link ? (
                <a href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
              ) : (
                <span>{item.title}</span>
              )}
              <span className="q-meta">{item.feed}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="q-text-button" to="/rss/index">
        {t('home.allSubscriptions')}
      </Link>
    </>
  );
}
