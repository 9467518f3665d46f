import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { CommentThread } from '@quad/content-engine/web';
import { RecordPage } from '@quad/platform/ui/record-page';
import { useVideo } from '../calls/get-video';
import '../video.css';

/** `video/detail?id=`: the player, what the video is about, and its comments; opening it counts a view. */
export function VideoDetailPage() {
  const { t } = useTranslation('video');
  return (
    <RecordPage useRecord={useVideo} missingText={t('detail.missing')} shared className="q-page video-page">
      {(v) => (
        <>
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
        </>
      )}
    </RecordPage>
  );
}
