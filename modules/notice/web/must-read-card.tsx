import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import type { TNoticeDetail } from '../contract';
import { useConfirmNotice } from './calls/confirm-notice';
import '@quad/platform/ui/list-detail.css';
import { RichText } from '@quad/platform/ui/rich-text';

/**
 * One must-read notice with its confirm button (noticetippage and the home page's popup). The body
 * comes allowlisted from the server (platform/server/rich-text.ts), hence the raw HTML.
 */
export function MustReadCard({ notice, onConfirmed }: { notice: TNoticeDetail; onConfirmed?: () => void }) {
  const { t } = useTranslation('notice');
  const confirmRead = useConfirmNotice();
  const confirm = () => confirmRead.mutate({ id: notice.id }, { onSuccess: () => onConfirmed?.(), onError: (error) => toast(error.message) });
  return (
    <article className="notice-tip" aria-labelledby={`notice-tip-${notice.id}`}>
      <p className="notice-tip__label">{t('tip.label')}</p>
      <h2 id={`notice-tip-${notice.id}`}>{notice.title}</h2>
      <p className="q-meta">
        {notice.publisher} · {timeParts(notice.created).fullTime}
      </p>
      <RichText className="notice-body" html={notice.body} title={notice.title} />
      <Button block color="primary" onClick={confirm} loading={confirmRead.isPending}>
        {t('tip.confirm')}
      </Button>
    </article>
  );
}
