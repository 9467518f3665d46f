import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { fenOf, followPaymentStart, Money, PayMethodPicker, payScene } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link, useNavigate } from '@quad/platform/shell/router';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { NETWORK_TOPUP_CHOICES_FEN, type TNetworkAccount } from '../../contract';
import { useMyNetwork, useTopUpNetwork } from '../calls/network';
import { refusalText, TopUpList, traffic } from './parts';

function AccountCard({ account }: { account: TNetworkAccount }) {
  const { t } = useTranslation('network');
  return (
    <section className="q-card" aria-label={t('account.title')}>
      <p>
        {account.holder} · {t('account.username')} {account.username}
      </p>
      <p>
        {t('account.balance')} <Money fen={account.balanceFen} />
      </p>
      <p>{t('account.plan', { plan: account.plan.name, fee: yuan(account.plan.monthlyFeeFen) })}</p>
      <p>{t('account.used', { used: traffic(account.usedMb) })}</p>
      <p>
        {t('account.status')} {t(`status.${account.status}`)}
      </p>
      {account.status !== 'normal' && (
        <p className="q-error" role="status">
          {t(`warning.${account.status}`)}
        </p>
      )}
      <Link className="q-text-button" to="/networkApp/history">
        {t('history.title')}
      </Link>{' '}
      <Link className="q-text-button" to="/networkApp/terminalSearch">
        {t('sessions.title')}
      </Link>{' '}
      <Link className="q-text-button" to="/networkApp/setPass">
        {t('password.title')}
      </Link>
    </section>
  );
}

/** `networkApp/balance` 网费充值: my account and its state, an amount and a method (the wallet too), on to the payment; my top-ups below. */
export function BalancePage() {
  const { t } = useTranslation('network');
  const summary = useMyNetwork();
  const navigate = useNavigate();
  const topUp = useTopUpNetwork();
  const [choice, setChoice] = useState<number>(NETWORK_TOPUP_CHOICES_FEN[0]);
  const [typed, setTyped] = useState('');
  const [method, setMethod] = useState<TPayMethod | undefined>();
  const [error, setError] = useState('');
  // One id per page visit: a press repeated after a lost answer is the same top-up.
  const requestId = useRef(newRequestId());
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.isSuccess) return <LoadingView />;
  const { account, methods, maxTopUpFen, topUps } = summary.data;
  const chosen = method ?? methods[0];

  const send = async () => {
    const amountFen = typed ? fenOf(typed) : choice;
    if (amountFen === undefined || amountFen < 1) return setError(t('topUp.badAmount'));
    if (amountFen > maxTopUpFen) return setError(t('topUp.tooMuch', { max: yuan(maxTopUpFen) }));
    if (!chosen) return setError(t('topUp.noMethod'));
    setError('');
    try {
      const { orderId, start } = await topUp.mutateAsync({ amountFen, method: chosen, scene: payScene(), requestId: requestId.current });
      followPaymentStart(start, orderId, navigate);
    } catch (refusal) {
      setError(refusalText(refusal));
    }
  };

  return (
    <main className="q-page">
      <AccountCard account={account} />
      {account.status === 'disabled' ? null : (
        <form className="q-card" aria-label={t('topUp.title')} onSubmit={(e) => (e.preventDefault(), void send())}>
          <div role="group" aria-label={t('topUp.amount')}>
            {NETWORK_TOPUP_CHOICES_FEN.map((fen) => (
              <button key={fen} type="button" aria-pressed={!typed && choice === fen} onClick={() => (setChoice(fen), setTyped(''))}>
                {t('topUp.yuan', { amount: yuan(fen) })}
              </button>
            ))}
          </div>
          <label>
            <span>{t('topUp.other', { max: yuan(maxTopUpFen) })}</span>
            <Input className="q-input" inputMode="decimal" value={typed} onChange={setTyped} placeholder={t('topUp.placeholder')} />
          </label>
          <PayMethodPicker methods={methods} value={chosen} onChange={setMethod} />
          <FormSubmit error={error} errorClassName="q-error" busy={topUp.isPending}>
            {t('topUp.submit')}
          </FormSubmit>
        </form>
      )}
      <section className="q-card" aria-label={t('topUp.mine')}>
        <h2 className="q-card__title">{t('topUp.mine')}</h2>
        <TopUpList topUps={topUps} />
      </section>
    </main>
  );
}
