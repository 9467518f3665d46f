import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { QueryTable } from '@quad/platform/console/paged-table';
import { useCertificateStatistic } from '../calls/office';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 5 }, (_, i) => thisYear - i);

/** 证明统计: per type the year's requests, issues and revocations; per month requests and issues. */
export default function StatisticScreen() {
  const { t } = useTranslation('certificate');
  const [year, setYear] = useState(thisYear);
  const stats = useCertificateStatistic(year);
  return (
    <>
      <div className="adm-toolbar">
        <Select value={year} onChange={setYear} options={YEARS.map((y) => ({ value: y, label: String(y) }))} style={{ width: 120 }} aria-label={t('console.year')} />
      </div>
      <h3>{t('console.byType')}</h3>
      <QueryTable
        result={stats}
        rows={stats.data?.byType}
        rowKey="typeId"
        pagination={false}
        size="small"
        emptyText={t('console.noTypes')}
        columns={[
          { title: t('form.type'), dataIndex: 'name' },
          { title: t('console.applied'), dataIndex: 'applied' },
          { title: t('console.issued'), dataIndex: 'issued' },
          { title: t('status.revoked'), dataIndex: 'revoked' },
        ]}
      />
      <h3>{t('console.byMonth')}</h3>
      <QueryTable
        result={stats}
        rows={stats.data?.byMonth}
        rowKey="month"
        pagination={false}
        size="small"
        columns={[
          { title: t('console.month'), dataIndex: 'month', render: (month: number) => t('console.monthName', { month }) },
          { title: t('console.applied'), dataIndex: 'applied' },
          { title: t('console.issued'), dataIndex: 'issued' },
        ]}
      />
    </>
  );
}
