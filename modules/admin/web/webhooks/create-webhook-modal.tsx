import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { FormModal } from '@quad/platform/console/form-modal';
import { useCreateWebhook } from '../calls/create-webhook';
import { useEventLabels } from './event-options';

interface TWebhookForm {
  url: string;
  events: string[];
  description: string;
}

/** 登记 Webhook: where to POST, which events, a note for whoever reads the list later. */
export function CreateWebhookModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string, url: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TWebhookForm>();
  const createWebhook = useCreateWebhook();
  const events = useEventLabels();

  const submit = async (values: TWebhookForm) => {
    const created = await createWebhook({ ...values, events: values.events ?? [] }, { form, success: t('webhook.created') });
    if (!created) return;
    onClose();
    onCreated(created.secret, created.url);
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('webhook.create')}
      okText={t('webhook.createButton')}
      width={600}
      initialValues={{ url: '', events: [], description: '' }}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="url" label={t('webhook.url')} extra={t('webhook.urlHint')} required>
        <Input placeholder="https://" maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('webhook.events')}
        required
        validateStatus={events.failed ? 'error' : undefined}
        help={events.failed ? t('webhook.eventsFailed') : undefined}
      >
        <Checkbox.Group options={events.options} className="adm-webhook-events" />
      </Form.Item>
      <Form.Item name="description" label={t('webhook.description')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
