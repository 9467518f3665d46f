import { useTranslation } from 'react-i18next';
import { Money, TopUpForm } from '@quad/ledger-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { CARD_TOPUP_CHOICES_FEN } from '../../contract';
import { useTopUpCard, useTopUpSummary } from '../calls/card';

/** `recharge/index` (and `recharge/cfriindex`) 校园卡充值: an amount, a method (the wallet too), on to the payment; my top-ups and their states below. */
export function RechargePage() {
  const { t } = useTranslation('card');
  const summary = useTopUpSummary();
  const topUp = useTopUpCard();
  if (summary.isError) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.isSuccess) return <LoadingView />;
  const { card, methods, maxTopUpFen, topUps } = summary.data;

  return (
    <main className="q-page">
      <TopUpForm
        label={t('topUp.title')}
        choicesFen={CARD_TOPUP_CHOICES_FEN}
        maxTopUpFen={maxTopUpFen}
        methods={methods}
        pay={topUp.mutateAsync}
        busy={topUp.isPending}
      >
        <p>
          {card.number} · {card.holder} · <Money fen={card.balanceFen} />
        </p>
      </TopUpForm>
      <section className="q-card" aria-label={t('topUp.mine')}>
        <h2 className="q-card__title">{t('topUp.mine')}</h2>
        {topUps.length === 0 && <p>{t('topUp.none')}</p>}
        <ul className="q-list">
          {topUps.map((u) => (
            <li key={u.orderId} className="q-list-card">
              <Money fen={u.amountFen} /> {t(`state.${u.state}`)}
              <div>{timeParts(u.created).fullTime}</div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
