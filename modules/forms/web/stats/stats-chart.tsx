import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridSimpleComponent, LegendScrollComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEcharts } from '@quad/platform/shell/use-echarts';
import type { TStatsChartOption } from './chart-options';

// Only what the statistics draw (STACK.md): the whole library would be twice the size.
registerEcharts([BarChart, PieChart, LineChart, GridSimpleComponent, TooltipComponent, LegendScrollComponent, AriaComponent, CanvasRenderer]);

/** One chart of the statistics tab or of the phone's fill status; its box (`className`) gives its size. */
export function StatsChart({ option, label, className = 'fc-chart' }: { option: TStatsChartOption; label: string; className?: string }) {
  const ref = useEcharts<HTMLDivElement>(option);
  return <div ref={ref} className={className} role="img" aria-label={label} />;
}

/** For `lazy()`: echarts comes with the chart, after the page that shows it. */
export default StatsChart;
