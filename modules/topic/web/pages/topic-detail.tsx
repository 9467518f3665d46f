import { useTranslation } from 'react-i18next';
import { CommentThread } from '@quad/content-engine/web';
import { RecordPage } from '@quad/platform/ui/record-page';
import { useTopic } from '../calls/get-topic';
import '../topic.css';

/** `topic/detail?id=`: what the topic is about, and its posts with their replies; new posts are written on 发表帖子. */
export function TopicDetailPage() {
  const { t } = useTranslation('topic');
  return (
    <RecordPage useRecord={useTopic} missingText={t('detail.missing')} shared>
      {(tp) => (
        <>
          <header className="q-card topic-head">
            {tp.cover && <img className="topic-head__cover" src={tp.cover} alt="" />}
            <h1 className="topic-head__title">{tp.title}</h1>
            {tp.description && <p className="topic-head__description">{tp.description}</p>}
            <p className="topic-meta">
              {t('list.posts', { count: tp.posts })}
              {tp.status === 'closed' && ` · ${t('list.closed')}`}
            </p>
          </header>
          <CommentThread
            kind="topic"
            subject={tp.id}
            pictures
            title={t('detail.posts')}
            newPost={{ to: `/topic/postMsg?id=${encodeURIComponent(tp.id)}`, label: t('detail.newPost') }}
          />
        </>
      )}
    </RecordPage>
  );
}
