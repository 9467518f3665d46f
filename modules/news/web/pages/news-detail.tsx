import { useTranslation } from 'react-i18next';
import { timeParts } from '@quad/platform/shell/time';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import { RecordPage } from '@quad/platform/ui/record-page';
import { RichText } from '@quad/platform/ui/rich-text';
import { useArticle } from '../calls/get-article';
import '@quad/platform/ui/list-detail.css';
import '../news.css';

/** `news/detail?id=`: one article; opening it counts a view. */
export function NewsDetailPage() {
  const { t } = useTranslation('news');
  return (
    <RecordPage useRecord={useArticle} missingText={t('detail.missing')} shared>
      {(a) => (
        <article className="q-card news-detail">
          <h1>{a.title}</h1>
          <p className="q-meta">
            {[a.channelName, a.author, timeParts(a.published).fullTime].filter(Boolean).join(' · ')} ·{' '}
            <span data-testid="news-views">{t('detail.views', { count: a.views })}</span>
          </p>
          <RichText className="news-body" html={a.body} title={a.title} />
          <AttachmentList files={a.attachments} />
        </article>
      )}
    </RecordPage>
  );
}
