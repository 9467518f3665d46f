import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TCardLine } from '../../contract';
import { useMyCard } from '../calls/card';

/** `ipass/balance` 校园卡余额: the card, its state, the ways to top up and report it lost, the latest lines. */
export function BalancePage() {
  const { t } = useTranslation('card');
  const card = useMyCard();
  if (card.isError) return <ErrorView error={card.error} onRetry={() => void card.refetch()} />;
  if (!card.isSuccess) return <LoadingView />;
  const { card: c, recent } = card.data;
  return (
    <main className="q-page">
      <section className="q-card" aria-label={t('card.balance')}>
        <p>
          {t('card.number')} {c.number} · {t('card.holder')} {c.holder}
        </p>
        <Money fen={c.balanceFen} />
        <p>
          {t('card.status')} {t(`status.${c.status}`)}
        </p>
        <Link className="q-text-button" to="/recharge/index">
          {t('card.topUp')}
        </Link>{' '}
        <Link className="q-text-button" to="/ipass/loss">
          {t('card.loss')}
        </Link>
      </section>
      <section className="q-card" aria-label={t('card.recent')}>
        <h2 className="q-card__title">{t('card.recent')}</h2>
        {recent.length === 0 ? <p>{t('card.empty')}</p> : <Lines lines={recent} />}
        <Link className="q-text-button" to="/idCard/history">
          {t('card.all')}
        </Link>{' '}
        <Link className="q-text-button" to="/idCard/statistics">
          {t('card.statistics')}
        </Link>
      </section>
    </main>
  );
}

export function Lines({ lines }: { lines: TCardLine[] }) {
  return (
    <ul className="q-list">
      {lines.map((l) => (
        <li key={l.id} className="q-list-card">
          <strong>{l.place}</strong> <Money fen={l.amountFen} signed />
          <div>
            {timeParts(l.at).fullTime} · {l.kind}
          </div>
        </li>
      ))}
    </ul>
  );
}
