import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES, type TInstanceStatus } from '@quad/workflow-engine/contract';
import { CERTIFICATE_EXPORT_PATH, type TCertificateRecord } from '../../contract';
import { useCertificateRecords, useManagedTypes, useRevoke } from '../calls/office';
import { CertificateStatus } from '../pages/certificate-status';

interface TFilter {
  status?: TInstanceStatus;
  typeId?: string;
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
  return `${CERTIFICATE_EXPORT_PATH}?${query.toString()}`;
}

/** 证明记录: requests by state, type, day and person or number, the Excel file of what is shown, and 作废. */
export default function RecordsScreen() {
  const { t } = useTranslation('certificate');
  const [filter, setFilter] = useState<TFilter>({ page: 1, size: 20 });
  const records = useCertificateRecords(filter);
  const types = useManagedTypes();
  const [revoking, setRevoking] = useState<TCertificateRecord>();
  const change = (next: Partial<TFilter>) => setFilter({ ...filter, page: 1, ...next });
  const range: [Dayjs, Dayjs] | null = filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null;
  return (
    <>
      <div className="adm-toolbar">
        <DatePicker.RangePicker value={range} onChange={(days) => change({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })} aria-label={t('console.range')} />
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
          value={filter.typeId}
          onChange={(typeId: string | undefined) => change({ typeId })}
          options={types.data?.list.map((type) => ({ value: type.id, label: type.name }))}
          style={{ width: 140 }}
          aria-label={t('form.type')}
        />
        <Input.Search allowClear placeholder={t('console.search')} onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })} style={{ width: 240 }} aria-label={t('console.search')} />
        <span className="adm-toolbar__grow" />
        <ExportButton icon={<DownloadOutlined />} href={exportHref(filter)}>
          {t('console.export')}
        </ExportButton>
      </div>
      <QueryTable<TCertificateRecord>
        result={records}
        rows={records.data?.list}
        rowKey="id"
        columns={[
          { title: t('console.name'), dataIndex: 'name' },
          { title: t('console.number'), dataIndex: 'userNumber' },
          { title: t('console.department'), dataIndex: 'department' },
          { title: t('form.type'), dataIndex: 'typeName' },
          { title: t('form.purpose'), dataIndex: 'purpose', ellipsis: true },
          { title: t('form.copies'), dataIndex: 'copies' },
          { title: t('console.status'), key: 'status', render: (_, r) => <CertificateStatus item={r} /> },
          { title: t('console.certificateNumber'), dataIndex: 'number', render: (n: string, r) => (r.revoked ? <span title={r.revokeReason}>{n}</span> : n) },
          { title: t('console.created'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, r) =>
              r.number && !r.revoked ? (
                <Button type="link" size="small" danger onClick={() => setRevoking(r)} aria-label={t('console.revokeOf', { number: r.number })}>
                  {t('console.revoke')}
                </Button>
              ) : null,
          },
        ]}
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={t('console.empty')}
      />
      <RevokeModal record={revoking} onClose={() => setRevoking(undefined)} />
    </>
  );
}

/** 作废: the reason is required and kept in the audit log; verification says revoked from then on. */
function RevokeModal({ record, onClose }: { record?: TCertificateRecord; onClose: () => void }) {
  const { t } = useTranslation('certificate');
  const [reason, setReason] = useState('');
  const revoke = useRevoke(t('console.revoked'));
  const confirm = async () => {
    if (!record) return;
    if (await revoke.mutateAsync({ id: record.id, reason })) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal
      open={!!record}
      title={t('console.revokeTitle', { number: record?.number ?? '' })}
      okText={t('console.revoke')}
      okButtonProps={{ danger: true, disabled: !reason.trim(), loading: revoke.isPending }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('console.revokeHint')}</p>
      <Input.TextArea rows={3} maxLength={200} showCount value={reason} onChange={(e) => setReason(e.target.value)} aria-label={t('console.revokeReason')} placeholder={t('console.revokeReason')} />
    </Modal>
  );
}
