import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { QueryTable } from '@quad/platform/console/paged-table';
import { useResearchStatistic } from '../calls/office';
import { categoryLabel, recentYears } from './labels';

/** 科研统计: per level and index what waits and what passed, and per department its approved projects, budget and papers. */
export default function StatisticScreen() {
  const { t } = useTranslation('research');
  const [year, setYear] = useState<string>();
  const stats = useResearchStatistic(year);
  return (
    <>
      <div className="adm-toolbar">
        <Select allowClear placeholder={t('office.allYears')} value={year} onChange={(y?: string) => setYear(y)} options={recentYears().map((y) => ({ value: y, label: y }))} style={{ width: 120 }} aria-label={t('office.year')} />
      </div>
      <h3>{t('office.byCategory')}</h3>
      <QueryTable
        result={stats}
        rows={stats.data?.byCategory}
        rowKey="category"
        pagination={false}
        size="small"
        columns={[
          { title: t('office.category'), dataIndex: 'category', render: (c: string) => categoryLabel(t, c) },
          { title: t('status.running'), dataIndex: 'running' },
          { title: t('status.approved'), dataIndex: 'approved' },
        ]}
      />
      <h3>{t('office.byDepartment')}</h3>
      <QueryTable
        result={stats}
        rows={stats.data?.byDepartment}
        rowKey={(r) => r.id || r.name}
        pagination={false}
        size="small"
        emptyText={t('office.noRecords')}
        columns={[
          { title: t('office.department'), dataIndex: 'name', render: (name: string) => name || t('office.noDepartment') },
          { title: t('office.approvedProjects'), dataIndex: 'projects' },
          { title: t('office.approvedBudget'), dataIndex: 'budget', render: (yuan: number) => yuan.toLocaleString('zh-CN') },
          { title: t('office.approvedPapers'), dataIndex: 'papers' },
        ]}
      />
    </>
  );
}
