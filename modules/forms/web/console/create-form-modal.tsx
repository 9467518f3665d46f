import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { FormModal } from '@quad/platform/console/form-modal';
import { useCreateForm } from '../calls/create-form';
import { useTemplates } from '../calls/list-templates';
import { FORMS_CONSOLE_NS } from './console-strings';

interface TCreateForm {
  title: string;
  from: 'blank' | 'template';
  template?: string;
}

/** 新建表单: a title, blank or from one of the campus templates; the designer opens on it. */
export function CreateFormModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const [form] = Form.useForm<TCreateForm>();
  const from = Form.useWatch('from', form);
  const templates = useTemplates(open);
  const createForm = useCreateForm();

  const submit = async (values: TCreateForm) => {
    const template = values.from === 'template' ? values.template : undefined;
    const created = await createForm({ title: values.title, template }, { form, success: t('list.created') });
    if (!created) return;
    onClose();
    onCreated(created.id);
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('list.create')}
      okText={t('list.createButton')}
      width={560}
      initialValues={{ title: '', from: 'blank' }}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="from" label={t('list.from')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'blank', label: t('list.blank') },
            { value: 'template', label: t('list.fromTemplate') },
          ]}
        />
      </Form.Item>
      {from === 'template' && (
        <Form.Item name="template" label={t('list.template')} rules={[{ required: true, message: t('list.pickTemplate') }]}>
          <Select
            loading={templates.isPending}
            aria-label={t('list.template')}
            onChange={(key: string) => {
              // A template's title is a good start for the new form's.
              const picked = templates.data?.list.find((tpl) => tpl.key === key);
              if (picked && !form.getFieldValue('title')) form.setFieldValue('title', picked.title);
            }}
            options={templates.data?.list.map((tpl) => ({
              value: tpl.key,
              label: (
                <div>
                  <div>{tpl.title}</div>
                  <div className="adm-muted">{[tpl.category, tpl.description].filter(Boolean).join(' · ')}</div>
                </div>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="title" label={t('settings.title')} required>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
