import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import type { TAdminUser } from '../../contract';
import { useGrantRole } from '../calls/grant-role';
import { useRoles } from '../calls/list-roles';
import { useRevokeRole } from '../calls/revoke-role';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { placeName, type TDepartment } from './dept-tree-data';

interface TGrantForm {
  role_id?: string;
  dept_id?: string;
}

/** The roles one person holds: revoke any, grant another (a department role names its department). */
export function UserRolesModal({
  user,
  departments,
  onClose,
}: {
  user: TAdminUser | undefined;
  departments: TDepartment[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TGrantForm>();
  const grantRole = useGrantRole();
  const revokeRole = useRevokeRole();
  const roles = useRoles();
  const roleId = Form.useWatch('role_id', form);
  const picked = roles.data?.list.find((r) => r.id === roleId);

  const grant = async (values: TGrantForm) => {
    if (!user || !values.role_id) return;
    const done = await grantRole(
      { uid: user.uid, role_id: values.role_id, dept_id: values.dept_id },
      { form, success: t('roles.granted') },
    );
    if (done) form.resetFields();
  };

  const revoke = async (held: TAdminUser['roles'][number]) => {
    if (!user) return;
    await revokeRole({ uid: user.uid, role_id: held.role_id, dept_id: held.dept_id }, { success: t('roles.revoked') });
  };

  return (
    <Modal
      open={!!user}
      title={t('roles.ofUser', { name: user?.realname })}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <List
        size="small"
        bordered
        dataSource={user?.roles ?? []}
        locale={{ emptyText: <EmptyState text={t('roles.none')} /> }}
        renderItem={(held) => (
          <List.Item
            actions={[
              <Popconfirm
                key="revoke"
                title={t('roles.revokeConfirm', { role: held.name })}
                okText={t('roles.revoke')}
                cancelText={t('cancel')}
                onConfirm={() => revoke(held)}
              >
                <Button type="link" size="small" danger>
                  {t('roles.revoke')}
                </Button>
              </Popconfirm>,
            ]}
          >
            {held.name}
            {held.dept_id && <span className="adm-muted"> · {placeName(departments, held.dept_id)}</span>}
          </List.Item>
        )}
      />
      <h3 style={{ margin: '20px 0 8px', fontSize: 14 }}>{t('roles.grant')}</h3>
      {roles.isError ? (
        <QueryError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Form form={form} layout="inline" onFinish={(v) => void grant(v)} style={{ rowGap: 8 }}>
          <Form.Item name="role_id" rules={[{ required: true, message: t('roles.pickRole') }]}>
            <Select
              style={{ width: 180 }}
              loading={roles.isPending}
              placeholder={t('roles.pickRole')}
              aria-label={t('roles.pickRole')}
              options={roles.data?.list.map((r) => ({ value: r.id, label: r.name }))}
              onChange={() => form.setFieldValue('dept_id', undefined)}
            />
          </Form.Item>
          {picked?.scope === 'department' && (
            <Form.Item name="dept_id">
              <Select
                style={{ width: 200 }}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('roles.pickDept')}
                aria-label={t('roles.pickDept')}
                options={departments.map((d) => ({
                  value: d.id,
                  label: d.kind === 'class' ? placeName(departments, d.parent_id, d.id) : d.name,
                }))}
              />
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('roles.grantButton')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
