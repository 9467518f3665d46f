import { useTranslation } from 'react-i18next';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { exportHrefOf, RecordsToolbar, useRecordsFilter, type TRecordsPage } from '@quad/platform/console/records-toolbar';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES, type TInstanceStatus } from '@quad/workflow-engine/contract';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { RESEARCH_EXPORT_PATH, type TResearchRecord } from '../../contract';
import { PAPER_INDEXES, PROJECT_LEVELS, type TPointsItem } from '../../rules';
import { useCallDepartments, useResearchRecords } from '../calls/office';
import { categoryLabel, recentYears } from './labels';

interface TFilter extends TRecordsPage {
  kind: 'project' | 'paper';
  status?: TInstanceStatus;
  category?: TPointsItem;
  department?: string;
  year?: string;
  keyword?: string;
}

/** 科研记录: projects or papers by state, level or index, department, year and person, with the Excel file of what is shown. */
export default function RecordsScreen() {
  const { t } = useTranslation('research');
  const { filter, change, turnPage } = useRecordsFilter<TFilter>({ kind: 'project' });
  const records = useResearchRecords(filter);
  const departments = useCallDepartments();
  const project = filter.kind === 'project';
  return (
    <>
      <RecordsToolbar
        searchLabel={t('office.recordSearch')}
        onSearch={(keyword) => change({ keyword })}
        exportHref={exportHrefOf(RESEARCH_EXPORT_PATH, filter)}
        exportLabel={t('office.export')}
      >
        <Segmented
          value={filter.kind}
          onChange={(kind) => change({ kind: kind as TFilter['kind'], category: undefined })}
          options={[
            { value: 'project', label: t('office.projects') },
            { value: 'paper', label: t('office.papers') },
          ]}
        />
        <Select allowClear placeholder={t('office.allStatuses')} value={filter.status} onChange={(status?: TInstanceStatus) => change({ status })} options={INSTANCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} style={{ width: 120 }} aria-label={t('office.status')} />
        <Select
          allowClear
          placeholder={project ? t('office.allLevels') : t('office.allIndexes')}
          value={filter.category}
          onChange={(category?: TPointsItem) => change({ category })}
          options={(project ? PROJECT_LEVELS : PAPER_INDEXES).map((c) => ({ value: c, label: categoryLabel(t, c) }))}
          style={{ width: 120 }}
          aria-label={project ? t('office.level') : t('paper.indexed')}
        />
        <Select allowClear placeholder={t('office.allDepartments')} value={filter.department} onChange={(department?: string) => change({ department })} options={departments.data?.list.map((d) => ({ value: d.id, label: d.name }))} style={{ width: 150 }} aria-label={t('office.department')} />
        <Select allowClear placeholder={t('office.allYears')} value={filter.year} onChange={(year?: string) => change({ year })} options={recentYears().map((y) => ({ value: y, label: y }))} style={{ width: 100 }} aria-label={t('office.year')} />
      </RecordsToolbar>
      <QueryTable<TResearchRecord>
        result={records}
        rows={records.data?.list}
        rowKey="id"
        columns={[
          { title: t('office.name'), dataIndex: 'name' },
          { title: t('office.number'), dataIndex: 'number' },
          { title: t('office.department'), dataIndex: 'department' },
          { title: project ? t('declare.name') : t('paper.title'), dataIndex: 'title', ellipsis: true },
          { title: project ? t('office.level') : t('paper.indexed'), dataIndex: 'category', render: (c: string) => categoryLabel(t, c) },
          { title: project ? t('office.call') : t('paper.journal'), dataIndex: 'source', ellipsis: true },
          { title: project ? t('office.period') : t('paper.published'), dataIndex: 'when' },
          project
            ? { title: t('declare.budget'), dataIndex: 'budget', render: (yuan: number) => yuan.toLocaleString('zh-CN') }
            : { title: t('paper.rank'), dataIndex: 'rank' },
          { title: t('office.status'), dataIndex: 'status', render: (status: TInstanceStatus) => <InstanceStatusTag status={status} /> },
          { title: t('office.created'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
        ]}
        pagination={serverPages(filter, records.data?.total, (total) => t('office.total', { count: total }), turnPage)}
        emptyText={t('office.noRecords')}
      />
    </>
  );
}
