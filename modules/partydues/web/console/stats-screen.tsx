import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import Select from 'antd/es/select';
import { yuan } from '@quad/ledger-engine/shared/money';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable } from '@quad/platform/console/paged-table';
import { STATS_EXPORT_PATH, type TBranchStats } from '../../contract-manage';
import { useBranchStats } from '../calls/manage';

const YEARS_BACK = 5;

/** 党费统计: each branch's year (应缴, 已缴, 缴纳率) and what was paid month by month, and the year as Excel. */
export default function StatsScreen() {
  const { t } = useTranslation('partydues');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const stats = useBranchStats(year);
  return (
    <>
      <div className="adm-toolbar">
        <Select
          aria-label={t('branch.year')}
          style={{ width: 120 }}
          value={year}
          onChange={setYear}
          options={Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i).map((y) => ({
            value: y,
            label: t('record.year', { year: y }),
          }))}
        />
        <span className="adm-toolbar__grow" />
        <ExportButton href={`${STATS_EXPORT_PATH}?year=${year}`} icon={<DownloadOutlined />}>
          {t('console.stats.export')}
        </ExportButton>
      </div>
      <QueryTable<TBranchStats>
        result={stats}
        rows={stats.data?.list}
        emptyText={t('console.branches.empty')}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('console.branches.name'), dataIndex: 'name', fixed: 'left' },
          { title: t('console.branches.members'), dataIndex: 'members', align: 'right' },
          { title: t('branch.due'), dataIndex: 'dueFen', align: 'right', render: (fen: number) => yuan(fen) },
          { title: t('branch.paid'), dataIndex: 'paidFen', align: 'right', render: (fen: number) => yuan(fen) },
          { title: t('console.stats.rate'), dataIndex: 'rate', align: 'right', render: (rate: number) => `${(rate * 100).toFixed(1)}%` },
          ...Array.from({ length: 12 }, (_, i) => ({
            title: t('console.stats.month', { month: i + 1 }),
            key: `m${i}`,
            align: 'right' as const,
            render: (_: unknown, b: TBranchStats) => yuan(b.monthPaidFen[i]!),
          })),
        ]}
      />
    </>
  );
}
