import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { DayRangeFilter, exportHrefOf, RecordsToolbar, useRecordsFilter, type TRecordsPage } from '@quad/platform/console/records-toolbar';
import { Link } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { OFFICIAL_EXPORT_PATH, type TDocumentRecord } from '../../contract';
import { DOCUMENT_STATUSES, type TDocumentStatus } from '../../rules';
import { useDocumentRecords } from '../calls/office';
import { DocumentStatus } from '../pages/document-status';
import '../official.css';

interface TFilter extends TRecordsPage {
  status?: TDocumentStatus;
  from?: string;
  to?: string;
  keyword?: string;
}

/** 公文管理: every document of the site by state, day drafted and title, number or drafter, and the Excel file of what is shown. */
export default function DocumentsScreen() {
  const { t } = useTranslation('official');
  const { filter, change, turnPage } = useRecordsFilter<TFilter>({});
  const records = useDocumentRecords(filter);
  return (
    <>
      <RecordsToolbar searchLabel={t('console.search')} onSearch={(keyword) => change({ keyword })} exportHref={exportHrefOf(OFFICIAL_EXPORT_PATH, filter)} exportLabel={t('console.export')}>
        <DayRangeFilter from={filter.from} to={filter.to} label={t('console.range')} onChange={(from, to) => change({ from, to })} />
        <Select
          allowClear
          placeholder={t('console.allStatuses')}
          value={filter.status}
          onChange={(status: TDocumentStatus | undefined) => change({ status })}
          options={DOCUMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          style={{ width: 120 }}
          aria-label={t('console.status')}
        />
      </RecordsToolbar>
      <QueryTable<TDocumentRecord>
        result={records}
        rows={records.data?.list}
        rowKey="id"
        columns={[
          {
            title: t('console.docTitle'),
            dataIndex: 'title',
            render: (title: string, r) => (
              <Link to={`/document/flowpage?id=${encodeURIComponent(r.id)}`}>{title || t('red.untitled')}</Link>
            ),
          },
          { title: t('console.template'), dataIndex: 'templateName' },
          { title: t('console.number'), dataIndex: 'number' },
          { title: t('console.status'), key: 'status', render: (_, r) => <DocumentStatus status={r.status} /> },
          { title: t('console.drafter'), dataIndex: 'drafter' },
          { title: t('console.receipts'), key: 'receipts', render: (_, r) => (r.units ? `${r.signed}/${r.units}` : '—') },
          { title: t('console.created'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
        ]}
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), turnPage)}
        emptyText={t('console.empty')}
      />
    </>
  );
}
