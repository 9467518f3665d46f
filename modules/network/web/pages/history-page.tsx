import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useCharges, useMyNetwork } from '../calls/network';
import { TopUpList } from './parts';

/** My Quad top-ups: a short list (the last 20), so it sits above the charges' endless one. */
function MyTopUps() {
  const { t } = useTranslation('network');
  const summary = useMyNetwork();
  return (
    <section className="q-card" aria-label={t('topUp.mine')}>
      <h2 className="q-card__title">{t('topUp.mine')}</h2>
      {summary.isError ? (
        <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.isSuccess ? (
        <TopUpList topUps={summary.data.topUps} />
      ) : (
        <LoadingView />
      )}
    </section>
  );
}

/** `networkApp/history` 充值记录: my top-ups through Quad, then every charge of the account from the billing system, loaded as I scroll. */
export function HistoryPage() {
  const { t } = useTranslation('network');
  const charges = useCharges();
  return (
    <main className="q-page">
      <MyTopUps />
      <section className="q-card" aria-label={t('history.charges')}>
        <h2 className="q-card__title">{t('history.charges')}</h2>
        <PagedList pages={charges} emptyText={t('history.empty')}>
          {(lines) => (
            <ul className="q-list">
              {lines.map((l) => (
                <li key={l.id} className="q-list-card">
                  <strong>{l.kind}</strong> <Money fen={l.amountFen} signed />
                  <div>
                    {timeParts(l.at).fullTime} · {t('history.after')} <Money fen={l.balanceFen} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </main>
  );
}
