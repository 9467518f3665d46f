import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { PullToRefresh } from '@quad/platform/ui/pull-to-refresh';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useArticles } from '../calls/list-articles';
import { mergePages } from '@quad/platform/shell/paging';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** One channel's articles: covers, pull to refresh, more as the reader scrolls. */
export function ArticleList({ channel }: { channel: string }) {
  const { t } = useTranslation('news');
  const articles = useArticles(channel);
  if (articles.isPending) return <LoadingView />;
  if (articles.isError) return <ErrorView error={articles.error} onRetry={() => void articles.refetch()} />;
  const first = articles.data.pages[0];
  const list = mergePages(articles.data.pages);
  let content;
  if (!first?.channel) content = <EmptyView text={t('list.noChannel')} />;
  else if (list.length === 0) content = <EmptyView text={t('list.empty')} />;
  else
    content = (
      <>
        <ul className="q-list">
          {list.map((a) => (
            <li key={a.id}>
              <Link to={`/news/detail?id=${encodeURIComponent(a.id)}`} className="q-list-card news-item">
                <span className="news-item__text">
                  <span className="news-item__title">{a.title}</span>
                  {a.summary && <span className="q-summary">{a.summary}</span>}
                  <span className="q-meta">
                    {timeParts(a.published).fullTime} · {t('detail.views', { count: a.views })}
                  </span>
                </span>
                {a.coverThumb && <img className="news-item__cover" src={a.coverThumb} alt="" loading="lazy" />}
              </Link>
            </li>
          ))}
        </ul>
        <InfiniteScroll
          hasMore={articles.hasNextPage}
          loadMore={async () => {
            await articles.fetchNextPage({ throwOnError: true });
          }}
        />
      </>
    );
  return <PullToRefresh onRefresh={async () => void (await articles.refetch())}>{content}</PullToRefresh>;
}
