import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendScrollComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEcharts } from '@quad/platform/shell/use-echarts';
import type { THealthChartOption } from './stats-options';

// Only what the statistics draw (STACK.md): two value axes need the full grid component, not the simple one.
registerEcharts([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendScrollComponent, AriaComponent, CanvasRenderer]);

/** One chart of 上报统计 or of a role page; its box (`className`) gives its size. */
export function HealthChart({ option, label, className = 'hc-chart' }: { option: THealthChartOption; label: string; className?: string }) {
  const ref = useEcharts<HTMLDivElement>(option);
  return <div ref={ref} className={className} role="img" aria-label={label} />;
}

/** For `lazy()`: echarts comes with the chart, after the page that shows it. */
export default HealthChart;
