import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { z } from 'zod';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ZWebhookDelivery } from '@quad/contracts/webhooks';
import { QueryTable } from '@quad/platform/console/paged-table';
import { useEventLabels } from './event-options';
import { useDeliveries, type TDeliveryFilter } from '../calls/list-deliveries';
import { refreshWebhooks } from '../calls/list-webhooks';
import { useRedeliver } from '../calls/redeliver';

type TDelivery = z.infer<typeof ZWebhookDelivery>;
type TStatus = TDelivery['status'];

const STATUS_COLORS: Record<TStatus, string> = { pending: 'blue', delivered: 'green', failed: 'red' };
const STATUSES: TStatus[] = ['pending', 'delivered', 'failed'];
const minute = (s: number) => (s ? dayjs.unix(s).format('YYYY-MM-DD HH:mm:ss') : '—');

/** 投递记录: what was sent where, how many tries, why the last one failed; a given-up one can be sent again. */
export function DeliveriesCard({
  webhooks,
  webhookId,
  onWebhookChange,
}: {
  webhooks: { id: string; url: string }[];
  webhookId?: string;
  onWebhookChange: (id?: string) => void;
}) {
  const { t } = useTranslation('admin');
  const redeliver = useRedeliver();
  const { label } = useEventLabels();
  const [status, setStatus] = useState<TStatus>();
  const [page, setPage] = useState(1);
  const filter: TDeliveryFilter = { webhook_id: webhookId, status, page, size: 20 };
  const deliveries = useDeliveries(filter);
  const urlOf = new Map(webhooks.map((w) => [w.id, w.url]));

  const send = async (d: TDelivery) => {
    await redeliver({ id: d.id }, { success: t('delivery.requeued') });
  };

  const columns: ColumnsType<TDelivery> = [
    { title: t('delivery.created'), dataIndex: 'created', width: 170, render: minute },
    { title: t('delivery.event'), dataIndex: 'event', render: label },
    { title: t('webhook.url'), dataIndex: 'webhook_id', ellipsis: true, render: (id: string) => urlOf.get(id) ?? id },
    {
      title: t('delivery.status'),
      dataIndex: 'status',
      render: (s: TStatus) => <Tag color={STATUS_COLORS[s]}>{t(`deliveryStatus.${s}`)}</Tag>,
    },
    { title: t('delivery.attempts'), dataIndex: 'attempts', align: 'right' },
    { title: t('delivery.response'), dataIndex: 'response_status', render: (s: number) => s || '—' },
    { title: t('delivery.lastError'), dataIndex: 'last_error', ellipsis: true, render: (e: string) => e || '—' },
    {
      title: t('delivery.next'),
      key: 'next',
      render: (_, d) => (d.status === 'delivered' ? minute(d.delivered) : minute(d.next_attempt)),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, d) =>
        d.status === 'failed' && (
          <Button type="link" size="small" onClick={() => void send(d)}>
            {t('delivery.redeliver')}
          </Button>
        ),
    },
  ];

  return (
    <Card size="small" title={<h2 className="adm-card-title">{t('delivery.title')}</h2>} className="adm-webhook-deliveries">
      <div className="adm-toolbar">
        <Select
          allowClear
          aria-label={t('webhook.url')}
          placeholder={t('delivery.allWebhooks')}
          style={{ minWidth: 280 }}
          value={webhookId}
          onChange={(id?: string) => {
            setPage(1);
            onWebhookChange(id);
          }}
          options={webhooks.map((w) => ({ value: w.id, label: w.url }))}
        />
        <Select
          allowClear
          aria-label={t('delivery.status')}
          placeholder={t('delivery.allStatuses')}
          style={{ width: 140 }}
          value={status}
          onChange={(s?: TStatus) => {
            setPage(1);
            setStatus(s);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`deliveryStatus.${s}`) }))}
        />
        <Button onClick={() => void refreshWebhooks()}>{t('delivery.reload')}</Button>
      </div>
      <QueryTable<TDelivery>
        result={deliveries}
        rows={deliveries.data?.list}
        columns={columns}
        pagination={{ current: page, pageSize: 20, total: deliveries.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        emptyText={t('delivery.empty')}
      />
    </Card>
  );
}
