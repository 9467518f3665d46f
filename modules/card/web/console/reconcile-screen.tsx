import { useTranslation } from 'react-i18next';
import { DeliveryReconcileScreen } from '@quad/ledger-engine/console';
import { reconcileCard } from '../../contract';

/** 充值对账 (the card office's console): a day's credited top-ups checked against the card system's statement. */
export default function ReconcileScreen() {
  const { t } = useTranslation('card');
  return (
    <DeliveryReconcileScreen call={reconcileCard} title={t('reconcile.title')} who={t('reconcile.who')} system={t('reconcile.system')} />
  );
}
