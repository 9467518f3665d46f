import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type TReconciliation } from '@quad/ledger-engine/contract';
import { yuan } from '@quad/ledger-engine/shared/money';
import { QueryTable } from '@quad/platform/console/paged-table';
import { QueryError } from '@quad/platform/console/query-states';
import { useDailyTakings, useLedgerHealth, useReconciliations, useRunReconciliation } from '../calls/finance';
import { DailyBars } from './daily-bars';
import { when } from './format';

const PROBLEMS = ['missing', 'extra', 'different'] as const;

/** A report's problems as one list: what is wrong with which order, our amount beside the provider's. */
const problemsOf = (r: TReconciliation) => [
  ...r.missing.map((p) => ({
    problem: 'missing' as const,
    orderNo: p.orderNo,
    kind: p.kind,
    oursFen: 0,
    theirsFen: p.amountFen,
    note: p.note,
  })),
  ...r.extra.map((p) => ({
    problem: 'extra' as const,
    orderNo: p.orderNo,
    kind: p.kind,
    oursFen: p.amountFen,
    theirsFen: 0,
    note: p.note,
  })),
  ...r.different.map((p) => ({ problem: 'different' as const, ...p, note: '' })),
];

function LedgerCard() {
  const { t } = useTranslation('payment');
  const health = useLedgerHealth();
  const h = health.data;
  return (
    <Card title={t('console.reconcile.ledger')} style={{ marginBottom: 16 }}>
      {health.isError && <QueryError error={health.error} onRetry={() => void health.refetch()} />}
      {h &&
        (h.balanced ? (
          <Tag color="green">{t('console.reconcile.balanced', { count: h.postings })}</Tag>
        ) : (
          <Space>
            <Tag color="red">{t('console.reconcile.unbalanced', { count: h.unbalancedTransactions })}</Tag>
            <Tag color="red">{t('console.reconcile.accountsOff', { count: h.accountsOff })}</Tag>
          </Space>
        ))}
    </Card>
  );
}

/** 对账: whether the ledger balances, the last 30 days' takings, and each day's check against the providers' bills. */
export default function ReconcileScreen() {
  const { t } = useTranslation('payment');
  const daily = useDailyTakings(30);
  const reports = useReconciliations();
  const run = useRunReconciliation(t('console.reconcile.done'));
  const [day, setDay] = useState(() => dayjs().subtract(1, 'day'));

  return (
    <>
      <LedgerCard />
      <Card title={t('console.reconcile.daily')} style={{ marginBottom: 16 }}>
        {daily.isError ? (
          <QueryError error={daily.error} onRetry={() => void daily.refetch()} />
        ) : (
          <DailyBars days={daily.data?.list ?? []} />
        )}
      </Card>
      <Card
        title={t('console.reconcile.reports')}
        extra={
          <Space>
            <DatePicker value={day} allowClear={false} onChange={(d) => d && setDay(d)} aria-label={t('console.reconcile.day')} />
            <Button type="primary" loading={run.isPending} onClick={() => run.mutate({ day: day.format('YYYY-MM-DD') })}>
              {t('console.reconcile.run')}
            </Button>
          </Space>
        }
      >
        <QueryTable<TReconciliation>
          result={reports}
          rows={reports.data?.list}
          rowKey={(r) => `${r.day}|${r.provider}`}
          pagination={false}
          emptyText={t('console.reconcile.empty')}
          expandable={{
            rowExpandable: (r) => PROBLEMS.some((p) => r[p].length > 0),
            expandedRowRender: (r) => (
              <Table
                rowKey={(p) => `${p.problem}|${p.orderNo}|${p.kind}`}
                size="small"
                pagination={false}
                dataSource={problemsOf(r)}
                columns={[
                  { title: t('console.order.no'), dataIndex: 'orderNo' },
                  {
                    title: t('console.reconcile.problem'),
                    dataIndex: 'problem',
                    render: (p: (typeof PROBLEMS)[number]) => t(`console.reconcile.${p}`),
                  },
                  { title: t('console.reconcile.kind'), dataIndex: 'kind' },
                  { title: t('console.reconcile.ours'), dataIndex: 'oursFen', align: 'right', render: (fen: number) => yuan(fen) },
                  { title: t('console.reconcile.theirs'), dataIndex: 'theirsFen', align: 'right', render: (fen: number) => yuan(fen) },
                  { title: t('console.reconcile.note'), dataIndex: 'note' },
                ]}
              />
            ),
          }}
          columns={[
            { title: t('console.reconcile.day'), dataIndex: 'day' },
            {
              title: t('console.reconcile.provider'),
              dataIndex: 'provider',
              render: (p: string) => t(`console.method.${p}`, { defaultValue: p }),
            },
            { title: t('console.reconcile.checkedAt'), dataIndex: 'checkedAt', render: when },
            { title: t('console.reconcile.matched'), dataIndex: 'matched', align: 'right' },
            ...PROBLEMS.map((p) => ({
              title: t(`console.reconcile.${p}`),
              key: p,
              render: (_: unknown, r: TReconciliation) => <Tag color={r[p].length ? 'red' : 'default'}>{r[p].length}</Tag>,
            })),
          ]}
        />
      </Card>
    </>
  );
}
