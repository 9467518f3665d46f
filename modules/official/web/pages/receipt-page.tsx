import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TDocument } from '../../contract';
import { useDocument, useSign } from '../calls/phone';
import { DocumentActions } from './document-actions';
import { RedDocument } from './red-document';
import '../official.css';

/** `document/user?id=`: 收文签收, the document and my units' receipts on it. */
export function ReceiptPage() {
  const { t } = useTranslation('official');
  return (
    <RecordPage useRecord={useDocument} missingText={t('red.missing')} className="q-page of-page">
      {(doc) => (
        <>
          <MyReceipts doc={doc} />
          <RedDocument doc={doc} />
          <DocumentActions doc={doc} />
        </>
      )}
    </RecordPage>
  );
}

/** 签收 for my units while one is unsigned; then who signed for each and when (the first signature stands). */
function MyReceipts({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  const sign = useSign();
  const [error, setError] = useState('');
  if (doc.myReceipts.length === 0) return null;
  const unsigned = doc.myReceipts.some((r) => r.signedAt === 0);
  const submit = async () => {
    setError('');
    const done = await sign.mutateAsync({ id: doc.id }).catch((refusal: Error) => setError(refusal.message));
    if (done) toast(t('receipt.signed'));
  };
  return (
    <section className="q-card of-receipts of-no-print" aria-label={t('receipt.title')}>
      <ul className="of-receipt-list">
        {doc.myReceipts.map((r) => (
          <li key={r.id}>
            <strong>{r.unit}</strong>
            {r.signedAt > 0 ? (
              <span className="of-signed">{t('receipt.signedBy', { name: r.signer, time: timeParts(r.signedAt).fullTime })}</span>
            ) : (
              <span className="of-status of-status--running">{t('receipt.unsigned')}</span>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="of-error" role="alert">
          {error}
        </p>
      )}
      {unsigned && (
        <Button block color="primary" loading={sign.isPending} disabled={sign.isPending} onClick={() => void submit()}>
          {t('receipt.sign')}
        </Button>
      )}
    </section>
  );
}
