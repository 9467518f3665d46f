import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { timeParts } from '@quad/platform/shell/time';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import { toast } from '@quad/platform/shell/dialogs';
import { RecordPage } from '@quad/platform/ui/record-page';
import { RichText } from '@quad/platform/ui/rich-text';
import { useConfirmNotice } from '../calls/confirm-notice';
import { useNotice } from '../calls/get-notice';
import '@quad/platform/ui/list-detail.css';
import '../notice.css';

/** `notice/noticepage`: one notice; opening it is the read receipt, must-read ones ask for confirmation. */
export function NoticePage() {
  const { t } = useTranslation('notice');
  const confirmRead = useConfirmNotice();
  return (
    <RecordPage useRecord={useNotice} missingText={t('detail.missing')}>
      {(n) => (
        <article className="q-card q-detail">
          <h1>{n.title}</h1>
          <p className="q-meta">
            {n.publisher} · {timeParts(n.created).fullTime}
          </p>
          <RichText className="notice-body" html={n.body} title={n.title} />
          <AttachmentList files={n.attachments} />
          {n.mustRead &&
            (n.confirmed ? (
              <p className="q-meta">{t('detail.confirmed')}</p>
            ) : (
              <Button block color="primary" onClick={() => confirmRead.mutate({ id: n.id }, { onError: (error) => toast(error.message) })} loading={confirmRead.isPending}>
                {t('tip.confirm')}
              </Button>
            ))}
        </article>
      )}
    </RecordPage>
  );
}
