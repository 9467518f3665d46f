import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { firstUsableMethod, Money, PayMethodPicker } from '@quad/ledger-engine/web';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TMyFeeDetail } from '../../contract';
import { useFeeDetail } from '../calls/payer';
import { Deadline, FeeStateTag } from './fee-parts';
import { usePay } from './use-pay';
import '../payment.css';

/** `payment/detail?id=`: a fee item, and while it is unpaid the methods to choose and 立即支付. */
export function FeeDetailPage() {
  const { t } = useTranslation('payment');
  return (
    <RecordPage useRecord={useFeeDetail} missingText={t('fee.missing')}>
      {(fee) => <FeeDetail fee={fee} />}
    </RecordPage>
  );
}

function FeeDetail({ fee }: { fee: TMyFeeDetail }) {
  const { t } = useTranslation('payment');
  const payable = fee.state === 'unpaid' || fee.state === 'paying';
  return (
    <>
      <FeeFacts fee={fee} />
      {payable && <PayForm fee={fee} />}
      {fee.state === 'closed' && <p className="q-card pm-status">{t('fee.closed')}</p>}
      {fee.orderId && fee.state !== 'unpaid' && (
        <Link className="q-button-link" to={`/payment/detailPay?id=${encodeURIComponent(fee.orderId)}`}>
          {t('fee.viewOrder')}
        </Link>
      )}
    </>
  );
}

/** The item as its notice says it: what, to whom, how much, by when. */
function FeeFacts({ fee }: { fee: TMyFeeDetail }) {
  const { t } = useTranslation('payment');
  return (
    <section className="q-card" aria-label={fee.title}>
      <div className="pm-row">
        <h1 className="pm-title">{fee.title}</h1>
        <FeeStateTag state={fee.state} />
      </div>
      <Money fen={fee.amountFen} className="pm-big-amount" />
      <dl className="pm-facts">
        <dt>{t('fee.category')}</dt>
        <dd>{t(`category.${fee.category}`)}</dd>
        <dt>{t('fee.payee')}</dt>
        <dd>{fee.payee}</dd>
      </dl>
      <Deadline at={fee.deadline} />
      {fee.description && <p className="pm-description">{fee.description}</p>}
    </section>
  );
}

function PayForm({ fee }: { fee: TMyFeeDetail }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { pay, error, busy } = usePay(fee.id);
  const [method, setMethod] = useState<TPayMethod | undefined>(() => firstUsableMethod(fee.methods, fee.walletFen, fee.amountFen));
  // The wallet pays at once: its own page asks to confirm first, with the balance before and after.
  const handlePay = () =>
    method === 'wallet' ? void navigate(`/payment/walletpay?id=${encodeURIComponent(fee.id)}`) : method && void pay(method);
  return (
    <section className="q-card" aria-label={t('fee.method')}>
      <h2 className="q-card__title">{t('fee.method')}</h2>
      <PayMethodPicker methods={fee.methods} value={method} onChange={setMethod} walletFen={fee.walletFen} amountFen={fee.amountFen} />
      {error && (
        <p className="pm-error" role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" size="large" className="pm-action" loading={busy} disabled={busy || !method} onClick={handlePay}>
        {t('fee.pay')}
      </Button>
    </section>
  );
}
