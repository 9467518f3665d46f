import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TPaidMonth } from '../../contract';
import { useMyPaidMonths } from '../calls/dues';
import '../partydues.css';

/** My paid months by year (newest first), the year's sum. */
const byYear = (list: TPaidMonth[]) => {
  const years = new Map<string, TPaidMonth[]>();
  for (const paid of list) years.set(paid.month.slice(0, 4), [...(years.get(paid.month.slice(0, 4)) ?? []), paid]);
  return [...years];
};

/** `partyDues/record` 缴费记录: each month paid, its amount and day, and the order it was paid with. */
export function RecordPage() {
  const { t } = useTranslation('partydues');
  const paid = useMyPaidMonths();
  if (paid.isError) return <ErrorView error={paid.error} onRetry={() => void paid.refetch()} />;
  if (!paid.isSuccess) return <LoadingView />;
  if (!paid.data.list.length) return <EmptyView text={t('record.empty')} />;
  return (
    <main className="q-page">
      {byYear(paid.data.list).map(([year, months]) => (
        <section key={year} className="q-card" aria-label={t('record.year', { year })}>
          <div className="pd-row">
            <h2 className="q-card__title">{t('record.year', { year })}</h2>
            <span className="pd-meta">
              {t('record.yearTotal', { count: months.length })} <Money fen={months.reduce((s, m) => s + m.amountFen, 0)} />
            </span>
          </div>
          <ul className="q-list">
            {months.map((m) => (
              <li key={m.month} className="q-list-card">
                <div className="pd-row">
                  <strong>{m.month}</strong>
                  <Money fen={m.amountFen} />
                </div>
                <div className="pd-row pd-meta">
                  <span>{t('record.paidOn', { day: timeParts(m.paidAt).fullTime })}</span>
                  {/* Months the office recorded as paid offline have no order to show. */}
                  {m.orderId ? (
                    <Link className="q-text-button" to={`/payment/detailPay?id=${encodeURIComponent(m.orderId)}`}>
                      {t('record.order')}
                    </Link>
                  ) : (
                    <span>{t('record.offline')}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
