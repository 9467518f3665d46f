import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import { SCAN_RESULTS, type TScanEntry, type TScanResult } from '../../contract-office';
import { useScans } from '../calls/office';

/** 门岗核验记录: every check at the gates, refused ones too, newest first. */
export default function GateLogScreen() {
  const { t } = useTranslation('permit');
  const [filter, setFilter] = useState<{ result?: TScanResult; page: number; size: number }>({ page: 1, size: 20 });
  const scans = useScans(filter);
  return (
    <>
      <div className="adm-toolbar">
        <Select
          allowClear
          placeholder={t('console.allResults')}
          value={filter.result}
          onChange={(result: TScanResult | undefined) => setFilter({ ...filter, page: 1, result })}
          options={SCAN_RESULTS.map((result) => ({ value: result, label: t(`result.${result}`) }))}
          style={{ width: 160 }}
          aria-label={t('console.result')}
        />
      </div>
      <QueryTable<TScanEntry>
        result={scans}
        rows={scans.data?.list}
        rowKey="id"
        columns={[
          { title: t('console.scannedAt'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
          { title: t('console.result'), dataIndex: 'result', render: (result: TScanResult) => t(`result.${result}`) },
          { title: t('console.kind'), dataIndex: 'kind', render: (kind: string) => (kind ? t(`kind.${kind}`) : '') },
          { title: t('console.name'), dataIndex: 'name' },
          { title: t('car.plate'), dataIndex: 'plate' },
          { title: t('gate.gate'), dataIndex: 'gate' },
          { title: t('console.guard'), dataIndex: 'guard' },
        ]}
        pagination={serverPages(filter, scans.data?.total, (total) => t('console.total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={t('console.noScans')}
      />
    </>
  );
}
