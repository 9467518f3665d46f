import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TMyFee, TMyFeeState } from '../../contract';
import { useMyFees } from '../calls/payer';
import { Deadline, FeeStateTag } from './fee-parts';
import '../payment.css';

/** The hall's groups, in the order shown: what is left to pay first. */
const GROUPS: { key: string; states: TMyFeeState[] }[] = [
  { key: 'unpaid', states: ['unpaid', 'paying'] },
  { key: 'paid', states: ['paid', 'refunded'] },
  { key: 'closed', states: ['closed'] },
];

/** `payment/gopay` 缴费大厅: my fee items, 待缴费 first, then 已缴费 and the closed ones; a link to my records. */
export function FeeHallPage() {
  const { t } = useTranslation('payment');
  const fees = useMyFees();
  let content;
  if (fees.isError) content = <ErrorView error={fees.error} onRetry={() => void fees.refetch()} />;
  else if (!fees.isSuccess) content = <LoadingView />;
  else if (fees.data.list.length === 0) content = <EmptyView text={t('hall.empty')} />;
  else
    content = GROUPS.map(({ key, states }) => {
      const items = fees.data.list.filter((fee) => states.includes(fee.state));
      return items.length > 0 && <FeeGroup key={key} title={t(`hall.${key}`)} items={items} />;
    });
  return (
    <main className="q-page">
      <div className="pm-row">
        <h1 className="pm-title">{t('hall.title')}</h1>
        <Link className="q-text-button" to="/payment/payRecord">
          {t('hall.records')}
        </Link>
      </div>
      {content}
    </main>
  );
}

function FeeGroup({ title, items }: { title: string; items: TMyFee[] }) {
  const { t } = useTranslation('payment');
  return (
    <section aria-label={title}>
      <h2 className="pm-subtitle">{title}</h2>
      <ul className="q-list">
        {items.map((fee) => (
          <li key={fee.id} className="q-list-card">
            <Link className="pm-item" to={`/payment/detail?id=${encodeURIComponent(fee.id)}`}>
              <span className="pm-row">
                <strong>{fee.title}</strong>
                <FeeStateTag state={fee.state} />
              </span>
              <span className="pm-row">
                <span className="pm-meta">{t(`category.${fee.category}`)}</span>
                <Money fen={fee.amountFen} className="pm-amount" />
              </span>
              <Deadline at={fee.deadline} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
