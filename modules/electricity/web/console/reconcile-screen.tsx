import { useTranslation } from 'react-i18next';
import { DeliveryReconcileScreen } from '@quad/ledger-engine/console';
import { reconcileElectricity } from '../../contract';

/** 购电对账 (the electricity office's console): a day's credited purchases checked against the energy system's statement. */
export default function ReconcileScreen() {
  const { t } = useTranslation('electricity');
  return (
    <DeliveryReconcileScreen
      call={reconcileElectricity}
      title={t('reconcile.title')}
      who={t('reconcile.who')}
      system={t('reconcile.system')}
    />
  );
}
