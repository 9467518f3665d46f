import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { FormModal } from '@quad/platform/console/form-modal';
import { useSaveDepartment } from '../calls/save-department';
import type { TDepartment } from './dept-tree-data';

export interface TDeptDraft {
  id?: string;
  parent_id: string;
  name: string;
  kind: TDepartment['kind'];
  code: string;
  sort: number;
}

/** Create or rename a department or class; the server's field errors show under each field. */
export function DeptModal({ draft, departments, onClose }: { draft: TDeptDraft | null; departments: TDepartment[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TDeptDraft>();
  const saveDepartment = useSaveDepartment();
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (draft) form.setFieldsValue(draft);
  }, [draft, form]);
  const parents = departments.filter((d) => d.kind === 'department' && d.id !== draft?.id);

  const submit = async (values: TDeptDraft) => {
    const done = await saveDepartment({ ...values, id: draft?.id, parent_id: values.parent_id ?? '' }, { form, success: t('saved') });
    if (!done) return;
    onClose();
  };

  return (
    <FormModal
      form={form}
      open={!!draft}
      title={draft?.id ? t('dept.edit') : t('dept.create')}
      okText={t('save')}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="kind" label={t('dept.kind')}>
        <Radio.Group
          options={[
            { value: 'department', label: t('dept.department') },
            { value: 'class', label: t('dept.class') },
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t('dept.name')} required>
        <Input maxLength={60} autoFocus />
      </Form.Item>
      <Form.Item name="parent_id" label={kind === 'class' ? t('dept.parentOfClass') : t('dept.parent')}>
        <Select allowClear placeholder={t('dept.noParent')} options={parents.map((d) => ({ value: d.id, label: d.name }))} />
      </Form.Item>
      <Form.Item name="code" label={t('dept.code')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="sort" label={t('dept.sort')}>
        <InputNumber min={0} max={100000} />
      </Form.Item>
    </FormModal>
  );
}
