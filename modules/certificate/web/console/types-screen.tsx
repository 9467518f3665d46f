import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { QueryTable } from '@quad/platform/console/paged-table';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import type { TManagedType } from '../../contract';
import { APPLICANT_KINDS, PLACEHOLDERS, type TApplicantKind } from '../../rules';
import { useManagedTypes, useSaveType } from '../calls/office';

interface TTypeForm {
  name: string;
  office: string;
  description: string;
  applicants: TApplicantKind[];
  template: string;
  approverRole: string;
  seal?: TFileRef;
  enabled: boolean;
}

/** A new type (`{}`), one to edit, or null when closed. */
type TDraft = Partial<TManagedType> | null;

/** 证明类型: what the site's offices issue, to whom, with which text, seal and approver. */
export default function TypesScreen() {
  const { t } = useTranslation('certificate');
  const types = useManagedTypes();
  const [draft, setDraft] = useState<TDraft>(null);
  return (
    <>
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({})}>
          {t('types.create')}
        </Button>
      </div>
      <QueryTable<TManagedType>
        result={types}
        rows={types.data?.list}
        rowKey="id"
        pagination={false}
        emptyText={t('console.noTypes')}
        columns={[
          { title: t('types.name'), dataIndex: 'name' },
          { title: t('types.office'), dataIndex: 'office' },
          { title: t('types.applicants'), dataIndex: 'applicants', render: (kinds: TApplicantKind[]) => kinds.map((k) => t(`applicant.${k}`)).join('、') },
          { title: t('types.approverRole'), dataIndex: 'approverRole', render: (key: string) => types.data?.roles.find((r) => r.key === key)?.name ?? key },
          { title: t('types.seal'), dataIndex: 'sealUrl', render: (url: string) => (url ? <img src={url} alt={t('types.seal')} style={{ height: 40 }} /> : '—') },
          { title: t('types.enabled'), dataIndex: 'enabled', render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('types.on') : t('types.off')}</Tag> },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, type) => (
              <Button type="link" size="small" onClick={() => setDraft(type)} aria-label={t('types.editOf', { name: type.name })}>
                {t('types.edit')}
              </Button>
            ),
          },
        ]}
      />
      <TypeDrawer draft={draft} roles={types.data?.roles ?? []} onClose={() => setDraft(null)} />
    </>
  );
}

function TypeDrawer({ draft, roles, onClose }: { draft: TDraft; roles: { key: string; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation('certificate');
  const [form] = Form.useForm<TTypeForm>();
  const save = useSaveType(t('types.saved'));

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({
      name: draft.name ?? '',
      office: draft.office ?? '',
      description: draft.description ?? '',
      applicants: draft.applicants ?? ['student'],
      template: draft.template ?? t('types.templateExample'),
      approverRole: draft.approverRole ?? 'manager',
      seal: draft.seal ? { file: draft.seal, url: draft.sealUrl ?? '' } : undefined,
      enabled: draft.enabled ?? true,
    });
  }, [draft, form, t]);

  const submit = async (values: TTypeForm) => {
    const done = await save.mutateAsync({ id: draft?.id, ...values, seal: values.seal?.file ?? '' });
    if (done) onClose();
  };

  return (
    <FormDrawer open={draft !== null} title={draft?.id ? t('types.edit') : t('types.create')} width={560} onClose={onClose} onSave={() => form.submit()}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('types.name')} required>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="office" label={t('types.office')} required extra={t('types.officeHint')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="applicants" label={t('types.applicants')} required>
          <Checkbox.Group options={APPLICANT_KINDS.map((kind) => ({ value: kind, label: t(`applicant.${kind}`) }))} />
        </Form.Item>
        <Form.Item name="approverRole" label={t('types.approverRole')} required extra={t('types.approverHint')}>
          <Select options={roles.map((role) => ({ value: role.key, label: role.name }))} />
        </Form.Item>
        <Form.Item name="template" label={t('types.template')} required extra={t('types.placeholders', { list: PLACEHOLDERS.map((p) => `{${p}}`).join(' ') })}>
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="description" label={t('types.description')}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        <Form.Item name="seal" label={t('types.seal')} extra={t('types.sealHint')}>
          <PictureField label={t('types.seal')} />
        </Form.Item>
        <Form.Item name="enabled" label={t('types.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
