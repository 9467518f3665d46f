import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { FormModal } from '@quad/platform/console/form-modal';
import { useImportMembers } from '../calls/manage';

interface TImportForm {
  lines: string;
  startMonth: string;
}

/** Pasting the roll, a line each `学工号 支部名称 类别 月收入`: the server takes all or none and names the bad lines. */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('partydues');
  const { message } = App.useApp();
  const [form] = Form.useForm<TImportForm>();
  const run = useImportMembers(form);
  const submit = async (values: TImportForm) => {
    const done = await run.mutateAsync(values);
    if (!done) return;
    void message.success(t('console.import.done', { added: done.added, updated: done.updated }));
    onClose();
  };
  return (
    <FormModal<TImportForm>
      form={form}
      open={open}
      title={t('console.import.title')}
      okText={t('console.import.run')}
      width={640}
      initialValues={{ startMonth: new Date().toISOString().slice(0, 7) }}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="lines" label={t('console.import.lines')} extra={t('console.import.hint')} required>
        <Input.TextArea rows={10} placeholder={t('console.import.example')} />
      </Form.Item>
      <Form.Item name="startMonth" label={t('console.import.start')} extra={t('console.import.startHint')}>
        <Input placeholder="2026-01" />
      </Form.Item>
    </FormModal>
  );
}
