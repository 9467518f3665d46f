import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { QueryTable } from '@quad/platform/console/paged-table';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import type { TManagedTemplate } from '../../contract';
import { useManagedTemplates, useSaveTemplate } from '../calls/office';

interface TTemplateForm {
  name: string;
  organ: string;
  prefix: string;
  seal?: TFileRef;
  enabled: boolean;
}

/** A new template (`{}`), one to edit, or null when closed. */
type TDraft = Partial<TManagedTemplate> | null;

/** 红头模板: the headers documents go out under, with their organ, number prefix and seal. */
export default function TemplatesScreen() {
  const { t } = useTranslation('official');
  const templates = useManagedTemplates();
  const [draft, setDraft] = useState<TDraft>(null);
  return (
    <>
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({})}>
          {t('templates.create')}
        </Button>
      </div>
      <QueryTable<TManagedTemplate>
        result={templates}
        rows={templates.data?.list}
        rowKey="id"
        pagination={false}
        emptyText={t('templates.empty')}
        columns={[
          { title: t('templates.name'), dataIndex: 'name' },
          { title: t('templates.organ'), dataIndex: 'organ' },
          { title: t('templates.prefix'), dataIndex: 'prefix' },
          { title: t('templates.seal'), dataIndex: 'sealUrl', render: (url: string) => (url ? <img src={url} alt={t('templates.seal')} style={{ height: 40 }} /> : '—') },
          { title: t('templates.enabled'), dataIndex: 'enabled', render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('templates.on') : t('templates.off')}</Tag> },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, tpl) => (
              <Button type="link" size="small" onClick={() => setDraft(tpl)} aria-label={t('templates.editOf', { name: tpl.name })}>
                {t('templates.edit')}
              </Button>
            ),
          },
        ]}
      />
      <TemplateDrawer draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}

function TemplateDrawer({ draft, onClose }: { draft: TDraft; onClose: () => void }) {
  const { t } = useTranslation('official');
  const [form] = Form.useForm<TTemplateForm>();
  const save = useSaveTemplate(t('templates.saved'));

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({
      name: draft.name ?? '',
      organ: draft.organ ?? '',
      prefix: draft.prefix ?? '',
      seal: draft.seal ? { file: draft.seal, url: draft.sealUrl ?? '' } : undefined,
      enabled: draft.enabled ?? true,
    });
  }, [draft, form]);

  const submit = async (values: TTemplateForm) => {
    const done = await save.mutateAsync({ id: draft?.id, ...values, seal: values.seal?.file ?? '' });
    if (done) onClose();
  };

  return (
    <FormDrawer open={draft !== null} title={draft?.id ? t('templates.edit') : t('templates.create')} width={520} onClose={onClose} onSave={() => form.submit()}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('templates.name')} required extra={t('templates.nameHint')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="organ" label={t('templates.organ')} required extra={t('templates.organHint')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="prefix" label={t('templates.prefix')} required extra={t('templates.prefixHint')}>
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item name="seal" label={t('templates.seal')} extra={t('templates.sealHint')}>
          <PictureField label={t('templates.seal')} />
        </Form.Item>
        <Form.Item name="enabled" label={t('templates.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
