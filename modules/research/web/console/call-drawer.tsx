import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import type { TResearchCall } from '../../contract';
import { PROJECT_LEVELS, type TProjectLevel } from '../../rules';
import { useCallDepartments, useSaveCall } from '../calls/office';

interface TCallForm {
  title: string;
  level: TProjectLevel;
  deadline: Dayjs;
  description: string;
  departments: string[];
}

/** A new call (`{}`), one to edit, or null when closed. */
export type TCallDraft = Partial<TResearchCall> | null;

/** Publish or change a call: its name, level, last day, what it asks for, and which departments may declare. */
export function CallDrawer({ draft, onClose }: { draft: TCallDraft; onClose: () => void }) {
  const { t } = useTranslation('research');
  const [form] = Form.useForm<TCallForm>();
  const save = useSaveCall(t('office.saved'));
  const departments = useCallDepartments();

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({
      title: draft.title ?? '',
      level: draft.level,
      deadline: draft.deadline ? dayjs(draft.deadline) : undefined,
      description: draft.description ?? '',
      departments: draft.departments?.map((d) => d.id) ?? [],
    });
  }, [draft, form]);

  const submit = async (values: TCallForm) => {
    const done = await save.mutateAsync({
      id: draft?.id,
      title: values.title,
      level: values.level,
      deadline: values.deadline?.format('YYYY-MM-DD') ?? '',
      description: values.description,
      departments: values.departments ?? [],
    });
    if (done) onClose();
  };

  return (
    <FormDrawer open={draft !== null} title={draft?.id ? t('office.edit') : t('office.create')} width={480} onClose={onClose} onSave={() => form.submit()}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t('office.callTitle')} required>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="level" label={t('office.level')} required>
          <Select options={PROJECT_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))} />
        </Form.Item>
        <Form.Item name="deadline" label={t('office.deadline')} required>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="departments" label={t('office.departments')} extra={t('office.departmentsHint')}>
          <Select mode="multiple" allowClear loading={departments.isPending} optionFilterProp="label" options={departments.data?.list.map((d) => ({ value: d.id, label: d.name }))} />
        </Form.Item>
        <Form.Item name="description" label={t('office.description')}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
