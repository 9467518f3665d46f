import { useTranslation } from 'react-i18next';
import type { TOrder } from '@quad/ledger-engine/contract';
import { Money, OrderStateTag } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { usePaymentSummary } from '../calls/payment';
import { Row } from './row';
import '../polymerization.css';

/** The payment area's order page opens an order of any kind of mine (fees, top-ups, card, electricity). */
const orderPage = (order: TOrder) => `/payment/detailPay?id=${encodeURIComponent(order.id)}`;

function RecentOrder({ order }: { order: TOrder }) {
  return (
    <li>
      <Link className="ac-order" to={orderPage(order)}>
        <span className="ac-order__line">
          <strong>{order.title}</strong>
          <OrderStateTag state={order.state} />
        </span>
        <span className="ac-order__line ac-note">
          <span>{timeParts(order.created).fullTime}</span>
          <Money fen={order.amountFen} />
        </span>
      </Link>
    </li>
  );
}

/**
 * `polymerization/payment` (支付中心): my wallet's balance, what still waits to be paid, the ways to the
 * payment pages (each shown only when the site has not hidden it) and my latest orders.
 */
export function PaymentPage() {
  const { t } = useTranslation('polymerization');
  const summary = usePaymentSummary();
  if (summary.isPending) return <LoadingView />;
  if (!summary.data) return <ErrorView error={summary.error} onRetry={() => void summary.refetch()} />;
  const { walletFen, awaiting, recent } = summary.data;
  return (
    <main className="q-page ac-page">
      <section className="q-card" aria-label={t('pay.title')}>
        <Row label={t('pay.wallet')} value={<Money fen={walletFen} />} to="/myLittlePurse/index" />
        <Row
          label={t('pay.awaiting')}
          value={awaiting > 0 ? t('pay.awaitingCount', { count: awaiting }) : t('pay.awaitingNone')}
          to={awaiting > 0 ? '/payment/payRecord' : undefined}
        />
      </section>
      <section className="q-card" aria-label={t('pay.ways')}>
        <Row label={t('pay.gopay')} to="/payment/gopay" />
        <Row label={t('pay.bills')} to="/cost/index" />
        <Row label={t('pay.records')} to="/payment/payRecord" />
        <Row label={t('pay.purseRecords')} to="/myLittlePurse/record" />
      </section>
      <section className="q-card" aria-labelledby="ac-recent">
        <h2 id="ac-recent" className="ac-heading">
          {t('pay.recent')}
        </h2>
        {recent.length === 0 ? (
          <EmptyView text={t('pay.empty')} />
        ) : (
          <ul className="ac-orders">
            {recent.map((order) => (
              <RecentOrder key={order.id} order={order} />
            ))}
          </ul>
        )}
        {recent.length > 0 && <Row label={t('pay.more')} to="/cost/index" />}
      </section>
    </main>
  );
}
