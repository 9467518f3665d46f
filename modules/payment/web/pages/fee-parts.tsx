import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import type { TMyFeeState } from '../../contract';
import type { TOrder } from '@quad/ledger-engine/contract';
import '../payment.css';

/** Where a fee item stands for me (待缴费, 支付中, 已缴费…) as a coloured word. */
export function FeeStateTag({ state }: { state: TMyFeeState }) {
  const { t } = useTranslation('payment');
  return <span className={`pm-tag pm-tag--${state}`}>{t(`feeState.${state}`)}</span>;
}

/** 截止 2026-12-31 23:59, or nothing for an item without a deadline. */
export function Deadline({ at }: { at: number }) {
  const { t } = useTranslation('payment');
  return at > 0 ? <span className="pm-meta">{t('fee.deadline', { when: timeParts(at).fullTime })}</span> : null;
}

/** Where paying an order again starts: the fee item it pays, or the wallet for a top-up. */
export const payAgainPath = (order: TOrder) =>
  order.app === 'wallet' ? '/myLittlePurse/index' : `/payment/detail?id=${encodeURIComponent(order.ref)}`;

/** Back to where the order came from: the hall for a fee, the wallet for a top-up. */
export function BackLink({ order }: { order: TOrder }) {
  const { t } = useTranslation('payment');
  const wallet = order.app === 'wallet';
  return (
    <Link className="q-button-link" to={wallet ? '/myLittlePurse/index' : '/payment/gopay'}>
      {t(wallet ? 'result.backWallet' : 'result.backHall')}
    </Link>
  );
}
