import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { type TRefund } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { QueryError } from '@quad/platform/console/query-states';
import { useOrder } from '../calls/finance';
import { when } from './format';
import { RefundForm } from './refund-form';
import { ORDER_STATE_COLOURS, REFUND_STATE_COLOURS } from './state-colours';

/** 订单详情: the order's facts, how it moved, its refunds, and a refund the office starts itself. */
export function OrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('payment');
  const detail = useOrder(id);
  const d = detail.data;
  const body = () => {
    if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
    if (!d) return <Spin aria-label={t('console.loading')} />;
    const { order } = d;
    return (
      <>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('console.order.no')} span={2}>
            {order.orderNo}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.order.title')} span={2}>
            {order.title}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.order.payer')}>{`${order.payerName} ${order.payerNumber}`}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.state')}>
            <Tag color={ORDER_STATE_COLOURS[order.state]}>{t(`console.orderState.${order.state}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.order.amount')}>{yuan(order.amountFen)}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.method')}>
            {order.method ? t(`console.method.${order.method}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.order.paid')}>{yuan(order.paidFen)}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.refunded')}>{yuan(order.refundedFen)}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.created')}>{when(order.created)}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.paidAt')}>{when(order.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t('console.order.providerTxn')} span={2}>
            {order.providerTxnId || '—'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5}>{t('console.order.events')}</Typography.Title>
        <Timeline
          items={d.events.map((e) => ({
            key: `${e.at}|${e.to}`,
            children: `${when(e.at)} ${t(`console.orderState.${e.to}`, { defaultValue: e.to })}${e.note ? ` · ${e.note}` : ''}${e.actor ? ` · ${e.actor}` : ''}`,
          }))}
        />
        <Typography.Title level={5}>{t('console.order.refunds')}</Typography.Title>
        <Table<TRefund>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.refunds}
          locale={{ emptyText: t('console.order.noRefunds') }}
          columns={[
            { title: t('console.refund.no'), dataIndex: 'refundNo' },
            { title: t('console.refund.amount'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => yuan(fen) },
            { title: t('console.refund.reason'), dataIndex: 'reason' },
            {
              title: t('console.refund.state'),
              dataIndex: 'state',
              render: (state: TRefund['state']) => <Tag color={REFUND_STATE_COLOURS[state]}>{t(`console.refundState.${state}`)}</Tag>,
            },
            { title: t('console.refund.created'), dataIndex: 'created', render: when },
          ]}
        />
        {d.refundableFen > 0 && <RefundForm key={order.id} orderId={order.id} refundableFen={d.refundableFen} />}
      </>
    );
  };
  return (
    <Drawer open={id !== ''} title={t('console.order.detail')} size={720} onClose={onClose}>
      {id !== '' && body()}
    </Drawer>
  );
}
