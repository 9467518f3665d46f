import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { CallContract } from '@quad/contracts/call';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { callQuery } from '@quad/platform/shell/calls';
import type { DELIVERY_RECONCILE, TDeliveryReport } from '../../contract';
import { yuan } from '../../shared/money';
import { LEDGER_NS } from '../strings';

export interface TDeliveryReconcileProps {
  /** The area's reconciliation call (its contract's `DELIVERY_RECONCILE`). */
  call: CallContract<(typeof DELIVERY_RECONCILE)['input'], (typeof DELIVERY_RECONCILE)['output']>;
  /** The card title: 充值对账, 购电对账… */
  title: string;
  /** Whom the area delivers to, as a column: 卡号, 房间编号, 上网账号. */
  who: string;
  /** The school system, in the amounts' column: 校园卡系统… */
  system: string;
}

/** The day's three lists: on the statement but not credited here, credited here but not on it, amounts that differ. */
function Report({ report, who, system }: { report: TDeliveryReport; who: string; system: string }) {
  const { t } = useTranslation(LEDGER_NS);
  const matched = <span>{t('reconcile.matched', { count: report.matched })}</span>;
  if (!report.missing.length && !report.extra.length && !report.different.length)
    return (
      <>
        {matched}
        <EmptyState text={t('reconcile.clean')} />
      </>
    );
  const columns = [
    { title: t('reconcile.requestNo'), dataIndex: 'requestNo' },
    { title: who, dataIndex: 'who' },
  ];
  const problems = [
    ...columns,
    { title: t('reconcile.amount'), dataIndex: 'amountFen', align: 'right' as const, render: yuan },
    { title: t('reconcile.note'), dataIndex: 'note' },
  ];
  const table = (key: 'missing' | 'extra') => (
    <Table
      key={key}
      title={() => t(`reconcile.${key}`)}
      rowKey="requestNo"
      size="small"
      pagination={false}
      dataSource={report[key]}
      columns={problems}
    />
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {matched}
      {table('missing')}
      {table('extra')}
      <Table
        title={() => t('reconcile.different')}
        rowKey="requestNo"
        size="small"
        pagination={false}
        dataSource={report.different}
        columns={[
          ...columns,
          { title: t('reconcile.ours'), dataIndex: 'oursFen', align: 'right', render: yuan },
          { title: t('reconcile.theirs', { system }), dataIndex: 'theirsFen', align: 'right', render: yuan },
        ]}
      />
    </Space>
  );
}

/**
 * An office's reconciliation of paid goods its school system delivered: a Beijing day's credited
 * deliveries against the system's statement (the card's 充值对账, electricity's 购电对账, network's 网费对账).
 */
export function DeliveryReconcileScreen({ call, title, who, system }: TDeliveryReconcileProps) {
  const { t } = useTranslation(LEDGER_NS);
  const [day, setDay] = useState(() => dayjs().subtract(1, 'day'));
  const [asked, setAsked] = useState('');
  // Asked when the office picks the day, never before: it reads the school system's statement.
  const report = useQuery({ ...callQuery(call, { day: asked }), enabled: asked !== '' });
  // The same day asked again is read again: the system's statement may have changed since.
  const run = () => {
    const chosen = day.format('YYYY-MM-DD');
    if (chosen === asked) void report.refetch();
    else setAsked(chosen);
  };
  return (
    <Card
      title={title}
      extra={
        <Space>
          <DatePicker value={day} allowClear={false} onChange={(d) => d && setDay(d)} aria-label={t('reconcile.day')} />
          <Button type="primary" loading={report.isFetching} onClick={run}>
            {t('reconcile.run')}
          </Button>
        </Space>
      }
    >
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <Report report={report.data} who={who} system={system} />
      ) : (
        <p>{t('reconcile.pick', { system })}</p>
      )}
    </Card>
  );
}
