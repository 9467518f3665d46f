import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { PullToRefresh } from '@quad/platform/ui/pull-to-refresh';
import { mergePages } from '@quad/platform/shell/paging';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useTopics } from '../calls/list-topics';
import '../topic.css';

/** `topic/index`: the school's topics, pinned first, each with how many posts it has (kept alive between visits). */
export function TopicIndexPage() {
  const { t } = useTranslation('topic');
  const topics = useTopics();
  if (topics.isPending) return <LoadingView />;
  if (topics.isError) return <ErrorView error={topics.error} onRetry={() => void topics.refetch()} />;
  const list = mergePages(topics.data.pages);
  return (
    <main className="q-page">
      <PullToRefresh onRefresh={async () => void (await topics.refetch())}>
        {list.length === 0 ? (
          <EmptyView text={t('list.empty')} />
        ) : (
          <ul className="topic-list">
            {list.map((topic) => (
              <li key={topic.id}>
                <Link to={`/topic/detail?id=${encodeURIComponent(topic.id)}`} className="topic-card">
                  {topic.coverThumb && <img className="topic-card__cover" src={topic.coverThumb} alt="" loading="lazy" />}
                  <span className="topic-card__text">
                    <span className="topic-card__title">
                      {topic.pinned && <span className="topic-tag topic-tag--pinned">{t('list.pinned')}</span>}
                      {topic.status === 'closed' && <span className="topic-tag">{t('list.closed')}</span>}
                      {topic.title}
                    </span>
                    {topic.description && <span className="topic-card__description">{topic.description}</span>}
                    <span className="topic-meta">{t('list.posts', { count: topic.posts })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <InfiniteScroll hasMore={topics.hasNextPage} loadMore={async () => void (await topics.fetchNextPage({ throwOnError: true }))} />
      </PullToRefresh>
    </main>
  );
}
