import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import type { TDocument } from '../../contract';
import { useDocument, usePublish, useUrge } from '../calls/phone';
import { DocumentStatus } from './document-status';
import '../official.css';

/** `document/flowpage?id=`: the sender's view of one document's circulation. */
export function FlowPage() {
  const { t } = useTranslation('official');
  return (
    <RecordPage useRecord={useDocument} missingText={t('red.missing')} className="q-page of-page">
      {(doc) => <Circulation doc={doc} />}
    </RecordPage>
  );
}

/** Its state, the flow it went along, each unit's receipt; 催签 for units yet to sign, 发布 once issued. */
function Circulation({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  const urge = useUrge();
  const publish = usePublish();
  const redLink = `/document/redpage?id=${encodeURIComponent(doc.id)}`;
  const sendUrge = async () => {
    const done = await urge.mutateAsync({ id: doc.id }).catch((refusal: Error) => toast(refusal.message));
    if (done) toast(t('flow.urged', { count: done.reminded }));
  };
  const sendPublish = async () => {
    if (!(await confirm(t('flow.publishConfirm')))) return;
    const done = await publish.mutateAsync({ id: doc.id }).catch((refusal: Error) => toast(refusal.message));
    if (done) toast(t('flow.published'));
  };
  return (
    <>
      <section className="q-card of-summary" aria-label={t('flow.title')}>
        <div className="of-summary__head">
          <strong>{doc.title || t('red.untitled')}</strong>
          <DocumentStatus status={doc.status} />
        </div>
        {doc.number && <p className="of-number">{doc.number}</p>}
        {doc.status === 'returned' && doc.returnComment && <p className="of-returned">{t('draft.returned', { comment: doc.returnComment })}</p>}
        <div className="of-actions">
          <Link className="q-text-button" to={redLink}>
            {doc.canEdit ? t('flow.edit') : t('flow.read')}
          </Link>
          {doc.instanceId && (
            <Link className="q-text-button" to={flowPath(doc.instanceId)}>
              {t('flow.track')}
            </Link>
          )}
        </div>
      </section>
      {doc.receipts.length > 0 && (
        <section className="q-card" aria-label={t('flow.receipts')}>
          <table className="of-table">
            <caption>{t('flow.receipts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('flow.unit')}</th>
                <th scope="col">{t('flow.signer')}</th>
                <th scope="col">{t('flow.signedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.receipts.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.unit}
                    <small>{t(`flow.${r.kind}`)}</small>
                  </td>
                  <td>{r.signer || '—'}</td>
                  <td>{r.signedAt ? timeParts(r.signedAt).fullTime : t('receipt.unsigned')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {doc.canUrge && (
            <Button block fill="outline" loading={urge.isPending} onClick={() => void sendUrge()}>
              {t('flow.urge')}
            </Button>
          )}
        </section>
      )}
      {doc.canPublish && (
        <Button block color="primary" loading={publish.isPending} onClick={() => void sendPublish()}>
          {t('flow.publish')}
        </Button>
      )}
    </>
  );
}
