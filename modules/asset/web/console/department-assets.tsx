import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ASSET_STATUSES, type TAsset, type TAssetStatus } from '../../contract';
import { useDepartmentAssets, type TDepartmentFilter } from '../calls/list-department-assets';
import { yuan } from '../money';

const STATUS_COLORS: Record<TAssetStatus, string> = { 在用: 'green', 闲置: 'default', 维修: 'orange', 报废: 'red' };
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** 部门资产: the manager's departments' assets (every department for a site-wide role), filtered and paged, with their value. */
export function DepartmentAssets() {
  const { t } = useTranslation('asset');
  const [filter, setFilter] = useState<TDepartmentFilter>({ page: 1, size: 20 });
  const assets = useDepartmentAssets(filter);
  const narrow = (change: Partial<TDepartmentFilter>) => setFilter((f) => ({ ...f, ...change, page: 1 }));
  if (assets.isError && !assets.data) {
    return <Result status="error" title={t('manage.loadFailed')} subTitle={assets.error.message} extra={<Button onClick={() => void assets.refetch()}>{t('manage.retry')}</Button>} />;
  }
  const columns: ColumnsType<TAsset> = [
    { title: t('fields.code'), dataIndex: 'code' },
    { title: t('fields.name'), dataIndex: 'name' },
    { title: t('fields.category'), dataIndex: 'category' },
    { title: t('fields.model'), dataIndex: 'model' },
    { title: t('fields.price'), dataIndex: 'price', align: 'right', render: (v: number) => yuan(v) },
    { title: t('fields.purchased'), dataIndex: 'purchased' },
    { title: t('fields.department'), dataIndex: 'department' },
    { title: t('fields.location'), dataIndex: 'location' },
    { title: t('fields.custodian'), dataIndex: 'custodian' },
    { title: t('fields.status'), dataIndex: 'status', render: (s: TAssetStatus) => <Tag color={STATUS_COLORS[s]}>{s}</Tag> },
  ];
  const data = assets.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select allowClear aria-label={t('manage.allDepartments')} style={{ width: 180 }} placeholder={t('manage.allDepartments')} options={options(data?.departments ?? [])} value={filter.department} onChange={(department?: string) => narrow({ department })} />
        <Select allowClear aria-label={t('manage.allCategories')} style={{ width: 160 }} placeholder={t('manage.allCategories')} options={options(data?.categories ?? [])} value={filter.category} onChange={(category?: string) => narrow({ category })} />
        <Select allowClear aria-label={t('manage.allStatuses')} style={{ width: 120 }} placeholder={t('manage.allStatuses')} options={options(ASSET_STATUSES)} value={filter.status} onChange={(status?: TAssetStatus) => narrow({ status })} />
        <Input.Search allowClear aria-label={t('manage.search')} style={{ width: 260 }} placeholder={t('manage.search')} onSearch={(q) => narrow({ q: q.trim() || undefined })} />
      </Space>
      {data && <Typography.Text type="secondary">{t('manage.summary', { count: data.total, value: yuan(data.value) })}</Typography.Text>}
      <Table<TAsset>
        rowKey="code"
        size="middle"
        loading={assets.isFetching}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('manage.empty') }}
        pagination={{ current: filter.page, pageSize: filter.size, total: data?.total ?? 0, showSizeChanger: true, onChange: (page, size) => setFilter((f) => ({ ...f, page, size })) }}
        scroll={{ x: 'max-content' }}
      />
    </Space>
  );
}
