import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES, type TInstanceStatus } from '@quad/workflow-engine/contract';
import { LEAVE_EXPORT_PATH, type TLeaveRecord } from '../../contract';
import { LEAVE_TYPES, type TLeaveType } from '../../rules';
import { useLeaveRecords } from '../calls/list-leave-records';
import { LeaveStatus } from '../pages/leave-status';

interface TFilter {
  status?: TInstanceStatus;
  type?: TLeaveType;
  from?: string;
  to?: string;
  keyword?: string;
  page: number;
  size: number;
}

const DAY = 'YYYY-MM-DD';

/** The export's address for the filters shown (the page and size are the table's, not the file's). */
function exportHref({ page: _page, size: _size, ...filters }: TFilter): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => !!pair[1]));
  return `${LEAVE_EXPORT_PATH}?${query.toString()}`;
}

/** 请假记录: requests in my scope by state, type, dates and person, with the Excel file of what is shown. */
export default function RecordsScreen() {
  const { t } = useTranslation('leave');
  const [filter, setFilter] = useState<TFilter>({ page: 1, size: 20 });
  const records = useLeaveRecords(filter);
  const change = (next: Partial<TFilter>) => setFilter({ ...filter, page: 1, ...next });
  const range: [Dayjs, Dayjs] | null = filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null;
  return (
    <>
      <div className="adm-toolbar">
        <DatePicker.RangePicker
          value={range}
          onChange={(days) => change({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })}
          aria-label={t('console.range')}
        />
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
        <Input.Search allowClear placeholder={t('console.search')} onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })} style={{ width: 200 }} aria-label={t('console.search')} />
        <span className="adm-toolbar__grow" />
        <ExportButton icon={<DownloadOutlined />} href={exportHref(filter)}>
          {t('console.export')}
        </ExportButton>
      </div>
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
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={t('console.empty')}
      />
    </>
  );
}
