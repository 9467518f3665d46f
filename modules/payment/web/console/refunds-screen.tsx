import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { REFUND_STATES, type TRefund } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { PagedTable, usePaging } from '@quad/platform/console/paged-table';
import type { TManagedRefund } from '../../contract-manage';
import { useDecideRefund, useRefunds } from '../calls/finance';
import { when } from './format';
import { REFUND_STATE_COLOURS } from './state-colours';

type TRefundState = TRefund['state'];

/** 退款审批: refunds by state, those asked for first; approving one sends the money back the way it came. */
export default function RefundsScreen() {
  const { t } = useTranslation('payment');
  const { modal, message } = App.useApp();
  const { paging, setPaging, status, only, chooseStatus } = usePaging<TRefundState>('requested');
  const refunds = useRefunds({ ...paging, state: only });
  const decide = useDecideRefund();

  const confirmDecision = (refund: TManagedRefund, approve: boolean) =>
    modal.confirm({
      title: t(approve ? 'console.refunds.approveConfirm' : 'console.refunds.rejectConfirm', {
        amount: yuan(refund.amountFen),
        payer: refund.payerName,
      }),
      okText: t(approve ? 'console.refunds.approve' : 'console.refunds.reject'),
      okButtonProps: { danger: !approve },
      cancelText: t('console.cancel'),
      onOk: async () => {
        const done = await decide.mutateAsync({ id: refund.id, approve });
        // Approved is not yet refunded: say where the provider has got to.
        if (done) void message.success(t('console.refunds.decided', { state: t(`console.refundState.${done.state}`) }));
      },
    });

  return (
    <>
      <Tabs
        activeKey={status}
        onChange={(key) => chooseStatus(key as TRefundState)}
        items={REFUND_STATES.map((s) => ({ key: s, label: t(`console.refundState.${s}`) }))}
      />
      <PagedTable<TManagedRefund>
        result={refunds}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('console.refunds.empty')}
        totalText={(total) => t('console.refunds.total', { total })}
        columns={[
          { title: t('console.refund.no'), dataIndex: 'refundNo' },
          { title: t('console.order.no'), dataIndex: 'orderNo' },
          { title: t('console.order.title'), dataIndex: 'title' },
          { title: t('console.order.payer'), dataIndex: 'payerName' },
          { title: t('console.refund.amount'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => yuan(fen) },
          { title: t('console.refund.reason'), dataIndex: 'reason' },
          { title: t('console.refund.created'), dataIndex: 'created', render: when },
          {
            title: t('console.refund.state'),
            dataIndex: 'state',
            render: (state: TRefundState) => <Tag color={REFUND_STATE_COLOURS[state]}>{t(`console.refundState.${state}`)}</Tag>,
          },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, r) =>
              r.state === 'requested' && (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => confirmDecision(r, true)}
                    aria-label={t('console.refunds.approveOf', { no: r.refundNo })}
                  >
                    {t('console.refunds.approve')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmDecision(r, false)}
                    aria-label={t('console.refunds.rejectOf', { no: r.refundNo })}
                  >
                    {t('console.refunds.reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
