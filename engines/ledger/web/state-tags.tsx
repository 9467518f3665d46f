import { useTranslation } from 'react-i18next';
import type { TOrderState, TRefund } from '../contract';
import { LEDGER_NS } from './strings';
import './ledger.css';

/** Where an order stands (待支付, 已支付, 已退款…) as a coloured word. */
export function OrderStateTag({ state }: { state: TOrderState }) {
  const { t } = useTranslation(LEDGER_NS);
  return <span className={`lg-tag lg-tag--${state}`}>{t(`orderState.${state}`)}</span>;
}

/** Where a refund stands (待审批, 已驳回, 已退款…). */
export function RefundStateTag({ state }: { state: TRefund['state'] }) {
  const { t } = useTranslation(LEDGER_NS);
  return <span className={`lg-tag lg-tag--refund-${state}`}>{t(`refundState.${state}`)}</span>;
}
