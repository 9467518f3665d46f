import { useTranslation } from 'react-i18next';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyOrders } from '../calls/payer';
import { OrderItem } from './order-item';
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
              <OrderItem key={order.id} order={order} />
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
