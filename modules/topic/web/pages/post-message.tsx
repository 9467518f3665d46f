import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CommentComposer } from '@quad/content-engine/web';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useTopic } from '../api';
import '../topic.css';

/** `topic/postMsg?id=`: a post to a topic, with up to nine pictures; back to the topic once it is sent. */
export function PostMessagePage() {
  const { t } = useTranslation('topic');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const topic = useTopic(id);
  if (!id) return <EmptyView text={t('detail.missing')} />;
  if (topic.isPending) return <LoadingView />;
  if (topic.isError) return <ErrorView error={topic.error} onRetry={() => void topic.refetch()} />;
  const tp = topic.data;
  return (
    <main className="q-page">
      <section className="q-card">
        <h1 className="q-card__title">{tp.title}</h1>
        {tp.status !== 'open' ? (
          <p className="topic-meta">{t('post.closed')}</p>
        ) : (
          <>
            {tp.review && <p className="topic-meta">{t('post.review')}</p>}
            <CommentComposer
              kind="topic"
              subject={tp.id}
              pictures
              placeholder={t('post.placeholder')}
              onSent={() => void navigate(`/topic/detail?id=${encodeURIComponent(tp.id)}`, { replace: true })}
            />
          </>
        )}
      </section>
    </main>
  );
}
