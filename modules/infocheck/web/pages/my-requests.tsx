import { useTranslation } from 'react-i18next';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import type { TRequest } from '../../contract';
import { useWithdrawRequest } from '../calls/my-record';

/** 我的更正申请: each with its outcome and the office's comment; a pending one may be withdrawn. */
export function MyRequests({ requests, canWithdraw }: { requests: TRequest[]; canWithdraw: boolean }) {
  const { t } = useTranslation('infocheck');
  const withdraw = useWithdrawRequest();
  if (requests.length === 0) return null;
  const handleWithdraw = async (request: TRequest) => {
    if (!(await confirm(t('requests.withdrawAsk', { label: request.label })))) return;
    await withdraw.mutateAsync({ id: request.id }).then(
      () => toast(t('requests.withdrawn')),
      (refusal: Error) => toast(refusal.message),
    );
  };
  return (
    <section className="q-card" aria-labelledby="ic-requests-title">
      <h2 id="ic-requests-title" className="q-card__title">
        {t('requests.title')}
      </h2>
      <ul className="ic-requests">
        {requests.map((r) => (
          <li key={r.id} className="ic-request">
            <div className="ic-request__head">
              <span>
                {r.label}：{r.oldValue || t('blank')} → {r.newValue}
              </span>
              <span className={`ic-tag ic-tag--${r.status}`}>{t(`requests.status.${r.status}`)}</span>
            </div>
            <p className="ic-muted">{t('requests.reason', { reason: r.reason })}</p>
            {r.comment && <p className="ic-muted">{t('requests.comment', { comment: r.comment })}</p>}
            <AttachmentList files={r.attachments} />
            {canWithdraw && r.status === 'pending' && (
              <button type="button" className="q-text-button" disabled={withdraw.isPending} onClick={() => void handleWithdraw(r)}>
                {t('requests.withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
