import { useTranslation } from 'react-i18next';
import { Money, OrderStateTag } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyOrders } from '../calls/payer';
import '../payment.css';

/** `payment/payRecord` 缴费记录: my orders, newest first, each opening its detail. */
export function PayRecordPage() {
  const { t } = useTranslation('payment');
  const orders = useMyOrders();
  return (
    <main className="q-page">
      <PagedList pages={orders} emptyText={t('records.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('records.label')}>
            {items.map((order) => (
              <li key={order.id} className="q-list-card">
                <Link className="pm-item" to={`/payment/detailPay?id=${encodeURIComponent(order.id)}`}>
                  <span className="pm-row">
                    <strong>{order.title}</strong>
                    <OrderStateTag state={order.state} />
                  </span>
                  <span className="pm-row">
                    <span className="pm-meta">{timeParts(order.created).fullTime}</span>
                    <Money fen={order.amountFen} className="pm-amount" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
