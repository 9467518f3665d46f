import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSlot } from '@quad/platform/ui/chart-slot';
import { ErrorView } from '@quad/platform/ui/state-views';
import { useDatacube } from '../calls/get-view-datacube';
import { rateByDayChart } from '../charts/stats-options';
import type { TViewRoute } from './view-paths';

const HealthChart = lazy(() => import('../charts/health-chart'));

/** How many days the trend shows, ending on the day the page shows. */
export const TREND_DAYS = 7;

/** `day` and the days before it, as the datacube's range. */
export function trendRange(day: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - (TREND_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: day };
}

/**
 * 近7天上报率: the reported rate day by day as a line and the abnormal people as bars, over the role
 * page's scope (and the department drilled into): what a row of numbers per day cannot show at a glance.
 */
export function TrendCard({ view, day, dept }: { view: TViewRoute; day: string; dept?: string }) {
  const { t } = useTranslation('health', { keyPrefix: 'views' });
  const cube = useDatacube({ ...trendRange(day), by: 'day', dept }, view);
  const option = useMemo(() => rateByDayChart(cube.data?.rows ?? [], { rate: t('console.rate'), abnormal: t('console.abnormal') }), [cube.data, t]);
  const title = t('trend', { count: TREND_DAYS });
  return (
    <section className="q-card">
      <h2 className="q-card__title">{title}</h2>
      {cube.isError ? (
        <ErrorView error={cube.error} onRetry={() => void cube.refetch()} />
      ) : (
        <ChartSlot className="hv-chart" ready={!!cube.data}>
          <HealthChart option={option} label={title} className="hv-chart" />
        </ChartSlot>
      )}
    </section>
  );
}
