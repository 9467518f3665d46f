import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { timeParts } from '@quad/platform/shell/time';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { confirmRead, useNotice } from '../api';
import '@quad/platform/ui/list-detail.css';
import '../notice.css';

/** `notice/noticepage`: one notice; opening it is the read receipt, must-read ones ask for confirmation. */
export function NoticePage() {
  const { t } = useTranslation('notice');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const notice = useNotice(id);
  if (!id) return <EmptyView text={t('detail.missing')} />;
  if (notice.isPending) return <LoadingView />;
  if (notice.isError) return <ErrorView error={notice.error} onRetry={() => void notice.refetch()} />;
  const n = notice.data;
  return (
    <main className="q-page">
      <article className="q-card q-detail">
        <h1>{n.title}</h1>
        <p className="q-meta">
          {n.publisher} · {timeParts(n.created).fullTime}
        </p>
        {/* Allowlisted on the server (platform/rich-text.ts). */}
        <div className="notice-body" dangerouslySetInnerHTML={{ __html: n.body }} />
        <AttachmentList files={n.attachments} />
        {n.mustRead &&
          (n.confirmed ? (
            <p className="q-meta">{t('detail.confirmed')}</p>
          ) : (
            <Button block color="primary" onClick={() => void confirmRead(n.id).then(() => notice.refetch())}>
              {t('tip.confirm')}
            </Button>
          ))}
      </article>
    </main>
  );
}
