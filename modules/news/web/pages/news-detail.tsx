import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { timeParts } from '@quad/platform/shell/time';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useArticle } from '../api';
import { useShareMenu } from '@quad/platform/shell/use-share-menu';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** `news/detail?id=`: one article; opening it counts a view. */
export function NewsDetailPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  useShareMenu(id);
  if (!id) return <EmptyView text={t('detail.missing')} />;
  if (article.isPending) return <LoadingView />;
  if (article.isError) return <ErrorView error={article.error} onRetry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <main className="q-page">
      <article className="q-card news-detail">
        <h1>{a.title}</h1>
        <p className="q-meta">
          {[a.channelName, a.author, timeParts(a.published).fullTime].filter(Boolean).join(' · ')} ·{' '}
          <span data-testid="news-views">{t('detail.views', { count: a.views })}</span>
        </p>
        {/* Allowlisted on the server (platform/rich-text.ts). */}
        <div className="news-body" dangerouslySetInnerHTML={{ __html: a.body }} />
        <AttachmentList files={a.attachments} />
      </article>
    </main>
  );
}
