import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridSimpleComponent, LegendScrollComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEcharts } from '@quad/platform/shell/console/use-echarts';
import type { TStatsChartOption } from './chart-options';

// Only what the statistics draw (STACK.md): the whole library would be twice the size.
registerEcharts([BarChart, PieChart, LineChart, GridSimpleComponent, TooltipComponent, LegendScrollComponent, AriaComponent, CanvasRenderer]);

/** One chart of the statistics tab. */
export function StatsChart({ option, label }: { option: TStatsChartOption; label: string }) {
  const ref = useEcharts<HTMLDivElement>(option);
  return <div ref={ref} className="fc-chart" role="img" aria-label={label} />;
}
