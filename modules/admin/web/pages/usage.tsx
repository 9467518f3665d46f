import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import { useUsage } from '../calls/usage-daily';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { knownApps } from '../console/known-apps';
import { pivotUsage } from '../usage/usage-data';

const UsageChart = lazy(() => import('../usage/usage-chart'));

const DAY = 'YYYY-MM-DD';
/** The range first shown: the last two weeks, today included. */
const LAST_DAYS = 14;

type TRow = { day: string; total: number } & Record<string, number | string>;

/** 使用统计: visits per app per day for a chosen range, as a chart and a table. */
export default function UsageScreen() {
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(LAST_DAYS - 1, 'day'), dayjs()]);
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const usage = useUsage({ from, to });
  const table = useMemo(() => pivotUsage(usage.data?.list ?? [], from, to), [usage.data, from, to]);
  const appName = useMemo(() => {
    const names = new Map(knownApps([]).map((a) => [a.key, a.name]));
    return (key: string) => (names.get(key) ? `${names.get(key)} (${key})` : key);
  }, []);

  const rows: TRow[] = table.days
    .map((day, i) => ({
      day,
      total: table.totals[i],
      // Keyed apart from day and total, whatever an app key is.
      ...Object.fromEntries(table.apps.map((app) => [`app:${app}`, table.series.get(app)?.[i] ?? 0])),
    }))
    .reverse();
  const columns: ColumnsType<TRow> = [
    { title: t('usage.day'), dataIndex: 'day', fixed: 'left', width: 120 },
    ...table.apps.map((app) => ({ title: appName(app), dataIndex: `app:${app}`, align: 'right' as const })),
    { title: t('usage.total'), dataIndex: 'total', align: 'right', width: 90 },
  ];

  return (
    <Card size="small">
      <div className="adm-toolbar">
        <DatePicker.RangePicker
          aria-label={t('usage.range')}
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
        />
        <span className="adm-muted">{t('usage.note')}</span>
      </div>
      {usage.isError ? (
        <QueryError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : table.apps.length === 0 ? (
        <EmptyState text={t('usage.empty')} />
      ) : (
        <>
          <Suspense fallback={<Skeleton.Node active className="adm-chart" />}>
            <UsageChart table={table} appName={appName} />
          </Suspense>
          <Table<TRow> rowKey="day" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />
        </>
      )}
    </Card>
  );
}
