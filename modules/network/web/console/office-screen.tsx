import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import { DeliveryReconcileScreen } from '@quad/ledger-engine/console';
import { yuan } from '@quad/ledger-engine/shared/money';
import { QueryTable } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import type { TCallOutput } from '@quad/contracts/call';
import { reconcileNetwork, type failedNetworkTopUps } from '../../contract';
import { useFailedTopUps } from '../calls/manage';

type TFailed = TCallOutput<typeof failedNetworkTopUps>['list'][number];

/** 网费对账 (the network centre's console): top-ups that never reached the billing system, and a day checked against its statement. */
export default function OfficeScreen() {
  const { t } = useTranslation('network');
  const failed = useFailedTopUps();
  return (
    <>
      <Card title={t('office.failed')} style={{ marginBottom: 16 }}>
        <QueryTable<TFailed>
          result={failed}
          rows={failed.data?.list}
          rowKey="orderId"
          pagination={false}
          emptyText={t('office.noFailed')}
          columns={[
            { title: t('office.orderNo'), dataIndex: 'orderNo' },
            { title: t('office.payer'), dataIndex: 'payerName' },
            { title: t('office.username'), dataIndex: 'username' },
            { title: t('office.amount'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => yuan(fen) },
            { title: t('office.paidAt'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
            { title: t('office.note'), dataIndex: 'note' },
          ]}
        />
      </Card>
      <DeliveryReconcileScreen
        call={reconcileNetwork}
        title={t('office.reconcile')}
        who={t('office.username')}
        system={t('office.system')}
      />
    </>
  );
}
