import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import { DayRangeFilter, exportHrefOf, RecordsToolbar, useRecordsFilter, type TRecordsPage } from '@quad/platform/console/records-toolbar';
import { timeParts } from '@quad/platform/shell/time';
import { INSTANCE_STATUSES, type TInstanceStatus } from '@quad/workflow-engine/contract';
import { CERTIFICATE_EXPORT_PATH, type TCertificateRecord } from '../../contract';
import { useCertificateRecords, useManagedTypes, useRevoke } from '../calls/office';
import { CertificateStatus } from '../pages/certificate-status';

interface TFilter extends TRecordsPage {
  status?: TInstanceStatus;
  typeId?: string;
  from?: string;
  to?: string;
  keyword?: string;
}


/** 证明记录: requests by state, type, day and person or number, the Excel file of what is shown, and 作废. */
export default function RecordsScreen() {
  const { t } = useTranslation('certificate');
  const { filter, change, turnPage } = useRecordsFilter<TFilter>({});
  const records = useCertificateRecords(filter);
  const types = useManagedTypes();
  const [revoking, setRevoking] = useState<TCertificateRecord>();
  return (
    <>
      <RecordsToolbar
        searchLabel={t('console.search')}
        onSearch={(keyword) => change({ keyword })}
        exportHref={exportHrefOf(CERTIFICATE_EXPORT_PATH, filter)}
        exportLabel={t('console.export')}
      >
        <DayRangeFilter from={filter.from} to={filter.to} label={t('console.range')} onChange={(from, to) => change({ from, to })} />
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
      </RecordsToolbar>
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
        pagination={serverPages(filter, records.data?.total, (total) => t('console.total', { count: total }), turnPage)}
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
