import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { useCall } from '@quad/platform/shell/console/use-call';
import { remindPending } from '@quad/forms-engine/contract';
import { usePending } from '../calls/list-pending';
import { FORMS_CONSOLE_NS } from './console-strings';

/** 未填写: who of the audience has not answered (today, for daily forms), and one button to remind them all. */
export function PendingTab({ id }: { id: string }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const { modal } = App.useApp();
  const call = useCall();
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const [sending, setSending] = useState(false);
  const pending = usePending(id, paging.page, paging.size);
  const total = pending.data?.total ?? 0;

  const remind = () =>
    modal.confirm({
      title: t('pending.remindConfirm', { count: total }),
      okText: t('pending.remind'),
      cancelText: t('cancel'),
      onOk: async () => {
        setSending(true);
        // Refused too often in a row (10029) or nothing to send: the server's words are shown by the call.
        const sent = await call(remindPending, { id });
        setSending(false);
        if (sent) void modal.success({ title: t('pending.sent', { count: sent.sent }) });
      },
    });

  if (pending.isError) return <QueryError error={pending.error} onRetry={() => void pending.refetch()} />;
  return (
    <>
      <div className="adm-toolbar">
        <span>{t('pending.total', { count: total })}</span>
        <span className="adm-toolbar__grow" />
        <Button type="primary" onClick={remind} loading={sending} disabled={total === 0}>
          {t('pending.remind')}
        </Button>
      </div>
      <Table
        rowKey={(row) => `${row.number}-${row.name}`}
        size="middle"
        dataSource={pending.data?.list}
        loading={pending.isFetching}
        columns={[
          { title: t('results.name'), dataIndex: 'name' },
          { title: t('results.number'), dataIndex: 'number' },
          { title: t('results.department'), dataIndex: 'department' },
        ]}
        locale={{ emptyText: pending.isPending ? ' ' : <EmptyState text={t('pending.empty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          onChange: (page, size) => setPaging({ page, size }),
        }}
      />
    </>
  );
}
