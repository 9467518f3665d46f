import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import type { TAdminUser } from '../../contract';
import { useUsers, type TUserFilter } from '../calls/list-users';
import { placeName, type TDepartment } from './dept-tree-data';
import { UserActions, type TUserActionHandlers } from './user-actions';
import { USER_TYPES } from './user-types';

/** The list's search, filters and page; the department comes from the tree. */
export type TPeopleFilter = { page: number; size: number } & Pick<TUserFilter, 'q' | 'type' | 'status' | 'dept_id'>;

/** People of the site: search, filters, server paging, and each row's actions. */
export function UserTable({
  filter,
  onFilter,
  departments,
  onCreate,
  onImport,
  ...handlers
}: TUserActionHandlers & {
  filter: TPeopleFilter;
  onFilter: (filter: TPeopleFilter) => void;
  departments: TDepartment[];
  onCreate: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation('admin');
  const users = useUsers(filter);
  const dept = departments.find((d) => d.id === filter.dept_id);
  // Any change of filter starts again at the first page.
  const refine = (change: Partial<TPeopleFilter>) => onFilter({ ...filter, ...change, page: 1 });
  const choice = <K extends 'type' | 'status'>(
    key: K,
    values: readonly NonNullable<TPeopleFilter[K]>[],
    label: (value: NonNullable<TPeopleFilter[K]>) => string,
  ) => (
    <Select
      allowClear
      style={{ width: 120 }}
      placeholder={t(`user.${key}`)}
      aria-label={t(`user.${key}`)}
      value={filter[key]}
      onChange={(value: TPeopleFilter[K]) => refine({ [key]: value })}
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );

  const columns: ColumnsType<TAdminUser> = [
    {
      title: t('user.realname'),
      key: 'name',
      className: 'adm-nowrap',
      render: (_, u) => (
        <>
          <div>{u.realname}</div>
          <div className="adm-muted">{u.username}</div>
        </>
      ),
    },
    { title: t('user.number'), dataIndex: 'number', className: 'adm-nowrap' },
    { title: t('user.type'), dataIndex: 'type', className: 'adm-nowrap', render: (type: TAdminUser['type']) => t(`userType.${type}`) },
    {
      title: t('user.place'),
      key: 'place',
      render: (_, u) => (
        <>
          <div>{placeName(departments, u.dept_id)}</div>
          {u.class_id && <div className="adm-muted">{placeName(departments, u.class_id)}</div>}
        </>
      ),
    },
    {
      title: t('user.roles'),
      key: 'roles',
      render: (_, u) => u.roles.map((r) => <Tag key={`${r.role_id}/${r.dept_id}`}>{r.name}</Tag>),
    },
    {
      title: t('user.status'),
      dataIndex: 'status',
      className: 'adm-nowrap',
      render: (status: TAdminUser['status']) => <Tag color={status === 'active' ? 'green' : 'default'}>{t(`userStatus.${status}`)}</Tag>,
    },
    { title: t('actions'), key: 'actions', className: 'adm-nowrap', render: (_, u) => <UserActions user={u} {...handlers} /> },
  ];

  return (
    <Card
      size="small"
      title={
        <>
          {t('user.title')}
          {dept && (
            <>
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {placeName(departments, dept.parent_id, dept.id)}
              </Tag>
              <Button type="link" size="small" onClick={() => refine({ dept_id: undefined })}>
                {t('user.clearDept')}
              </Button>
            </>
          )}
        </>
      }
    >
      <div className="adm-toolbar" role="search">
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('user.searchPlaceholder')}
          aria-label={t('user.searchPlaceholder')}
          onSearch={(q) => refine({ q: q.trim() || undefined })}
        />
        {choice('type', USER_TYPES, (type) => t(`userType.${type}`))}
        {choice('status', ['active', 'disabled'], (status) => t(`userStatus.${status}`))}
        <span className="adm-toolbar__grow" />
        <Button onClick={onImport}>{t('import.open')}</Button>
        <ExportButton href="/admin/api/users/export">{t('import.export')}</ExportButton>
        <Button type="primary" onClick={onCreate}>
          {t('user.create')}
        </Button>
      </div>
      <QueryTable<TAdminUser>
        result={users}
        rows={users.data?.list}
        rowKey="uid"
        columns={columns}
        pagination={{
          ...serverPages(
            filter,
            users.data?.total,
            (total) => t('user.total', { total }),
            (p) => onFilter({ ...filter, ...p }),
          ),
          showSizeChanger: true,
        }}
        emptyText={t('user.empty')}
      />
    </Card>
  );
}
