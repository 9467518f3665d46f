import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { DATACUBE_MAX_DAYS } from '../../views';
import { useConsoleSummary } from '../calls/get-view-summary';
import { useDatacube } from '../calls/get-view-datacube';
import { useConsolePeople } from '../calls/list-view-people';
import { HealthChart } from '../charts/health-chart';
import { countReasons, rateByDayChart, rateByUnitChart, reasonsChart } from '../charts/stats-options';
import './health-console.css';

const DAY = 'YYYY-MM-DD';
/** The reasons chart reads the abnormal list of the last day, this many people at most. */
const REASON_SAMPLE = 200;

/** 上报统计 (dailyReport/statistics): the day's counts, the rate by day and by department or class, abnormal reasons. */
export default function StatisticsScreen() {
  const { t } = useTranslation('health', { keyPrefix: 'views.console' });
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(13, 'day'), dayjs()]);
  const [axis, setAxis] = useState<'department' | 'class'>('department');
  const [from, to] = [range[0].format(DAY), range[1].format(DAY)];
  const summary = useConsoleSummary(to);
  const byDay = useDatacube({ from, to, by: 'day' });
  const byUnit = useDatacube({ from, to, by: axis });
  const abnormal = useConsolePeople({ status: 'abnormal', day: to, page: 1, size: REASON_SAMPLE });

  const dayOption = useMemo(() => rateByDayChart(byDay.data?.rows ?? [], { rate: t('rate'), abnormal: t('abnormal') }), [byDay.data, t]);
  const unitOption = useMemo(() => rateByUnitChart(byUnit.data?.rows ?? [], t('rate')), [byUnit.data, t]);
  const reasons = useMemo(() => countReasons(abnormal.data?.list ?? []), [abnormal.data]);
  const reasonsOption = useMemo(() => reasonsChart(reasons), [reasons]);

  return (
    <>
      <div className="adm-toolbar">
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(picked) => {
            const [start, end] = picked ?? [];
            // The server draws at most 62 days: a longer pick keeps its last 62.
            const earliest = end?.subtract(DATACUBE_MAX_DAYS - 1, 'day');
            if (start && end && earliest) setRange([start.isBefore(earliest) ? earliest : start, end]);
          }}
          aria-label={t('range')}
        />
        <span className="adm-toolbar__grow" />
        <Segmented
          value={axis}
          onChange={(value) => setAxis(value as 'department' | 'class')}
          options={[
            { value: 'department', label: t('byDepartment') },
            { value: 'class', label: t('byClass') },
          ]}
        />
      </div>
      {summary.isError ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <div className="hc-cards">
          {(['audience', 'reported', 'missing', 'late', 'abnormal'] as const).map((key) => (
            <Card key={key} size="small">
              <Statistic title={t(`count.${key}`, { day: to })} value={summary.data?.totals[key] ?? 0} loading={summary.isPending} />
            </Card>
          ))}
        </div>
      )}
      <div className="hc-charts">
        <Card size="small" title={t('rateByDay', { from, to })}>
          {byDay.isError ? (
            <QueryError error={byDay.error} onRetry={() => void byDay.refetch()} />
          ) : byDay.isPending ? (
            <Skeleton active />
          ) : byDay.data.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <HealthChart option={dayOption} label={t('rateByDay', { from, to })} />
          )}
        </Card>
        <Card size="small" title={t(axis === 'class' ? 'rateByClass' : 'rateByDepartment')}>
          {byUnit.isError ? (
            <QueryError error={byUnit.error} onRetry={() => void byUnit.refetch()} />
          ) : byUnit.isPending ? (
            <Skeleton active />
          ) : byUnit.data.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <HealthChart option={unitOption} label={t(axis === 'class' ? 'rateByClass' : 'rateByDepartment')} />
          )}
        </Card>
        <Card
          size="small"
          title={t('reasons', { day: to })}
          extra={abnormal.data && abnormal.data.total > REASON_SAMPLE ? t('reasonsSample', { count: REASON_SAMPLE, total: abnormal.data.total }) : undefined}
        >
          {abnormal.isError ? (
            <QueryError error={abnormal.error} onRetry={() => void abnormal.refetch()} />
          ) : abnormal.isPending ? (
            <Skeleton active />
          ) : reasons.length === 0 ? (
            <EmptyState text={t('noAbnormal')} />
          ) : (
            <HealthChart option={reasonsOption} label={t('reasons', { day: to })} />
          )}
        </Card>
      </div>
    </>
  );
}
