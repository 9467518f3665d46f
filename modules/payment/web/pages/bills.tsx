import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Money } from '@quad/ledger-engine/web';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyBills } from '../calls/payer';
import { OrderItem } from './order-item';
import '../payment.css';

/** The Beijing month `shift` months from now, as `YYYY-MM`. */
export function monthOf(shift: number, now = Date.now()): string {
  const at = new Date(now + 8 * 3600_000);
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + shift);
  return at.toISOString().slice(0, 7);
}

/** `cost/index` 我的账单: a month of my orders of every kind (fees, top-ups, card, electricity) and what they came to. */
export function BillsPage() {
  const { t } = useTranslation('payment');
  const [shift, setShift] = useState(0);
  const month = monthOf(shift);
  const bills = useMyBills(month);
  const netFen = bills.data?.pages[0]?.netFen;
  return (
    <main className="q-page">
      <section className="q-card pm-row" aria-label={t('bills.month')}>
        <Button size="small" onClick={() => setShift(shift - 1)} aria-label={t('bills.previous')}>
          ‹
        </Button>
        <strong>{month}</strong>
        <Button size="small" disabled={shift >= 0} onClick={() => setShift(shift + 1)} aria-label={t('bills.next')}>
          ›
        </Button>
      </section>
      <p className="q-card pm-row">
        <span>{t('bills.spent')}</span>
        {netFen === undefined ? '…' : <Money fen={netFen} className="pm-amount" />}
      </p>
      <PagedList pages={bills} emptyText={t('bills.empty')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('bills.label', { month })}>
            {items.map((order) => (
              <OrderItem key={order.id} order={order} label={t(`bills.app.${order.app}`, { defaultValue: t('bills.app.other') })} />
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
