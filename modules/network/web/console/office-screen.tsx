import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { yuan } from '@quad/ledger-engine/shared/money';
import { QueryTable } from '@quad/platform/console/paged-table';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { timeParts } from '@quad/platform/shell/time';
import type { TCallOutput } from '@quad/contracts/call';
import type { failedNetworkTopUps, reconcileNetwork } from '../../contract';
import { useFailedTopUps, useReconciliation } from '../calls/manage';

type TReport = TCallOutput<typeof reconcileNetwork>;
type TFailed = TCallOutput<typeof failedNetworkTopUps>['list'][number];
const PROBLEMS = ['missing', 'extra', 'different'] as const;

/** A report's problems as one list: which request, what is wrong, our amount beside the system's. */
const problemsOf = (r: TReport) => [
  ...r.missing.map((p) => ({ problem: 'missing' as const, ...p, oursFen: 0, theirsFen: p.amountFen })),
  ...r.extra.map((p) => ({ problem: 'extra' as const, ...p, oursFen: p.amountFen, theirsFen: 0 })),
  ...r.different.map((p) => ({ problem: 'different' as const, ...p, note: '' })),
];

function Reconciliation({ report }: { report: TReport }) {
  const { t } = useTranslation('network');
  const problems = problemsOf(report);
  if (report.matched === 0 && problems.length === 0) return <EmptyState text={t('office.nothing', { day: report.day })} />;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Tag color="green">{t('office.matched', { count: report.matched })}</Tag>
        {PROBLEMS.map((p) => (
          <Tag key={p} color={report[p].length ? 'red' : 'default'}>
            {t(`office.${p}`)} {report[p].length}
          </Tag>
        ))}
      </Space>
      {problems.length === 0 ? (
        <p>{t('office.allMatched')}</p>
      ) : (
        <Table
          rowKey={(p) => `${p.problem}|${p.requestNo}`}
          size="small"
          pagination={false}
          dataSource={problems}
          columns={[
            { title: t('office.requestNo'), dataIndex: 'requestNo' },
            { title: t('office.username'), dataIndex: 'username' },
            { title: t('office.problem'), dataIndex: 'problem', render: (p: (typeof PROBLEMS)[number]) => t(`office.${p}`) },
            { title: t('office.ours'), dataIndex: 'oursFen', align: 'right', render: (fen: number) => yuan(fen) },
            { title: t('office.theirs'), dataIndex: 'theirsFen', align: 'right', render: (fen: number) => yuan(fen) },
            { title: t('office.note'), dataIndex: 'note' },
          ]}
        />
      )}
    </>
  );
}

/** 网费对账 (the network centre's console): top-ups that never reached the billing system, and a day checked against its statement. */
export default function OfficeScreen() {
  const { t } = useTranslation('network');
  const failed = useFailedTopUps();
  const [day, setDay] = useState(() => dayjs().subtract(1, 'day'));
  const [asked, setAsked] = useState('');
  const report = useReconciliation(asked);
  // The same day asked again is read again: the system's statement may have changed since.
  const run = () => {
    const chosen = day.format('YYYY-MM-DD');
    if (chosen === asked) void report.refetch();
    else setAsked(chosen);
  };

  return (
    <>
      <Card title={t('office.failed')} style={{ marginBottom: 16 }}>
        <QueryTable<TFailed>
          result={failed}
          rows={failed.data?.list}
          rowKey="orderId"
          pagination={false}
          emptyText={t('office.noFailed')}
          columns={[
            { title: t('office.orderNo'), dataIndex: 'orderNo' },
            { title: t('office.payer'), dataIndex: 'payerName' },
            { title: t('office.username'), dataIndex: 'username' },
            { title: t('office.amount'), dataIndex: 'amountFen', align: 'right', render: (fen: number) => yuan(fen) },
            { title: t('office.paidAt'), dataIndex: 'created', render: (at: number) => timeParts(at).fullTime },
            { title: t('office.note'), dataIndex: 'note' },
          ]}
        />
      </Card>
      <Card
        title={t('office.reconcile')}
        extra={
          <Space>
            <DatePicker value={day} allowClear={false} onChange={(d) => d && setDay(d)} aria-label={t('office.day')} />
            <Button type="primary" loading={report.isFetching} onClick={run}>
              {t('office.run')}
            </Button>
          </Space>
        }
      >
        {report.isError ? (
          <QueryError error={report.error} onRetry={() => void report.refetch()} />
        ) : report.data ? (
          <Reconciliation report={report.data} />
        ) : (
          <p>{t('office.pick')}</p>
        )}
      </Card>
    </>
  );
}
