import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { TAdminUser } from '../../contract';
import { useSaveUser } from '../calls/save-user';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { IdentitiesPanel } from './identities-panel';
import type { TDepartment } from './dept-tree-data';
import { USER_TYPES } from './user-types';

type TUserForm = Pick<TAdminUser, 'username' | 'realname' | 'number' | 'type' | 'mobile' | 'email'> & {
  dept_id?: string;
  class_id?: string;
};

/** A new person (placed where the tree points), a person to edit, or null when closed. */
export type TUserDraft = { uid?: undefined; dept_id?: string; class_id?: string } | TAdminUser | null;

// An empty id would show as a blank choice in a Select: "none" is undefined in the form.
const orNone = (id: string | undefined) => id || undefined;

/** A new person goes into the department or class picked in the tree, unless changed. */
export function newUserDraft(picked: TDepartment | undefined): TUserDraft {
  if (picked?.kind === 'class') return { dept_id: picked.parent_id, class_id: picked.id };
  return { dept_id: picked?.id };
}

/**
 * Create or edit a person. Field errors come from the server (`d.errors`) and show under each field;
 * a new person's initial password is handed to `onCreated` to be shown once.
 */
export function UserDrawer({
  draft,
  departments,
  onClose,
  onCreated,
}: {
  draft: TUserDraft;
  departments: TDepartment[];
  onClose: () => void;
  onCreated: (username: string, password: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TUserForm>();
  const saveUser = useSaveUser();
  const deptId = Form.useWatch('dept_id', form);
  const editing = draft?.uid ? (draft as TAdminUser) : undefined;

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({ type: 'student', ...draft, dept_id: orNone(draft.dept_id), class_id: orNone(draft.class_id) });
  }, [draft, form]);

  const submit = async (values: TUserForm) => {
    const done = await saveUser({ ...values, uid: editing?.uid }, { form, success: t('saved') });
    if (!done) return;
    onClose();
    if (done.password) onCreated(values.username, done.password);
  };

  const deptOptions = departments.filter((d) => d.kind === 'department').map((d) => ({ value: d.id, label: d.name }));
  const classOptions = departments.filter((d) => d.kind === 'class' && d.parent_id === deptId).map((d) => ({ value: d.id, label: d.name }));

  return (
    <FormDrawer
      open={draft !== null}
      title={editing ? t('user.edit', { name: editing.realname }) : t('user.create')}
      width={480}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="username" label={t('user.username')} required extra={t('user.usernameHint')}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="realname" label={t('user.realname')} required>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="type" label={t('user.type')} required>
          <Select options={USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))} />
        </Form.Item>
        <Form.Item name="number" label={t('user.number')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="dept_id" label={t('user.department')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={deptOptions}
            onChange={() => form.setFieldValue('class_id', undefined)}
          />
        </Form.Item>
        <Form.Item name="class_id" label={t('user.class')}>
          <Select allowClear options={classOptions} disabled={!deptId} placeholder={deptId ? undefined : t('user.pickDeptFirst')} />
        </Form.Item>
        <Form.Item name="mobile" label={t('user.mobile')}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="email" label={t('user.email')}>
          <Input maxLength={120} type="email" />
        </Form.Item>
      </Form>
      {editing && <IdentitiesPanel uid={editing.uid} />}
    </FormDrawer>
  );
}
