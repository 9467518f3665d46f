import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES } from '@quad/workflow-engine/contract';
import type { TPermitState } from '../../contract';
import { PERMIT_EXPORT_PATH, revokePermit, type TPermitRecord } from '../../contract-office';
import { PERMIT_KINDS, type TPermitKind } from '../../rules';
import { usePermitRecords } from '../calls/office';
import { permitReads } from '../calls/stale';
import { PermitState } from '../pages/permit-state';
import { StatisticPanel } from './statistic-panel';

interface TFilter {
  kind?: TPermitKind;
  state?: TPermitState;
  from?: string;
  to?: string;
  keyword?: string;
  page: number;
  size: number;
}

const DAY = 'YYYY-MM-DD';
const STATES: TPermitState[] = [...INSTANCE_STATUSES, 'revoked'];

/** The export's address for the filters shown (the page and size are the table's, not the file's). */
function exportHref({ page: _page, size: _size, ...filters }: TFilter): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => !!pair[1]));
  return `${PERMIT_EXPORT_PATH}?${query.toString()}`;
}

/** 通行证记录: the statistic, then visits and car permits by kind, state, dates and name, revocable, with their Excel file. */
export default function RecordsScreen() {
  const { t } = useTranslation('permit');
  const [filter, setFilter] = useState<TFilter>({ page: 1, size: 20 });
  const records = usePermitRecords(filter);
  const revoke = useConsoleChange(revokePermit, ...permitReads);
  const change = (next: Partial<TFilter>) => setFilter({ ...filter, page: 1, ...next });
  const range: [Dayjs, Dayjs] | null = filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null;
  return (
    <>
      <StatisticPanel />
      <div className="adm-toolbar">
        <DatePicker.RangePicker value={range} onChange={(days) => change({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })} aria-label={t('console.range')} />
        <Select
          allowClear
          placeholder={t('console.allKinds')}
          value={filter.kind}
          onChange={(kind: TPermitKind | undefined) => change({ kind })}
          options={PERMIT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          style={{ width: 110 }}
          aria-label={t('console.kind')}
        />
        <Select
          allowClear
          placeholder={t('console.allStates')}
          value={filter.state}
          onChange={(state: TPermitState | undefined) => change({ state })}
          options={STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          style={{ width: 120 }}
          aria-label={t('console.state')}
        />
        <Input.Search allowClear placeholder={t('console.search')} onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })} style={{ width: 220 }} aria-label={t('console.search')} />
        <span className="adm-toolbar__grow" />
        <ExportButton icon={<DownloadOutlined />} href={exportHref(filter)}>
          {t('console.export')}
        </ExportButton>
      </div>
      <QueryTable<TPermitRecord>
        result={records}
        rows={records.data?.list}
        rowKey="id"
        columns={[
          { title: t('console.kind'), dataIndex: 'kind', render: (kind: TPermitKind) => t(`kind.${kind}`) },
          { title: t('console.name'), dataIndex: 'name' },
          { title: t('visitor.phone'), dataIndex: 'phone' },
          { title: t('visitor.idCard'), dataIndex: 'idCard' },
          { title: t('car.plate'), dataIndex: 'plate' },
          { title: t('console.host'), dataIndex: 'host' },
          { title: t('visitor.window'), key: 'when', render: (_, r) => `${r.start} ${t('to')} ${r.end}` },
          { title: t('visitor.reason'), dataIndex: 'reason', ellipsis: true },
          { title: t('console.state'), dataIndex: 'state', render: (state: TPermitState) => <PermitState state={state} /> },
          { title: t('console.created'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, r) =>
              r.state === 'approved' && (
                <Popconfirm title={t('console.revokeConfirm')} onConfirm={() => void revoke({ id: r.id }, { success: t('console.revoked') })}>
                  <Button size="small" danger>
                    {t('console.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={t('console.empty')}
      />
    </>
  );
}
