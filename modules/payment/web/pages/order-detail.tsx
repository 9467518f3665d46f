import { useTranslation } from 'react-i18next';
import { LEDGER_NS, Money, OrderStateTag, OrderTimeline, RefundStateTag } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { RecordPage } from '@quad/platform/ui/record-page';
import type { TMyOrderDetail } from '../../contract';
import { isAwaitingResult, useMyOrder } from '../calls/payer';
import { payAgainPath } from './fee-parts';
import { RefundForm } from './refund-form';
import '../payment.css';

/** `payment/detailPay?id=`: one of my orders, what happened to it, its refunds, its receipt, and 申请退款. */
export function OrderDetailPage() {
  const { t } = useTranslation('payment');
  return (
    <RecordPage useRecord={useMyOrder} missingText={t('order.missing')}>
      {(detail) => <OrderDetail detail={detail} />}
    </RecordPage>
  );
}

function OrderDetail({ detail }: { detail: TMyOrderDetail }) {
  const { t } = useTranslation('payment');
  const { order } = detail;
  return (
    <>
      <section className="q-card" aria-label={order.title}>
        <div className="pm-row">
          <h1 className="pm-title">{order.title}</h1>
          <OrderStateTag state={order.state} />
        </div>
        <dl className="pm-facts">
          <dt>{t('order.no')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('order.amount')}</dt>
          <dd>
            <Money fen={order.amountFen} />
          </dd>
          {order.method && <Fact label={t('order.method')} value={t(`method.${order.method}`, { ns: LEDGER_NS })} />}
          {order.providerTxnId && <Fact label={t('order.txn')} value={order.providerTxnId} />}
          {order.paidAt > 0 && <Fact label={t('order.paidAt')} value={timeParts(order.paidAt).fullTime} />}
          {order.refundedFen > 0 && (
            <>
              <dt>{t('order.refunded')}</dt>
              <dd>
                <Money fen={order.refundedFen} />
              </dd>
            </>
          )}
        </dl>
        {detail.receiptUrl && (
          <a className="q-button-link" href={detail.receiptUrl} target="_blank" rel="noreferrer">
            {t('result.receipt')}
          </a>
        )}
        {isAwaitingResult(detail) && (
          <Link className="q-button-link" to={payAgainPath(order)}>
            {t('order.continue')}
          </Link>
        )}
      </section>
      <OrderTimeline events={detail.events} />
      {detail.refunds.length > 0 && (
        <section className="q-card" aria-label={t('order.refunds')}>
          <h2 className="q-card__title">{t('order.refunds')}</h2>
          <ul className="q-list">
            {detail.refunds.map((refund) => (
              <li key={refund.id} className="q-row">
                <span>
                  <Money fen={refund.amountFen} /> <span className="pm-meta">{refund.reason}</span>
                </span>
                <RefundStateTag state={refund.state} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail.refundableFen > 0 && <RefundForm orderId={order.id} refundableFen={detail.refundableFen} />}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
