import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ZWebhook } from '@quad/contracts/webhooks';
import { IntroListCard } from '../console/intro-list-card';
import { OnceModal, type TOnce } from '../tokens/once-modal';
import { CreateWebhookModal } from './create-webhook-modal';
import { DeliveriesCard } from './deliveries-card';
import { useEventLabels } from './event-options';
import { useDeleteWebhook } from '../calls/delete-webhook';
import { useWebhooks } from '../calls/list-webhooks';
import './webhooks.css';

type TWebhook = z.infer<typeof ZWebhook>;

/** Webhook: addresses of the school's systems that hear about events, and what was delivered to them. */
export default function WebhooksScreen() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const deleteWebhook = useDeleteWebhook();
  const webhooks = useWebhooks();
  const { label } = useEventLabels();
  const [creating, setCreating] = useState(false);
  const [once, setOnce] = useState<TOnce | null>(null);
  const [shown, setShown] = useState<string>();

  const remove = (w: TWebhook) =>
    modal.confirm({
      title: t('webhook.deleteConfirm', { url: w.url }),
      content: t('webhook.deleteNote'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        if (!(await deleteWebhook({ id: w.id }, { success: t('deleted') }))) return;
        if (shown === w.id) setShown(undefined);
      },
    });

  const columns: ColumnsType<TWebhook> = [
    { title: t('webhook.url'), dataIndex: 'url', render: (url: string) => <code className="adm-webhook-url">{url}</code> },
    {
      title: t('webhook.events'),
      dataIndex: 'events',
      render: (events: string[]) => events.map((e) => <Tag key={e}>{label(e)}</Tag>),
    },
    { title: t('webhook.description'), dataIndex: 'description' },
    { title: t('webhook.secretHint'), dataIndex: 'secret_hint', render: (hint: string) => <code>…{hint}</code> },
    { title: t('webhook.pending'), dataIndex: 'pending', align: 'right' },
    {
      title: t('webhook.failed'),
      dataIndex: 'failed',
      align: 'right',
      render: (n: number) => (n ? <Tag color="red">{n}</Tag> : 0),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, w) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setShown(w.id)}>
            {t('webhook.deliveries')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(w)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <IntroListCard<TWebhook> strings="webhook" onCreate={() => setCreating(true)} result={webhooks} columns={columns} />
      <DeliveriesCard webhooks={webhooks.data?.list ?? []} webhookId={shown} onWebhookChange={setShown} />
      <CreateWebhookModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(secret, url) => {
          setOnce({ title: t('webhook.createdTitle'), value: secret, details: <p>{t('webhook.secretUsage', { url })}</p> });
        }}
      />
      <OnceModal once={once} onClose={() => setOnce(null)} />
    </>
  );
}
