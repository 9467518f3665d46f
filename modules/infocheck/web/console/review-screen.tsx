import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { ExportButton } from '@quad/platform/console/export-button';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { CORRECTIONS_EXPORT_PATH, type TClassProgress, type TRequestStatus, type TReviewItem } from '../../contract';
import { useReviews, type TReviewFilter } from '../calls/review';
import { ReviewDrawer } from './review-drawer';

const STATUS_COLORS: Record<TRequestStatus, string> = { pending: 'blue', approved: 'green', rejected: 'red' };

/**
 * `infocheck/review` 信息核对审核: the correction requests of the reviewer's classes (a counselor's, an
 * administrator's whole site), by status, class and student, with each class's confirmation progress;
 * a row opens the request to approve or reject; approved corrections export for the school system.
 */
export default function ReviewScreen() {
  const { t } = useTranslation('infocheck');
  const [filter, setFilter] = useState<TReviewFilter>({ page: 1, status: 'pending' });
  const [opened, setOpened] = useState<TReviewItem>();
  const reviews = useReviews(filter);
  if (reviews.isError && !reviews.data) return <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const data = reviews.data;
  const change = (next: Partial<TReviewFilter>) => setFilter({ ...filter, ...next, page: 1 });
  const columns: ColumnsType<TReviewItem> = [
    { title: t('review.student'), key: 'student', render: (_, r) => `${r.studentName}（${r.studentNo}）` },
    { title: t('review.className'), dataIndex: 'className' },
    { title: t('review.field'), dataIndex: 'label', width: 100 },
    { title: t('review.oldValue'), dataIndex: 'oldValue', ellipsis: true },
    { title: t('review.newValue'), dataIndex: 'newValue', ellipsis: true },
    { title: t('review.status'), dataIndex: 'status', width: 90, render: (s: TRequestStatus) => <Tag color={STATUS_COLORS[s]}>{t(`requests.status.${s}`)}</Tag> },
    { title: t('review.actions'), key: 'actions', width: 80, render: (_, r) => <a onClick={() => setOpened(r)}>{t('review.detail')}</a> },
  ];
  const classColumns: ColumnsType<TClassProgress> = [
    { title: t('review.college'), dataIndex: 'college' },
    { title: t('review.className'), dataIndex: 'className', render: (c: string) => <a onClick={() => change({ className: c })}>{c}</a> },
    { title: t('review.students'), dataIndex: 'students', align: 'right' },
    { title: t('review.confirmed'), dataIndex: 'confirmed', align: 'right' },
    { title: t('review.unconfirmed'), dataIndex: 'unconfirmed', align: 'right' },
    { title: t('review.pendingCount'), dataIndex: 'pending', align: 'right' },
  ];
  const counts = data?.counts;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={data && !data.campaign ? t('review.noCampaign') : `${data?.campaign?.name ?? ''} ${t('review.intro')}`} />
      <Space wrap>
        <Select
          aria-label={t('review.status')}
          style={{ minWidth: 140 }}
          value={filter.status ?? ''}
          onChange={(s: TRequestStatus | '') => change({ status: s || undefined })}
          options={[
            { value: '', label: t('review.all') },
            ...(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: `${t(`requests.status.${s}`)}（${counts?.[s] ?? 0}）` })),
          ]}
        />
        <Select
          aria-label={t('review.className')}
          style={{ minWidth: 180 }}
          value={filter.className ?? ''}
          onChange={(c: string) => change({ className: c || undefined })}
          options={[{ value: '', label: t('review.all') }, ...(data?.classes ?? []).map((c) => ({ value: c.className, label: c.className }))]}
        />
        <Input.Search aria-label={t('review.search')} placeholder={t('review.search')} allowClear onSearch={(q) => change({ q: q.trim() || undefined })} style={{ width: 200 }} />
        <ExportButton href={CORRECTIONS_EXPORT_PATH}>{t('review.export')}</ExportButton>
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={!data}
        columns={columns}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <EmptyState text={t('review.empty')} /> }}
        pagination={{ current: filter.page, pageSize: 20, total: data?.total ?? 0, onChange: (page) => setFilter({ ...filter, page }), showSizeChanger: false }}
        onRow={(r) => ({ onDoubleClick: () => setOpened(r) })}
      />
      <Table rowKey="className" size="small" title={() => t('review.classes')} columns={classColumns} dataSource={data?.classes ?? []} pagination={{ pageSize: 10, hideOnSinglePage: true }} />
      <ReviewDrawer item={opened} onClose={() => setOpened(undefined)} />
    </Space>
  );
}
