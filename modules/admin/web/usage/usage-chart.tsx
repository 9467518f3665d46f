import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUsageTable } from './usage-data';
import { useEcharts, type TChartOption } from './use-echarts';

/** Visits per app per day as lines (its own chunk: echarts loads only on this screen). */
export default function UsageChart({ table, appName }: { table: TUsageTable; appName: (key: string) => string }) {
  const { t } = useTranslation('admin');
  const option = useMemo<TChartOption>(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: table.days.map((d) => d.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1, name: t('usage.visits') },
      series: table.apps.map((app) => ({
        name: appName(app),
        type: 'line',
        showSymbol: table.days.length <= 31,
        data: table.series.get(app),
      })),
    }),
    [table, appName, t],
  );
  const ref = useEcharts<HTMLDivElement>(option);
  return <div ref={ref} className="adm-chart" role="img" aria-label={t('usage.chartLabel')} data-testid="usage-chart" />;
}
