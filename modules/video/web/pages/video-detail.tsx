import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { useShareMenu } from '@quad/platform/shell/use-share-menu';
import { CommentThread } from '@quad/content-engine/web';
import { useRecordById } from '@quad/platform/ui/record-by-id';
import { useVideo } from '../calls/get-video';
import '../video.css';

/** `video/detail?id=`: the player, what the video is about, and its comments; opening it counts a view. */
export function VideoDetailPage() {
  const { t } = useTranslation('video');
  const video = useRecordById(useVideo, t('detail.missing'));
  useShareMenu(video.id);
  if (video.view) return video.view;
  const v = video.data;
  return (
    <main className="q-page video-page">
      <div className="video-player">
        {/* playsInline keeps iOS from going full screen at once; the poster shows until it plays. */}
        <video controls playsInline preload="metadata" poster={v.cover || undefined} aria-label={v.title}>
          <source src={v.src} {...(v.type ? { type: v.type } : {})} />
          {t('detail.unsupported')}
        </video>
      </div>
      <article className="q-card">
        <h1 className="video-title">{v.title}</h1>
        <p className="video-meta">
          {v.category} · {timeParts(v.published).noTime} · <span data-testid="video-views">{t('detail.views', { count: v.views })}</span>
        </p>
        {v.description && <p className="video-description">{v.description}</p>}
      </article>
      <CommentThread kind="video" subject={v.id} />
    </main>
  );
}
