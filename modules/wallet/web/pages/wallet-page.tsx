import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCallOutput } from '@quad/contracts/call';
import Input from 'antd-mobile/es/components/input';
import { type TPayMethod } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { fenOf, followPaymentStart, Money, PayMethodPicker, payScene } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TOPUP_CHOICES_FEN, type walletSummary } from '../../contract';
import { useTopUp, useWalletSummary } from '../calls/wallet';
import '../wallet.css';

/** `myLittlePurse/index` 我的钱包: the balance, a top-up through the site's provider, the way to the records. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const summary = useWalletSummary();
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.isSuccess) return <LoadingView />;
  return (
    <main className="q-page">
      <section className="q-card wl-balance" aria-label={t('wallet.balance')}>
        <div className="wl-row">
          <span>{t('wallet.balance')}</span>
          <Link className="q-text-button wl-balance__link" to="/myLittlePurse/record">
            {t('wallet.records')}
          </Link>
        </div>
        <Money fen={summary.data.balanceFen} className="wl-balance__amount" />
      </section>
      <TopUpForm summary={summary.data} />
    </main>
  );
}

/** 充值: one of the offered amounts or one typed in yuan, a method, and on to the provider. */
function TopUpForm({ summary }: { summary: TCallOutput<typeof walletSummary> }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const topUp = useTopUp();
  // The wallet cannot fill itself: only the provider's methods.
  const methods = summary.methods.filter((m) => m !== 'wallet');
  const [choice, setChoice] = useState<number | undefined>(TOPUP_CHOICES_FEN[0]);
  const [typed, setTyped] = useState('');
  const [method, setMethod] = useState<TPayMethod | undefined>(methods[0]);
  const [error, setError] = useState('');
  // One id per page visit: a press repeated after a lost answer is the same top-up.
  const requestId = useRef(newRequestId());

  const send = async () => {
    const amountFen = typed ? fenOf(typed) : choice;
    if (amountFen === undefined || amountFen < 1) return setError(t('topUp.badAmount'));
    if (amountFen > summary.maxTopUpFen) return setError(t('topUp.tooMuch', { max: yuan(summary.maxTopUpFen) }));
    if (!method) return setError(t('topUp.noMethod'));
    setError('');
    try {
      const { orderId, start } = await topUp.mutateAsync({ amountFen, method, scene: payScene(), requestId: requestId.current });
      followPaymentStart(start, orderId, navigate);
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  };

  return (
    <form className="q-card" aria-label={t('topUp.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
      <h2 className="q-card__title">{t('topUp.title')}</h2>
      <div className="wl-choices" role="group" aria-label={t('topUp.amount')}>
        {TOPUP_CHOICES_FEN.map((fen) => (
          <button
            key={fen}
            type="button"
            className="wl-choice"
            aria-pressed={!typed && choice === fen}
            onClick={() => (setChoice(fen), setTyped(''))}
          >
            {t('topUp.yuan', { amount: yuan(fen) })}
          </button>
        ))}
      </div>
      <label className="wl-field">
        <span>{t('topUp.other', { max: yuan(summary.maxTopUpFen) })}</span>
        <Input className="q-input" inputMode="decimal" value={typed} onChange={setTyped} placeholder={t('topUp.placeholder')} />
      </label>
      <PayMethodPicker methods={methods} value={method} onChange={setMethod} />
      <FormSubmit error={error} errorClassName="wl-error" busy={topUp.isPending}>
        {t('topUp.submit')}
      </FormSubmit>
    </form>
  );
}
