import { useTranslation } from 'react-i18next';
import type { TCallOutput } from '@quad/contracts/call';
import { Money, TopUpForm } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
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
      <WalletTopUp summary={summary.data} />
    </main>
  );
}

/** 充值: one of the offered amounts or one typed in yuan, a method, and on to the provider. */
function WalletTopUp({ summary }: { summary: TCallOutput<typeof walletSummary> }) {
  const { t } = useTranslation('wallet');
  const topUp = useTopUp();
  return (
    <TopUpForm
      label={t('topUp.title')}
      choicesFen={TOPUP_CHOICES_FEN}
      maxTopUpFen={summary.maxTopUpFen}
      // The wallet cannot fill itself: only the provider's methods.
      methods={summary.methods.filter((m) => m !== 'wallet')}
      pay={topUp.mutateAsync}
      busy={topUp.isPending}
    >
      <h2 className="q-card__title">{t('topUp.title')}</h2>
    </TopUpForm>
  );
}
