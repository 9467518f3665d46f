import { useTranslation } from 'react-i18next';
import { useShareMenu } from '@quad/platform/shell/use-share-menu';
import { CommentThread } from '@quad/content-engine/web';
import { useRecordById } from '@quad/platform/ui/record-by-id';
import { useTopic } from '../calls/get-topic';
import '../topic.css';

/** `topic/detail?id=`: what the topic is about, and its posts with their replies; new posts are written on 发表帖子. */
export function TopicDetailPage() {
  const { t } = useTranslation('topic');
  const topic = useRecordById(useTopic, t('detail.missing'));
  useShareMenu(topic.id);
  if (topic.view) return topic.view;
  const tp = topic.data;
  return (
    <main className="q-page">
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
    </main>
  );
}
