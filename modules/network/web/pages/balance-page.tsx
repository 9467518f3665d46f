import { useTranslation } from 'react-i18next';
import { yuan } from '@quad/ledger-engine/shared/money';
import { Money, TopUpForm } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
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
  const topUp = useTopUpNetwork();
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.isSuccess) return <LoadingView />;
  const { account, methods, maxTopUpFen, topUps } = summary.data;

  return (
    <main className="q-page">
      <AccountCard account={account} />
      {account.status === 'disabled' ? null : (
        <TopUpForm
          label={t('topUp.title')}
          choicesFen={NETWORK_TOPUP_CHOICES_FEN}
          maxTopUpFen={maxTopUpFen}
          methods={methods}
          pay={topUp.mutateAsync}
          busy={topUp.isPending}
          refusalText={refusalText}
        />
      )}
      <section className="q-card" aria-label={t('topUp.mine')}>
        <h2 className="q-card__title">{t('topUp.mine')}</h2>
        <TopUpList topUps={topUps} />
      </section>
    </main>
  );
}
