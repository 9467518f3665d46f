import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useRoles } from '../calls/list-roles';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { modulesInUse } from '../roles/grants';
import { knownApps } from '../console/known-apps';
import { RoleDrawer, type TRole, type TRoleDraft } from '../roles/role-drawer';

/** 角色权限: the site's roles and what each grants. */
export default function RolesScreen() {
  const { t } = useTranslation('admin');
  const roles = useRoles();
  const [draft, setDraft] = useState<TRoleDraft>(null);
  const items = useMemo(() => roles.data?.list ?? [], [roles.data]);
  const modulesOf = useMemo(() => modulesInUse(items.map((r) => r.grants)), [items]);

  const columns: ColumnsType<TRole> = [
    {
      title: t('role.name'),
      key: 'name',
      className: 'adm-nowrap',
      render: (_, r) => (
        <>
          {r.name} {r.builtin && <Tag>{t('role.builtin')}</Tag>}
        </>
      ),
    },
    { title: t('role.key'), dataIndex: 'key', className: 'adm-nowrap', render: (key: string) => <code>{key}</code> },
    { title: t('role.scope'), dataIndex: 'scope', className: 'adm-nowrap', render: (scope: TRole['scope']) => t(`scope.${scope}`) },
    {
      title: t('role.grants'),
      key: 'grants',
      render: (_, r) =>
        Object.entries(r.grants).map(([app, { module }]) => (
          <div key={app}>
            <strong>{app}</strong>: {module.join('、')}
          </div>
        )),
    },
    { title: t('role.members'), dataIndex: 'members', className: 'adm-nowrap', align: 'right' },
    {
      title: t('actions'),
      key: 'actions',
      className: 'adm-nowrap',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setDraft(r)}>
          {t('edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small">
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow adm-muted">{t('role.intro')}</span>
        <Button type="primary" onClick={() => setDraft('new')}>
          {t('role.create')}
        </Button>
      </div>
      {roles.isError ? (
        <QueryError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Table<TRole>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={roles.isFetching}
          pagination={false}
          locale={{ emptyText: roles.isPending ? ' ' : <EmptyState text={t('role.empty')} /> }}
        />
      )}
      <RoleDrawer draft={draft} apps={knownApps(modulesOf.keys())} modulesOf={modulesOf} onClose={() => setDraft(null)} />
    </Card>
  );
}
