import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { DayRangeFilter, exportHrefOf, RecordsToolbar, useRecordsFilter, type TRecordsPage } from '@quad/platform/console/records-toolbar';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES, type TInstanceStatus } from '@quad/workflow-engine/contract';
import { LEAVE_EXPORT_PATH, type TLeaveRecord } from '../../contract';
import { LEAVE_TYPES, type TLeaveType } from '../../rules';
import { useLeaveRecords } from '../calls/list-leave-records';
import { LeaveStatus } from '../pages/leave-status';

interface TFilter extends TRecordsPage {
  status?: TInstanceStatus;
  type?: TLeaveType;
  from?: string;
  to?: string;
  keyword?: string;
}


/** 请假记录: requests in my scope by state, type, dates and person, with the Excel file of what is shown. */
export default function RecordsScreen() {
  const { t } = useTranslation('leave');
  const { filter, change, turnPage } = useRecordsFilter<TFilter>({});
  const records = useLeaveRecords(filter);
  return (
    <>
      <RecordsToolbar
        searchLabel={t('console.search')}
        onSearch={(keyword) => change({ keyword })}
        exportHref={exportHrefOf(LEAVE_EXPORT_PATH, filter)}
        exportLabel={t('console.export')}
      >
        <DayRangeFilter from={filter.from} to={filter.to} label={t('console.range')} onChange={(from, to) => change({ from, to })} />
        <Select
          allowClear
          placeholder={t('console.allStatuses')}
          value={filter.status}
          onChange={(status: TInstanceStatus | undefined) => change({ status })}
          options={INSTANCE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          style={{ width: 120 }}
          aria-label={t('console.status')}
        />
        <Select
          allowClear
          placeholder={t('console.allTypes')}
          value={filter.type}
          onChange={(type: TLeaveType | undefined) => change({ type })}
          options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          style={{ width: 110 }}
          aria-label={t('form.type')}
        />
      </RecordsToolbar>
      <QueryTable<TLeaveRecord>
        result={records}
        rows={records.data?.list}
        rowKey="id"
        columns={[
          { title: t('console.name'), dataIndex: 'name' },
          { title: t('console.number'), dataIndex: 'number' },
          { title: t('console.unit'), key: 'unit', render: (_, r) => [r.department, r.className].filter(Boolean).join(' · ') },
          { title: t('form.type'), dataIndex: 'type', render: (type: TLeaveType) => t(`type.${type}`) },
          { title: t('console.when'), key: 'when', render: (_, r) => `${r.start} ${t('mine.to')} ${r.end}（${t('form.days', { count: r.days })}）` },
          { title: t('form.reason'), dataIndex: 'reason', ellipsis: true },
          { title: t('console.status'), key: 'status', render: (_, r) => <LeaveStatus leave={r} /> },
          { title: t('console.created'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
        ]}
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), turnPage)}
        emptyText={t('console.empty')}
      />
    </>
  );
}
