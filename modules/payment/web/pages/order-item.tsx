import type { TOrder } from '@quad/ledger-engine/contract';
import { Money, OrderStateTag } from '@quad/ledger-engine/web';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';

/** One of my orders in a list (缴费记录, 我的账单): title, state, time and amount, opening its detail. */
export function OrderItem({ order, label }: { order: TOrder; label?: string }) {
  return (
    <li className="q-list-card">
      <Link className="pm-item" to={`/payment/detailPay?id=${encodeURIComponent(order.id)}`}>
        <span className="pm-row">
          <strong>{order.title}</strong>
          <OrderStateTag state={order.state} />
        </span>
        <span className="pm-row">
          <span className="pm-meta">
            {label ? `${label} · ` : ''}
            {timeParts(order.created).fullTime}
          </span>
          <Money fen={order.amountFen} className="pm-amount" />
        </span>
      </Link>
    </li>
  );
}
