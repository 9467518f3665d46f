import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@quad/ledger-engine/web';
import { Link, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TMyOrderDetail } from '../../contract';
import { isAwaitingResult, useMyOrder } from '../calls/payer';
import { BackLink, payAgainPath } from './fee-parts';
import '../payment.css';

/** How long the page waits for the provider's answer before sending the payer to the records. */
const GIVE_UP_MS = 60_000;

/**
 * `payment/result?order=` (and the provider's return page): the order's outcome, read again every
 * couple of seconds while the provider's notice has not come; `cancelled=1` when the payer backed out.
 */
export function PayResultPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const cancelled = params.get('cancelled') === '1';
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const query = useMyOrder(id, !cancelled && !gaveUp);
  if (!id) return <EmptyView text={t('result.missing')} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <LoadingView />;
  return <Outcome detail={query.data} cancelled={cancelled} gaveUp={gaveUp} />;
}

function Outcome({ detail, cancelled, gaveUp }: { detail: TMyOrderDetail; cancelled: boolean; gaveUp: boolean }) {
  const { t } = useTranslation('payment');
  const { order } = detail;
  const again = (
    <Link className="q-button-link" to={payAgainPath(order)}>
      {t('result.again')}
    </Link>
  );
  if (order.paidAt > 0)
    return (
      <Result kind="paid" title={t('result.paid')}>
        <Money fen={order.amountFen} className="pm-big-amount" />
        <p>{order.title}</p>
        <p className="pm-meta">{timeParts(order.paidAt).fullTime}</p>
        <Link className="q-button-link" to={`/payment/detailPay?id=${encodeURIComponent(order.id)}`}>
          {t('result.viewOrder')}
        </Link>
        {detail.receiptUrl && (
          <a className="q-button-link" href={detail.receiptUrl} target="_blank" rel="noreferrer">
            {t('result.receipt')}
          </a>
        )}
        <BackLink order={order} />
      </Result>
    );
  if (cancelled)
    return (
      <Result kind="cancelled" title={t('result.cancelled')}>
        {again}
        <BackLink order={order} />
      </Result>
    );
  if (order.state === 'closed')
    return (
      <Result kind="closed" title={t('result.closed')}>
        <BackLink order={order} />
      </Result>
    );
  if (isAwaitingResult(detail) && !gaveUp) return <LoadingView text={t('result.checking')} />;
  return (
    <Result kind="waiting" title={t('result.waiting')}>
      <Link className="q-button-link" to="/payment/payRecord">
        {t('result.records')}
      </Link>
    </Result>
  );
}

function Result({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  return (
    <main className="q-page">
      <section className={`q-card pm-result pm-result--${kind}`} role="status">
        <h1 className="pm-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
