import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import type { ZRole } from '../../contract';
import { useSaveRole } from '../calls/save-role';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { grantsToRows, rowsToGrants, type TGrantRow } from './grants';
import { GrantsEditor } from './grants-editor';
import type { TKnownApp } from '../console/known-apps';

export type TRole = z.infer<typeof ZRole>;

interface TRoleForm {
  key: string;
  name: string;
  scope: TRole['scope'];
  grants: TGrantRow[];
}

/** 'new', a role to edit, or null when closed. */
export type TRoleDraft = TRole | 'new' | null;

/** Create or edit a role: key, name, scope and the apps and modules it grants. */
export function RoleDrawer({
  draft,
  apps,
  modulesOf,
  onClose,
}: {
  draft: TRoleDraft;
  apps: TKnownApp[];
  modulesOf: Map<string, string[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TRoleForm>();
  const saveRole = useSaveRole();
  const editing = draft !== 'new' && draft !== null ? draft : undefined;

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { key: editing.key, name: editing.name, scope: editing.scope, grants: grantsToRows(editing.grants) }
        : { key: '', name: '', scope: 'site', grants: [{ app: '', modules: [] }] },
    );
  }, [draft, editing, form]);

  const submit = async (values: TRoleForm) => {
    const input = { id: editing?.id, key: values.key, name: values.name, scope: values.scope, grants: rowsToGrants(values.grants ?? []) };
    if (!(await saveRole(input, { form, success: t('saved') }))) return;
    onClose();
  };

  return (
    <FormDrawer
      open={draft !== null}
      title={editing ? t('role.edit', { name: editing.name }) : t('role.create')}
      width={640}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('role.name')} required>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="key" label={t('role.key')} required extra={editing?.builtin ? t('role.builtinKey') : t('role.keyHint')}>
          <Input maxLength={40} disabled={editing?.builtin} />
        </Form.Item>
        <Form.Item name="scope" label={t('role.scope')} extra={t('role.scopeHint')}>
          <Radio.Group
            options={[
              { value: 'site', label: t('scope.site') },
              { value: 'department', label: t('scope.department') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('role.grants')} extra={t('role.grantsHint')}>
          <GrantsEditor apps={apps} modulesOf={modulesOf} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
