import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Money } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TMyFeeDetail } from '../../contract';
import { useFeeDetail } from '../calls/payer';
import { usePay } from './use-pay';
import '../payment.css';

/** `payment/walletpay?id=<fee item>`: paying from the wallet, confirmed with the balance before and after. */
export function WalletPayPage() {
  const { t } = useTranslation('payment');
  return (
    <RecordPage useRecord={useFeeDetail} missingText={t('fee.missing')}>
      {(fee) => <WalletPay fee={fee} />}
    </RecordPage>
  );
}

function WalletPay({ fee }: { fee: TMyFeeDetail }) {
  const { t } = useTranslation('payment');
  const { pay, error, busy } = usePay(fee.id);
  const enough = fee.walletFen >= fee.amountFen;
  return (
    <section className="q-card" aria-label={t('walletPay.title')}>
      <h1 className="pm-title">{fee.title}</h1>
      <dl className="pm-facts">
        <dt>{t('walletPay.amount')}</dt>
        <dd>
          <Money fen={fee.amountFen} />
        </dd>
        <dt>{t('walletPay.balance')}</dt>
        <dd>
          <Money fen={fee.walletFen} />
        </dd>
        {enough && (
          <>
            <dt>{t('walletPay.after')}</dt>
            <dd>
              <Money fen={fee.walletFen - fee.amountFen} />
            </dd>
          </>
        )}
      </dl>
      {error && (
        <p className="pm-error" role="alert">
          {error}
        </p>
      )}
      {enough ? (
        <Button block color="primary" size="large" className="pm-action" loading={busy} disabled={busy} onClick={() => void pay('wallet')}>
          {t('walletPay.confirm')}
        </Button>
      ) : (
        <p className="pm-status" role="status">
          {t('walletPay.short')}{' '}
          <Link className="q-text-button" to="/myLittlePurse/index">
            {t('walletPay.topUp')}
          </Link>
        </p>
      )}
    </section>
  );
}
