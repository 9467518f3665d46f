import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useCheckReceipt } from '../calls/payer';
import '../payment.css';

/** `payment/receipt?code=` (the receipt's QR, open to anyone): whether the receipt is genuine, and what it says. */
export function ReceiptCheckPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const check = useCheckReceipt(code);
  if (!code) return <Invalid />;
  if (check.isError) return <ErrorView error={check.error} onRetry={() => void check.refetch()} />;
  if (!check.isSuccess) return <LoadingView />;
  const receipt = check.data;
  if (!receipt.genuine) return <Invalid />;
  return (
    <main className="q-page">
      <section className="q-card pm-result pm-result--paid" role="status">
        <h1 className="pm-title">{t('receipt.valid')}</h1>
        <dl className="pm-facts">
          <dt>{t('order.no')}</dt>
          <dd>{receipt.orderNo}</dd>
          <dt>{t('receipt.item')}</dt>
          <dd>{receipt.title}</dd>
          <dt>{t('order.amount')}</dt>
          <dd>
            <Money fen={receipt.amountFen} />
          </dd>
          <dt>{t('order.paidAt')}</dt>
          <dd>{timeParts(receipt.paidAt).fullTime}</dd>
          <dt>{t('receipt.payer')}</dt>
          <dd>{receipt.payer}</dd>
          {receipt.refundedFen > 0 && (
            <>
              <dt>{t('order.refunded')}</dt>
              <dd>
                <Money fen={receipt.refundedFen} />
              </dd>
            </>
          )}
        </dl>
      </section>
    </main>
  );
}

function Invalid() {
  const { t } = useTranslation('payment');
  return (
    <main className="q-page">
      <section className="q-card pm-result pm-result--failed" role="alert">
        <h1 className="pm-title">{t('receipt.invalid')}</h1>
      </section>
    </main>
  );
}
