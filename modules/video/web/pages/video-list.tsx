import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { PullToRefresh } from '@quad/platform/ui/pull-to-refresh';
import { TabBar } from '@quad/platform/ui/tab-bar';
import { mergePages } from '@quad/platform/shell/paging';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useVideos } from '../calls/list-videos';
import { clock } from '../duration';
import '../video.css';

/** One category's videos ('' for all): covers with their length, views and comments; more as one scrolls. */
function VideoGrid({ category }: { category: string }) {
  const { t } = useTranslation('video');
  const videos = useVideos(category);
  if (videos.isPending) return <LoadingView />;
  if (videos.isError) return <ErrorView error={videos.error} onRetry={() => void videos.refetch()} />;
  const list = mergePages(videos.data.pages);
  return (
    <PullToRefresh onRefresh={async () => void (await videos.refetch())}>
      {list.length === 0 ? (
        <EmptyView text={t('list.empty')} />
      ) : (
        <ul className="video-grid">
          {list.map((v) => (
            <li key={v.id}>
              <Link to={`/video/detail?id=${encodeURIComponent(v.id)}`} className="video-card">
                <span className="video-card__cover">
                  {v.coverThumb ? <img src={v.coverThumb} alt="" loading="lazy" /> : <span className="video-card__blank" aria-hidden="true" />}
                  {v.duration > 0 && <span className="video-card__duration">{clock(v.duration)}</span>}
                </span>
                <span className="video-card__title">{v.title}</span>
                <span className="video-meta">
                  {t('list.meta', { views: v.views, comments: v.comments })} · {timeParts(v.published).noTime}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <InfiniteScroll hasMore={videos.hasNextPage} loadMore={async () => void (await videos.fetchNextPage({ throwOnError: true }))} />
    </PullToRefresh>
  );
}

/** `video/list`: the school's videos, by category (kept alive between visits). */
export function VideoListPage() {
  const { t } = useTranslation('video');
  const [category, setCategory] = useState('');
  // Every answer carries the categories; the "all" list (the first tab, shared with the grid) gives them.
  const categories = useVideos('').data?.pages[0]?.categories ?? [];
  return (
    <main className="q-page video-page">
      {categories.length > 1 && (
        <TabBar tabs={[{ key: '', title: t('list.all') }, ...categories.map((c) => ({ key: c, title: c }))]} active={category} onChange={setCategory} />
      )}
      <VideoGrid key={category} category={category} />
    </main>
  );
}
