import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { DayRangeFilter, exportHrefOf, RecordsToolbar, useRecordsFilter, type TRecordsPage } from '@quad/platform/console/records-toolbar';
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

interface TFilter extends TRecordsPage {
  kind?: TPermitKind;
  state?: TPermitState;
  from?: string;
  to?: string;
  keyword?: string;
}

const STATES: TPermitState[] = [...INSTANCE_STATUSES, 'revoked'];

/** 通行证记录: the statistic, then visits and car permits by kind, state, dates and name, revocable, with their Excel file. */
export default function RecordsScreen() {
  const { t } = useTranslation('permit');
  const { filter, change, turnPage } = useRecordsFilter<TFilter>({});
  const records = usePermitRecords(filter);
  const revoke = useConsoleChange(revokePermit, ...permitReads);
  return (
    <>
      <StatisticPanel />
      <RecordsToolbar
        searchLabel={t('console.search')}
        onSearch={(keyword) => change({ keyword })}
        exportHref={exportHrefOf(PERMIT_EXPORT_PATH, filter)}
        exportLabel={t('console.export')}
      >
        <DayRangeFilter from={filter.from} to={filter.to} label={t('console.range')} onChange={(from, to) => change({ from, to })} />
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
      </RecordsToolbar>
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
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), turnPage)}
        emptyText={t('console.empty')}
      />
    </>
  );
}
