import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import { CommentComposer } from '@quad/content-engine/web';
import { RecordPage } from '@quad/platform/ui/record-page';
import { useTopic } from '../calls/get-topic';
import '../topic.css';

/** `topic/postMsg?id=`: a post to a topic, with up to nine pictures; back to the topic once it is sent. */
export function PostMessagePage() {
  const { t } = useTranslation('topic');
  const navigate = useNavigate();
  return (
    <RecordPage useRecord={useTopic} missingText={t('detail.missing')}>
      {(tp) => (
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
      )}
    </RecordPage>
  );
}
